/**
 * The shell's catalog: products and categories by slug in the request's language, the first-level
 * categories of a store, footer brands and CMS product groups — read through the commerce catalog
 * services (which own the tables and the caches) and shaped here into the shell's views.
 */
import type { CatalogServices } from '@toolyard/commerce';
import { type CurrencyCode, money } from '@toolyard/domain';
import type { CategoryLink, StorefrontCatalog } from '../app/shell/context.ts';
import { languagePrefix, type ResolvedStore } from '../app/store/domain-map.ts';
import { productNumberOf } from '../app/store/paths.ts';
import { productImageUrl } from './product-images.ts';

export type CatalogReads = Pick<CatalogServices, 'pages' | 'topBrands' | 'storeRating'> &
  Partial<Pick<CatalogServices, 'categories' | 'stores'>>;

export function createStorefrontCatalog(
  catalog: CatalogReads,
  store: ResolvedStore,
  language: string,
): StorefrontCatalog {
  const prefix = languagePrefix(store, language);
  const ctx = { country: store.country, language };
  // The category service's context; prices and customers play no part in category reads.
  const requestCtx = {
    storeKey: store.storeKey,
    country: store.country,
    language,
    locale: `${language}-${store.country}`,
    currency: store.currency,
    customerId: null,
    now: new Date(0),
  };
  const linksOf = async (ids: readonly string[]): Promise<Record<string, CategoryLink>> => {
    const service = catalog.categories;
    if (!service) return {};
    const views = await Promise.all([...new Set(ids)].map((id) => service.byId(requestCtx, id)));
    return Object.fromEntries(
      views.flatMap((view) => (view ? [[view.id, { name: view.name, slug: view.slug }]] : [])),
    );
  };
  const slugPaths = (slugs: Record<string, string>, suffix: string) =>
    Object.fromEntries(Object.entries(slugs).map(([lang, slug]) => [lang, `/${slug}${suffix}`]));
  return {
    topBrands: (limit) => catalog.topBrands.top(ctx, limit),
    storeRating: () => catalog.storeRating.of(ctx),
    async storeReviews(limit) {
      const rows = await catalog.storeRating.recent(ctx, limit);
      return rows.map(({ id, authorName, rating, title, text, createdAt }) => ({
        id,
        authorName,
        rating,
        title,
        text,
        createdAt,
      }));
    },
    async storeCampaigns() {
      const row = await catalog.stores?.byKey(store.storeKey);
      return { enabled: row?.campaignsEnabled ?? false, campaigns: row?.campaigns ?? [] };
    },
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
        metaTitle: found.metaTitle,
        description: found.description,
        slugs: slugPaths(found.slugs, ''),
        markets: found.markets,
      };
    },
    async categoryBySlug(slug) {
      const found = await catalog.pages.categoryBySlug(ctx, slug);
      if (!found) return null;
      const summary = {
        id: found.id,
        name: found.name,
        slug: found.slug,
        metaTitle: found.metaTitle,
        description: found.description,
        slugs: slugPaths(found.slugs, '/'),
      };
      const view = await catalog.categories?.byId(requestCtx, found.id);
      if (!view || !catalog.categories) return summary;
      const links = await linksOf([...view.ancestors.map((a) => a.id), ...view.custom.relatedCategories]);
      const pick = (ids: readonly string[]) => ids.flatMap((id) => (links[id] ? [links[id]] : []));
      return {
        ...summary,
        contentHtml: view.custom.CategoryContentHTML,
        ancestors: pick(view.ancestors.map((a) => a.id)),
        related: pick(view.custom.relatedCategories.slice(0, 3)),
      };
    },
    categoriesByIds: linksOf,
    topCategories: () => catalog.pages.topCategories(ctx),
  };
}
