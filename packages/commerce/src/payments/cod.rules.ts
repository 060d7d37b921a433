/**
 * Cash on delivery: the fee per currency (the store has only a fee title, docs/decisions/033) and
 * the eligibility check (rules and caps live in @toolyard/domain).
 */
import { type CodRefusal, codRefusals } from '@toolyard/domain';
import type { LineItemType, Money } from '../ports/index.ts';

/** Gross COD fee in minor units per store currency (docs/decisions/033-cod-fee.md). */
export const COD_FEE_BY_CURRENCY: Readonly<Record<string, number>> = {
  EUR: 2_90,
  CZK: 69_00,
  HUF: 1190_00,
  PLN: 12_00,
  RON: 14_00,
  SEK: 35_00,
  DKK: 25_00,
  NOK: 35_00,
  CHF: 3_50,
  GBP: 2_50,
  BGN: 5_90,
};

export function codFeeFor(currencyCode: string): Money | null {
  const centAmount = COD_FEE_BY_CURRENCY[currencyCode];
  return centAmount === undefined ? null : { currencyCode, centAmount, fractionDigits: 2 };
}

/** Why cash on delivery is refused for a cart ([] = allowed), by the domain's rules (spec 001 §5, §9). */
export function codRefusalsFor(cart: {
  country: string;
  grossTotal: Money;
  lines: readonly { quantity: number; type: LineItemType; isFreight: boolean }[];
}): CodRefusal[] {
  return codRefusals({
    country: cart.country,
    grossCentAmount: cart.grossTotal.centAmount,
    lineItems: cart.lines,
  });
}
