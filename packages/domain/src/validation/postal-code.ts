/**
 * Postal-code formats per store country (spec 001 §5). GB and IE are "not shown" in the spec; ours
 * are documented in docs/decisions/011-domain-gb-ie-postal-codes.md. Countries without a pattern
 * pass, so an address abroad is never blocked by a rule we do not have.
 */
import type { CountryCode } from '../country-codes.ts';
import { normalizeCountryCode } from '../country-codes.ts';

const FOUR_DIGITS_NOT_ZERO = /^[1-9]\d{3}$/;
const FOUR_DIGITS = /^\d{4}$/;
const FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD = /^\d{3} ?\d{2}$/;
const FIVE_DIGITS = /^\d{5}$/;

/**
 * UK postcode: outward code (A9, A99, AA9, AA99, A9A, AA9A with the Royal Mail letter
 * restrictions per position), optional single space, inward code 9AA; plus the special GIR 0AA.
 */
const GB_POSTCODE =
  /^(?:GIR ?0AA|(?:[A-PR-UWYZ]\d{1,2}|[A-PR-UWYZ][A-HK-Y]\d{1,2}|[A-PR-UWYZ]\d[A-HJKPSTUW]|[A-PR-UWYZ][A-HK-Y]\d[ABEHMNPRV-Y]) ?\d[ABD-HJLNP-UW-Z]{2})$/i;

/**
 * Irish Eircode: routing key (a letter from the Eircode alphabet and two digits, or the special
 * D6W), optional single space, then a four-character unique identifier from the same alphabet
 * (digits and A C D E F H K N P R T V W X Y), e.g. "D02 X285", "A65F4E2".
 */
const IE_EIRCODE = /^(?:[ACDEFHKNPRTVWXY]\d{2}|D6W) ?[0-9ACDEFHKNPRTVWXY]{4}$/i;

export const POSTAL_CODE_PATTERNS: Readonly<Record<CountryCode, RegExp>> = {
  AT: FOUR_DIGITS_NOT_ZERO,
  BE: FOUR_DIGITS_NOT_ZERO,
  HU: FOUR_DIGITS_NOT_ZERO,
  BG: FOUR_DIGITS,
  CH: FOUR_DIGITS,
  DK: FOUR_DIGITS,
  NO: FOUR_DIGITS,
  SI: FOUR_DIGITS,
  CZ: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  GR: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  SE: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  SK: FIVE_DIGITS_OPTIONAL_SPACE_AFTER_THIRD,
  DE: FIVE_DIGITS,
  ES: FIVE_DIGITS,
  FI: FIVE_DIGITS,
  FR: FIVE_DIGITS,
  HR: FIVE_DIGITS,
  IT: FIVE_DIGITS,
  LT: FIVE_DIGITS,
  PL: /^\d{2}-\d{3}$/,
  PT: /^\d{4}-\d{3}$/,
  RO: /^\d{6}$/,
  NL: /^[1-9]\d{3} ?[A-Z]{2}$/i,
  GB: GB_POSTCODE,
  IE: IE_EIRCODE,
};

/**
 * True when the value fits the country's format. The country is case-insensitive; surrounding
 * whitespace (autofill often leaves some) is ignored; countries we do not know pass.
 */
export function isValidPostalCode(country: string, value: string): boolean {
  const code = normalizeCountryCode(country);
  if (!code) return true;
  return POSTAL_CODE_PATTERNS[code].test(value.trim());
}

export const POSTAL_CODE_ERRORS = {
  billing: 'Postal code is incorrect in billing address',
  shipping: 'Postal code is incorrect in shipping address',
} as const;

/** Error text for a rejected shipping address, with the address as JSON as the spec shows it. */
export function shippingPostalCodeError(address: unknown): string {
  let serialized: string;
  try {
    serialized = JSON.stringify(address) ?? '[unserialisable address]';
  } catch {
    serialized = '[unserialisable address]';
  }
  return `${POSTAL_CODE_ERRORS.shipping}: ${serialized}`;
}
