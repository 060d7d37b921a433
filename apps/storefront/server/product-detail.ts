/**
 * The product page's read through the commerce catalog services (spec 001 §7 getProduct,
 * shipping methods, volume discounts): the product view at the request's clock, the shipping
 * method that carries it, its volume-discount tiers and its category trail for the breadcrumbs.
 */
import type { CatalogServices, CategoryView, RequestContext } from '@toolyard/commerce';
import type { ProductDetail } from '../app/product/product-detail.ts';
import { languagePrefix, type ResolvedStore } from '../app/store/domain-map.ts';
import { productImageUrl, productImageVersion } from './product-images.ts';

const MEDIA_IMAGE = /^\/media\/products\/([a-z0-9-]{1,80})\.svg$/i;

/**
 * Image fallback rule (spec 001 §7: not 200 → the default image): our own illustrations are
 * checked by key on the server (no HEAD round trip), with their content version for caching; an
 * unknown one is dropped so the page shows the default image. Other URLs are kept as they are and
 * fall back in the browser when they fail to load.
 */
export function resolveProductImage(url: string): string | null {
  const media = MEDIA_IMAGE.exec(url);
  if (!media) return url;
  const key = media[1] ?? '';
  return productImageVersion(key) === null ? null : productImageUrl(key);
}

const resolveImages = (images: ReadonlyArray<{ url: string; label: string }>) =>
  images.map((image) => ({ src: resolveProductImage(image.url), alt: image.label }));

/**
 * Deepest category of the `all` tree the product is in, with its ancestors: root first. Read from
 * the category service's in-memory tree (decision 021, dropped on category changes) instead of two
 * queries per product page (decision 195); a category without a text in the language is left out.
 */
async function breadcrumbsOf(
  services: CatalogServices,
  ctx: RequestContext,
  categoryIds: readonly string[],
  prefix: string,
): Promise<ProductDetail['breadcrumbs']> {
  if (categoryIds.length === 0) return [];
  const viewsOf = async (ids: readonly string[]) =>
    (await Promise.all(ids.map((id) => services.categories.byId(ctx, id)))).filter(
      (view): view is CategoryView => view !== null,
    );
  // The depth of a category is the number of its ancestors.
  const deepest = (await viewsOf(categoryIds))
    .filter((view) => view.tree === 'all')
    .sort((a, b) => b.ancestors.length - a.ancestors.length || a.id.localeCompare(b.id))[0];
  if (!deepest) return [];
  const trail = await viewsOf([...deepest.ancestors.map((ancestor) => ancestor.id), deepest.id]);
  return trail.flatMap((view) =>
    view.slugAllLocales.some((text) => text.locale === ctx.language)
      ? [{ name: view.name, href: `${prefix}/${view.slug}/` }]
      : [],
  );
}

export async function readProductDetail(
  services: CatalogServices,
  store: ResolvedStore,
  language: string,
  slug: string,
  now: Date = new Date(),
): Promise<ProductDetail | null> {
  const ctx: RequestContext = {
    storeKey: store.storeKey,
    country: store.country,
    language,
    locale: `${language}-${store.country}`,
    currency: store.currency,
    customerId: null,
    now,
  };
  const product = await services.products.bySlug(ctx, slug);
  if (!product) return null;
  const [methods, volumeDiscounts, breadcrumbs] = await Promise.all([
    services.shipping.methods(ctx),
    product.volumeDiscountGroup
      ? services.volumeDiscounts.forGroup(ctx, product.volumeDiscountGroup)
      : Promise.resolve([]),
    breadcrumbsOf(
      services,
      ctx,
      product.categories.map((category) => category.id),
      languagePrefix(store, language),
    ),
  ]);
  const kind = product.isPackageTypeFreight ? 'freight' : 'parcel';
  const shipping =
    methods.find((method) => method.kind === kind) ?? methods.find((method) => method.isDefault) ?? null;
  return {
    product,
    shipping,
    volumeDiscounts,
    breadcrumbs,
    images: resolveImages(product.images),
    variantImages: Object.fromEntries(
      product.variants.map((variant) => [variant.sku, resolveImages(variant.images)]),
    ),
  };
}
