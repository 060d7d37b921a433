/**
 * Whether a product can be added to the cart (spec 000 §5) and how its stock is labelled
 * (low-stock boundaries, spec 001 §9; meaning in docs/decisions/016-domain-shipping-and-stock.md).
 */
import type { CountryCode } from '../country-codes.ts';
import { MAX_QUANTITY_PER_PRODUCT } from '../limits.ts';
import { compare, type Money, multiply } from '../money.ts';
import { isVirtualSku } from '../product-codes.ts';
import { type StoreCurrency, specCurrencyOf, specRowInStoreCurrency } from '../store-currency.ts';

/**
 * How many more units may go into the cart: min(stock − in cart, 1000 − in cart). A virtual
 * product (a service) has no stock, so only the cart maximum binds.
 */
export function availableToAdd({
  stock,
  inCart,
  virtual = false,
}: {
  stock: number;
  inCart: number;
  virtual?: boolean;
}): number {
  const byLimit = MAX_QUANTITY_PER_PRODUCT - inCart;
  return virtual ? byLimit : Math.min(stock - inCart, byLimit);
}

/** Allowed when something is left to add, or always for virtual products (services). */
export function canAddToCart(product: { sku: string; stock: number; inCart: number }): boolean {
  return availableToAdd(product) > 0 || isVirtualSku(product.sku);
}

export interface StockValueBoundaries {
  readonly high: number;
  readonly low: number;
}

/** Stock-value boundaries (high, low) per currency, minor units. */
export const LOW_STOCK_BOUNDARIES_BY_CURRENCY: Readonly<Record<StoreCurrency, StockValueBoundaries>> = {
  EUR: { high: 1000_00, low: 250_00 },
  GBP: { high: 870_00, low: 217_50 },
  DKK: { high: 7450_00, low: 1862_50 },
  SEK: { high: 11200_00, low: 2800_00 },
  NOK: { high: 11700_00, low: 2925_00 },
  CHF: { high: 980_00, low: 245_00 },
  CZK: { high: 23600_00, low: 5900_00 },
  PLN: { high: 4550_00, low: 1137_50 },
  HUF: { high: 375000_00, low: 93750_00 },
  RON: { high: 4940_00, low: 1235_00 },
  // Pre-2026 Bulgarian figures; the BG store uses their euro conversion (997.02 / 249.25).
  BGN: { high: 1950_00, low: 487_50 },
};

export function lowStockBoundariesFor(country: CountryCode): { high: Money; low: Money } {
  return specRowInStoreCurrency(country, LOW_STOCK_BOUNDARIES_BY_CURRENCY[specCurrencyOf(country)]);
}

export type StockLevel = 'out-of-stock' | 'low' | 'medium' | 'high';

/**
 * Label by the value of the stock (quantity × unit gross price), so "few left" means the same
 * for a €5 bit and a €2,000 saw: at or above high → high, at or above low → medium, else low.
 */
export function stockLevel({
  country,
  availableQuantity,
  unitPrice,
}: {
  country: CountryCode;
  availableQuantity: number;
  unitPrice: Money;
}): StockLevel {
  if (!Number.isSafeInteger(availableQuantity) || availableQuantity <= 0) return 'out-of-stock';
  const boundaries = lowStockBoundariesFor(country);
  const value = multiply(unitPrice, availableQuantity);
  if (compare(value, boundaries.high) >= 0) return 'high';
  if (compare(value, boundaries.low) >= 0) return 'medium';
  return 'low';
}
