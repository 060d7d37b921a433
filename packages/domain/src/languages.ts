/** The 21 shop languages (spec 000 §2.2, 001 §9); each doubles as a URL prefix (/de, /fr …). */
export const LANGUAGE_CODES = [
  'sk',
  'en',
  'de',
  'pt',
  'it',
  'fr',
  'hu',
  'cs',
  'nb',
  'nl',
  'da',
  'sv',
  'es',
  'fi',
  'pl',
  'ro',
  'lt',
  'sl',
  'bg',
  'el',
  'hr',
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/** Languages in which the trust-score widget is shown in the header (spec 001 §9). */
export const TRUST_SCORE_LANGUAGES: readonly LanguageCode[] = [
  'de',
  'en',
  'es',
  'fi',
  'fr',
  'it',
  'nl',
  'pt',
  'pl',
  'nb',
  'da',
  'sv',
];

export function hasTrustScore(language: string): boolean {
  return (TRUST_SCORE_LANGUAGES as readonly string[]).includes(language.toLowerCase());
}
