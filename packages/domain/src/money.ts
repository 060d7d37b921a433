/**
 * Money as the commerce platform sends it: an integer of minor units plus its currency and
 * fraction digits. Arithmetic stays in integers (bigint where a product could exceed 2^53);
 * mixing currencies is a programming error and throws.
 */
import { CURRENCIES, type CurrencyCode } from './currencies.ts';
import {
  assertSafeInteger,
  DEFAULT_ROUNDING_MODE,
  divideRounded,
  type RoundingMode,
  toSafeInteger,
} from './rounding.ts';

export interface Money {
  readonly currencyCode: CurrencyCode;
  /** Integer amount of minor units (cents), may be negative (refunds, discounts). */
  readonly centAmount: number;
  readonly fractionDigits: number;
}

/** 100% expressed in basis points: rates and percentages are integers of 1/10000. */
export const BASIS_POINTS_PER_UNIT = 10_000;

export function money(currencyCode: CurrencyCode, centAmount: number): Money {
  assertSafeInteger(centAmount, 'centAmount');
  return { currencyCode, centAmount, fractionDigits: CURRENCIES[currencyCode].fractionDigits };
}

export function zero(currencyCode: CurrencyCode): Money {
  return money(currencyCode, 0);
}

/**
 * Parses a decimal string such as "999.99" or "-3.9" exactly (no float detour). More decimals
 * than the currency has is refused rather than silently rounded.
 */
export function moneyFromDecimal(currencyCode: CurrencyCode, decimal: string): Money {
  const digits = CURRENCIES[currencyCode].fractionDigits;
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(decimal.trim());
  if (!match) throw new RangeError(`Not a decimal amount: "${decimal}"`);
  const [, minus, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) {
    throw new RangeError(`"${decimal}" has more than ${digits} fraction digits for ${currencyCode}`);
  }
  const minor = BigInt(whole + fraction.padEnd(digits, '0'));
  return money(currencyCode, toSafeInteger(minus ? -minor : minor));
}

function assertSameCurrency(a: Money, b: Money): void {
  if (a.currencyCode !== b.currencyCode || a.fractionDigits !== b.fractionDigits) {
    throw new TypeError(`Currency mismatch: ${a.currencyCode} and ${b.currencyCode}`);
  }
}

function withCents(template: Money, centAmount: bigint | number): Money {
  const cents = typeof centAmount === 'bigint' ? toSafeInteger(centAmount) : centAmount;
  return { currencyCode: template.currencyCode, centAmount: cents, fractionDigits: template.fractionDigits };
}

export function add(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return withCents(a, BigInt(a.centAmount) + BigInt(b.centAmount));
}

export function subtract(a: Money, b: Money): Money {
  assertSameCurrency(a, b);
  return withCents(a, BigInt(a.centAmount) - BigInt(b.centAmount));
}

/** Multiplies by an integer factor (a quantity); fractional factors belong in percentOf. */
export function multiply(amount: Money, factor: number): Money {
  assertSafeInteger(factor, 'factor');
  return withCents(amount, BigInt(amount.centAmount) * BigInt(factor));
}

/** amount × basisPoints / 10000, rounded (2550 basis points = 25.5 %). */
export function percentOf(
  amount: Money,
  basisPoints: number,
  mode: RoundingMode = DEFAULT_ROUNDING_MODE,
): Money {
  assertSafeInteger(basisPoints, 'basisPoints');
  const cents = divideRounded(
    BigInt(amount.centAmount) * BigInt(basisPoints),
    BigInt(BASIS_POINTS_PER_UNIT),
    mode,
  );
  return withCents(amount, cents);
}

/** Sum of a list; the currency is required so an empty list still has one. */
export function sum(currencyCode: CurrencyCode, amounts: readonly Money[]): Money {
  const start = zero(currencyCode);
  let total = 0n;
  for (const amount of amounts) {
    assertSameCurrency(start, amount);
    total += BigInt(amount.centAmount);
  }
  return withCents(start, total);
}

/** -1, 0 or 1, usable as a sort comparator. */
export function compare(a: Money, b: Money): -1 | 0 | 1 {
  assertSameCurrency(a, b);
  return a.centAmount < b.centAmount ? -1 : a.centAmount > b.centAmount ? 1 : 0;
}

export function isZero(amount: Money): boolean {
  return amount.centAmount === 0;
}

export function negate(amount: Money): Money {
  return withCents(amount, -BigInt(amount.centAmount));
}

/**
 * Splits an amount in proportion to integer weights so the parts add up to exactly the amount
 * (largest-remainder method: the cents lost by flooring go to the biggest remainders, earlier
 * parts first on ties). Negative amounts are split like positive ones and negated.
 */
export function allocate(amount: Money, weights: readonly number[]): Money[] {
  if (weights.length === 0) throw new RangeError('allocate needs at least one weight');
  for (const weight of weights) {
    assertSafeInteger(weight, 'weight');
    if (weight < 0) throw new RangeError('weights must not be negative');
  }
  const totalWeight = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  if (totalWeight === 0n) throw new RangeError('weights must not all be zero');

  const negative = amount.centAmount < 0;
  const cents = BigInt(Math.abs(amount.centAmount));
  const shares = weights.map((weight, index) => {
    const exact = cents * BigInt(weight);
    return { index, floor: exact / totalWeight, remainder: exact % totalWeight };
  });
  let leftover = cents - shares.reduce((acc, share) => acc + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  for (const share of byRemainder) {
    if (leftover === 0n) break;
    share.floor += 1n;
    leftover -= 1n;
  }
  return shares.map((share) => withCents(amount, negative ? -share.floor : share.floor));
}

/** Splits into `parts` near-equal amounts that add up to the total. */
export function split(amount: Money, parts: number): Money[] {
  assertSafeInteger(parts, 'parts');
  if (parts < 1) throw new RangeError('parts must be at least 1');
  return allocate(
    amount,
    Array.from({ length: parts }, () => 1),
  );
}

/** Exact decimal string of the amount, e.g. "-12.05". */
export function decimalAmount(amount: Money): string {
  const digits = amount.fractionDigits;
  const abs = Math.abs(amount.centAmount)
    .toString()
    .padStart(digits + 1, '0');
  const whole = abs.slice(0, abs.length - digits);
  const fraction = abs.slice(abs.length - digits);
  const sign = amount.centAmount < 0 ? '-' : '';
  return digits === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/**
 * Spec: "shown amount is centAmount divided by ten to the power of fractionDigits". A float, so
 * for display and analytics payloads only, never for further arithmetic.
 */
export function displayAmount(amount: Money): number {
  return Number(decimalAmount(amount));
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Localised price, e.g. formatMoney(€1234.50, 'de-at') → "€ 1.234,50"; Kč/kr as narrow symbols. */
export function formatMoney(amount: Money, locale: string): string {
  const key = `${locale}|${amount.currencyCode}|${amount.fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: amount.currencyCode,
      currencyDisplay: CURRENCIES[amount.currencyCode].narrowSymbol ? 'narrowSymbol' : 'symbol',
      minimumFractionDigits: amount.fractionDigits,
      maximumFractionDigits: amount.fractionDigits,
    });
    formatters.set(key, formatter);
  }
  // A decimal string keeps large amounts exact (Intl.NumberFormat v3 accepts numeric strings).
  return formatter.format(decimalAmount(amount) as `${number}`);
}
