import { inArray } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { inventory } from '../db/schema/index.ts';

export interface InventoryPage {
  offset: number;
  count: number;
  total: number;
  results: Array<{ sku: string; availableQuantity: number }>;
}

export interface InventoryService {
  bySkus(ctx: RequestContext, skus: readonly string[]): Promise<InventoryPage>;
}

export function createInventoryService(db: Database): InventoryService {
  return {
    async bySkus(_ctx, skus) {
      const unique = [...new Set(skus)].slice(0, 500);
      const rows = unique.length
        ? await db
            .select({ sku: inventory.sku, availableQuantity: inventory.availableQuantity })
            .from(inventory)
            .where(inArray(inventory.sku, unique))
        : [];
      return { offset: 0, count: rows.length, total: rows.length, results: rows };
    },
  };
}
