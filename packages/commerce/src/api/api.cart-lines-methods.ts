/**
 * The storefront cart client's methods (decision 155): `updateCartLines` sends a debounced batch
 * of line changes (add, set quantity, remove) in one version step — all apply or none, through the
 * cart service's updateCart — and `getAddToCartOffers` answers what the after-add sidebars need
 * (spec 000 §4): the extra-guarantee offers for a SKU and, when the store sells them, 4
 * complementary products from the base product's referenced categories.
 */
import { type Money as DomainMoney, extraGuaranteePrice } from '@toolyard/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { CartAction } from '../carts/cart.service.ts';
import type { CatalogServices } from '../catalog/index.ts';
import { stores } from '../db/schema/index.ts';
import { whole } from '../validation/numbers.ts';
import { text } from '../validation/text.ts';
import { unwrap } from './api.errors.ts';
import { type ApiMethod, CART_WITH_WARNINGS, method } from './api.methods.ts';
import { cartRef } from './api.schema.ts';

const sku = text().min(1).max(40);
const lineItemId = text().min(1).max(100);

const lineAction = z.discriminatedUnion('action', [
  z.object({ action: z.literal('addLineItem'), sku, quantity: whole(1, 100_000), parentSku: sku.nullish() }),
  z.object({
    action: z.literal('changeLineItemQuantity'),
    lineItemId: lineItemId.optional(),
    sku: sku.optional(),
    quantity: whole(0, 100_000),
  }),
  z.object({
    action: z.literal('removeLineItem'),
    lineItemId: lineItemId.optional(),
    sku: sku.optional(),
  }),
]);

export const updateCartLinesParams = z.tuple([
  cartRef,
  z.object({
    actions: z
      .array(lineAction)
      .min(1)
      .max(20)
      .refine(
        (actions) => actions.every((a) => a.action === 'addLineItem' || a.lineItemId || a.sku),
        'a quantity change or removal needs lineItemId or sku',
      ),
  }),
]);

const offersParams = z.object({ sku });

export function cartLineMethods(services: Pick<CatalogServices, 'complementary'>): Record<string, ApiMethod> {
  return {
    updateCartLines: method({
      schema: updateCartLinesParams,
      session: 'ensure',
      summary:
        'Line changes of the cart client in one version step (add, set quantity — 0 removes —, remove), in order. All apply or none: a failure names the action (failedAction) and leaves the cart and its version unchanged.',
      response: CART_WITH_WARNINGS,
      cartId: ([ref]) => ref.id,
      async run(env, [ref, { actions }]) {
        const result = await env.services.carts.updateCart(
          env.ctx,
          env.cart === undefined ? ref : { ...ref, preloaded: env.cart },
          actions.map((action): CartAction => action),
        );
        return unwrap(result);
      },
    }),
    getAddToCartOffers: method({
      schema: offersParams,
      session: 'none',
      summary:
        'What the after-add-to-cart sidebars offer for a SKU: extra-guarantee offers with their price (the store sells them, the product is not excluded or virtual) and up to 4 complementary products (when the store shows them).',
      response:
        '{ extraGuarantees: [{ sku, name, rateBasisPoints, price }], complementary: [{ sku, name, slug, image, price, inStock }] }',
      async run({ ctx, services: api }, { sku: parentSku }) {
        const [offers, parents, [store]] = await Promise.all([
          api.catalog.extraGuaranteeFor(ctx, parentSku),
          api.catalog.variantsBySkus(ctx, [parentSku]),
          api.db
            .select({ complementary: stores.complementaryProductsEnabled })
            .from(stores)
            .where(eq(stores.key, ctx.storeKey))
            .limit(1),
        ]);
        const parentPrice = parents.get(parentSku)?.price ?? null;
        const extraGuarantees = parentPrice
          ? offers.map((offer) => ({
              ...offer,
              // The store's price is in its own currency, one of the domain's.
              price: extraGuaranteePrice(parentPrice as DomainMoney, offer.rateBasisPoints / 100),
            }))
          : [];
        const complementary = store?.complementary
          ? (await services.complementary.bySku(ctx, parentSku)).products.map((product) => ({
              sku: product.sku,
              name: product.name,
              slug: product.slug,
              image: product.images[0]?.url ?? null,
              price: product.price?.discounted?.value ?? product.price?.value ?? null,
              inStock: product.availability.isOnStock,
            }))
          : [];
        return { extraGuarantees, complementary };
      },
    }),
  };
}
