/**
 * VAT ID input rules per country (spec 001 §5 "VAT ID"). The number is processed with its country
 * prefix: a typed prefix is stripped, some countries get extra cleaning, characters the country
 * does not use are removed, and the prefix is put back. Where the spec's placeholder length is
 * narrower than real IDs (CZ, RO, LT, BG) we accept the real range; see
 * docs/decisions/017-domain-vat-id.md.
 */
import type { CountryCode } from '../country-codes.ts';
import { normalizeCountryCode } from '../country-codes.ts';

interface VatIdRule {
  /** Prefix the ID is validated with (GR uses EL, CH uses CHE, AT includes the U). */
  readonly prefix: string;
  /** Prefixes a customer may type, removed before cleaning; longest first. */
  readonly typedPrefixes: readonly string[];
  /** One allowed character of the part after the prefix. */
  readonly allowed: RegExp;
  /** Accepted lengths of the part after the prefix. */
  readonly lengths: readonly number[];
  /** Length shown in the placeholder (the spec's figure). */
  readonly placeholderLength: number;
  /** Exact shape, where the character set alone is too loose. */
  readonly shape?: RegExp;
  /** Trailing words removed as extra cleaning (Swiss "MWST", Norwegian "MVA"). */
  readonly suffixes?: readonly string[];
  /** Only this many leading characters are used (HU: the 8-digit core of 12345678-1-12). */
  readonly keepFirst?: number;
  readonly placeholder?: string;
}

const DIGIT = /[0-9]/;
const ALPHANUMERIC = /[0-9A-Z]/;
const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

function digits(prefix: string, lengths: readonly number[], placeholderLength = lengths[0] ?? 0): VatIdRule {
  return { prefix, typedPrefixes: [prefix], allowed: DIGIT, lengths, placeholderLength };
}

export const VAT_ID_RULES: Readonly<Record<CountryCode, VatIdRule>> = {
  PL: digits('PL', [10]),
  AT: { ...digits('ATU', [8]), typedPrefixes: ['ATU', 'AT', 'U'] },
  BE: digits('BE', [10]),
  SK: digits('SK', [10]),
  DE: digits('DE', [9]),
  PT: digits('PT', [9]),
  IT: digits('IT', [11]),
  HU: { ...digits('HU', [8]), keepFirst: 8 },
  CZ: digits('CZ', [8, 9, 10], 10),
  DK: digits('DK', [8]),
  SE: digits('SE', [12]),
  FI: digits('FI', [8]),
  RO: digits('RO', range(2, 10), 10),
  LT: digits('LT', [9, 12], 12),
  SI: digits('SI', [8]),
  BG: digits('BG', [9, 10], 10),
  GR: { ...digits('EL', [9]), typedPrefixes: ['EL', 'GR'] },
  HR: digits('HR', [11]),
  // Not listed in the spec; real formats.
  CH: { ...digits('CHE', [9]), typedPrefixes: ['CHE', 'CH'], suffixes: ['MWST', 'TVA', 'IVA'] },
  NO: { ...digits('NO', [9]), suffixes: ['MVA'] },
  GB: digits('GB', [9, 12], 9),
  FR: {
    ...digits('FR', [11]),
    allowed: ALPHANUMERIC,
    shape: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
    placeholder: 'FR12345678901',
  },
  NL: { ...digits('NL', [12]), allowed: ALPHANUMERIC, shape: /^\d{9}B\d{2}$/, placeholder: 'NL123456789B01' },
  ES: {
    ...digits('ES', [9]),
    allowed: ALPHANUMERIC,
    shape: /^[0-9A-Z]\d{7}[0-9A-Z]$/,
    placeholder: 'ESX1234567X',
  },
  IE: {
    ...digits('IE', [8, 9], 8),
    allowed: ALPHANUMERIC,
    shape: /^\d[0-9A-Z]\d{5}[A-W][A-I]?$/,
    placeholder: 'IE1234567T',
  },
};

/** Spec input rule: at least 2 characters before a check is attempted. */
export const VAT_ID_MIN_INPUT_LENGTH = 2;

/** Separators customers type that are never part of an ID. */
const SEPARATORS = /[\s.\-_/,]/g;

/**
 * The ID with its country prefix: normalizeVatId('GR', '123456789') → 'EL123456789',
 * normalizeVatId('CH', 'CHE-123.456.789 MWST') → 'CHE123456789'. Unknown countries only get
 * upper-cased and stripped of separators.
 */
export function normalizeVatId(country: string, input: string): string {
  let value = input.toUpperCase().replace(SEPARATORS, '');
  const code = normalizeCountryCode(country);
  if (!code) return value;
  const rule = VAT_ID_RULES[code];
  const suffix = rule.suffixes?.find((word) => value.endsWith(word));
  if (suffix) value = value.slice(0, -suffix.length);
  const typed = rule.typedPrefixes.find((prefix) => value.startsWith(prefix));
  if (typed) value = value.slice(typed.length);
  value = [...value].filter((char) => rule.allowed.test(char)).join('');
  if (rule.keepFirst !== undefined) value = value.slice(0, rule.keepFirst);
  return rule.prefix + value;
}

export function meetsVatIdInputRule(input: string): boolean {
  return input.trim().length >= VAT_ID_MIN_INPUT_LENGTH;
}

/**
 * Format check before the remote validation: right length and shape after normalisation.
 * Unknown countries pass (the remote check decides).
 */
export function isValidVatIdFormat(country: string, input: string): boolean {
  if (!meetsVatIdInputRule(input)) return false;
  const code = normalizeCountryCode(country);
  if (!code) return true;
  const rule = VAT_ID_RULES[code];
  const body = normalizeVatId(code, input).slice(rule.prefix.length);
  if (!rule.lengths.includes(body.length)) return false;
  return rule.shape ? rule.shape.test(body) : true;
}

/** Input placeholder with the spec's length, e.g. 'ATU12345678', 'DE123456789'. */
export function vatIdPlaceholder(country: CountryCode): string {
  const rule = VAT_ID_RULES[country];
  return rule.placeholder ?? rule.prefix + '123456789012'.slice(0, rule.placeholderLength);
}

export function vatIdPrefixOf(country: CountryCode): string {
  return VAT_ID_RULES[country].prefix;
}
