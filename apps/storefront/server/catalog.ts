/**
 * The shell's catalog reads over the commerce tables: products and categories by slug in the
 * request's language, and the first-level categories of a store for the navigation menu.
 */
import { type Database, schema } from '@toolyard/commerce';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { StorefrontCatalog } from '../app/shell/context.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';
import { productNumberOf } from '../app/store/paths.ts';

const { categories, categoryTexts, products, productTexts } = schema;

export function createStorefrontCatalog(
  db: Database,
  store: ResolvedStore,
  language: string,
): StorefrontCatalog {
  return {
    async productBySlug(slug) {
      const exact = await db
        .select({
          name: productTexts.name,
          slug: productTexts.slug,
          description: productTexts.metaDescription,
        })
        .from(productTexts)
        .innerJoin(products, eq(products.id, productTexts.productId))
        .where(
          and(
            eq(productTexts.language, language),
            eq(productTexts.slug, slug),
            arrayContains(products.enabledOnMarket, [store.country]),
          ),
        )
        .limit(1);
      if (exact[0]) return exact[0];
      // Same product number with another text part: the caller redirects to the canonical slug.
      const number = productNumberOf(slug);
      if (!number) return null;
      const [byNumber] = await db
        .select({
          name: productTexts.name,
          slug: productTexts.slug,
          description: productTexts.metaDescription,
        })
        .from(productTexts)
        .innerJoin(products, eq(products.id, productTexts.productId))
        .where(and(eq(productTexts.language, language), eq(products.key, `EX${number}`)))
        .limit(1);
      return byNumber ?? null;
    },
    async categoryBySlug(slug) {
      const [row] = await db
        .select({
          name: categoryTexts.name,
          slug: categoryTexts.slug,
          description: categoryTexts.metaDescription,
        })
        .from(categoryTexts)
        .where(and(eq(categoryTexts.language, language), eq(categoryTexts.slug, slug)))
        .limit(1);
      return row ?? null;
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
