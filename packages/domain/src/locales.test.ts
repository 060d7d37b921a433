import { describe, expect, it } from 'vitest';
import { hasTrustScore, LANGUAGE_CODES } from './languages.ts';
import {
  allStoreLocales,
  defaultLocaleOf,
  fallbackChain,
  LOCALE_CODES,
  languageAndCountry,
  languagePrefixOutcome,
  localesOfCountry,
  parseLocale,
  searchIndexName,
  selectLocale,
} from './locales.ts';

describe('locale variants', () => {
  it('has 28 variants in 21 languages, matching the country table', () => {
    expect(LOCALE_CODES).toHaveLength(28);
    expect(new Set(LOCALE_CODES).size).toBe(28);
    expect(LANGUAGE_CODES).toHaveLength(21);
    expect(allStoreLocales().sort()).toEqual([...LOCALE_CODES].sort());
    const usedLanguages = new Set(LOCALE_CODES.map((code) => code.slice(0, 2)));
    expect([...usedLanguages].sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('lists the variants of a country, default first', () => {
    expect(localesOfCountry('CH')).toEqual(['de-ch', 'fr-ch', 'it-ch']);
    expect(localesOfCountry('be')).toEqual(['fr-be', 'nl-be']);
    expect(localesOfCountry('SI')).toEqual(['sl-si']);
    expect(localesOfCountry('US')).toEqual([]);
    expect(defaultLocaleOf('NO')).toBe('nb-no');
  });

  it('parses variants in any case and separator, rejecting unserved combinations', () => {
    expect(parseLocale('de-AT')).toEqual({ language: 'de', country: 'AT' });
    expect(parseLocale('fr_be')).toEqual({ language: 'fr', country: 'BE' });
    expect(parseLocale('de-be')).toBeNull();
    expect(parseLocale('en-us')).toBeNull();
    expect(parseLocale('deat')).toBeNull();
  });

  it('builds language-and-country tags and throws for unserved pairs', () => {
    expect(languageAndCountry('de', 'at')).toBe('de-AT');
    expect(languageAndCountry('EN', 'gb')).toBe('en-GB');
    expect(() => languageAndCountry('it', 'FR')).toThrow(RangeError);
  });
});

describe('fallbacks and selection', () => {
  it('falls back exactly as the spec lists', () => {
    expect(fallbackChain('de-AT')).toEqual(['de-AT', 'de-DE']);
    expect(fallbackChain('fr-be')).toEqual(['fr-BE', 'fr-FR']);
    expect(fallbackChain('nl-BE')).toEqual(['nl-BE', 'nl-NL']);
    expect(fallbackChain('de-CH')).toEqual(['de-CH', 'de-DE']);
    expect(fallbackChain('fr-CH')).toEqual(['fr-CH', 'fr-FR']);
    expect(fallbackChain('it-CH')).toEqual(['it-CH', 'it-IT']);
    expect(fallbackChain('en-IE')).toEqual(['en-IE', 'en-GB']);
    expect(fallbackChain('sk-SK')).toEqual(['sk-SK']);
    expect(fallbackChain('xx-YY')).toEqual([]);
  });

  it('selects domain, then cookie, then default', () => {
    expect(selectLocale(['fr-ch', 'de-ch'], 'de-ch')).toBe('fr-ch');
    expect(selectLocale([null, 'it-CH'], 'de-ch')).toBe('it-ch');
    expect(selectLocale([undefined, 'garbage'], 'de-ch')).toBe('de-ch');
  });

  it('names the search index after the variant', () => {
    expect(searchIndexName('de-at')).toBe('prod.de-at');
  });
});

describe('language prefixes', () => {
  it('serves the default language without prefix and other languages with it', () => {
    expect(languagePrefixOutcome('BE', undefined)).toEqual({ kind: 'serve', language: 'fr' });
    expect(languagePrefixOutcome('BE', 'nl')).toEqual({ kind: 'serve', language: 'nl' });
    expect(languagePrefixOutcome('CH', 'IT')).toEqual({ kind: 'serve', language: 'it' });
  });

  it('redirects to / for the default language or a foreign one', () => {
    expect(languagePrefixOutcome('BE', 'fr')).toEqual({ kind: 'redirect-to-root' });
    expect(languagePrefixOutcome('DE', 'de')).toEqual({ kind: 'redirect-to-root' });
    expect(languagePrefixOutcome('DE', 'fr')).toEqual({ kind: 'redirect-to-root' });
    expect(languagePrefixOutcome('DE', 'xx')).toEqual({ kind: 'redirect-to-root' });
  });
});

describe('trust score languages', () => {
  it('are the twelve listed', () => {
    expect(hasTrustScore('de')).toBe(true);
    expect(hasTrustScore('NB')).toBe(true);
    expect(hasTrustScore('sk')).toBe(false);
    expect(hasTrustScore('cs')).toBe(false);
  });
});
