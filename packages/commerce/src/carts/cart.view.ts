/** The cart as the storefront reads it: commercetools-like field names (spec 000 §3 "Cart"). */

import type { PricedCartContext } from './cart.pricer.ts';
import type { CartRow } from './cart.repository.ts';

export function cartView(row: CartRow, context: PricedCartContext) {
  const { priced, variants, shippingMethod } = context;
  const document = row.document;
  const pricedById = new Map(priced.lines.map((line) => [line.id, line]));
  const lineItems = document.lineItems.flatMap((stored) => {
    const line = pricedById.get(stored.id);
    const variant = variants.get(stored.sku);
    if (!line || !variant) return [];
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
        regularPrice: line.regularTotal,
        specialPrice: line.specialTotal,
        volumeDiscount: { amount: line.volumeDiscount, permyriad: line.volumeDiscountPermyriad },
        couponDiscount: line.couponDiscount,
        totalPrice: line.totalPrice,
        taxedPrice: line.taxedPrice,
        discountedPricePerQuantity: line.discountedPricePerQuantity,
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
  const codeById = new Map(priced.codes.map((code) => [code.id, code]));
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
    itemsTotal: priced.itemsTotal,
    itemsRegularTotal: priced.itemsRegularTotal,
    volumeDiscountTotal: priced.volumeDiscountTotal,
    couponDiscountTotal: priced.couponDiscountTotal,
    discountCodes: document.discountCodes.map((stored) => {
      const applied = [...codeById.values()].find((code) => code.code === stored.code);
      return {
        state: applied?.state ?? 'DoesNotMatchCart',
        discountCode: { id: stored.id, code: stored.code },
        discountedAmount: applied?.discountedAmount ?? null,
      };
    }),
    shippingInfo:
      priced.shipping && shippingMethod
        ? {
            shippingMethodName: shippingMethod.name,
            shippingMethod: { id: shippingMethod.id, key: shippingMethod.key },
            shippingMethodState: 'MatchesCart',
            price: priced.shipping.price,
            taxedPrice: priced.shipping.taxedPrice,
            isFree: priced.shipping.isFree,
            deliveryTime: shippingMethod.deliveryTime,
          }
        : null,
    billingAddress: document.billingAddress,
    shippingAddress: document.shippingAddress,
    selectedPayment: document.payment,
    paymentInfo: { payments: [] as { id: string }[] },
    refusedGifts: [],
    taxedPrice: priced.taxedPrice,
    totalPrice: priced.totalPrice,
    custom: {
      fields: {
        calculatedCodFee: priced.codFee
          ? { centAmount: priced.codFee.gross.centAmount, fractionDigits: priced.codFee.gross.fractionDigits }
          : null,
        codFeeNet: priced.codFee?.net ?? null,
        codFeeVat: priced.codFee?.vat ?? null,
      },
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type CartView = ReturnType<typeof cartView>;
