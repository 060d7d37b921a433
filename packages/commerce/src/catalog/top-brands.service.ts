/**
 * Brands by number of products on a market (most first, then by name): the storefront footer's
 * brand column. Cached per country in a bounded LRU (25 markets); dropped on product text changes
 * and imports from any node (decision 073); a failed read is not cached.
 */
import { and, arrayContains, asc, desc, isNotNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { createPromiseCache } from './promise-cache.ts';

/** Brands change only with catalog imports; the notifier drops them sooner on a change. */
export const TOP_BRANDS_TTL_MS = 10 * 60_000;
/** Most brands a caller can ask for. */
export const TOP_BRANDS_MAX = 24;

export interface TopBrandService {
  top(ctx: Pick<RequestContext, 'country'>, limit: number): Promise<string[]>;
  invalidate(): void;
}

export function createTopBrandService(db: Database, options: { cacheTtlMs?: number } = {}): TopBrandService {
  const ttl = options.cacheTtlMs ?? TOP_BRANDS_TTL_MS;
  const cache = createPromiseCache<string[]>({ ttlMs: ttl, max: 100 });
  const read = async (country: string) => {
    const count = sql<number>`count(*)`;
    const rows = await db
      .select({ brand: products.brand, count })
      .from(products)
      .where(and(isNotNull(products.brand), arrayContains(products.enabledOnMarket, [country])))
      .groupBy(products.brand)
      .orderBy(desc(count), asc(products.brand))
      .limit(TOP_BRANDS_MAX);
    return rows.flatMap((row) => (row.brand ? [row.brand] : []));
  };
  return {
    async top(ctx, limit) {
      return (await cache.get(ctx.country, () => read(ctx.country))).slice(0, limit);
    },
    invalidate: () => cache.drop(),
  };
}
