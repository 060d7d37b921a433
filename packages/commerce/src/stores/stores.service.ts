import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type StoreRow, stores } from '../db/schema/index.ts';

export interface StoreService {
  byKey(key: string): Promise<StoreRow | null>;
  all(): Promise<StoreRow[]>;
}

export function createStoreService(db: Database): StoreService {
  return {
    async byKey(key) {
      const [row] = await db.select().from(stores).where(eq(stores.key, key));
      return row ?? null;
    },
    all: () => db.select().from(stores).orderBy(asc(stores.key)),
  };
}
