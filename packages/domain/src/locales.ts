/**
 * Locale variants (language-country) of the stores, message fallbacks and language-prefix routing
 * (spec 000 §2.2, §4). Variant codes are lower-case as in the spec ("de-at"); BCP 47 tags
 * ("de-AT") are produced for Intl and message files.
 */
import { COUNTRIES, countryOf } from './countries.ts';
import { COUNTRY_CODES, type CountryCode, normalizeCountryCode } from './country-codes.ts';
import { isLanguageCode, type LanguageCode } from './languages.ts';

/** The 28 variants, as listed in spec 000 §2.2. */
export const LOCALE_CODES = [
  'de-at',
  'fr-be',
  'nl-be',
  'bg-bg',
  'de-ch',
  'fr-ch',
  'it-ch',
  'en-gb',
  'cs-cz',
  'de-de',
  'da-dk',
  'es-es',
  'fi-fi',
  'fr-fr',
  'el-gr',
  'hr-hr',
  'hu-hu',
  'en-ie',
  'it-it',
  'lt-lt',
  'nl-nl',
  'nb-no',
  'pl-pl',
  'pt-pt',
  'ro-ro',
  'sv-se',
  'sk-sk',
  'sl-si',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export interface LocaleParts {
  readonly language: LanguageCode;
  readonly country: CountryCode;
}

/** Message fallbacks: a variant without its own file borrows from its "home" variant. */
export const LOCALE_FALLBACKS: Readonly<Partial<Record<LocaleCode, LocaleCode>>> = {
  'de-at': 'de-de',
  'fr-be': 'fr-fr',
  'nl-be': 'nl-nl',
  'de-ch': 'de-de',
  'fr-ch': 'fr-fr',
  'it-ch': 'it-it',
  'en-ie': 'en-gb',
};

/** Parses "de-AT", "de-at" or "de_AT" into a supported variant; null when not one of the 28. */
export function parseLocale(input: string): LocaleParts | null {
  const match = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(input.trim());
  if (!match) return null;
  const language = (match[1] ?? '').toLowerCase();
  const country = normalizeCountryCode(match[2] ?? '');
  if (!country || !isLanguageCode(language)) return null;
  return COUNTRIES[country].languages.includes(language) ? { language, country } : null;
}

export function isSupportedLocale(input: string): boolean {
  return parseLocale(input) !== null;
}

/** "de-at" form of a language and country. */
export function localeCode(language: LanguageCode, country: CountryCode): LocaleCode {
  return `${language}-${country.toLowerCase()}` as LocaleCode;
}

/**
 * BCP 47 language-and-country tag ("de-AT") as used for cookies, analytics and Intl. Throws for a
 * combination no store serves: that is a bug in the caller, which should have used parseLocale.
 */
export function languageAndCountry(language: string, country: string): string {
  const parts = parseLocale(`${language}-${country}`);
  if (!parts) throw new RangeError(`No store serves language "${language}" in country "${country}"`);
  return `${parts.language}-${parts.country}`;
}

/** Variants of a country, default language first ([] for an unknown country). */
export function localesOfCountry(country: string): LocaleCode[] {
  const store = countryOf(country);
  return store ? store.languages.map((language) => localeCode(language, store.code)) : [];
}

export function defaultLocaleOf(country: CountryCode): LocaleCode {
  return localeCode(COUNTRIES[country].defaultLanguage, country);
}

/**
 * Message lookup order for a variant, as BCP 47 tags: ["de-AT", "de-DE"], or ["de-DE"] when there
 * is no fallback; [] for an unsupported variant.
 */
export function fallbackChain(locale: string): string[] {
  const parts = parseLocale(locale);
  if (!parts) return [];
  const chain = [`${parts.language}-${parts.country}`];
  const fallback = LOCALE_FALLBACKS[localeCode(parts.language, parts.country)];
  if (fallback) {
    const target = parseLocale(fallback);
    if (target) chain.push(`${target.language}-${target.country}`);
  }
  return chain;
}

/** Spec: locale order is domain, then cookie, then default; the first supported one wins. */
export function selectLocale(
  candidates: readonly (string | null | undefined)[],
  fallback: LocaleCode,
): LocaleCode {
  for (const candidate of candidates) {
    const parts = candidate ? parseLocale(candidate) : null;
    if (parts) return localeCode(parts.language, parts.country);
  }
  return fallback;
}

export type LanguagePrefixOutcome =
  | { readonly kind: 'serve'; readonly language: LanguageCode }
  | { readonly kind: 'redirect-to-root' };

/**
 * Routing of the first path segment: no prefix serves the country's default language; a prefix
 * equal to the default language, or not one of the country's languages, redirects to /.
 */
export function languagePrefixOutcome(
  country: CountryCode,
  prefix: string | null | undefined,
): LanguagePrefixOutcome {
  const store = COUNTRIES[country];
  if (!prefix) return { kind: 'serve', language: store.defaultLanguage };
  const language = prefix.toLowerCase();
  if (
    !isLanguageCode(language) ||
    language === store.defaultLanguage ||
    !store.languages.includes(language)
  ) {
    return { kind: 'redirect-to-root' };
  }
  return { kind: 'serve', language };
}

/** Search index per variant, "prod.{locale}" (spec 000 §3 Locale). */
export function searchIndexName(locale: LocaleCode): string {
  return `prod.${locale}`;
}

/** Every variant of every store, derived from the country table (equals LOCALE_CODES as a set). */
export function allStoreLocales(): LocaleCode[] {
  return COUNTRY_CODES.flatMap((country) => localesOfCountry(country));
}
