/**
 * What the storefront shell's pages read from the catalog: a product or category by slug in the
 * request's language with its slugs in every language, the first-level categories of a market,
 * category names by key and product cards for CMS product groups. The storefront maps these rows to
 * its views (links, images, money); it never queries the commerce tables itself.
 */
import { and, arrayContains, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { categories, categoryTexts, prices, products, productTexts, variants } from '../db/schema/index.ts';

type PageContext = Pick<RequestContext, 'country' | 'language'>;

export interface ProductSummaryRow {
  id: string;
  name: string;
  slug: string;
  metaTitle: string | null;
  description: string | null;
  markets: string[];
  /** Slug per language. */
  slugs: Record<string, string>;
}

export interface CategorySummaryRow {
  id: string;
  name: string;
  slug: string;
  metaTitle: string | null;
  description: string | null;
  /** Slug per language. */
  slugs: Record<string, string>;
}

export type ProductCardSource =
  | { kind: 'tag'; tag: string }
  | { kind: 'skus'; skus: string[] }
  | { kind: 'category'; categoryKey: string };

export interface ProductCardRow {
  sku: string;
  name: string;
  slug: string;
  brand: string | null;
  imageKey: string | null;
  centAmount: number;
  currency: string;
  reviewCount: number;
  reviewRatingSum: number;
}

/** Most product cards one group shows. */
export const MAX_PRODUCT_CARDS = 24;

export interface CatalogPageReads {
  /** By slug in this language and market; else by its product number (`EX<number>` key). */
  productBySlug(
    ctx: PageContext,
    slug: string,
    productNumber: string | null,
  ): Promise<ProductSummaryRow | null>;
  categoryBySlug(ctx: PageContext, slug: string): Promise<CategorySummaryRow | null>;
  /** First-level categories of the `all` tree with products on the market, in menu order (at most 12). */
  topCategories(ctx: PageContext): Promise<Array<{ name: string; slug: string }>>;
  categoriesByKeys(
    ctx: PageContext,
    keys: readonly string[],
  ): Promise<Record<string, { name: string; slug: string }>>;
  /** Master variants with a price in the market, newest first. */
  productCards(ctx: PageContext, source: ProductCardSource, limit: number): Promise<ProductCardRow[]>;
  /**
   * Slugs per language of what a store's sitemap lists: categories of the `all` tree with products
   * on the market, and products sold there (master variant priced in the country), at most `limit`.
   */
  sitemapEntries(
    country: string,
    languages: readonly string[],
    limit: number,
  ): Promise<{ categories: Record<string, string>[]; products: Record<string, string>[] }>;
}

/** Rows of (id, language, slug) grouped into one slug map per id, in first-seen order. */
function slugMaps(rows: readonly { id: string; language: string; slug: string }[]): Record<string, string>[] {
  const byId = new Map<string, Record<string, string>>();
  for (const row of rows) {
    const slugs = byId.get(row.id) ?? {};
    slugs[row.language] = row.slug;
    byId.set(row.id, slugs);
  }
  return [...byId.values()];
}

export function createCatalogPageReads(db: Database): CatalogPageReads {
  const slugsOfProduct = async (productId: string) => {
    const texts = await db
      .select({ language: productTexts.language, slug: productTexts.slug })
      .from(productTexts)
      .where(eq(productTexts.productId, productId));
    return Object.fromEntries(texts.map((text) => [text.language, text.slug]));
  };
  return {
    async productBySlug(ctx, slug, productNumber) {
      const query = (condition: SQL) =>
        db
          .select({
            id: products.id,
            markets: products.enabledOnMarket,
            name: productTexts.name,
            slug: productTexts.slug,
            metaTitle: productTexts.metaTitle,
            description: productTexts.metaDescription,
          })
          .from(productTexts)
          .innerJoin(products, eq(products.id, productTexts.productId))
          .where(
            and(
              eq(productTexts.language, ctx.language),
              arrayContains(products.enabledOnMarket, [ctx.country]),
              condition,
            ),
          )
          .limit(1);
      let [found] = await query(eq(productTexts.slug, slug));
      if (!found && productNumber) [found] = await query(eq(products.key, `EX${productNumber}`));
      if (!found) return null;
      return { ...found, slugs: await slugsOfProduct(found.id) };
    },
    async categoryBySlug(ctx, slug) {
      const [row] = await db
        .select({
          id: categoryTexts.categoryId,
          name: categoryTexts.name,
          slug: categoryTexts.slug,
          metaTitle: categoryTexts.metaTitle,
          description: categoryTexts.metaDescription,
        })
        .from(categoryTexts)
        .where(and(eq(categoryTexts.language, ctx.language), eq(categoryTexts.slug, slug)))
        .limit(1);
      if (!row) return null;
      const texts = await db
        .select({ language: categoryTexts.language, slug: categoryTexts.slug })
        .from(categoryTexts)
        .where(eq(categoryTexts.categoryId, row.id));
      return { ...row, slugs: Object.fromEntries(texts.map((text) => [text.language, text.slug])) };
    },
    topCategories: async (ctx) =>
      await db
        .select({ name: categoryTexts.name, slug: categoryTexts.slug })
        .from(categories)
        .innerJoin(categoryTexts, eq(categoryTexts.categoryId, categories.id))
        .where(
          and(
            eq(categories.depth, 0),
            eq(categories.tree, 'all'),
            eq(categoryTexts.language, ctx.language),
            arrayContains(categories.hasProducts, [ctx.country]),
          ),
        )
        .orderBy(asc(categories.orderHint))
        .limit(12),
    async categoriesByKeys(ctx, keys) {
      if (keys.length === 0) return {};
      const rows = await db
        .select({ key: categories.key, name: categoryTexts.name, slug: categoryTexts.slug })
        .from(categories)
        .innerJoin(categoryTexts, eq(categoryTexts.categoryId, categories.id))
        .where(and(inArray(categories.key, [...keys]), eq(categoryTexts.language, ctx.language)));
      return Object.fromEntries(rows.map((row) => [row.key, { name: row.name, slug: row.slug }]));
    },
    async productCards(ctx, source, limit) {
      const conditions = [
        eq(productTexts.language, ctx.language),
        arrayContains(products.enabledOnMarket, [ctx.country]),
        eq(variants.isMaster, true),
        eq(prices.country, ctx.country),
      ];
      if (source.kind === 'tag') conditions.push(arrayContains(products.tags, [source.tag]));
      if (source.kind === 'skus') conditions.push(inArray(variants.sku, source.skus));
      if (source.kind === 'category') {
        const [category] = await db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.key, source.categoryKey))
          .limit(1);
        if (!category) return [];
        conditions.push(arrayContains(products.categoryIds, [category.id]));
      }
      return db
        .select({
          sku: variants.sku,
          name: productTexts.name,
          slug: productTexts.slug,
          brand: products.brand,
          imageKey: variants.imageKey,
          centAmount: prices.centAmount,
          currency: prices.currency,
          reviewCount: products.reviewCount,
          reviewRatingSum: products.reviewRatingSum,
        })
        .from(products)
        .innerJoin(productTexts, eq(productTexts.productId, products.id))
        .innerJoin(variants, eq(variants.productId, products.id))
        .innerJoin(prices, eq(prices.sku, variants.sku))
        .where(and(...conditions))
        .orderBy(desc(products.publishedAt))
        .limit(Math.min(Math.max(limit, 1), MAX_PRODUCT_CARDS));
    },
    async sitemapEntries(country, languages, limit) {
      if (languages.length === 0) return { categories: [], products: [] };
      const categoryRows = await db
        .select({ id: categories.id, language: categoryTexts.language, slug: categoryTexts.slug })
        .from(categories)
        .innerJoin(categoryTexts, eq(categoryTexts.categoryId, categories.id))
        .where(
          and(
            eq(categories.tree, 'all'),
            arrayContains(categories.hasProducts, [country]),
            inArray(categoryTexts.language, [...languages]),
          ),
        )
        .orderBy(asc(categories.depth), asc(categories.orderHint), asc(categories.id));
      const productRows = await db
        .selectDistinct({
          id: products.id,
          language: productTexts.language,
          slug: productTexts.slug,
          publishedAt: products.publishedAt,
        })
        .from(products)
        .innerJoin(productTexts, eq(productTexts.productId, products.id))
        .innerJoin(variants, and(eq(variants.productId, products.id), eq(variants.isMaster, true)))
        .innerJoin(prices, and(eq(prices.sku, variants.sku), eq(prices.country, country)))
        .where(
          and(
            // Sold there (the catalog rule): on the market and eligible for selling in it.
            arrayContains(products.enabledOnMarket, [country]),
            arrayContains(products.eligibleForSelling, [country]),
            inArray(productTexts.language, [...languages]),
          ),
        )
        .orderBy(desc(products.publishedAt), asc(products.id))
        .limit(Math.max(0, limit) * languages.length);
      return { categories: slugMaps(categoryRows), products: slugMaps(productRows).slice(0, limit) };
    },
  };
}
