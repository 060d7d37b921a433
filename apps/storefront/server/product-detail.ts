/**
 * The product page's read through the commerce catalog services (spec 001 §7 getProduct,
 * shipping methods, volume discounts): the product view at the request's clock, the shipping
 * method that carries it, its volume-discount tiers and its category trail for the breadcrumbs.
 */
import { type CatalogServices, type Database, type RequestContext, schema } from '@toolyard/commerce';
import { and, eq, inArray } from 'drizzle-orm';
import type { ProductDetail } from '../app/product/product-detail.ts';
import { languagePrefix, type ResolvedStore } from '../app/store/domain-map.ts';
import { productImageUrl, productImageVersion } from './product-images.ts';

const { categories, categoryTexts } = schema;
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

/** Deepest category of the `all` tree the product is in, with its ancestors: root first. */
async function breadcrumbsOf(
  db: Database,
  categoryIds: readonly string[],
  language: string,
  prefix: string,
): Promise<ProductDetail['breadcrumbs']> {
  if (categoryIds.length === 0) return [];
  const inAll = await db
    .select({ id: categories.id, ancestors: categories.ancestors, depth: categories.depth })
    .from(categories)
    .where(and(inArray(categories.id, [...categoryIds]), eq(categories.tree, 'all')));
  const deepest = inAll.sort((a, b) => b.depth - a.depth || a.id.localeCompare(b.id))[0];
  if (!deepest) return [];
  const trail = [...deepest.ancestors, deepest.id];
  const texts = await db
    .select({ id: categoryTexts.categoryId, name: categoryTexts.name, slug: categoryTexts.slug })
    .from(categoryTexts)
    .where(and(inArray(categoryTexts.categoryId, trail), eq(categoryTexts.language, language)));
  const byId = new Map(texts.map((text) => [text.id, text]));
  return trail.flatMap((id) => {
    const text = byId.get(id);
    return text ? [{ name: text.name, href: `${prefix}/${text.slug}/` }] : [];
  });
}

export async function readProductDetail(
  db: Database,
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
      db,
      product.categories.map((category) => category.id),
      language,
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
