import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './country-codes.ts';
import {
  STANDARD_VAT_RATE_BASIS_POINTS,
  standardVatRateOf,
  taxRateToBasisPoints,
  vatPercentLabel,
} from './vat-rates.ts';

describe('standard VAT rates 2026', () => {
  it('has a rate for every store country', () => {
    for (const code of COUNTRY_CODES)
      expect(Number.isInteger(STANDARD_VAT_RATE_BASIS_POINTS[code])).toBe(true);
  });

  it('holds the 2026 rates in basis points', () => {
    expect(STANDARD_VAT_RATE_BASIS_POINTS).toMatchObject({
      AT: 2000,
      BE: 2100,
      BG: 2000,
      CH: 810,
      CZ: 2100,
      DE: 1900,
      DK: 2500,
      ES: 2100,
      FI: 2550,
      FR: 2000,
      GB: 2000,
      GR: 2400,
      HR: 2500,
      HU: 2700,
      IE: 2300,
      IT: 2200,
      LT: 2100,
      NL: 2100,
      NO: 2500,
      PL: 2300,
      PT: 2300,
      RO: 2100,
      SE: 2500,
      SI: 2200,
      SK: 2300,
    });
  });

  it('looks up case-insensitively', () => {
    expect(standardVatRateOf('fi')).toBe(2550);
    expect(standardVatRateOf('US')).toBeUndefined();
  });
});

describe('rate conversions', () => {
  it('turns platform fractions into basis points exactly', () => {
    expect(taxRateToBasisPoints(0.255)).toBe(2550);
    expect(taxRateToBasisPoints(0.081)).toBe(810);
    expect(taxRateToBasisPoints(0.19)).toBe(1900);
    expect(taxRateToBasisPoints(0)).toBe(0);
    expect(() => taxRateToBasisPoints(19)).toThrow(RangeError);
    expect(() => taxRateToBasisPoints(Number.NaN)).toThrow(RangeError);
  });

  it('labels the percentage as tax rate times 100', () => {
    expect(vatPercentLabel(2550)).toBe('25.5');
    expect(vatPercentLabel(810)).toBe('8.1');
    expect(vatPercentLabel(1900)).toBe('19');
    expect(vatPercentLabel(725)).toBe('7.25');
  });
});
