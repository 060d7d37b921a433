import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes.ts';
import { money } from './money.ts';
import {
  amountUntilFreeShipping,
  resolveShippingMethod,
  SHIPPING_FEES_BY_CURRENCY,
  shippingCost,
  shippingFeesFor,
  shippingKindOfCart,
  shippingMethodsForCart,
  shippingPrice,
} from './shipping.ts';

const row = (country: Parameters<typeof shippingFeesFor>[0]) => {
  const fees = shippingFeesFor(country);
  return [
    fees.freeAbove.currencyCode,
    fees.freeAbove.centAmount,
    fees.parcel.centAmount,
    fees.freight.centAmount,
  ];
};

describe('shipping fee table', () => {
  it('holds the spec figures per currency in minor units', () => {
    expect(SHIPPING_FEES_BY_CURRENCY.EUR).toEqual({ freeAbove: 5900, parcel: 195, freight: 995 });
    expect(SHIPPING_FEES_BY_CURRENCY.HUF).toEqual({ freeAbove: 2209900, parcel: 73000, freight: 373100 });
    expect(SHIPPING_FEES_BY_CURRENCY.BGN).toEqual({ freeAbove: 11500, parcel: 395, freight: 1995 });
  });

  it('resolves each store to its currency row', () => {
    expect(row('DE')).toEqual(['EUR', 5900, 195, 995]);
    expect(row('GB')).toEqual(['GBP', 5200, 195, 995]);
    expect(row('DK')).toEqual(['DKK', 43900, 1500, 7400]);
    expect(row('SE')).toEqual(['SEK', 65900, 2200, 11100]);
    expect(row('NO')).toEqual(['NOK', 68900, 2300, 11600]);
    expect(row('CH')).toEqual(['CHF', 5900, 195, 995]);
    expect(row('CZ')).toEqual(['CZK', 139900, 4600, 23500]);
    expect(row('PL')).toEqual(['PLN', 26900, 900, 4500]);
    expect(row('RO')).toEqual(['RON', 28900, 1000, 4900]);
  });

  it('applies the temporary France and Hungary overrides', () => {
    expect(row('FR')).toEqual(['EUR', 5900, 695, 3995]);
    expect(row('HU')).toEqual(['HUF', 2209900, 148100, 748100]);
  });

  it('charges Bulgaria the euro conversion of its BGN figures', () => {
    expect(row('BG')).toEqual(['EUR', 5880, 202, 1020]);
  });

  it('has fees for every store', () => {
    for (const code of COUNTRY_CODES) expect(shippingFeesFor(code).parcel.centAmount).toBeGreaterThan(0);
  });
});

describe('shippingCost', () => {
  it('is free for parcels at the threshold and charged one cent below', () => {
    expect(shippingCost({ country: 'DE', kind: 'parcel', itemsGross: money('EUR', 5900) }).centAmount).toBe(
      0,
    );
    expect(shippingCost({ country: 'de', kind: 'parcel', itemsGross: money('EUR', 5899) }).centAmount).toBe(
      195,
    );
    expect(shippingCost({ country: 'BG', kind: 'parcel', itemsGross: money('EUR', 5879) }).centAmount).toBe(
      202,
    );
    expect(shippingCost({ country: 'BG', kind: 'parcel', itemsGross: money('EUR', 5880) }).centAmount).toBe(
      0,
    );
  });

  it('always charges freight', () => {
    expect(
      shippingCost({ country: 'DE', kind: 'freight', itemsGross: money('EUR', 100000) }).centAmount,
    ).toBe(995);
    expect(shippingCost({ country: 'FR', kind: 'freight', itemsGross: money('EUR', 0) }).centAmount).toBe(
      3995,
    );
  });

  it('throws for an unknown country or a foreign currency', () => {
    expect(() => shippingCost({ country: 'US', kind: 'parcel', itemsGross: money('USD', 1) })).toThrow(
      RangeError,
    );
    expect(() => shippingCost({ country: 'CH', kind: 'parcel', itemsGross: money('EUR', 1) })).toThrow(
      TypeError,
    );
  });

  it('tells how much is missing for free shipping', () => {
    expect(amountUntilFreeShipping('PL', money('PLN', 20000)).centAmount).toBe(6900);
    expect(amountUntilFreeShipping('PL', money('PLN', 30000)).centAmount).toBe(0);
  });
});

describe('shipping by package type', () => {
  const eur = (cents: number) => money('EUR', cents);
  const parcel = { key: 'parcel', isDefault: true };
  const freight = { key: 'freight', isDefault: false };

  it('a cart with any freight item ships by freight, otherwise as parcels', () => {
    expect(shippingKindOfCart([{ isFreight: false, quantity: 3 }])).toBe('parcel');
    expect(
      shippingKindOfCart([
        { isFreight: false, quantity: 3 },
        { isFreight: true, quantity: 1 },
      ]),
    ).toBe('freight');
    expect(shippingKindOfCart([])).toBe('parcel');
    expect(shippingMethodsForCart([parcel, freight], 'freight')).toEqual([freight]);
  });

  it('a parcel rate is free at or above its threshold; a freight rate never is', () => {
    const rate = { price: eur(9_95), freeAbove: eur(59_00) };
    expect(shippingPrice({ kind: 'parcel', rate, itemsGross: eur(59_00) }).centAmount).toBe(0);
    expect(shippingPrice({ kind: 'parcel', rate, itemsGross: eur(58_99) }).centAmount).toBe(9_95);
    expect(shippingPrice({ kind: 'freight', rate, itemsGross: eur(5000_00) }).centAmount).toBe(9_95);
    expect(
      shippingPrice({ kind: 'parcel', rate: { ...rate, freeAbove: null }, itemsGross: eur(1e6) }),
    ).toEqual(eur(9_95));
  });

  it('reset rule: a method other than the default, or not matching the cart, becomes the first for the cart', () => {
    expect(resolveShippingMethod([parcel, freight], 'parcel', 'parcel')).toEqual({
      method: parcel,
      state: 'MatchesCart',
    });
    // The default parcel method does not match a freight cart: reset to freight.
    expect(resolveShippingMethod([parcel, freight], 'parcel', 'freight')).toEqual({
      method: freight,
      state: 'MatchesCart',
    });
    // Not the default key: reset to the first method for a parcel cart.
    expect(resolveShippingMethod([parcel, freight], 'freight', 'parcel').method).toBe(parcel);
    expect(resolveShippingMethod([parcel, freight], null, 'parcel').method).toBe(parcel);
    // No method fits the cart: it keeps the chosen one and says so.
    expect(resolveShippingMethod([parcel], 'parcel', 'freight')).toEqual({
      method: parcel,
      state: 'DoesNotMatchCart',
    });
  });
});
