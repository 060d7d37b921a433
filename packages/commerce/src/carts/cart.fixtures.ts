/** Builders for cart tests: catalog-port values, not database rows. */
import type { Money, SellableVariant, ShippingMethodView, VolumeDiscountRecord } from '../ports/index.ts';

export function cents(currencyCode: string, centAmount: number): Money {
  return { currencyCode, centAmount, fractionDigits: 2 };
}

export function sellable(
  sku: string,
  price: Money,
  overrides: Partial<SellableVariant> = {},
): SellableVariant {
  return {
    productId: `product-${sku}`,
    productKey: sku,
    variantId: 1,
    sku,
    name: `Product ${sku}`,
    slug: `product-${sku.toLowerCase()}`,
    productType: 'standard_product',
    brand: 'Brand',
    price,
    discount: null,
    taxRateBasisPoints: 1900,
    isFreight: false,
    isVirtual: false,
    volumeDiscountGroup: null,
    availableQuantity: 100_000,
    sellable: true,
    notSellableReason: null,
    image: null,
    ...overrides,
  };
}

export function parcel(price: Money, freeAbove: Money | null): ShippingMethodView {
  return {
    id: 'ship-parcel',
    key: 'parcel',
    kind: 'parcel',
    name: 'Parcel',
    isDefault: true,
    localizedDescription: null,
    deliveryTime: '2-4',
    rate: { price, freeAbove },
  };
}

export function freight(price: Money): ShippingMethodView {
  return {
    id: 'ship-freight',
    key: 'freight',
    kind: 'freight',
    name: 'Freight',
    isDefault: false,
    localizedDescription: null,
    deliveryTime: '5-8',
    rate: { price, freeAbove: null },
  };
}

/** Spec 001 §9: 3 items 5 %, 5 items 10 %, 10 items 15 %. */
export const SPEC_VOLUME_TIERS: VolumeDiscountRecord[] = [
  { id: 'vd-3', key: 'volume_discount_default', volume: 3, permyriad: 500 },
  { id: 'vd-5', key: 'volume_discount_5', volume: 5, permyriad: 1000 },
  { id: 'vd-10', key: 'volume_discount_10', volume: 10, permyriad: 1500 },
];
