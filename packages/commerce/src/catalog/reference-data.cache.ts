/**
 * Shipping methods, volume tiers and guarantee offers change rarely and are read on every cart
 * write: a short per-node cache keeps them off the hot path (variants, stock and discount codes are
 * never cached). Bounded with lru-cache; dropped when the notifier reports a change (decision 073).
 */
import type { CatalogReader } from '../ports/index.ts';
import { createPromiseCache } from './promise-cache.ts';

export const REFERENCE_DATA_TTL_MS = 30_000;
/** Guarantee offers are per (store, language, parent SKU); the rest per store. */
export const REFERENCE_DATA_MAX_ENTRIES = 20_000;

export interface CachedCatalogReader extends CatalogReader {
  invalidate(): void;
}

export function withReferenceDataCache(
  catalog: CatalogReader,
  ttlMs = REFERENCE_DATA_TTL_MS,
): CachedCatalogReader {
  const cache = createPromiseCache<unknown>({ ttlMs, max: REFERENCE_DATA_MAX_ENTRIES });
  const cached = <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>;
  return {
    variantsBySkus: (ctx, skus) => catalog.variantsBySkus(ctx, skus),
    discountCode: (ctx, code) => catalog.discountCode(ctx, code),
    // Per cart and never cached: a proof is looked up each time the cart is priced.
    ...(catalog.netPriceProof
      ? { netPriceProof: catalog.netPriceProof.bind(catalog) as NonNullable<CatalogReader['netPriceProof']> }
      : {}),
    extraGuaranteeFor: (ctx, parentSku) =>
      cached(`eg|${ctx.storeKey}|${ctx.language}|${parentSku}`, () =>
        catalog.extraGuaranteeFor(ctx, parentSku),
      ),
    shippingMethods: (ctx) =>
      cached(`sm|${ctx.storeKey}|${ctx.language}`, () => catalog.shippingMethods(ctx)),
    volumeDiscounts: (ctx, group) =>
      cached(`vd|${ctx.storeKey}|${group}`, () => catalog.volumeDiscounts(ctx, group)),
    invalidate: () => cache.drop(),
  };
}
