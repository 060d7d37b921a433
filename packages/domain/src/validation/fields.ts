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

/** RFC 5322 dot-atoms: letters, digits and !#$%&'*+/=?^_`{|}~- between single dots. */
const LOCAL_PART = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*";
/** A host name label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL = new RegExp(`^${LOCAL_PART}@(?:${LABEL}\\.)+[A-Za-z]{2,63}$`);
/** RFC 5321's limits: 64 characters before the @, 254 in all. */
const MAX_LOCAL_PART = 64;
const MAX_EMAIL_LENGTH = 254;

/**
 * An address every mail server takes (decision 247): ASCII dot-atoms before the @ (no leading,
 * trailing or doubled dot), host name labels after it, a top-level domain of letters, and the
 * lengths of RFC 5321. Surrounding spaces are the form's, not the address's. The one rule of the
 * shop: the forms, the JSON API, the orders and the newsletter all ask this function.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= MAX_EMAIL_LENGTH && address.indexOf('@') <= MAX_LOCAL_PART && EMAIL.test(address);
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

/** At least one letter (any script) and one number (spec 000 §5). */
export function isValidPassword(value: string): boolean {
  return /\p{L}/u.test(value) && /\p{Nd}/u.test(value);
}

/** Our additions to the spec's password rule (docs/decisions/083). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/** Why a new password is refused; each has an English text and a storefront message key. */
export type PasswordProblem =
  | 'invalid-characters'
  | 'too-short'
  | 'too-long'
  | 'letter-and-number'
  | 'equals-email'
  | 'too-common';

export const PASSWORD_PROBLEM_MESSAGES: Record<PasswordProblem, string> = {
  'invalid-characters': 'Password must not contain control characters',
  'too-short': `Password must have at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `Password must have at most ${PASSWORD_MAX_LENGTH} characters`,
  'letter-and-number': PASSWORD_MESSAGE,
  'equals-email': 'Password must not be your e-mail address',
  'too-common': 'This password is too common. Please choose another one',
};

// Control characters (C0, DEL, C1 — tab and line breaks included) and unpaired UTF-16 surrogates.
const FORBIDDEN_PASSWORD_CHARACTER = /[\p{Cc}\p{Cs}]/u;

/**
 * The one form a password is hashed and compared in: NFKC, so the same password typed on another
 * keyboard or operating system (composed vs decomposed "é", full-width digits) still matches.
 * Unpaired surrogates are left alone here; `hasValidPasswordCharacters` refuses them.
 */
export function normalizePassword(value: string): string {
  return FORBIDDEN_PASSWORD_CHARACTER.test(value) ? value : value.normalize('NFKC');
}

/**
 * The character rule of every password field — sign-up, login, change and reset alike — so a
 * password that could be set can always be typed at login and the other way round.
 */
export function hasValidPasswordCharacters(value: string): boolean {
  return !FORBIDDEN_PASSWORD_CHARACTER.test(value) && value.length <= PASSWORD_MAX_LENGTH;
}

export interface PasswordContext {
  /** The account's e-mail: the password must not equal it (case-insensitive). */
  email?: string | null;
  /** True for one of the most common passwords; given the lower-cased, normalised password. */
  isCommon?: (lowerCasedPassword: string) => boolean;
}

/** The first rule a new password breaks, or null when it may be set. */
export function passwordProblem(value: string, context: PasswordContext = {}): PasswordProblem | null {
  if (FORBIDDEN_PASSWORD_CHARACTER.test(value)) return 'invalid-characters';
  const password = normalizePassword(value);
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (!isValidPassword(password)) return 'letter-and-number';
  const lower = password.toLowerCase();
  if (context.email && lower === context.email.trim().toLowerCase()) return 'equals-email';
  if (context.isCommon?.(lower)) return 'too-common';
  return null;
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
