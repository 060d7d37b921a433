/**
 * Optional extra-guarantee upsell (spec 000 §1, §3, §4): when the sidebar offers it and what it
 * costs (a percent rate of the parent product's price).
 */
import { type Money, percentOf } from '../money.ts';
import { isVirtualSku } from '../product-codes.ts';
import type { RoundingMode } from '../rounding.ts';

export interface ExtraGuaranteeSettings {
  readonly excludedSkus: readonly string[];
  readonly excludedBrands: readonly string[];
  /** Product relations (e.g. category or accessory relations) the guarantee does not cover. */
  readonly excludedRelations: readonly string[];
  /** The guarantee product's enabledOnMarket attribute for the current market. */
  readonly enabledOnMarket: boolean;
}

export interface ExtraGuaranteeProduct {
  readonly sku: string;
  readonly brand?: string | null;
  /** The product's line item type; a guarantee never covers a guarantee. */
  readonly type?: string | null;
  readonly relations?: readonly string[];
}

export interface ExtraGuaranteeOfferInput {
  readonly product: ExtraGuaranteeProduct;
  readonly settings: ExtraGuaranteeSettings;
  /** Store setting "extra guarantee sale". */
  readonly enabledForStore: boolean;
  readonly onPaymentPage: boolean;
  /** Cart lines; a guarantee line carries its parent's SKU in a custom field. */
  readonly cartLines: readonly { readonly type: string; readonly parentSku?: string | null }[];
}

const sameBrand = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether the cart already holds a guarantee for the product: at most one per parent line. */
export function hasExtraGuaranteeFor(
  cartLines: ExtraGuaranteeOfferInput['cartLines'],
  parentSku: string,
): boolean {
  return cartLines.some((line) => line.type === 'extra_guarantee' && line.parentSku === parentSku);
}

/**
 * Whether a guarantee can cover the product at all, whatever the cart holds: enabled for the store
 * and the market, not a virtual product, not a guarantee itself, SKU, brand and relations not excluded.
 */
export function isExtraGuaranteeApplicable({
  product,
  settings,
  enabledForStore,
}: Pick<ExtraGuaranteeOfferInput, 'product' | 'settings' | 'enabledForStore'>): boolean {
  if (!enabledForStore || !settings.enabledOnMarket) return false;
  if (isVirtualSku(product.sku) || product.type === 'extra_guarantee') return false;
  if (settings.excludedSkus.includes(product.sku)) return false;
  const brand = product.brand;
  if (brand && settings.excludedBrands.some((excluded) => sameBrand(excluded, brand))) return false;
  return !(product.relations ?? []).some((relation) => settings.excludedRelations.includes(relation));
}

/**
 * After add-to-cart the guarantee sidebar shows only when all hold: the guarantee is applicable to
 * the product, there is no guarantee for it in the cart yet, and the shopper is not on the payment page.
 */
export function isExtraGuaranteeOffered(input: ExtraGuaranteeOfferInput): boolean {
  if (input.onPaymentPage) return false;
  if (hasExtraGuaranteeFor(input.cartLines, input.product.sku)) return false;
  return isExtraGuaranteeApplicable(input);
}

/**
 * Guarantee price: rate percent of the parent price, rounded to a whole minor unit. The rate may
 * have decimals (7.5 %); it becomes whole basis points before any money is touched.
 */
export function extraGuaranteePrice(parentPrice: Money, ratePercent: number, mode?: RoundingMode): Money {
  if (!Number.isFinite(ratePercent) || ratePercent < 0)
    throw new RangeError(`Invalid guarantee rate: ${ratePercent}`);
  return percentOf(parentPrice, Math.round(ratePercent * 100), mode);
}

/**
 * The shop's extra-guarantee plans (placeholder SKUs of spec 001 §9): extra years of cover and the
 * rate in basis points of the parent price. The catalog seed and the premium-guarantee page both
 * read this table, so the page never promises a plan the shop does not sell.
 */
export const EXTRA_GUARANTEE_PLANS = [
  { sku: '4100010', years: 2, rateBasisPoints: 1000 },
  { sku: '4100020', years: 3, rateBasisPoints: 1500 },
  { sku: '4100030', years: 4, rateBasisPoints: 2000 },
  { sku: '4100040', years: 5, rateBasisPoints: 2500 },
] as const;

/** Stores that sell no extra guarantee (store setting "extra guarantee sale" off). */
const NO_EXTRA_GUARANTEE: ReadonlySet<string> = new Set(['CH', 'NO']);

/** Whether a country's store sells the extra guarantee (the seeded store setting). */
export function sellsExtraGuarantee(country: string): boolean {
  return !NO_EXTRA_GUARANTEE.has(country.toUpperCase());
}
