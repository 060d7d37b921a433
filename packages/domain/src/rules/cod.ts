/**
 * Cash on delivery eligibility (spec 001 §5 "Payment eligibility", §9 caps and item limits).
 */
import { type CountryCode, normalizeCountryCode } from '../country-codes.ts';
import type { LineItemType } from '../enums.ts';
import { MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT } from '../limits.ts';
import type { Money } from '../money.ts';
import { specAmountInStoreCurrency } from '../store-currency.ts';

/**
 * Highest cart gross for COD, in minor units of the spec's currency per country (BG in BGN; the
 * euro store uses its conversion, €4,550.50). Inclusive: a total equal to the cap is allowed.
 */
export const COD_CAPS: Readonly<Record<CountryCode, number>> = {
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

/**
 * Most standard_product items a COD cart may hold. The spec lists 1 for nine countries and "0
 * elsewhere (meaning not shown)"; 0 means "no limit" (docs/decisions/012-domain-cod-item-limit.md).
 */
export const COD_STANDARD_ITEM_LIMITS: Readonly<Record<CountryCode, number>> = {
  SK: 1,
  IT: 1,
  HU: 1,
  CZ: 1,
  PL: 1,
  RO: 1,
  SI: 1,
  GR: 1,
  HR: 1,
  IE: 0,
  DE: 0,
  PT: 0,
  FR: 0,
  AT: 0,
  NO: 0,
  NL: 0,
  CH: 0,
  BE: 0,
  DK: 0,
  SE: 0,
  ES: 0,
  GB: 0,
  FI: 0,
  LT: 0,
  BG: 0,
};

export const NO_ITEM_LIMIT = 0;

/** Countries whose carrier takes freight (pallet) parcels on cash on delivery. */
export const FREIGHT_COD_COUNTRIES: readonly CountryCode[] = ['SK', 'HU', 'CZ', 'PL'];

export function codCapFor(country: CountryCode): Money {
  return specAmountInStoreCurrency(country, COD_CAPS[country]);
}

export interface CodLineItem {
  readonly type: LineItemType;
  readonly quantity: number;
  /** The product's isPackageTypeFreight attribute. */
  readonly isFreight: boolean;
}

export interface CodCart {
  readonly country: string;
  /** Cart gross total in minor units of the store currency. */
  readonly grossCentAmount: number;
  readonly lineItems: readonly CodLineItem[];
}

export type CodRefusal =
  | 'unsupported-country'
  | 'invalid-cart'
  | 'over-price-cap'
  | 'over-item-limit'
  | 'freight-not-allowed'
  | 'item-count-out-of-range';

/** Every reason COD is refused for a cart ([] = allowed); useful for logs and tests. */
export function codRefusals(cart: CodCart): CodRefusal[] {
  const country = normalizeCountryCode(cart.country);
  if (!country) return ['unsupported-country'];
  const wellFormed =
    Number.isSafeInteger(cart.grossCentAmount) &&
    cart.grossCentAmount >= 0 &&
    cart.lineItems.every((line) => Number.isSafeInteger(line.quantity) && line.quantity >= 0);
  if (!wellFormed) return ['invalid-cart'];

  const refusals: CodRefusal[] = [];
  if (cart.grossCentAmount > codCapFor(country).centAmount) refusals.push('over-price-cap');

  const itemLimit = COD_STANDARD_ITEM_LIMITS[country];
  const standardItems = countItems(cart.lineItems, (line) => line.type === 'standard_product');
  if (itemLimit !== NO_ITEM_LIMIT && standardItems > itemLimit) refusals.push('over-item-limit');

  const hasFreight = cart.lineItems.some((line) => line.isFreight && line.quantity > 0);
  if (hasFreight && !FREIGHT_COD_COUNTRIES.includes(country)) refusals.push('freight-not-allowed');

  // The extra guarantee is a service riding on a product, not a parcel: it does not count.
  const items = countItems(cart.lineItems, (line) => line.type !== 'extra_guarantee');
  if (items < 1 || items > MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT) refusals.push('item-count-out-of-range');
  return refusals;
}

export function isCashOnDeliveryAllowed(cart: CodCart): boolean {
  return codRefusals(cart).length === 0;
}

function countItems(lines: readonly CodLineItem[], include: (line: CodLineItem) => boolean): number {
  return lines.reduce((count, line) => (include(line) ? count + line.quantity : count), 0);
}
