import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryOf, countryOfStoreKey, requireCountry } from './countries.ts';
import { COUNTRY_CODES, DEFAULT_COUNTRY, isSupportedCountry, normalizeCountryCode } from './country-codes.ts';

describe('country table', () => {
  it('has the 25 stores of the spec', () => {
    expect(COUNTRY_CODES).toHaveLength(25);
    expect(Object.keys(COUNTRIES).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('lists languages with the default first', () => {
    expect(COUNTRIES.BE.languages).toEqual(['fr', 'nl']);
    expect(COUNTRIES.CH.languages).toEqual(['de', 'fr', 'it']);
    const single = {
      AT: 'de',
      BG: 'bg',
      GB: 'en',
      CZ: 'cs',
      DE: 'de',
      DK: 'da',
      ES: 'es',
      FI: 'fi',
      FR: 'fr',
      GR: 'el',
      HR: 'hr',
      HU: 'hu',
      IE: 'en',
      IT: 'it',
      LT: 'lt',
      NL: 'nl',
      NO: 'nb',
      PL: 'pl',
      PT: 'pt',
      RO: 'ro',
      SE: 'sv',
      SI: 'sl',
      SK: 'sk',
    } as const;
    for (const [code, language] of Object.entries(single)) {
      expect(COUNTRIES[code as keyof typeof single].languages).toEqual([language]);
    }
  });

  it('marks only BE and CH as multi-language and only SK as default', () => {
    const multi = COUNTRY_CODES.filter((code) => COUNTRIES[code].isMultiLanguage);
    expect(multi.sort()).toEqual(['BE', 'CH']);
    expect(COUNTRY_CODES.filter((code) => COUNTRIES[code].isDefault)).toEqual(['SK']);
    expect(DEFAULT_COUNTRY).toBe('SK');
  });

  it('prices in the country currency, BG in EUR since 2026', () => {
    expect(COUNTRIES.CH.currencyCode).toBe('CHF');
    expect(COUNTRIES.GB.currencyCode).toBe('GBP');
    expect(COUNTRIES.HU.currencyCode).toBe('HUF');
    expect(COUNTRIES.NO.currencyCode).toBe('NOK');
    expect(COUNTRIES.BG.currencyCode).toBe('EUR');
    expect(COUNTRIES.HR.currencyCode).toBe('EUR');
  });

  it('builds store keys with a custom ending for the UK only', () => {
    expect(COUNTRIES.DE.storeKey).toBe('store-de');
    expect(COUNTRIES.GB.storeKey).toBe('store-uk');
    expect(countryOfStoreKey('store-uk')?.code).toBe('GB');
    expect(countryOfStoreKey('store-gb')).toBeUndefined();
    const keys = new Set(COUNTRY_CODES.map((code) => COUNTRIES[code].storeKey));
    expect(keys.size).toBe(25);
  });

  it('folds in the per-country switches of the spec', () => {
    const without = COUNTRY_CODES.filter((code) => !COUNTRIES[code].hasParcelTracking);
    expect(without.sort()).toEqual(['BG', 'GR', 'HR', 'LT', 'RO', 'SI']);
    expect(COUNTRY_CODES.filter((code) => COUNTRIES[code].asksReviewConsent)).toEqual(['CZ']);
    expect(COUNTRY_CODES.filter((code) => COUNTRIES[code].quickAddToCartRestricted).sort()).toEqual([
      'AT',
      'DE',
    ]);
    expect(COUNTRY_CODES.filter((code) => COUNTRIES[code].newsletterOptional).sort()).toEqual(['HU', 'PL']);
    expect(COUNTRY_CODES.filter((code) => COUNTRIES[code].newTrustFeatures).sort()).toEqual(['DE', 'PL']);
    // 22 price-disclaimer countries: all but CH, GB, NO
    expect(COUNTRY_CODES.filter((code) => !COUNTRIES[code].showsPriceDisclaimer).sort()).toEqual([
      'CH',
      'GB',
      'NO',
    ]);
    expect(COUNTRY_CODES.filter((code) => !COUNTRIES[code].googleAddressValidation).sort()).toEqual([
      'BG',
      'GR',
      'HR',
      'PT',
      'RO',
      'SI',
    ]);
  });

  it('uses sublocality and level-2 areas for SK and CZ address autocomplete', () => {
    expect(COUNTRIES.SK.addressAutocompleteFields).toEqual([
      'postal_town',
      'sublocality_level_1',
      'administrative_area_level_2',
    ]);
    expect(COUNTRIES.CZ.addressAutocompleteFields).toEqual(COUNTRIES.SK.addressAutocompleteFields);
    expect(COUNTRIES.DE.addressAutocompleteFields).toEqual([
      'postal_town',
      'locality',
      'administrative_area_level_1',
    ]);
  });
});

describe('country lookup', () => {
  it('is case-insensitive and rejects unknown codes', () => {
    expect(countryOf('de')?.label).toBe('Germany');
    expect(countryOf(' Gb ')?.label).toBe('United Kingdom');
    expect(countryOf('US')).toBeUndefined();
    expect(countryOf('UK')).toBeUndefined();
    expect(countryOf('')).toBeUndefined();
    expect(isSupportedCountry('sk')).toBe(true);
    expect(isSupportedCountry('EE')).toBe(false);
    expect(normalizeCountryCode('hr')).toBe('HR');
    expect(() => requireCountry('XX')).toThrow(RangeError);
  });
});
