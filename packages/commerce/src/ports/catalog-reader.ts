import type { ShippingKind, VolumeDiscountTier } from '@toolyard/domain';
import type { RequestContext } from '../context.ts';

/** Money in minor units; never a float. */
export interface Money {
  currencyCode: string;
  centAmount: number;
  fractionDigits: number;
}

export type LineItemType = 'standard_product' | 'accessory' | 'extra_guarantee' | 'product';

export interface ProductDiscountView {
  id: string;
  name: string;
  /** The discounted unit price (gross) in the store currency. */
  value: Money;
  validFrom: string | null;
  validUntil: string | null;
}

/**
 * What the cart needs to know about a variant in the context's store, resolved by the catalog.
 * Prices are gross (tax included) in the store currency; the discount is already filtered to the
 * one active at `ctx.now`, or null.
 */
export interface SellableVariant {
  productId: string;
  productKey: string;
  variantId: number;
  sku: string;
  name: string;
  slug: string;
  productType: LineItemType;
  brand: string | null;
  price: Money;
  discount: ProductDiscountView | null;
  /** Standard VAT of the store country in basis points (19 % → 1900, 25.5 % → 2550). */
  taxRateBasisPoints: number;
  isFreight: boolean;
  isVirtual: boolean;
  volumeDiscountGroup: string | null;
  availableQuantity: number;
  /** Priced in the store currency and sold on the market (or virtual): it can be added and ordered. */
  sellable: boolean;
  /** Why it is not sellable: no price in the store currency, or not eligible/enabled on the market. */
  notSellableReason: NotSellableReason | null;
  image: { url: string; label: string } | null;
}

export type NotSellableReason = 'price_missing' | 'not_sold_on_market';

export interface ShippingRateView {
  price: Money;
  freeAbove: Money | null;
}

export interface ShippingMethodView {
  id: string;
  key: 'parcel' | 'freight' | string;
  /** Freight for carts with a freight-package item, parcel otherwise. */
  kind: ShippingKind;
  name: string;
  isDefault: boolean;
  localizedDescription: string | null;
  /** Localized delivery time text such as "2-4". */
  deliveryTime: string | null;
  rate: ShippingRateView;
}

/** A volume tier of the catalog: the domain's tier (volume, permyriad) with its cart discount's id and key. */
export interface VolumeDiscountRecord extends VolumeDiscountTier {
  id: string;
  key: string;
}

export interface DiscountCodeView {
  id: string;
  code: string;
  cartDiscountId: string;
  name: string;
  type: 'relative' | 'absolute';
  /** Relative: permyriad; absolute: minor units of the store currency. */
  value: number;
  /** Optional minimum items total (gross, minor units) for the code to apply. */
  minimumCentAmount: number | null;
  /** How many orders may use the code (null: no limit), and how many have. */
  maxApplications: number | null;
  applications: number;
}

export interface ExtraGuaranteeOffer {
  sku: string;
  name: string;
  /** Percent of the parent price, in basis points (10 % → 1000). */
  rateBasisPoints: number;
}

/** The catalog as the cart, order and API modules read it. Implemented over PostgreSQL by the catalog module. */
export interface CatalogReader {
  variantsBySkus(ctx: RequestContext, skus: readonly string[]): Promise<Map<string, SellableVariant>>;
  shippingMethods(ctx: RequestContext): Promise<ShippingMethodView[]>;
  volumeDiscounts(ctx: RequestContext, group: string): Promise<VolumeDiscountRecord[]>;
  discountCode(ctx: RequestContext, code: string): Promise<DiscountCodeView | null>;
  extraGuaranteeFor(ctx: RequestContext, parentSku: string): Promise<ExtraGuaranteeOffer[]>;
  /**
   * Reverse charge (decision 161): whether the store has the tax-rate change flag and the stored
   * VAT ID check `proofId` found `vatId` valid in this store. Optional: readers without stores
   * (unit fakes) price gross.
   */
  netPriceProof?(
    ctx: RequestContext,
    claim: { vatId: string; proofId: string },
  ): Promise<{ taxRateChangeEnabled: boolean; proofValid: boolean }>;
}
