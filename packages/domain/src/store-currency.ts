/**
 * The spec writes money figures per currency (shipping, low stock) or per country (COD caps) in
 * the currency each store used when it was written. Bulgaria's figures are in BGN, but the store
 * prices in EUR since 2026, so they are converted at the fixed rate on the way out.
 */
import { convertBgnCentsToEurCents } from './bgn-euro.ts';
import { COUNTRIES } from './countries.ts';
import type { CountryCode } from './country-codes.ts';
import type { CurrencyCode } from './currencies.ts';
import { type Money, money } from './money.ts';

/** Currencies a store charges in now or did when the spec was written (everything but USD). */
export type StoreCurrency = Exclude<CurrencyCode, 'USD'>;

/** Currency of the spec's figures for a country: BGN for Bulgaria, else the store currency. */
export function specCurrencyOf(country: CountryCode): StoreCurrency {
  return country === 'BG' ? 'BGN' : (COUNTRIES[country].currencyCode as StoreCurrency);
}

/** A spec figure (minor units of specCurrencyOf(country)) as money in the store's currency. */
export function specAmountInStoreCurrency(country: CountryCode, specCents: number): Money {
  const storeCurrency = COUNTRIES[country].currencyCode;
  if (specCurrencyOf(country) === 'BGN' && storeCurrency === 'EUR') {
    return money('EUR', convertBgnCentsToEurCents(specCents));
  }
  return money(storeCurrency, specCents);
}

/** Applies specAmountInStoreCurrency to each field of a per-currency table row. */
export function specRowInStoreCurrency<K extends string>(
  country: CountryCode,
  row: Readonly<Record<K, number>>,
): Record<K, Money> {
  const entries = Object.entries(row) as [K, number][];
  return Object.fromEntries(
    entries.map(([key, cents]) => [key, specAmountInStoreCurrency(country, cents)]),
  ) as Record<K, Money>;
}
