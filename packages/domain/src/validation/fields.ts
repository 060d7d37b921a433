/**
 * Form field rules (spec 000 §5, 001 §5). Each returns true when the value is acceptable; the UI
 * looks messages up per rule and field name, so rules carry names, not texts, except where the
 * spec fixes a text.
 */
import { normalizeCountryCode } from '../country-codes.ts';

export type FieldRule =
  | 'required'
  | 'min'
  | 'max'
  | 'email'
  | 'confirmed'
  | 'oneOf'
  | 'rating'
  | 'phoneNumber'
  | 'password'
  | 'streetNumber'
  | 'digits';

export const PASSWORD_MESSAGE = 'Password must include one letter and one number';
/** Shown when a select has no message of its own. */
export const FALLBACK_SELECT_ERROR = 'This field is not correct.';
/** Primary inputs default to required + min:3. */
export const DEFAULT_INPUT_MIN_LENGTH = 3;

export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function hasMinLength(value: string, min: number): boolean {
  return value.trim().length >= min;
}

export function hasMaxLength(value: string, max: number): boolean {
  return value.trim().length <= max;
}

/**
 * Pragmatic e-mail shape: one @, no spaces, a dot in the domain, no empty labels. Deliverability
 * is the mail server's business; this only catches typos.
 */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value.trim());
}

export function isConfirmed(value: string, confirmation: string): boolean {
  return value === confirmation;
}

export function isOneOf<T>(value: unknown, options: readonly T[]): value is T {
  return options.includes(value as T);
}

/** A review rating is required: a whole star count 1..5. */
export function isValidRating(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
}

/** Optional leading +, at least 8 digits, digits separated by single spaces only. */
export function isValidPhoneNumber(value: string): boolean {
  if (!/^\+?\d+(?: \d+)*$/.test(value)) return false;
  return (value.match(/\d/g)?.length ?? 0) >= 8;
}

/** At least one letter (any script) and one number. */
export function isValidPassword(value: string): boolean {
  return /\p{L}/u.test(value) && /\p{Nd}/u.test(value);
}

/** Countries where house numbers without digits are normal (rural addresses, "FN"). */
export const STREET_NUMBER_DIGIT_CHECK_DISABLED = ['PL', 'RO'] as const;

/** The street number must contain a digit, except in PL and RO where the check is off. */
export function isValidStreetNumber(country: string, value: string): boolean {
  const code = normalizeCountryCode(country);
  if (code && (STREET_NUMBER_DIGIT_CHECK_DISABLED as readonly string[]).includes(code)) return true;
  return /\d/.test(value);
}

/** Whole positive quantity (request form: no maximum). */
export function isPositiveInteger(value: unknown): boolean {
  const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 1;
}
