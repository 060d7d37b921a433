/**
 * Shipping fees (spec 001 §9). Live values come from the first shipping rate of the country zone;
 * these are the documented defaults, in minor units of the currency.
 */
import { type CountryCode, normalizeCountryCode } from './country-codes.ts';
import { compare, type Money, subtract, zero } from './money.ts';
import { type StoreCurrency, specCurrencyOf, specRowInStoreCurrency } from './store-currency.ts';

export type ShippingKind = 'parcel' | 'freight';

export interface ShippingFeeRow {
  /** Items gross at or above which parcel shipping is free. */
  readonly freeAbove: number;
  readonly parcel: number;
  readonly freight: number;
}

export const SHIPPING_FEES_BY_CURRENCY: Readonly<Record<StoreCurrency, ShippingFeeRow>> = {
  EUR: { freeAbove: 59_00, parcel: 1_95, freight: 9_95 },
  GBP: { freeAbove: 52_00, parcel: 1_95, freight: 9_95 },
  DKK: { freeAbove: 439_00, parcel: 15_00, freight: 74_00 },
  SEK: { freeAbove: 659_00, parcel: 22_00, freight: 111_00 },
  NOK: { freeAbove: 689_00, parcel: 23_00, freight: 116_00 },
  CHF: { freeAbove: 59_00, parcel: 1_95, freight: 9_95 },
  CZK: { freeAbove: 1399_00, parcel: 46_00, freight: 235_00 },
  PLN: { freeAbove: 269_00, parcel: 9_00, freight: 45_00 },
  HUF: { freeAbove: 22099_00, parcel: 730_00, freight: 3731_00 },
  RON: { freeAbove: 289_00, parcel: 10_00, freight: 49_00 },
  // Pre-2026 Bulgarian figures; the BG store now charges their euro conversion (010-domain-2026-changes).
  BGN: { freeAbove: 115_00, parcel: 3_95, freight: 19_95 },
};

/** Temporary per-country fees that replace the currency row (spec: "Temporary"). */
export const TEMPORARY_SHIPPING_OVERRIDES: Readonly<Partial<Record<CountryCode, ShippingFeeRow>>> = {
  FR: { freeAbove: 59_00, parcel: 6_95, freight: 39_95 },
  HU: { freeAbove: 22099_00, parcel: 1481_00, freight: 7481_00 },
};

export interface ShippingFees {
  readonly freeAbove: Money;
  readonly parcel: Money;
  readonly freight: Money;
}

/** Fees of a store in its own currency, with overrides and Bulgaria's euro conversion applied. */
export function shippingFeesFor(country: CountryCode): ShippingFees {
  const row = TEMPORARY_SHIPPING_OVERRIDES[country] ?? SHIPPING_FEES_BY_CURRENCY[specCurrencyOf(country)];
  return specRowInStoreCurrency(country, row);
}

export interface ShippingCostInput {
  readonly country: string;
  readonly kind: ShippingKind;
  /** Gross of the items in the store currency; another currency is a bug and throws. */
  readonly itemsGross: Money;
}

function requireStoreCountry(country: string): CountryCode {
  const code = normalizeCountryCode(country);
  if (!code) throw new RangeError(`Unsupported country: "${country}"`);
  return code;
}

/** A shipping rate: its price and the items gross at or above which it is free (none: never). */
export interface ShippingRate {
  readonly price: Money;
  readonly freeAbove: Money | null;
}

/**
 * The price of shipping at a rate: parcel shipping is free once the items reach the threshold (at
 * or above, as the platform's freeAbove); freight is always charged, whatever threshold its rate
 * carries, because pallet delivery costs do not shrink with the order
 * (docs/decisions/016-domain-shipping-and-stock.md, 065-cart-shipping-by-package-type.md).
 */
export function shippingPrice({
  kind,
  rate,
  itemsGross,
}: {
  readonly kind: ShippingKind;
  readonly rate: ShippingRate;
  readonly itemsGross: Money;
}): Money {
  if (itemsGross.currencyCode !== rate.price.currencyCode) {
    throw new TypeError(
      `Currency mismatch: ${itemsGross.currencyCode} items at a ${rate.price.currencyCode} rate`,
    );
  }
  if (kind === 'freight' || rate.freeAbove === null) return rate.price;
  return compare(itemsGross, rate.freeAbove) >= 0 ? zero(rate.price.currencyCode) : rate.price;
}

/** Shipping at the spec's default fees of the store (live rates go through shippingPrice). */
export function shippingCost({ country, kind, itemsGross }: ShippingCostInput): Money {
  const fees = shippingFeesFor(requireStoreCountry(country));
  const price = kind === 'freight' ? fees.freight : fees.parcel;
  return shippingPrice({ kind, rate: { price, freeAbove: fees.freeAbove }, itemsGross });
}

/** The kind of a shipping method: the freight method is keyed 'freight', every other ships parcels. */
export function shippingKindOfMethod(method: { readonly key: string }): ShippingKind {
  return method.key === 'freight' ? 'freight' : 'parcel';
}

/** A cart with any freight-package item (isPackageTypeFreight) ships by freight, otherwise as parcels. */
export function shippingKindOfCart(
  lines: readonly { readonly isFreight: boolean; readonly quantity: number }[],
): ShippingKind {
  return lines.some((line) => line.isFreight && line.quantity > 0) ? 'freight' : 'parcel';
}

export type ShippingMethodState = 'MatchesCart' | 'DoesNotMatchCart';

/** The shipping methods that fit a cart of that kind, in the order given (default first). */
export function shippingMethodsForCart<T extends { readonly key: string }>(
  methods: readonly T[],
  cartKind: ShippingKind,
): T[] {
  return methods.filter((method) => shippingKindOfMethod(method) === cartKind);
}

/**
 * Spec 000 §4, 001 §4: a cart whose shipping method is not the default key, or whose state is
 * 'does not match cart', has its shipping method reset to the first method returned for the cart.
 */
export function needsShippingMethodReset({
  key,
  defaultKey,
  state,
}: {
  readonly key: string | null;
  readonly defaultKey: string | null;
  readonly state: ShippingMethodState;
}): boolean {
  return key !== defaultKey || state === 'DoesNotMatchCart';
}

/**
 * The method a cart ships by and its state: the chosen one while it is the default and matches
 * the cart, else the first method returned for the cart (the reset rule). When no method fits the
 * cart, the chosen (or default) method stays with 'DoesNotMatchCart' and the cart cannot be ordered.
 */
export function resolveShippingMethod<T extends { readonly key: string; readonly isDefault: boolean }>(
  methods: readonly T[],
  chosenKey: string | null,
  cartKind: ShippingKind,
): { method: T | null; state: ShippingMethodState } {
  const chosen = methods.find((method) => method.key === chosenKey) ?? null;
  const defaultKey = methods.find((method) => method.isDefault)?.key ?? null;
  const state: ShippingMethodState =
    chosen && shippingKindOfMethod(chosen) === cartKind ? 'MatchesCart' : 'DoesNotMatchCart';
  if (chosen && !needsShippingMethodReset({ key: chosen.key, defaultKey, state })) {
    return { method: chosen, state };
  }
  const first = shippingMethodsForCart(methods, cartKind)[0];
  if (first) return { method: first, state: 'MatchesCart' };
  return {
    method: chosen ?? methods.find((method) => method.isDefault) ?? methods[0] ?? null,
    state: 'DoesNotMatchCart',
  };
}

/** How much more the items must cost for free parcel shipping (zero once reached). */
export function amountUntilFreeShipping(country: string, itemsGross: Money): Money {
  const { freeAbove } = shippingFeesFor(requireStoreCountry(country));
  return compare(itemsGross, freeAbove) >= 0 ? zero(freeAbove.currencyCode) : subtract(freeAbove, itemsGross);
}
