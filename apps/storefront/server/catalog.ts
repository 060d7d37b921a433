/**
 * The shell's catalog reads over the commerce tables: products and categories by slug in the
 * request's language, and the first-level categories of a store for the navigation menu.
 */
import { type Database, schema } from '@toolyard/commerce';
import { type CurrencyCode, money } from '@toolyard/domain';
import { and, arrayContains, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { ProductCard } from '../app/components/blocks/index.ts';
import type { ProductGroupSource, StorefrontCatalog } from '../app/shell/context.ts';
import { languagePrefix, type ResolvedStore } from '../app/store/domain-map.ts';
import { productNumberOf } from '../app/store/paths.ts';
import { productImageUrl } from './product-images.ts';

const { categories, categoryTexts, prices, products, productTexts, variants } = schema;

/** How long the top brands of a store are kept (they change only with catalog imports). */
export const TOP_BRANDS_TTL_MS = 10 * 60_000;

/**
 * Brands by number of products on the market of a country (most first, then by name), cached per
 * country; a failed read is not cached.
 */
export function createTopBrands(db: Database, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; brands: Promise<string[]> }>();
  const read = async (country: string) => {
    const count = sql<number>`count(*)`;
    const rows = await db
      .select({ brand: products.brand, count })
      .from(products)
      .where(and(isNotNull(products.brand), arrayContains(products.enabledOnMarket, [country])))
      .groupBy(products.brand)
      .orderBy(desc(count), asc(products.brand))
      .limit(24);
    return rows.flatMap((row) => (row.brand ? [row.brand] : []));
  };
  return {
    async top(country: string, limit: number): Promise<string[]> {
      let entry = cache.get(country);
      if (!entry || now() - entry.at > TOP_BRANDS_TTL_MS) {
        entry = { at: now(), brands: read(country) };
        cache.set(country, entry);
        entry.brands.catch(() => cache.delete(country));
      }
      return (await entry.brands).slice(0, limit);
    },
    invalidate: () => cache.clear(),
  };
}

export type TopBrands = ReturnType<typeof createTopBrands>;

export function createStorefrontCatalog(
  db: Database,
  store: ResolvedStore,
  language: string,
  brands: TopBrands = createTopBrands(db),
): StorefrontCatalog {
  const prefix = languagePrefix(store, language);
  const productColumns = {
    id: products.id,
    markets: products.enabledOnMarket,
    name: productTexts.name,
    slug: productTexts.slug,
    description: productTexts.metaDescription,
  };
  const inThisStore = (...conditions: SQL[]) =>
    and(
      eq(productTexts.language, language),
      arrayContains(products.enabledOnMarket, [store.country]),
      ...conditions,
    );

  /** By slug in this language and store; else by its product number (the caller redirects). */
  async function findProduct(slug: string) {
    const query = (condition: SQL) =>
      db
        .select(productColumns)
        .from(productTexts)
        .innerJoin(products, eq(products.id, productTexts.productId))
        .where(inThisStore(condition))
        .limit(1);
    const [exact] = await query(eq(productTexts.slug, slug));
    if (exact) return exact;
    const number = productNumberOf(slug);
    if (!number) return null;
    const [byNumber] = await query(eq(products.key, `EX${number}`));
    return byNumber ?? null;
  }

  return {
    topBrands: (limit) => brands.top(store.country, limit),
    categoriesByKeys: (keys) => categoriesByKeys(db, language, prefix, keys),
    productGroup: (source, limit) => productGroup(db, store, language, prefix, source, limit),
    async productBySlug(slug) {
      const found = await findProduct(slug);
      if (!found) return null;
      const texts = await db
        .select({ language: productTexts.language, slug: productTexts.slug })
        .from(productTexts)
        .where(eq(productTexts.productId, found.id));
      return {
        name: found.name,
        slug: found.slug,
        description: found.description,
        slugs: Object.fromEntries(texts.map((text) => [text.language, `/${text.slug}`])),
        markets: found.markets,
      };
    },
    async categoryBySlug(slug) {
      const [row] = await db
        .select({
          id: categoryTexts.categoryId,
          name: categoryTexts.name,
          slug: categoryTexts.slug,
          description: categoryTexts.metaDescription,
        })
        .from(categoryTexts)
        .where(and(eq(categoryTexts.language, language), eq(categoryTexts.slug, slug)))
        .limit(1);
      if (!row) return null;
      const texts = await db
        .select({ language: categoryTexts.language, slug: categoryTexts.slug })
        .from(categoryTexts)
        .where(eq(categoryTexts.categoryId, row.id));
      return {
        name: row.name,
        slug: row.slug,
        description: row.description,
        slugs: Object.fromEntries(texts.map((text) => [text.language, `/${text.slug}/`])),
      };
    },
    async topCategories() {
      return db
        .select({ name: categoryTexts.name, slug: categoryTexts.slug })
        .from(categories)
        .innerJoin(categoryTexts, eq(categoryTexts.categoryId, categories.id))
        .where(
          and(
            eq(categories.depth, 0),
            eq(categories.tree, 'all'),
            eq(categoryTexts.language, language),
            arrayContains(categories.hasProducts, [store.country]),
          ),
        )
        .orderBy(asc(categories.orderHint))
        .limit(12);
    },
  };
}

/** Category names and links of the request language, by category key. */
async function categoriesByKeys(db: Database, language: string, prefix: string, keys: readonly string[]) {
  if (keys.length === 0) return {};
  const rows = await db
    .select({ key: categories.key, name: categoryTexts.name, slug: categoryTexts.slug })
    .from(categories)
    .innerJoin(categoryTexts, eq(categoryTexts.categoryId, categories.id))
    .where(and(inArray(categories.key, [...keys]), eq(categoryTexts.language, language)));
  return Object.fromEntries(rows.map((row) => [row.key, { name: row.name, href: `${prefix}/${row.slug}/` }]));
}

/** Product cards of a group: master variant, store price, generated illustration. */
async function productGroup(
  db: Database,
  store: ResolvedStore,
  language: string,
  prefix: string,
  source: ProductGroupSource,
  limit: number,
): Promise<ProductCard[]> {
  const conditions = [
    eq(productTexts.language, language),
    arrayContains(products.enabledOnMarket, [store.country]),
    eq(variants.isMaster, true),
    eq(prices.country, store.country),
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
  const rows = await db
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
    .limit(Math.min(Math.max(limit, 1), 24));
  return rows.map((row) => ({
    sku: row.sku,
    name: row.name,
    href: `${prefix}/${row.slug}`,
    brand: row.brand ?? undefined,
    image: row.imageKey ? { src: productImageUrl(row.imageKey), alt: row.name } : null,
    price: money(row.currency as CurrencyCode, row.centAmount),
    rating:
      row.reviewCount > 0 ? { average: row.reviewRatingSum / row.reviewCount, count: row.reviewCount } : null,
  }));
}
