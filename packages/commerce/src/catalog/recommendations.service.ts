/** Complementary products (by the base product's referenced categories) and comparison products. */
import { COMPARISON, COMPLEMENTARY_PRODUCTS_LIMIT, rankComparisonProducts } from '@toolyard/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { categories, products, variants } from '../db/schema/index.ts';
import { createIdListCache } from './id-list.cache.ts';
import { createProductLoader, type ProductLoader } from './products.service.ts';
import type { ProductView } from './products.view.ts';

const sellableHere = (ctx: RequestContext) =>
  sql`${ctx.country} = any(${products.enabledOnMarket}) and ${ctx.country} = any(${products.eligibleForSelling}) and ${products.productType} <> 'extra_guarantee'`;

async function baseBySku(db: Database, sku: string) {
  const [row] = await db
    .select({
      id: products.id,
      referenced: products.referencedCategoryIds,
      categoryIds: products.categoryIds,
    })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(eq(variants.sku, sku));
  return row ?? null;
}

export interface RecommendationService {
  complementary(
    ctx: RequestContext,
    sku: string,
  ): Promise<{ baseProduct: ProductView | null; products: ProductView[] }>;
  comparison(ctx: RequestContext, sku: string): Promise<ProductView[]>;
  /** Forgets the kept comparison candidates (a catalog change). */
  invalidate(): void;
}

export function createRecommendationService(
  db: Database,
  loader: ProductLoader = createProductLoader(db),
  options: { cacheTtlMs?: number } = {},
): RecommendationService {
  // The comparison's candidates per market and SKU; ranked per request from fresh views.
  const kept = createIdListCache(options.cacheTtlMs);
  const loadProducts = (_db: Database, ctx: RequestContext, ids: readonly string[]) => loader.load(ctx, ids);
  async function comparisonCandidates(ctx: RequestContext, sku: string): Promise<string[]> {
    const base = await baseBySku(db, sku);
    if (!base || base.categoryIds.length === 0) return [];
    // Compare within the product-type level (depth 1) of the main tree.
    const [typeCategory] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(inArray(categories.id, base.categoryIds), eq(categories.tree, 'all'), eq(categories.depth, 1)),
      );
    if (!typeCategory) return [];
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          sql`${products.categoryIds} @> ${sql.param([typeCategory.id])}::text[]`,
          sellableHere(ctx),
          sql`${products.id} <> ${base.id}`,
        ),
      )
      .orderBy(desc(products.publishedAt), products.id)
      .limit(COMPARISON.fetchLimit);
    return rows.map((r) => r.id);
  }

  return {
    async complementary(ctx, sku) {
      const base = await baseBySku(db, sku);
      if (!base) return { baseProduct: null, products: [] };
      const [baseProduct] = await loadProducts(db, ctx, [base.id]);
      if (base.referenced.length === 0) return { baseProduct: baseProduct ?? null, products: [] };
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            sql`${products.categoryIds} && ${sql.param(base.referenced)}::text[]`,
            sellableHere(ctx),
            sql`${products.id} <> ${base.id}`,
          ),
        )
        .orderBy(desc(products.publishedAt), products.id)
        .limit(COMPLEMENTARY_PRODUCTS_LIMIT);
      return {
        baseProduct: baseProduct ?? null,
        products: await loadProducts(
          db,
          ctx,
          rows.map((r) => r.id),
        ),
      };
    },
    invalidate: () => kept.invalidate(),
    async comparison(ctx, sku) {
      const ids = await kept.get(`comparison ${ctx.country} ${sku}`, () => comparisonCandidates(ctx, sku));
      if (ids.length === 0) return [];
      const candidates = await loadProducts(db, ctx, ids);
      const ranked = rankComparisonProducts(
        candidates.map((product) => ({
          product,
          isOnStock: product.availability.isOnStock,
          tags: product.tags,
        })),
      );
      return ranked.map((entry) => entry.product);
    },
  };
}
