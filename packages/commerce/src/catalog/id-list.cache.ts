/**
 * Which products a rail or a comparison shows (their ids, per market and product), kept per node
 * (decision 195): the product page asks the same few queries on every render. Only the ids are
 * kept; the views are built per request from the product cache, so prices and discounts follow the
 * request clock (decision 021). Dropped on any catalog change (notifier, decision 073); the TTL is
 * the bound when a message is lost, as the product cache's.
 */
import { createPromiseCache } from './promise-cache.ts';

const TTL_MS = 5_000;
/** A few lists per product page; bounded by the catalog's size times the markets at worst. */
const MAX_LISTS = 20_000;

export interface IdListCache {
  get(key: string, read: () => Promise<string[]>): Promise<string[]>;
  invalidate(): void;
}

export function createIdListCache(ttlMs: number = TTL_MS): IdListCache {
  const lists = createPromiseCache<string[]>({ ttlMs, max: MAX_LISTS });
  return { get: (key, read) => lists.get(key, read), invalidate: () => lists.drop() };
}
