/** Pure catalog rules: localized texts, active discounts, discounted prices, sellability. */
import {
  discountedUnitPrice,
  isVirtualSku as domainIsVirtualSku,
  isCurrencyCode,
  isWithinValidity,
  money,
  standardVatRateOf,
} from '@toolyard/domain';
import type { Money, NotSellableReason } from '../ports/index.ts';

/** Language used when a text is missing in the requested one. */
export const FALLBACK_LANGUAGE = 'en';

/** A localized value in the language, else English, else any. */
export function pickLocalized(
  values: Record<string, string> | null | undefined,
  language: string,
): string | null {
  if (!values) return null;
  return values[language] ?? values[FALLBACK_LANGUAGE] ?? Object.values(values)[0] ?? null;
}

export function isVirtualSku(sku: string): boolean {
  return domainIsVirtualSku(sku);
}

export function moneyOf(currencyCode: string, centAmount: number): Money {
  // Every store currency has two fraction digits (docs/decisions/014-domain-fraction-digits.md).
  return { currencyCode, centAmount, fractionDigits: 2 };
}

export interface DiscountCandidate {
  id: string;
  country: string | null;
  name: Record<string, string>;
  valueType: 'absolute' | 'relative';
  permyriad: number | null;
  amounts: Record<string, number> | null;
  validFrom: Date | null;
  validUntil: Date | null;
  isActive: boolean;
  sortOrder: number;
}

/** Active at `now`: flagged active, within its validity (the domain's rule), market matches. */
export function isDiscountActive(discount: DiscountCandidate, now: Date, country: string): boolean {
  if (!discount.isActive) return false;
  if (discount.country !== null && discount.country !== country) return false;
  return isWithinValidity(discount, now);
}

/** The discounted gross unit price, never below zero; null when the discount has no value in this currency. */
export function discountedCentAmount(
  priceCents: number,
  currency: string,
  discount: Pick<DiscountCandidate, 'valueType' | 'permyriad' | 'amounts'>,
): number | null {
  if (!isCurrencyCode(currency)) return null;
  const price = money(currency, priceCents);
  if (discount.valueType === 'relative') {
    if (discount.permyriad === null) return null;
    return discountedUnitPrice(price, { type: 'relative', permyriad: discount.permyriad }).centAmount;
  }
  const off = discount.amounts?.[currency];
  if (off === undefined) return null;
  return discountedUnitPrice(price, { type: 'absolute', money: money(currency, off) }).centAmount;
}

export interface ChosenDiscount {
  discount: DiscountCandidate;
  centAmount: number;
}

/**
 * Of the discounts active at `now` for the market, the one giving the lowest price wins (ties: the
 * higher sortOrder). A discount that would not lower the price is ignored.
 */
export function chooseActiveDiscount(
  candidates: readonly DiscountCandidate[],
  priceCents: number,
  currency: string,
  now: Date,
  country: string,
): ChosenDiscount | null {
  let best: ChosenDiscount | null = null;
  for (const discount of candidates) {
    if (!isDiscountActive(discount, now, country)) continue;
    const centAmount = discountedCentAmount(priceCents, currency, discount);
    if (centAmount === null || centAmount >= priceCents) continue;
    if (
      !best ||
      centAmount < best.centAmount ||
      (centAmount === best.centAmount && discount.sortOrder > best.discount.sortOrder)
    ) {
      best = { discount, centAmount };
    }
  }
  return best;
}

/** Standard VAT of the store country in basis points; the tax category only names the standard rate today. */
export function taxRateBasisPointsFor(country: string, _taxCategory: string): number {
  const rate = standardVatRateOf(country);
  if (rate === undefined) throw new RangeError(`No VAT rate for country "${country}"`);
  return rate;
}

/**
 * Why a product cannot be sold in the market, or null when it can: it must be eligible for selling
 * and enabled on the market, and priced in the store currency unless it is virtual.
 */
export function notSellableReason(
  country: string,
  product: { eligibleForSelling: readonly string[]; enabledOnMarket: readonly string[] },
  hasPrice: boolean,
  virtual: boolean,
): NotSellableReason | null {
  if (!product.eligibleForSelling.includes(country) || !product.enabledOnMarket.includes(country)) {
    return 'not_sold_on_market';
  }
  return hasPrice || virtual ? null : 'price_missing';
}
