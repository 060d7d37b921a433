// The entry point's contract: names and behaviours other packages and acceptance checks rely on.
import { describe, expect, it } from 'vitest';
import * as domain from './index.ts';
import {
  clampQuantity,
  deliveryDate,
  isCashOnDeliveryAllowed,
  isValidPostalCode,
  normalizeVatId,
  vatCheckOutcome,
  volumeDiscountPercent,
} from './index.ts';

describe('@toolyard/domain entry point', () => {
  it('exports the agreed functions', () => {
    for (const name of [
      'isValidPostalCode',
      'normalizeVatId',
      'vatCheckOutcome',
      'isCashOnDeliveryAllowed',
      'deliveryDate',
      'clampQuantity',
      'volumeDiscountPercent',
      'countryOf',
      'localesOfCountry',
      'languageAndCountry',
      'fallbackChain',
      'isSupportedCountry',
      'formatMoney',
      'taxPortions',
      'shippingFeesFor',
      'shippingCost',
      'convertBgnToEur',
      'normalizeListingQuery',
      'productCodeKind',
      'validateRequestForm',
    ]) {
      expect(typeof (domain as Record<string, unknown>)[name], name).toBe('function');
    }
    expect(domain.COUNTRY_CODES).toHaveLength(25);
    expect(domain.LOCALE_CODES).toHaveLength(28);
  });

  it('isValidPostalCode(country, value)', () => {
    expect(isValidPostalCode('at', '1010')).toBe(true);
    expect(isValidPostalCode('AT', '0100')).toBe(false);
    expect(isValidPostalCode('XX', 'whatever')).toBe(true);
  });

  it('normalizeVatId(country, input)', () => {
    expect(normalizeVatId('GR', '123456789')).toBe('EL123456789');
    expect(normalizeVatId('CH', 'CHE-123.456.789')).toBe('CHE123456789');
    expect(normalizeVatId('DE', 'DE 123 456 789')).toBe('DE123456789');
    expect(normalizeVatId('HU', '12345678-2-41')).toBe('HU12345678');
  });

  it('vatCheckOutcome(code)', () => {
    expect(vatCheckOutcome(200)).toBe('valid');
    expect(vatCheckOutcome('999')).toBe('unverifiable');
    expect(vatCheckOutcome(400)).toBe('invalid');
  });

  it('isCashOnDeliveryAllowed({ country, grossCentAmount, lineItems })', () => {
    const line = { type: 'standard_product' as const, quantity: 1, isFreight: false };
    expect(isCashOnDeliveryAllowed({ country: 'DE', grossCentAmount: 150000, lineItems: [line] })).toBe(true);
    expect(isCashOnDeliveryAllowed({ country: 'DE', grossCentAmount: 150001, lineItems: [line] })).toBe(
      false,
    );
  });

  it('deliveryDate(text, today, { businessDays })', () => {
    expect(deliveryDate('2-4', '2026-11-20', { businessDays: false })).toBe('2026-11-24');
    expect(deliveryDate('2-4', '2026-11-20', { businessDays: true })).toBe('2026-11-26');
    expect(deliveryDate('soon', '2026-11-20', { businessDays: true })).toBeNull();
  });

  it('clampQuantity(value, { stock, max })', () => {
    expect(clampQuantity('x', { stock: 5, max: 1000 })).toEqual({ quantity: 1, warning: null });
    expect(clampQuantity(9, { stock: 5, max: 1000 })).toEqual({
      quantity: 5,
      warning: 'You have reached the maximum quantity',
    });
  });

  it('volumeDiscountPercent(quantity)', () => {
    expect([2, 3, 4, 5, 9, 10].map(volumeDiscountPercent)).toEqual([0, 5, 5, 10, 10, 15]);
  });
});
