/**
 * The 25 country stores, in the spec's order (001 §9). Kept apart from the country table so the
 * feature lists and the table can both depend on the type without a cycle.
 */
export const COUNTRY_CODES = [
  'IE',
  'SK',
  'DE',
  'PT',
  'IT',
  'FR',
  'HU',
  'CZ',
  'AT',
  'NO',
  'NL',
  'CH',
  'BE',
  'DK',
  'SE',
  'ES',
  'GB',
  'FI',
  'PL',
  'RO',
  'LT',
  'SI',
  'GR',
  'HR',
  'BG',
] as const;

export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Spec: the default country is sk. */
export const DEFAULT_COUNTRY: CountryCode = 'SK';

export function isSupportedCountry(value: string): boolean {
  return normalizeCountryCode(value) !== null;
}

/** Case-insensitive parse of a country code ("de", "DE", " De ") into the typed code. */
export function normalizeCountryCode(value: string): CountryCode | null {
  const upper = value.trim().toUpperCase();
  return (COUNTRY_CODES as readonly string[]).includes(upper) ? (upper as CountryCode) : null;
}
