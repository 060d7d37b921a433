/**
 * Cash on delivery: the fee per currency (the store has only a fee title, docs/decisions/033) and
 * the eligibility rules of spec 001 §5 "Payment eligibility" with the caps of §9.
 */
import { MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT } from '@toolyard/domain';
import type { Money } from '../ports/index.ts';

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

// TODO(domain): move the caps and the eligibility check to @toolyard/domain (isCashOnDeliveryAllowed).
/** Spec 001 §9 "Cash on delivery cap per country", in minor units of the store currency. */
export const COD_CAP_BY_COUNTRY: Readonly<Record<string, number>> = {
  SK: 2500_00,
  IE: 1500_00,
  DE: 1500_00,
  PT: 1000_00,
  IT: 999_99,
  FR: 1000_00,
  HU: 499999_00,
  CZ: 60000_00,
  AT: 1500_00,
  NO: 1500_00,
  NL: 1500_00,
  CH: 3500_00,
  BE: 3000_00,
  DK: 20000_00,
  SE: 3000_00,
  ES: 1000_00,
  GB: 2500_00,
  FI: 1500_00,
  PL: 6000_00,
  RO: 10000_00,
  LT: 4500_00,
  SI: 4500_00,
  BG: 8900_00,
  GR: 499_00,
  HR: 4500_00,
};

/** Countries with "item limit 1": at most one standard-type item (spec 001 §9; 0 elsewhere = no limit). */
const STANDARD_ITEM_LIMIT_ONE = new Set(['SK', 'IT', 'HU', 'CZ', 'PL', 'RO', 'SI', 'GR', 'HR']);
const FREIGHT_COD_COUNTRIES = new Set(['SK', 'HU', 'CZ', 'PL']);

export interface CodCartFacts {
  country: string;
  grossTotal: Money;
  lines: readonly { quantity: number; type: string; isFreight: boolean }[];
}

export type CodRefusal = 'over_price_cap' | 'too_many_standard_items' | 'freight_not_allowed' | 'item_count';

/** Why cash on delivery is not allowed for this cart, or null when it is. */
export function codRefusal(cart: CodCartFacts): CodRefusal | null {
  const cap = COD_CAP_BY_COUNTRY[cart.country];
  if (cap !== undefined && cart.grossTotal.centAmount > cap) return 'over_price_cap';
  const standard = cart.lines
    .filter((line) => line.type === 'standard_product')
    .reduce((acc, line) => acc + line.quantity, 0);
  if (STANDARD_ITEM_LIMIT_ONE.has(cart.country) && standard > 1) return 'too_many_standard_items';
  if (cart.lines.some((line) => line.isFreight) && !FREIGHT_COD_COUNTRIES.has(cart.country)) {
    return 'freight_not_allowed';
  }
  const items = cart.lines
    .filter((line) => line.type !== 'extra_guarantee')
    .reduce((acc, line) => acc + line.quantity, 0);
  if (items < 1 || items > MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT) return 'item_count';
  return null;
}
