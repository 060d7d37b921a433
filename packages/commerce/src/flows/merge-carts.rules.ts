import { MAX_QUANTITY_PER_PRODUCT } from '@toolyard/domain';
import type { CartDocument } from '../carts/cart.types.ts';
import { reconcileGuarantees } from '../carts/cart-lines.rules.ts';

/**
 * The guest cart's lines join the customer's cart: same SKU (and same covered product) adds up,
 * capped at the per-product maximum; discount codes are united (docs/decisions/032).
 */
export function mergeCartDocuments(into: CartDocument, from: CartDocument): CartDocument {
  const merged = structuredClone(into);
  for (const line of from.lineItems) {
    const existing = merged.lineItems.find(
      (candidate) => candidate.sku === line.sku && candidate.parentSku === line.parentSku,
    );
    if (existing) existing.quantity = Math.min(MAX_QUANTITY_PER_PRODUCT, existing.quantity + line.quantity);
    else merged.lineItems.push({ ...line });
  }
  // One guarantee per product line, with the merged line's quantity.
  merged.lineItems = reconcileGuarantees(merged.lineItems);
  for (const code of from.discountCodes) {
    if (!merged.discountCodes.some((candidate) => candidate.id === code.id)) merged.discountCodes.push(code);
  }
  merged.customerEmail ??= from.customerEmail;
  return merged;
}
