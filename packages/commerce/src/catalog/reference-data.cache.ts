/**
 * Shipping methods, volume tiers and guarantee offers change rarely and are read on every cart
 * write: a short per-node cache keeps them off the hot path (variants, stock and discount codes are
 * never cached). Bounded with lru-cache; dropped when the notifier reports a change (decision 073).
 */
import { LRUCache } from 'lru-cache';
import type { CatalogReader } from '../ports/index.ts';

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
  const cache = new LRUCache<string, Promise<unknown>>({
    max: REFERENCE_DATA_MAX_ENTRIES,
    ttl: Math.max(ttlMs, 1),
  });
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (ttlMs <= 0) return load();
    const hit = cache.get(key);
    if (hit) return hit as Promise<T>;
    // Runs a lazy query (a Drizzle builder re-runs on every await) once: see page-reads.cache.ts.
    const value = Promise.resolve(load());
    cache.set(key, value);
    // A failed read is not kept (only if it is still the entry: an invalidation may have replaced it).
    value.catch(() => {
      if (cache.get(key) === value) cache.delete(key);
    });
    return value;
  }
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
    invalidate: () => cache.clear(),
  };
}
