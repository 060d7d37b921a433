/**
 * Catalog-side methods of the JSON API, answered by the catalog module's services
 * (createCatalogServices): products, categories, reviews, comparison, complementary products,
 * SEO redirects, shipping methods, volume discounts and add-review; inventory reads the
 * CatalogReader port.
 */
import { z } from 'zod';
import type { CatalogServices } from '../catalog/index.ts';
import { productQuerySchema } from '../catalog/products.schema.ts';
import { addReviewSchema, REVIEW_SORTS } from '../reviews/reviews.schema.ts';
import { text } from '../validation/text.ts';
import { failureOf, notLoggedIn } from './api.errors.ts';
import { ApiFailure } from './api.http.ts';
import { type ApiMethod, method } from './api.methods.ts';
import * as s from './api.schema.ts';

const REVIEW_STATUS: Record<string, number> = {
  'not-purchased': 403,
  duplicate: 409,
  'not-signed-in': 401,
  'unknown-product': 404,
  'invalid-input': 400,
  'consent-required': 400,
  unexpected: 500,
};

const getCategoryParams = z
  .object({
    slug: text().min(1).max(300).optional(),
    id: text().min(1).max(100).optional(),
    key: text().min(1).max(100).optional(),
    acceptLanguage: z.array(text().min(2).max(10)).max(10).optional(),
    fetchSiblings: z.boolean().optional(),
  })
  .refine((value) => value.slug || value.id || value.key, 'slug, id or key is required');
const getReviewParams = z.object({
  productId: text().min(1).max(100),
  offset: z.number().int().min(0).max(100_000).optional(),
  sort: z.enum(REVIEW_SORTS).optional(),
});
const bySkuParams = z
  .object({
    sku: text().min(1).max(40).optional(),
    skus: z.array(text().min(1).max(40)).min(1).max(20).optional(),
  })
  .refine((value) => value.sku || value.skus, 'sku or skus is required');
/** The source URL as `sourceUrl` (the spec's name) or `url`. */
const seoParams = z
  .object({ sourceUrl: text().min(1).max(2000).optional(), url: text().min(1).max(2000).optional() })
  .refine((value) => value.sourceUrl || value.url, 'sourceUrl is required');

export function catalogMethods(services: CatalogServices): Record<string, ApiMethod> {
  return {
    getProduct: method({
      schema: productQuerySchema,
      session: 'none',
      summary: 'Products by slug, id, ids, key, skus, category or attributes; sorted, paged.',
      response: '{ products: { offset, limit, count, total, results } } — each with reviewRatingStatistics',
      async run({ ctx }, params) {
        const result = await services.products.query(ctx, params);
        if (!result.ok)
          throw failureOf({ code: 'BadRequest', message: result.error.message, field: 'params' });
        return { products: result.value };
      },
    }),
    getCategory: method({
      schema: getCategoryParams,
      session: 'none',
      summary: 'A category by slug (in the accepted languages), id or key; optionally with its siblings.',
      response: '{ categories: { results }, siblings? }',
      async run({ ctx }, params) {
        const category = params.slug
          ? await services.categories.bySlug(ctx, params.slug, params.acceptLanguage ?? [ctx.language])
          : params.id
            ? await services.categories.byId(ctx, params.id)
            : await services.categories.byKey(ctx, params.key ?? '');
        const results = category ? [category] : [];
        const siblings =
          category && params.fetchSiblings ? await services.categories.siblings(ctx, category.id) : undefined;
        return {
          categories: { offset: 0, count: results.length, total: results.length, results },
          ...(siblings ? { siblings } : {}),
        };
      },
    }),
    getReview: method({
      schema: getReviewParams,
      session: 'none',
      summary: 'Reviews of a product, 10 per page, Top reviews or Most recent.',
      response: '{ offset, total, exists, count, limit, results, averageRating, ratingsDistribution }',
      run: ({ ctx }, { productId, offset, sort }) => services.reviews.page(ctx, productId, { offset, sort }),
    }),
    getComparisonProducts: method({
      schema: bySkuParams,
      session: 'none',
      summary: 'Comparison products for a SKU (stock +3, Popular +2, Sale +1; top 5).',
      response: '{ products }',
      run: async ({ ctx }, params) => ({
        products: await services.comparison.bySku(ctx, params.sku ?? params.skus?.[0] ?? ''),
      }),
    }),
    getComplementaryProductsBySku: method({
      schema: bySkuParams,
      session: 'none',
      summary: "Products from the base product's referenced categories.",
      response: '{ products, baseProduct }',
      run: ({ ctx }, params) => services.complementary.bySku(ctx, params.sku ?? params.skus?.[0] ?? ''),
    }),
    'seo-redirection': method({
      schema: seoParams,
      session: 'none',
      summary:
        'The SEO redirect of a URL (001 §2: redirectionCode and targetURL), or null when there is none.',
      response: '{ redirectionCode, targetURL } | null',
      run: (_env, { sourceUrl, url }) => services.seoRedirects.lookup(sourceUrl ?? url ?? ''),
    }),
    'add-review': method({
      schema: addReviewSchema,
      session: 'none',
      summary: 'Adds a review of a purchased SKU (signed-in customers).',
      response: '{ review }',
      async run({ ctx }, params) {
        if (!ctx.customerId) throw notLoggedIn();
        const result = await services.reviews.add(ctx, params);
        if (!result.ok) {
          throw new ApiFailure(REVIEW_STATUS[result.error.code] ?? 400, {
            code: result.error.code.replaceAll('-', '_'),
            message: result.error.message,
          });
        }
        return { review: result.value };
      },
    }),
    getInventory: method({
      schema: s.getInventoryParams,
      session: 'none',
      summary: 'Stock of SKUs in the store.',
      response: '{ inventoryEntries: { results: [{ sku, availableQuantity }] } }',
      async run({ ctx, services: api }, { skus }) {
        const variants = await api.catalog.variantsBySkus(ctx, skus);
        const results = skus.flatMap((sku) => {
          const variant = variants.get(sku);
          return variant ? [{ sku, availableQuantity: variant.availableQuantity }] : [];
        });
        return { inventoryEntries: { offset: 0, count: results.length, total: results.length, results } };
      },
    }),
    getShippingMethodsWithoutId: method({
      schema: s.empty,
      session: 'none',
      summary:
        'Shipping methods of the store (parcel, the default, and freight) with their rate and free threshold.',
      response: '{ shippingMethods }',
      run: async ({ ctx }) => ({ shippingMethods: await services.shipping.methods(ctx) }),
    }),
    getVolumeDiscounts: method({
      schema: s.getVolumeDiscountsParams,
      session: 'none',
      summary:
        'Volume-discount tiers of a group (volume and discountPercentage), smallest volume first; no group, no tiers.',
      response:
        '{ cartDiscounts: { results: [{ id, key, isActive, value: { type, permyriad }, volume, discountPercentage }] } }',
      run: async ({ ctx }, { discountGroup }) => ({
        cartDiscounts: {
          results: discountGroup ? await services.volumeDiscounts.forGroup(ctx, discountGroup) : [],
        },
      }),
    }),
  };
}
