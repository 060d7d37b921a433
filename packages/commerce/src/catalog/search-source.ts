/**
 * What a search index reads from the catalog (packages/search): the ids of every searchable product,
 * and per store and language the product views (prices and discounts through the catalog's own
 * rules), their categories and whether the product is sellable in the market.
 */
import { and, asc, gt, inArray, ne } from 'drizzle-orm';
import { type CategoryView, createCategoryService } from '../categories/index.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/index.ts';
import { isVirtualSku, notSellableReason } from './catalog.rules.ts';
import { createProductLoader } from './products.service.ts';
import type { ProductView } from './products.view.ts';

export interface SearchSourceProduct {
  view: ProductView;
  /** eligibleForSelling and enabledOnMarket in the market, and priced there (catalog rule). */
  sellable: boolean;
  releaseDate: Date | null;
  /** Every category of the product (leaf and ancestors, all trees), named in the context language. */
  categories: CategoryView[];
}

export interface SearchSource {
  /** Ids of searchable products (extra guarantees excluded) after `afterId`, in id order. */
  productIds(afterId: string | null, limit: number): Promise<string[]>;
  /** The products among `ids` as the store of `ctx` shows them; unknown ids are left out. */
  products(ctx: RequestContext, ids: readonly string[]): Promise<SearchSourceProduct[]>;
}

export function createSearchSource(db: Database): SearchSource {
  // Indexing must see the current rows: no product cache; categories are re-read every few seconds.
  const loader = createProductLoader(db, { cacheTtlMs: 0 });
  const categories = createCategoryService(db, { cacheTtlMs: 5_000 });
  return {
    async productIds(afterId, limit) {
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            ne(products.productType, 'extra_guarantee'),
            afterId === null ? undefined : gt(products.id, afterId),
          ),
        )
        .orderBy(asc(products.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    async products(ctx, ids) {
      if (ids.length === 0) return [];
      const [views, markets] = await Promise.all([
        loader.load(ctx, ids),
        db
          .select({
            id: products.id,
            releaseDate: products.releaseDate,
            eligibleForSelling: products.eligibleForSelling,
            enabledOnMarket: products.enabledOnMarket,
          })
          .from(products)
          .where(inArray(products.id, [...ids])),
      ]);
      const byId = new Map(markets.map((row) => [row.id, row]));
      const out: SearchSourceProduct[] = [];
      for (const view of views) {
        const market = byId.get(view.id);
        if (!market || view.productType === 'extra_guarantee') continue;
        const named = await Promise.all(view.categories.map((c) => categories.byId(ctx, c.id)));
        out.push({
          view,
          sellable:
            notSellableReason(ctx.country, market, view.price !== null, isVirtualSku(view.sku)) === null,
          releaseDate: market.releaseDate,
          categories: named.filter((c): c is CategoryView => c !== null),
        });
      }
      return out;
    },
  };
}
