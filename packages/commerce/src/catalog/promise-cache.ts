/**
 * Reads kept per node as promises (decisions 073, 195): bounded by lru-cache, each entry for its TTL
 * (the bound when a notifier message is lost). Concurrent requests for one key share one read; a
 * failed read is not kept. A TTL of 0 turns the cache off (tests that write behind the services'
 * back).
 *
 * A Drizzle query is a lazy thenable that runs again on every await: kept as it is, every hit would
 * ask PostgreSQL again (it did, for the shell's top categories: decision 235). The read's result is
 * adopted into a real promise once, and that is what is kept.
 */
import { LRUCache } from 'lru-cache';

export interface PromiseCache<V> {
  /** The kept answer for `key`, or `read()`'s, kept for `ttlMs` (the cache's own TTL by default). */
  get(key: string, read: () => PromiseLike<V>, ttlMs?: number): Promise<V>;
  /** Drops the entries whose key matches, or all of them. */
  drop(matches?: (key: string) => boolean): void;
}

export function createPromiseCache<V>(options: { ttlMs: number; max: number }): PromiseCache<V> {
  const entries = new LRUCache<string, Promise<V>>({ max: options.max });
  return {
    get(key, read, ttlMs = options.ttlMs) {
      if (ttlMs <= 0) return Promise.resolve(read());
      const hit = entries.get(key);
      if (hit) return hit;
      const value = Promise.resolve(read());
      entries.set(key, value, { ttl: ttlMs });
      // Only if it is still the entry: an invalidation may have replaced it meanwhile.
      value.catch(() => {
        if (entries.get(key) === value) entries.delete(key);
      });
      return value;
    },
    drop(matches) {
      if (!matches) {
        entries.clear();
        return;
      }
      for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
    },
  };
}
