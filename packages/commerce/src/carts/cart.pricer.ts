/** Gathers what pricing needs from the catalog port and prices a stored cart document. */
import {
  resolveShippingMethod,
  type ShippingKind,
  type ShippingMethodState,
  shippingKindOfCart,
  standardVatRateOf,
  storeLocalDate,
} from '@toolyard/domain';
import type { RequestContext } from '../context.ts';
import { codFeeFor } from '../payments/cod.rules.ts';
import type {
  CatalogReader,
  DiscountCodeView,
  SellableVariant,
  ShippingMethodView,
  VolumeDiscountRecord,
} from '../ports/index.ts';
import type { CartDocument, StoredLineItem } from './cart.types.ts';
import { reconcileGuarantees } from './cart-lines.rules.ts';
import { type PricedCart, type PricingLine, priceCart } from './cart-pricing.rules.ts';
import { isCrossBorderEuSale, reverseChargeClaim } from './reverse-charge.rules.ts';

/** Reverse charge applies (decision 161): flag on, cross-border EU sale, a stored valid check. */
async function netPricesApply(catalog: CatalogReader, ctx: RequestContext, document: CartDocument) {
  const claim = reverseChargeClaim(document.billingAddress);
  if (!claim || !catalog.netPriceProof || !isCrossBorderEuSale(document.country)) return false;
  const proof = await catalog.netPriceProof(ctx, claim);
  return proof.taxRateChangeEnabled && proof.proofValid;
}

export interface PricedCartContext {
  priced: PricedCart;
  variants: Map<string, SellableVariant>;
  /** The method the cart ships by: the chosen one, or the first for the cart by the reset rule. */
  shippingMethod: ShippingMethodView | null;
  shippingMethodState: ShippingMethodState;
  shippingKind: ShippingKind;
  /** The stored lines as priced: guarantees reconciled with their parents. */
  lineItems: StoredLineItem[];
  /** Codes stored on the cart that the catalog no longer knows (expired, deleted). */
  unknownCodes: string[];
  /** The date delivery estimates count from (ISO, YYYY-MM-DD). */
  today: string;
}

/** The shipping kind of the stored lines: freight when any line's product is a freight package. */
export function shippingKindOf(
  lines: readonly StoredLineItem[],
  variants: ReadonlyMap<string, SellableVariant>,
): ShippingKind {
  return shippingKindOfCart(
    lines.map((line) => ({ quantity: line.quantity, isFreight: variants.get(line.sku)?.isFreight ?? false })),
  );
}

export async function priceDocument(
  catalog: CatalogReader,
  ctx: RequestContext,
  document: CartDocument,
  known?: Map<string, SellableVariant>,
): Promise<PricedCartContext> {
  const lineItems = reconcileGuarantees(document.lineItems);
  const skus = [...new Set(lineItems.map((line) => line.sku))];
  const variants = known ?? (await catalog.variantsBySkus(ctx, skus));
  const parentSkus = [
    ...new Set(
      lineItems.filter((line) => line.type === 'extra_guarantee').map((line) => line.parentSku ?? ''),
    ),
  ].filter(Boolean);
  const groups = [
    ...new Set(
      [...variants.values()]
        .map((variant) => variant.volumeDiscountGroup)
        .filter((group): group is string => !!group),
    ),
  ];
  const [methods, tierLists, codes, offers, netPrices] = await Promise.all([
    catalog.shippingMethods(ctx),
    Promise.all(groups.map((group) => catalog.volumeDiscounts(ctx, group))),
    Promise.all(document.discountCodes.map((code) => catalog.discountCode(ctx, code.code))),
    Promise.all(parentSkus.map((sku) => catalog.extraGuaranteeFor(ctx, sku))),
    netPricesApply(catalog, ctx, document),
  ]);
  const volumeTiers = new Map<string, VolumeDiscountRecord[]>(
    groups.map((group, index) => [group, tierLists[index] ?? []]),
  );
  const rateByParentAndSku = new Map<string, number>();
  parentSkus.forEach((parent, index) => {
    for (const offer of offers[index] ?? [])
      rateByParentAndSku.set(`${parent}|${offer.sku}`, offer.rateBasisPoints);
  });

  // A line that cannot be sold here (no price in the store currency, not on the market) is flagged
  // on the cart and priced at nothing: it is never sold at 0 (docs/decisions/066).
  const lines: PricingLine[] = [];
  for (const line of lineItems) {
    const variant = variants.get(line.sku);
    if (!variant?.sellable) continue;
    // A guarantee is sold only with its product.
    if (line.parentSku && !variants.get(line.parentSku)?.sellable) continue;
    lines.push({
      id: line.id,
      quantity: line.quantity,
      type: line.type,
      variant,
      parentSku: line.parentSku,
      guaranteeRateBasisPoints: line.parentSku
        ? rateByParentAndSku.get(`${line.parentSku}|${line.sku}`)
        : undefined,
    });
  }
  const shippingKind = shippingKindOf(lineItems, variants);
  const shipping = resolveShippingMethod(methods, document.shippingMethodKey, shippingKind);
  const found = codes.filter((code): code is DiscountCodeView => code !== null);
  const priced = priceCart({
    currency: document.currency,
    countryTaxRateBasisPoints: standardVatRateOf(document.country) ?? 0,
    lines,
    volumeTiers,
    discountCodes: found,
    shippingMethod: shipping.method,
    shippingMethodState: shipping.state,
    codSelected: document.payment === 'cod',
    codFee: codFeeFor(document.currency),
    netPrices,
  });
  const unknownCodes = document.discountCodes
    .filter((_, index) => codes[index] === null)
    .map((code) => code.code);
  return {
    priced,
    variants,
    shippingMethod: shipping.method,
    shippingMethodState: shipping.state,
    shippingKind,
    lineItems,
    unknownCodes,
    // The store's calendar day (decision 060): after local midnight, not after UTC's.
    today: storeLocalDate(ctx.country, ctx.now),
  };
}
