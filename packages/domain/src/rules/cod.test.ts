import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../country-codes.ts';
import {
  COD_CAPS,
  COD_STANDARD_ITEM_LIMITS,
  type CodCart,
  type CodLineItem,
  codCapFor,
  codRefusals,
  isCashOnDeliveryAllowed,
} from './cod.ts';

const accessory = (quantity = 1): CodLineItem => ({ type: 'accessory', quantity, isFreight: false });
const standard = (quantity = 1, isFreight = false): CodLineItem => ({
  type: 'standard_product',
  quantity,
  isFreight,
});
const guarantee = (quantity = 1): CodLineItem => ({ type: 'extra_guarantee', quantity, isFreight: false });
const cart = (country: string, grossCentAmount: number, lineItems: CodLineItem[]): CodCart => ({
  country,
  grossCentAmount,
  lineItems,
});

describe('COD caps', () => {
  it('holds the spec caps in minor units of the country currency', () => {
    expect(codCapFor('DE')).toEqual({ currencyCode: 'EUR', centAmount: 150000, fractionDigits: 2 });
    expect(codCapFor('IT').centAmount).toBe(99999);
    expect(codCapFor('HU')).toMatchObject({ currencyCode: 'HUF', centAmount: 49999900 });
    expect(codCapFor('CZ')).toMatchObject({ currencyCode: 'CZK', centAmount: 6000000 });
    expect(codCapFor('GR').centAmount).toBe(49900);
    expect(Object.keys(COD_CAPS)).toHaveLength(25);
  });

  it('converts the Bulgarian cap from 8900 BGN to euro', () => {
    expect(COD_CAPS.BG).toBe(890000);
    expect(codCapFor('BG')).toMatchObject({ currencyCode: 'EUR', centAmount: 455050 });
  });

  it('allows exactly the cap and refuses one cent more', () => {
    expect(isCashOnDeliveryAllowed(cart('DE', 150000, [accessory()]))).toBe(true);
    expect(codRefusals(cart('DE', 150001, [accessory()]))).toEqual(['over-price-cap']);
    expect(isCashOnDeliveryAllowed(cart('IT', 99999, [standard()]))).toBe(true);
    expect(isCashOnDeliveryAllowed(cart('IT', 100000, [standard()]))).toBe(false);
    expect(isCashOnDeliveryAllowed(cart('BG', 455050, [accessory()]))).toBe(true);
    expect(isCashOnDeliveryAllowed(cart('BG', 455051, [accessory()]))).toBe(false);
  });
});

describe('COD item rules', () => {
  it('limits standard items to 1 in SK, IT, HU, CZ, PL, RO, SI, GR, HR', () => {
    const limited = COUNTRY_CODES.filter((code) => COD_STANDARD_ITEM_LIMITS[code] === 1);
    expect(limited.sort()).toEqual(['CZ', 'GR', 'HR', 'HU', 'IT', 'PL', 'RO', 'SI', 'SK']);
    expect(isCashOnDeliveryAllowed(cart('SK', 1000, [standard(1), accessory(3)]))).toBe(true);
    expect(codRefusals(cart('SK', 1000, [standard(2)]))).toEqual(['over-item-limit']);
    expect(codRefusals(cart('SK', 1000, [standard(1), standard(1)]))).toEqual(['over-item-limit']);
  });

  it('treats limit 0 as no limit', () => {
    expect(isCashOnDeliveryAllowed(cart('DE', 1000, [standard(20)]))).toBe(true);
  });

  it('allows freight only in SK, HU, CZ, PL', () => {
    expect(isCashOnDeliveryAllowed(cart('SK', 1000, [standard(1, true)]))).toBe(true);
    expect(isCashOnDeliveryAllowed(cart('PL', 1000, [standard(1, true)]))).toBe(true);
    expect(codRefusals(cart('DE', 1000, [standard(1, true)]))).toEqual(['freight-not-allowed']);
    expect(codRefusals(cart('AT', 1000, [{ type: 'product', quantity: 1, isFreight: true }]))).toEqual([
      'freight-not-allowed',
    ]);
  });

  it('needs 1 to 20 items, not counting extra guarantees', () => {
    expect(isCashOnDeliveryAllowed(cart('DE', 1000, [accessory(20)]))).toBe(true);
    expect(isCashOnDeliveryAllowed(cart('DE', 1000, [accessory(20), guarantee(5)]))).toBe(true);
    expect(codRefusals(cart('DE', 1000, [accessory(21)]))).toEqual(['item-count-out-of-range']);
    expect(codRefusals(cart('DE', 1000, [accessory(10), standard(11)]))).toEqual(['item-count-out-of-range']);
    expect(codRefusals(cart('DE', 0, []))).toEqual(['item-count-out-of-range']);
    expect(codRefusals(cart('DE', 500, [guarantee(1)]))).toEqual(['item-count-out-of-range']);
  });

  it('reports several refusals at once', () => {
    expect(codRefusals(cart('CZ', 7000000, [standard(2), accessory(19)]))).toEqual([
      'over-price-cap',
      'over-item-limit',
      'item-count-out-of-range',
    ]);
  });
});

describe('COD bad input', () => {
  it('refuses unknown countries and malformed carts', () => {
    expect(codRefusals(cart('US', 100, [accessory()]))).toEqual(['unsupported-country']);
    expect(isCashOnDeliveryAllowed(cart('de', 100, [accessory()]))).toBe(true);
    expect(codRefusals(cart('DE', -1, [accessory()]))).toEqual(['invalid-cart']);
    expect(codRefusals(cart('DE', 10.5, [accessory()]))).toEqual(['invalid-cart']);
    expect(codRefusals(cart('DE', 100, [accessory(1.5)]))).toEqual(['invalid-cart']);
    expect(codRefusals(cart('DE', 100, [accessory(-1), accessory(2)]))).toEqual(['invalid-cart']);
  });
});
