/**
 * Splitting amounts into net and tax. Rates are basis points; amounts integer minor units.
 * The net part is rounded and the tax is the remainder, so net + tax = gross always holds exactly.
 */
import type { CurrencyCode } from './currencies.ts';
import { add, BASIS_POINTS_PER_UNIT, type Money, sum } from './money.ts';
import {
  assertSafeInteger,
  DEFAULT_ROUNDING_MODE,
  divideRounded,
  type RoundingMode,
  toSafeInteger,
} from './rounding.ts';

export interface TaxedAmount {
  readonly net: Money;
  readonly tax: Money;
  readonly gross: Money;
}

function assertRate(rateBasisPoints: number): void {
  assertSafeInteger(rateBasisPoints, 'rateBasisPoints');
  if (rateBasisPoints < 0) throw new RangeError(`Tax rate must not be negative: ${rateBasisPoints}`);
}

function withCents(template: Money, cents: bigint): Money {
  return { ...template, centAmount: toSafeInteger(cents) };
}

/** Gross price → net + tax portion, e.g. €119.00 at 1900 → €100.00 + €19.00. */
export function grossToNet(
  gross: Money,
  rateBasisPoints: number,
  mode: RoundingMode = DEFAULT_ROUNDING_MODE,
): TaxedAmount {
  assertRate(rateBasisPoints);
  const unit = BigInt(BASIS_POINTS_PER_UNIT);
  const netCents = divideRounded(BigInt(gross.centAmount) * unit, unit + BigInt(rateBasisPoints), mode);
  const net = withCents(gross, netCents);
  return { net, tax: withCents(gross, BigInt(gross.centAmount) - netCents), gross };
}

/** Net price → gross with the tax rounded to the cent, e.g. €100.00 at 2550 → €125.50. */
export function netToGross(
  net: Money,
  rateBasisPoints: number,
  mode: RoundingMode = DEFAULT_ROUNDING_MODE,
): TaxedAmount {
  assertRate(rateBasisPoints);
  const taxCents = divideRounded(
    BigInt(net.centAmount) * BigInt(rateBasisPoints),
    BigInt(BASIS_POINTS_PER_UNIT),
    mode,
  );
  const tax = withCents(net, taxCents);
  return { net, tax, gross: add(net, tax) };
}

export interface TaxableLine {
  readonly amount: Money;
  readonly rateBasisPoints: number;
}

export interface TaxPortion extends TaxedAmount {
  readonly rateBasisPoints: number;
}

export interface TaxBreakdown {
  /** One portion per distinct rate, ascending by rate. */
  readonly portions: readonly TaxPortion[];
  readonly totalNet: Money;
  readonly totalTax: Money;
  readonly totalGross: Money;
}

export interface TaxPortionOptions {
  /** Needed only to total an empty cart; otherwise taken from the lines. */
  readonly currencyCode?: CurrencyCode;
  /** 'net' for carts in net-price mode (validated company VAT ID). Default 'gross'. */
  readonly amountsAre?: 'gross' | 'net';
  readonly mode?: RoundingMode;
}

/**
 * A cart's tax portions: lines are summed per rate first and each sum is split once, so rounding
 * happens once per rate (as on an invoice) instead of once per line, and the portions add up to
 * exactly the cart total.
 */
export function taxPortions(lines: readonly TaxableLine[], options: TaxPortionOptions = {}): TaxBreakdown {
  const { amountsAre = 'gross', mode = DEFAULT_ROUNDING_MODE } = options;
  const currencyCode = options.currencyCode ?? lines[0]?.amount.currencyCode;
  if (!currencyCode) throw new RangeError('taxPortions of no lines needs a currencyCode');

  const byRate = new Map<number, Money[]>();
  for (const line of lines) {
    assertRate(line.rateBasisPoints);
    const group = byRate.get(line.rateBasisPoints) ?? [];
    group.push(line.amount);
    byRate.set(line.rateBasisPoints, group);
  }
  const portions = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBasisPoints, amounts]): TaxPortion => {
      const total = sum(currencyCode, amounts);
      const parts =
        amountsAre === 'gross'
          ? grossToNet(total, rateBasisPoints, mode)
          : netToGross(total, rateBasisPoints, mode);
      return { rateBasisPoints, ...parts };
    });
  const total = (pick: (portion: TaxPortion) => Money) => sum(currencyCode, portions.map(pick));
  return {
    portions,
    totalNet: total((portion) => portion.net),
    totalTax: total((portion) => portion.tax),
    totalGross: total((portion) => portion.gross),
  };
}
