import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../country-codes.ts';
import { isValidPostalCode, POSTAL_CODE_PATTERNS, shippingPostalCodeError } from './postal-code.ts';

function expectPostalCodes(country: string, values: string[], expected: boolean): void {
  for (const value of values)
    expect(isValidPostalCode(country, value), `${country} "${value}"`).toBe(expected);
}
const valid = (country: string, ...values: string[]) => expectPostalCodes(country, values, true);
const invalid = (country: string, ...values: string[]) => expectPostalCodes(country, values, false);

describe('isValidPostalCode', () => {
  it('has a pattern for every store country', () => {
    for (const code of COUNTRY_CODES) expect(POSTAL_CODE_PATTERNS[code]).toBeInstanceOf(RegExp);
  });

  it('AT, BE, HU: 4 digits not starting with 0', () => {
    for (const country of ['AT', 'BE', 'HU']) {
      valid(country, '1010', '9999');
      invalid(country, '0100', '101', '10100', '1O10', '');
    }
  });

  it('BG, CH, DK, NO, SI: 4 digits, a leading 0 allowed', () => {
    for (const country of ['BG', 'CH', 'DK', 'NO', 'SI']) {
      valid(country, '1000', '0150');
      invalid(country, '100', '10000', '10 00', 'abcd');
    }
  });

  it('CZ, GR, SE, SK: 5 digits with an optional space after the third', () => {
    for (const country of ['CZ', 'GR', 'SE', 'SK']) {
      valid(country, '11000', '110 00', '81101');
      invalid(country, '1100 0', '11 000', '110  00', '1100', '110000');
    }
  });

  it('DE, ES, FI, FR, HR, IT, LT: 5 digits', () => {
    for (const country of ['DE', 'ES', 'FI', 'FR', 'HR', 'IT', 'LT']) {
      valid(country, '10115', '01067');
      invalid(country, '1011', '101155', '101 15', 'LT-10115');
    }
  });

  it('PL NN-NNN, PT NNNN-NNN, RO 6 digits', () => {
    valid('PL', '00-950');
    invalid('PL', '00950', '009-50', '00 950');
    valid('PT', '1000-001');
    invalid('PT', '1000001', '1000-01', '100-0001');
    valid('RO', '010011');
    invalid('RO', '01001', '0100111', '010 011');
  });

  it('NL: 4 digits (first not 0) and 2 letters, optional space', () => {
    valid('NL', '1012 AB', '1012AB', '1012ab');
    invalid('NL', '0123 AB', '1012  AB', '1012 A1', '1012', 'AB 1012');
  });

  it('GB: real postcode shapes and GIR 0AA', () => {
    valid(
      'GB',
      'SW1A 1AA',
      'EC1A 1BB',
      'W1A 0AX',
      'M1 1AE',
      'B33 8TH',
      'CR2 6XH',
      'DN55 1PT',
      'GIR 0AA',
      'sw1a1aa',
    );
    invalid('GB', 'Q1 1AA', 'SW1A 1CA', 'SW1A', '12345', 'SW1A  1AA', 'AAA 1AA', 'V1 1AA');
  });

  it('IE: Eircodes with routing keys including D6W', () => {
    valid('IE', 'D02 X285', 'A65F4E2', 'D6W 1234', 'd6wxy12', 'T12 XY34');
    invalid('IE', 'B12 3456', 'D02 X28', 'D02 X2855', 'D02 X2B5', 'D6X 1234', '12345');
  });

  it('is case-insensitive on the country, trims the value, and lets unknown countries pass', () => {
    valid('de', ' 10115 ');
    valid('US', 'anything');
    valid('', '');
  });
});

describe('postal code errors', () => {
  it('serialises the shipping address, with a placeholder when it cannot', () => {
    expect(shippingPostalCodeError({ postalCode: '1' })).toBe(
      'Postal code is incorrect in shipping address: {"postalCode":"1"}',
    );
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(shippingPostalCodeError(cyclic)).toBe(
      'Postal code is incorrect in shipping address: [unserialisable address]',
    );
  });
});
