/**
 * Catalog-side methods. Inventory, shipping methods and volume discounts are answered from the
 * CatalogReader port; product, category, review, comparison, complementary, SEO-redirect and
 * add-review are delegated to the catalog module's services passed in as `catalogApi`.
 */
import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import type { PurchaseHistory } from '../ports/index.ts';
import { ApiFailure } from './api.http.ts';
import { type ApiMethod, method } from './api.methods.ts';
import * as s from './api.schema.ts';

export const DELEGATED_METHODS = {
  getProduct: {
    response: '{ products: { results } } — each with reviewRatingStatistics',
    summary: 'Products by slug, id, ids, key or skus.',
  },
  getCategory: { response: '{ categories: { results } }', summary: 'Categories by slug, id or key.' },
  getReview: {
    response: '{ offset, total, exists, count, limit, results, averageRating, ratingsDistribution }',
    summary: 'Reviews of a product, 10 per page.',
  },
  getComparisonProducts: {
    response: '{ products }',
    summary: 'Comparison candidates ranked by stock and tags.',
  },
  getComplementaryProductsBySku: {
    response: '{ products, baseProduct }',
    summary: "Products from the base product's referenced categories.",
  },
  'seo-redirection': { response: '{ redirect }', summary: 'The SEO redirect for a path, if any.' },
  'add-review': {
    response: '{ review }',
    summary: 'Adds a review of a purchased SKU (signed-in customers).',
  },
} as const;
export type DelegatedMethod = keyof typeof DELEGATED_METHODS;

export type CatalogApiHandler = (
  ctx: RequestContext,
  params: Record<string, unknown>,
  extra: { purchaseHistory: PurchaseHistory },
) => Promise<unknown>;
export type CatalogApi = Partial<Record<DelegatedMethod, CatalogApiHandler>>;

const delegatedParams = z.object({}).passthrough();

export function catalogMethods(
  catalogApi: CatalogApi,
  purchaseHistory: PurchaseHistory,
): Record<string, ApiMethod> {
  const delegated = Object.fromEntries(
    (Object.keys(DELEGATED_METHODS) as DelegatedMethod[]).map((name) => [
      name,
      method({
        schema: delegatedParams,
        session: name === 'add-review' ? 'ensure' : 'none',
        ...DELEGATED_METHODS[name],
        async run({ ctx }, params) {
          const handler = catalogApi[name];
          if (!handler)
            throw new ApiFailure(501, { code: 'not_implemented', message: `${name} is not available yet` });
          return handler(ctx, params, { purchaseHistory });
        },
      }),
    ]),
  );
  return {
    ...delegated,
    getInventory: method({
      schema: s.getInventoryParams,
      session: 'none',
      summary: 'Stock of SKUs in the store.',
      response: '{ inventoryEntries: { results: [{ sku, availableQuantity }] } }',
      async run({ ctx, services }, { skus }) {
        const variants = await services.catalog.variantsBySkus(ctx, skus);
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
      summary: 'Shipping methods of the store with their rate and free threshold.',
      response: '{ shippingMethods }',
      run: async ({ ctx, services }) => ({ shippingMethods: await services.catalog.shippingMethods(ctx) }),
    }),
    getVolumeDiscounts: method({
      schema: s.getVolumeDiscountsParams,
      session: 'none',
      summary: 'Volume-discount tiers of a group (volume and discountPercentage).',
      response: '{ cartDiscounts: { results: [{ id, key, volume, discountPercentage }] } }',
      async run({ ctx, services }, { discountGroup }) {
        const tiers = await services.catalog.volumeDiscounts(ctx, discountGroup);
        const results = [...tiers]
          .sort((a, b) => a.volume - b.volume)
          .map((tier) => ({
            id: tier.id,
            key: tier.key,
            volume: tier.volume,
            discountPercentage: tier.permyriad / 100,
          }));
        return { cartDiscounts: { results } };
      },
    }),
  };
}
