import { type CatalogChange, catalogChanged, MAX_PRODUCT_IDS_PER_MESSAGE } from './channels.ts';
import type { Notifier } from './notifier.ts';

type ProductReason = Extract<CatalogChange, { kind: 'products' }>['reason'];

/**
 * Announces changed products after the write committed, in messages of at most 100 ids. The write
 * stands even when the announcement fails (the notifier's connection is down): other nodes then
 * serve the old rows until their cache TTL, so the failure is logged, not thrown.
 */
export async function publishProductChanges(
  notifier: Notifier,
  productIds: readonly string[] | null,
  reason: ProductReason,
  onError: (error: Error) => void = (error) =>
    console.warn(`notifier: catalog change not sent: ${error.message}`),
): Promise<void> {
  try {
    if (productIds === null) {
      await notifier.publish(catalogChanged, { kind: 'products', productIds, reason });
      return;
    }
    const unique = [...new Set(productIds)];
    for (let i = 0; i < unique.length; i += MAX_PRODUCT_IDS_PER_MESSAGE)
      await notifier.publish(catalogChanged, {
        kind: 'products',
        productIds: unique.slice(i, i + MAX_PRODUCT_IDS_PER_MESSAGE),
        reason,
      });
  } catch (error) {
    onError(error as Error);
  }
}
