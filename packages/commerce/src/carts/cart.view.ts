/** The cart as the storefront reads it: commercetools-like field names (spec 000 §3 "Cart"). */

import { deliveryDateRange, deliveryRange } from '@toolyard/domain';
import type { Money, SellableVariant, ShippingMethodView } from '../ports/index.ts';
import type { PricedCartContext } from './cart.pricer.ts';
import type { CartRow } from './cart.repository.ts';
import type { StoredLineItem } from './cart.types.ts';
import type { PricedLine } from './cart-pricing.rules.ts';
import { REVERSE_CHARGE_NOTE } from './reverse-charge.rules.ts';

/**
 * A line the store cannot sell (no price in its currency, not on the market): shown so the shopper
 * sees what is wrong, priced at nothing, and flagged `sellable: false` with the reason.
 */
function unsellableLine(stored: StoredLineItem, variant: SellableVariant): PricedLine {
  const zero: Money = { ...variant.price, centAmount: 0 };
  const untaxed = { totalNet: zero, totalGross: zero, totalTax: zero };
  return {
    id: stored.id,
    sku: stored.sku,
    quantity: stored.quantity,
    type: stored.type,
    parentSku: stored.parentSku,
    unitPrice: variant.price,
    regularUnitPrice: variant.price,
    regularTotal: zero,
    productDiscountedTotal: zero,
    specialPrice: null,
    volumeDiscount: zero,
    couponDiscount: zero,
    totalPrice: zero,
    taxRateBasisPoints: variant.taxRateBasisPoints,
    volumeDiscountPermyriad: 0,
    taxedPrice: untaxed,
    discountedPricePerQuantity: [],
  };
}

/**
 * Delivery estimate of the method (spec 000 §4 "Extended delivery date", domain rule): the range
 * 'n-m' of its delivery text, the dates it spans counted in business days from today, and the
 * estimated date (the range's end). docs/decisions/065.
 */
function deliveryEstimate(method: ShippingMethodView, today: string) {
  const text = method.deliveryTime ?? '';
  const dates = deliveryDateRange(text, today, { businessDays: true });
  return {
    deliveryTime: method.deliveryTime,
    deliveryDays: deliveryRange(text),
    deliveryDateRange: dates,
    estimatedDeliveryDate: dates?.to ?? null,
  };
}

export function cartView(row: CartRow, context: PricedCartContext) {
  const { priced: pricedCart, variants, shippingMethod } = context;
  const document = row.document;
  const pricedById = new Map(pricedCart.lines.map((line) => [line.id, line]));
  const lineItems = context.lineItems.flatMap((stored) => {
    const variant = variants.get(stored.sku);
    if (!variant) return [];
    const priced = pricedById.get(stored.id);
    const line = priced ?? unsellableLine(stored, variant);
    const parent = stored.parentSku ? variants.get(stored.parentSku) : undefined;
    const discounted = line.unitPrice.centAmount !== line.regularUnitPrice.centAmount;
    return [
      {
        id: line.id,
        productId: variant.productId,
        productKey: variant.productKey,
        name: variant.name,
        productSlug: variant.slug,
        productType: { key: stored.type },
        quantity: line.quantity,
        price: {
          value: line.regularUnitPrice,
          discounted: discounted
            ? { value: line.unitPrice, discount: { id: variant.discount?.id ?? null } }
            : null,
        },
        priceMode: 'Platform',
        /** Spec 000 §3: price × quantity. */
        regularPrice: line.regularTotal,
        /** Spec 000 §3: last discounted price per quantity (or the product discount) × quantity; null if none. */
        specialPrice: line.specialPrice,
        volumeDiscount: { amount: line.volumeDiscount, permyriad: line.volumeDiscountPermyriad },
        couponDiscount: line.couponDiscount,
        totalPrice: line.totalPrice,
        taxedPrice: line.taxedPrice,
        discountedPricePerQuantity: line.discountedPricePerQuantity,
        /** False when the store cannot sell it; such a line is not priced and the cart cannot be ordered. */
        sellable: priced !== undefined,
        notSellableReason: priced
          ? null
          : (variant.notSellableReason ?? parent?.notSellableReason ?? 'not_sold_on_market'),
        taxRate: {
          amount: line.taxRateBasisPoints / 10_000,
          rateBasisPoints: line.taxRateBasisPoints,
          country: document.country,
        },
        variant: {
          id: variant.variantId,
          sku: variant.sku,
          images: variant.image ? [variant.image] : [],
          availability: {
            isOnStock: variant.availableQuantity > 0,
            availableQuantity: variant.availableQuantity,
          },
          isFreight: variant.isFreight,
          isVirtual: variant.isVirtual,
          brand: variant.brand,
          volumeDiscountGroup: variant.volumeDiscountGroup,
        },
        supplyChannel: stored.supplyChannel ? { typeId: 'channel', id: stored.supplyChannel } : null,
        distributionChannel: stored.distributionChannel
          ? { typeId: 'channel', id: stored.distributionChannel }
          : null,
        custom: { fields: stored.parentSku ? { parentSku: stored.parentSku } : {} },
      },
    ];
  });
  const codeById = new Map(pricedCart.codes.map((code) => [code.id, code]));
  return {
    id: row.id,
    version: row.version,
    cartState: row.state,
    store: { key: row.storeKey },
    customerId: row.customerId,
    anonymousId: row.anonymousId,
    customerEmail: document.customerEmail,
    country: document.country,
    locale: document.locale,
    taxMode: 'Platform' as const,
    inventoryMode: 'TrackOnly' as const,
    lineItems,
    hasUnsellableLineItems: lineItems.some((line) => !line.sellable),
    itemsTotal: pricedCart.itemsTotal,
    itemsRegularTotal: pricedCart.itemsRegularTotal,
    volumeDiscountTotal: pricedCart.volumeDiscountTotal,
    couponDiscountTotal: pricedCart.couponDiscountTotal,
    discountCodes: document.discountCodes.map((stored) => {
      const applied = [...codeById.values()].find((code) => code.code === stored.code);
      return {
        state: applied?.state ?? 'DoesNotMatchCart',
        discountCode: { id: stored.id, code: stored.code },
        discountedAmount: applied?.discountedAmount ?? null,
      };
    }),
    shippingInfo:
      pricedCart.shipping && shippingMethod
        ? {
            shippingMethodName: shippingMethod.name,
            shippingMethod: { id: shippingMethod.id, key: shippingMethod.key },
            shippingKind: shippingMethod.kind,
            shippingMethodState: pricedCart.shipping.state,
            price: pricedCart.shipping.price,
            taxedPrice: pricedCart.shipping.taxedPrice,
            isFree: pricedCart.shipping.isFree,
            ...deliveryEstimate(shippingMethod, context.today),
          }
        : null,
    billingAddress: document.billingAddress,
    shippingAddress: document.shippingAddress,
    selectedPayment: document.payment,
    paymentInfo: { payments: [] as { id: string }[] },
    refusedGifts: [],
    taxedPrice: pricedCart.taxedPrice,
    totalPrice: pricedCart.totalPrice,
    custom: {
      fields: {
        calculatedCodFee: pricedCart.codFee
          ? {
              centAmount: pricedCart.codFee.gross.centAmount,
              fractionDigits: pricedCart.codFee.gross.fractionDigits,
            }
          : null,
        codFeeNet: pricedCart.codFee?.net ?? null,
        codFeeVat: pricedCart.codFee?.vat ?? null,
        /** Reverse charge (decision 161): NET prices at 0 % VAT; the order keeps the note. */
        netPrices: pricedCart.netPrices,
        taxNote: pricedCart.netPrices ? REVERSE_CHARGE_NOTE : null,
        newsletterConsent: document.newsletterConsent === true,
      },
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type CartView = ReturnType<typeof cartView>;
