/**
 * The per-node product caches (decision 021): product rows per (product, language, country) and
 * slug → product id, bounded with lru-cache and dropped per product when the notifier says it
 * changed (decision 073). The TTL stays as the bound for a change whose message was lost.
 */
import { LRUCache } from 'lru-cache';

export const PRODUCT_CACHE_MAX_ENTRIES = 20_000;

export interface KeyedCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  /** Drops the entries of these products (null: all). */
  forget(productIds: readonly string[] | null): void;
}

/**
 * `productOf` names the product an entry belongs to, from its key and value, so a change of one
 * product drops only its entries. `ttlMs` 0 stores nothing.
 */
export function createProductKeyedCache<V extends {}>(
  ttlMs: number,
  productOf: (key: string, value: V) => string,
  max = PRODUCT_CACHE_MAX_ENTRIES,
): KeyedCache<V> {
  if (ttlMs <= 0) return { get: () => undefined, set: () => {}, forget: () => {} };
  const cache = new LRUCache<string, V>({ max, ttl: ttlMs });
  return {
    get: (key) => cache.get(key),
    set: (key, value) => {
      cache.set(key, value);
    },
    forget(productIds) {
      if (productIds === null) return cache.clear();
      const changed = new Set(productIds);
      for (const [key, value] of cache.entries()) if (changed.has(productOf(key, value))) cache.delete(key);
    },
  };
}
