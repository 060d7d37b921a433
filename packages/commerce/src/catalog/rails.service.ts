/**
 * The product page's rails and our own recommendations (spec 001 §7, §9; decision 110): related
 * products (8 of the product's deepest category, topped up from its parents), accessories (relatedAccessories and
 * parentProductsForAccessory), similar products (level-2/3 categories and attributes) and cart
 * recommendations (bought together in orders, else similar to the cart's first product).
 */
import {
  RELATED_PRODUCTS_LIMIT,
  rankCoPurchased,
  rankSimilar,
  SIMILARITY,
  type SimilarityProfile,
} from '@toolyard/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { categories, orders, products, variants } from '../db/schema/index.ts';
import { createIdListCache } from './id-list.cache.ts';
import type { ProductLoader } from './products.service.ts';
import type { ProductView } from './products.view.ts';

const sellableHere = (ctx: RequestContext) =>
  sql`${ctx.country} = any(${products.enabledOnMarket}) and ${ctx.country} = any(${products.eligibleForSelling}) and ${products.productType} <> 'extra_guarantee'`;

/** Attributes whose equal values make two products alike (scalars of the product row). */
const profileAttributes = (row: { brand: string | null; family: string | null; productType: string }) => ({
  brand: row.brand,
  family: row.family,
  productType: row.productType,
});

export interface RailService {
  related(ctx: RequestContext, productId: string): Promise<ProductView[]>;
  accessories(ctx: RequestContext, productId: string): Promise<ProductView[]>;
  similar(ctx: RequestContext, sku: string, limit?: number): Promise<ProductView[]>;
  /** Bought together with the cart's SKUs; similar to the first SKU when no order holds them. */
  cart(ctx: RequestContext, skus: readonly string[], limit?: number): Promise<ProductView[]>;
  /** Forgets the kept rail product ids (a catalog change). */
  invalidate(): void;
}

export function createRailService(
  db: Database,
  loader: ProductLoader,
  options: { cacheTtlMs?: number } = {},
): RailService {
  const kept = createIdListCache(options.cacheTtlMs);
  /** Level-2 and level-3 categories (depths 1 and 2 of the main tree) of some products. */
  async function profiles(ids: readonly string[]): Promise<Map<string, SimilarityProfile>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: products.id,
        brand: products.brand,
        family: products.family,
        productType: products.productType,
        level2: sql<
          string[]
        >`coalesce(array(select c.id from ${categories} c where c.id = any(${products.categoryIds}) and c.tree = 'all' and c.depth = 1), '{}')`,
        level3: sql<
          string[]
        >`coalesce(array(select c.id from ${categories} c where c.id = any(${products.categoryIds}) and c.tree = 'all' and c.depth = 2), '{}')`,
      })
      .from(products)
      .where(inArray(products.id, [...ids]));
    return new Map(
      rows.map((row) => [
        row.id,
        { level2: row.level2, level3: row.level3, attributes: profileAttributes(row) },
      ]),
    );
  }

  async function productIdOf(sku: string): Promise<string | null> {
    const [row] = await db
      .select({ id: variants.productId })
      .from(variants)
      .where(eq(variants.sku, sku))
      .limit(1);
    return row?.id ?? null;
  }

  async function similarTo(ctx: RequestContext, productId: string, limit: number, exclude: string[] = []) {
    return loader.load(ctx, await similarIds(ctx, productId, limit, exclude));
  }

  async function similarIds(
    ctx: RequestContext,
    productId: string,
    limit: number,
    exclude: string[] = [],
  ): Promise<string[]> {
    const source = (await profiles([productId])).get(productId);
    if (!source) return [];
    const categoryIds = [...source.level3, ...source.level2];
    if (categoryIds.length === 0) return [];
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          sql`${products.categoryIds} && ${sql.param(categoryIds)}::text[]`,
          sellableHere(ctx),
          ne(products.id, productId),
        ),
      )
      .orderBy(desc(products.publishedAt), products.id)
      .limit(SIMILARITY.fetchLimit);
    const candidateIds = rows.map((row) => row.id).filter((id) => !exclude.includes(id));
    const candidateProfiles = await profiles(candidateIds);
    const ranked = rankSimilar(
      source,
      candidateIds.flatMap((id) => {
        const profile = candidateProfiles.get(id);
        return profile ? [{ id, profile }] : [];
      }),
      limit,
    );
    return ranked.map((entry) => entry.id);
  }

  async function relatedIds(ctx: RequestContext, productId: string): Promise<string[]> {
    // The product's main-tree categories, deepest first: siblings in the deepest one are the
    // related products; a small category is topped up from its parent, and so on up.
    const trail = await db
      .select({ id: categories.id })
      .from(categories)
      .innerJoin(products, sql`${categories.id} = any(${products.categoryIds})`)
      .where(and(eq(products.id, productId), eq(categories.tree, 'all')))
      .orderBy(desc(categories.depth), categories.id);
    const found: string[] = [];
    for (const category of trail) {
      if (found.length >= RELATED_PRODUCTS_LIMIT) break;
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            sql`${products.categoryIds} @> ${sql.param([category.id])}::text[]`,
            sellableHere(ctx),
            ne(products.id, productId),
            found.length > 0 ? sql`not (${products.id} = any(${sql.param(found)}::text[]))` : undefined,
          ),
        )
        .orderBy(desc(products.publishedAt), products.id)
        .limit(RELATED_PRODUCTS_LIMIT - found.length);
      found.push(...rows.map((row) => row.id));
    }
    return found;
  }

  async function accessoryIds(ctx: RequestContext, productId: string): Promise<string[]> {
    const [row] = await db
      .select({ related: products.relatedAccessories, parents: products.parentProductsForAccessory })
      .from(products)
      .where(eq(products.id, productId));
    const skus = [...new Set([...(row?.related ?? []), ...(row?.parents ?? [])])];
    if (skus.length === 0) return [];
    const found = await db
      .selectDistinct({ id: products.id, sku: variants.sku })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(inArray(variants.sku, skus), sellableHere(ctx), ne(products.id, productId)));
    // Keep the attribute lists' order: the catalog put the most fitting accessory first.
    const idOf = new Map(found.map((entry) => [entry.sku, entry.id]));
    const ids = [...new Set(skus.flatMap((sku) => idOf.get(sku) ?? []))].slice(0, RELATED_PRODUCTS_LIMIT);
    return ids;
  }

  return {
    async related(ctx, productId) {
      const ids = await kept.get(`related ${ctx.country} ${productId}`, () => relatedIds(ctx, productId));
      return loader.load(ctx, ids);
    },

    async accessories(ctx, productId) {
      const ids = await kept.get(`accessories ${ctx.country} ${productId}`, () =>
        accessoryIds(ctx, productId),
      );
      return loader.load(ctx, ids);
    },

    async similar(ctx, sku, limit = SIMILARITY.limit) {
      const ids = await kept.get(`similar ${ctx.country} ${sku} ${limit}`, async () => {
        const productId = await productIdOf(sku);
        return productId ? similarIds(ctx, productId, limit) : [];
      });
      return loader.load(ctx, ids);
    },

    invalidate: () => kept.invalidate(),

    async cart(ctx, skus, limit = SIMILARITY.limit) {
      if (skus.length === 0) return [];
      const rows = await db
        .select({ skus: orders.skus })
        .from(orders)
        .where(
          and(sql`${orders.skus} && ${sql.param([...skus])}::text[]`, ne(orders.orderState, 'Cancelled')),
        )
        .orderBy(desc(orders.createdAt))
        .limit(500);
      const bought = rankCoPurchased(
        rows.map((row) => row.skus),
        skus,
        SIMILARITY.fetchLimit,
      );
      if (bought.length > 0) {
        const found = await db
          .select({ id: products.id, sku: variants.sku })
          .from(variants)
          .innerJoin(products, eq(products.id, variants.productId))
          .where(and(inArray(variants.sku, bought), sellableHere(ctx)));
        const idOf = new Map(found.map((entry) => [entry.sku, entry.id]));
        const ids = [...new Set(bought.flatMap((sku) => idOf.get(sku) ?? []))].slice(0, limit);
        if (ids.length > 0) return loader.load(ctx, ids);
      }
      const first = skus[0];
      const productId = first ? await productIdOf(first) : null;
      if (!productId) return [];
      const inCart = await Promise.all(skus.map(productIdOf));
      return similarTo(
        ctx,
        productId,
        limit,
        inCart.filter((id): id is string => id !== null),
      );
    },
  };
}
