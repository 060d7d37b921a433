/**
 * Per-country switches from spec 001 §9 and 000 §5, kept as the spec's lists so a diff against
 * the spec stays readable. The country table (countries.ts) folds them into each record.
 */
import type { CountryCode } from './country-codes.ts';

/** The parcel-tracking widget has an empty id in these countries: no tracking widget. */
export const COUNTRIES_WITHOUT_PARCEL_TRACKING: readonly CountryCode[] = ['BG', 'GR', 'HR', 'LT', 'RO', 'SI'];

export const PRICE_DISCLAIMER_COUNTRIES: readonly CountryCode[] = [
  'AT',
  'BE',
  'BG',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];

/** Review-consent checkbox is shown only here (the spec names the Czech Republic). */
export const REVIEW_CONSENT_COUNTRIES: readonly CountryCode[] = ['CZ'];

export const QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES: readonly CountryCode[] = ['AT', 'DE'];

export const NEWSLETTER_OPTIONAL_COUNTRIES: readonly CountryCode[] = ['HU', 'PL'];

export const NEW_TRUST_FEATURE_COUNTRIES: readonly CountryCode[] = ['DE', 'PL'];

/**
 * Google address validation: the spec shows one switch, set to false, shared by PT, RO, SI, BG,
 * GR, HR. The other countries' switches are not shown; we assume on (the store setting
 * "autocomplete of addresses" can still turn the feature off). See 015-domain-country-table.md.
 */
export const COUNTRIES_WITHOUT_GOOGLE_ADDRESS_VALIDATION: readonly CountryCode[] = [
  'PT',
  'RO',
  'SI',
  'BG',
  'GR',
  'HR',
];

/** Address-autocomplete result components mapped onto the city/region fields. */
export const ADDRESS_AUTOCOMPLETE_FIELDS_SK_CZ = [
  'postal_town',
  'sublocality_level_1',
  'administrative_area_level_2',
] as const;
export const ADDRESS_AUTOCOMPLETE_FIELDS_DEFAULT = [
  'postal_town',
  'locality',
  'administrative_area_level_1',
] as const;

export function addressAutocompleteFields(country: CountryCode): readonly string[] {
  return country === 'SK' || country === 'CZ'
    ? ADDRESS_AUTOCOMPLETE_FIELDS_SK_CZ
    : ADDRESS_AUTOCOMPLETE_FIELDS_DEFAULT;
}
