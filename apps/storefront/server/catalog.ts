/**
 * The shell's catalog: products and categories by slug in the request's language, the first-level
 * categories of a store, footer brands and CMS product groups — read through the commerce catalog
 * services (which own the tables and the caches) and shaped here into the shell's views.
 */
import type { CatalogServices } from '@toolyard/commerce';
import { type CurrencyCode, money } from '@toolyard/domain';
import type { StorefrontCatalog } from '../app/shell/context.ts';
import { languagePrefix, type ResolvedStore } from '../app/store/domain-map.ts';
import { productNumberOf } from '../app/store/paths.ts';
import { productImageUrl } from './product-images.ts';

export type CatalogReads = Pick<CatalogServices, 'pages' | 'topBrands' | 'storeRating'>;

export function createStorefrontCatalog(
  catalog: CatalogReads,
  store: ResolvedStore,
  language: string,
): StorefrontCatalog {
  const prefix = languagePrefix(store, language);
  const ctx = { country: store.country, language };
  const slugPaths = (slugs: Record<string, string>, suffix: string) =>
    Object.fromEntries(Object.entries(slugs).map(([lang, slug]) => [lang, `/${slug}${suffix}`]));
  return {
    topBrands: (limit) => catalog.topBrands.top(ctx, limit),
    storeRating: () => catalog.storeRating.of(ctx),
    async categoriesByKeys(keys) {
      const found = await catalog.pages.categoriesByKeys(ctx, keys);
      return Object.fromEntries(
        Object.entries(found).map(([key, row]) => [key, { name: row.name, href: `${prefix}/${row.slug}/` }]),
      );
    },
    async productGroup(source, limit) {
      const rows = await catalog.pages.productCards(ctx, source, limit);
      return rows.map((row) => ({
        sku: row.sku,
        name: row.name,
        href: `${prefix}/${row.slug}`,
        brand: row.brand ?? undefined,
        image: row.imageKey ? { src: productImageUrl(row.imageKey), alt: row.name } : null,
        price: money(row.currency as CurrencyCode, row.centAmount),
        rating:
          row.reviewCount > 0
            ? { average: row.reviewRatingSum / row.reviewCount, count: row.reviewCount }
            : null,
      }));
    },
    async productBySlug(slug) {
      const found = await catalog.pages.productBySlug(ctx, slug, productNumberOf(slug));
      if (!found) return null;
      return {
        name: found.name,
        slug: found.slug,
        description: found.description,
        slugs: slugPaths(found.slugs, ''),
        markets: found.markets,
      };
    },
    async categoryBySlug(slug) {
      const found = await catalog.pages.categoryBySlug(ctx, slug);
      if (!found) return null;
      return {
        name: found.name,
        slug: found.slug,
        description: found.description,
        slugs: slugPaths(found.slugs, '/'),
      };
    },
    topCategories: () => catalog.pages.topCategories(ctx),
  };
}
