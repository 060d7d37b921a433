import { asc, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { type StoreRow, stores } from '../db/schema/index.ts';

export interface StoreService {
  byKey(key: string): Promise<StoreRow | null>;
  all(): Promise<StoreRow[]>;
  /** Forgets the cached rows (a catalog import or reference change, decision 195). */
  invalidate(): void;
}

/**
 * A store's settings (campaigns, feature flags) are read by every home page: kept per node for
 * `cacheTtlMs` (30 s, as reference data; 0 turns it off) and dropped through the catalog channel.
 * Store rows change only with an import or a reference-data change.
 */
export function createStoreService(db: Database, options: { cacheTtlMs?: number } = {}): StoreService {
  const ttl = options.cacheTtlMs ?? 30_000;
  // One entry per store key (25 stores); unknown keys are not kept.
  const rows = new LRUCache<string, StoreRow>({ max: 100 });
  return {
    async byKey(key) {
      const hit = ttl > 0 ? rows.get(key) : undefined;
      if (hit) return hit;
      const [row] = await db.select().from(stores).where(eq(stores.key, key));
      if (row && ttl > 0) rows.set(key, row, { ttl });
      return row ?? null;
    },
    all: () => db.select().from(stores).orderBy(asc(stores.key)),
    invalidate: () => rows.clear(),
  };
}
