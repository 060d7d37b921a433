/**
 * Currencies the shops price in (spec 001 §9), plus USD for display only. BGN stays in the table
 * because historical orders and the spec's BGN figures still exist, although the Bulgarian store
 * prices in EUR since 2026-01-01 (docs/decisions/010-domain-2026-changes.md).
 */

export const CURRENCY_CODES = [
  'EUR',
  'CHF',
  'GBP',
  'CZK',
  'DKK',
  'SEK',
  'HUF',
  'RON',
  'NOK',
  'PLN',
  'BGN',
  'USD',
] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export interface CurrencyInfo {
  readonly code: CurrencyCode;
  /**
   * Digits after the decimal point of a centAmount. 2 for all, also HUF and CZK: the spec's own
   * HUF/CZK figures are whole, but carts keep cents (docs/decisions/014-domain-fraction-digits.md).
   */
  readonly fractionDigits: number;
  /** Formatted with Intl currencyDisplay 'narrowSymbol' (Kč, kr) instead of the ISO-ish symbol. */
  readonly narrowSymbol: boolean;
  /** Shown (e.g. converted prices) but no store charges in it. */
  readonly displayOnly: boolean;
}

/** Spec 001 §9: "narrow symbol for CZK, DKK, SEK". */
export const NARROW_SYMBOL_CURRENCIES: readonly CurrencyCode[] = ['CZK', 'DKK', 'SEK'];

export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

export const CURRENCIES: Readonly<Record<CurrencyCode, CurrencyInfo>> = Object.fromEntries(
  CURRENCY_CODES.map((code) => [
    code,
    {
      code,
      fractionDigits: 2,
      narrowSymbol: NARROW_SYMBOL_CURRENCIES.includes(code),
      displayOnly: code === 'USD',
    },
  ]),
) as Record<CurrencyCode, CurrencyInfo>;

export function isCurrencyCode(value: string): value is CurrencyCode {
  return (CURRENCY_CODES as readonly string[]).includes(value);
}

export function fractionDigitsOf(code: CurrencyCode): number {
  return CURRENCIES[code].fractionDigits;
}
