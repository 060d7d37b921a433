/**
 * The country stores (spec 000 §3 "Country store", 001 §9). One record per store with its
 * currency, languages (first = default) and the per-country switches folded in.
 */

import { COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY, normalizeCountryCode } from './country-codes.ts';
import {
  addressAutocompleteFields,
  COUNTRIES_WITHOUT_GOOGLE_ADDRESS_VALIDATION,
  COUNTRIES_WITHOUT_PARCEL_TRACKING,
  NEW_TRUST_FEATURE_COUNTRIES,
  NEWSLETTER_OPTIONAL_COUNTRIES,
  PRICE_DISCLAIMER_COUNTRIES,
  QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES,
  REVIEW_CONSENT_COUNTRIES,
} from './country-features.ts';
import type { CurrencyCode } from './currencies.ts';
import type { LanguageCode } from './languages.ts';

export interface CountryStore {
  readonly code: CountryCode;
  /** English country name. */
  readonly label: string;
  readonly currencyCode: CurrencyCode;
  /** First entry is the default language (served without a URL prefix). */
  readonly languages: readonly [LanguageCode, ...LanguageCode[]];
  readonly defaultLanguage: LanguageCode;
  readonly isMultiLanguage: boolean;
  /** Only Slovakia. */
  readonly isDefault: boolean;
  /** Store key on the commerce platform: "store-" + country, custom ending for the UK only. */
  readonly storeKey: string;
  readonly hasParcelTracking: boolean;
  readonly showsPriceDisclaimer: boolean;
  readonly asksReviewConsent: boolean;
  readonly quickAddToCartRestricted: boolean;
  readonly newsletterOptional: boolean;
  readonly newTrustFeatures: boolean;
  readonly googleAddressValidation: boolean;
  readonly addressAutocompleteFields: readonly string[];
}

interface CountryBasics {
  readonly label: string;
  readonly currencyCode: CurrencyCode;
  readonly languages: readonly [LanguageCode, ...LanguageCode[]];
}

const BASICS: Readonly<Record<CountryCode, CountryBasics>> = {
  IE: { label: 'Ireland', currencyCode: 'EUR', languages: ['en'] },
  SK: { label: 'Slovakia', currencyCode: 'EUR', languages: ['sk'] },
  DE: { label: 'Germany', currencyCode: 'EUR', languages: ['de'] },
  PT: { label: 'Portugal', currencyCode: 'EUR', languages: ['pt'] },
  IT: { label: 'Italy', currencyCode: 'EUR', languages: ['it'] },
  FR: { label: 'France', currencyCode: 'EUR', languages: ['fr'] },
  HU: { label: 'Hungary', currencyCode: 'HUF', languages: ['hu'] },
  CZ: { label: 'Czech Republic', currencyCode: 'CZK', languages: ['cs'] },
  AT: { label: 'Austria', currencyCode: 'EUR', languages: ['de'] },
  NO: { label: 'Norway', currencyCode: 'NOK', languages: ['nb'] },
  NL: { label: 'Netherlands', currencyCode: 'EUR', languages: ['nl'] },
  CH: { label: 'Switzerland', currencyCode: 'CHF', languages: ['de', 'fr', 'it'] },
  BE: { label: 'Belgium', currencyCode: 'EUR', languages: ['fr', 'nl'] },
  DK: { label: 'Denmark', currencyCode: 'DKK', languages: ['da'] },
  SE: { label: 'Sweden', currencyCode: 'SEK', languages: ['sv'] },
  ES: { label: 'Spain', currencyCode: 'EUR', languages: ['es'] },
  GB: { label: 'United Kingdom', currencyCode: 'GBP', languages: ['en'] },
  FI: { label: 'Finland', currencyCode: 'EUR', languages: ['fi'] },
  PL: { label: 'Poland', currencyCode: 'PLN', languages: ['pl'] },
  RO: { label: 'Romania', currencyCode: 'RON', languages: ['ro'] },
  LT: { label: 'Lithuania', currencyCode: 'EUR', languages: ['lt'] },
  SI: { label: 'Slovenia', currencyCode: 'EUR', languages: ['sl'] },
  GR: { label: 'Greece', currencyCode: 'EUR', languages: ['el'] },
  HR: { label: 'Croatia', currencyCode: 'EUR', languages: ['hr'] },
  // Euro since 2026-01-01 (was BGN): docs/decisions/010-domain-2026-changes.md
  BG: { label: 'Bulgaria', currencyCode: 'EUR', languages: ['bg'] },
};

/** The UK store uses the customary "uk" rather than the ISO code "gb" in its key. */
const STORE_KEY_ENDINGS: Partial<Record<CountryCode, string>> = { GB: 'uk' };

export const STORE_KEY_PREFIX = 'store-';

function buildCountry(code: CountryCode): CountryStore {
  const { label, currencyCode, languages } = BASICS[code];
  return {
    code,
    label,
    currencyCode,
    languages,
    defaultLanguage: languages[0],
    isMultiLanguage: languages.length > 1,
    isDefault: code === DEFAULT_COUNTRY,
    storeKey: STORE_KEY_PREFIX + (STORE_KEY_ENDINGS[code] ?? code.toLowerCase()),
    hasParcelTracking: !COUNTRIES_WITHOUT_PARCEL_TRACKING.includes(code),
    showsPriceDisclaimer: PRICE_DISCLAIMER_COUNTRIES.includes(code),
    asksReviewConsent: REVIEW_CONSENT_COUNTRIES.includes(code),
    quickAddToCartRestricted: QUICK_ADD_TO_CART_RESTRICTED_COUNTRIES.includes(code),
    newsletterOptional: NEWSLETTER_OPTIONAL_COUNTRIES.includes(code),
    newTrustFeatures: NEW_TRUST_FEATURE_COUNTRIES.includes(code),
    googleAddressValidation: !COUNTRIES_WITHOUT_GOOGLE_ADDRESS_VALIDATION.includes(code),
    addressAutocompleteFields: addressAutocompleteFields(code),
  };
}

export const COUNTRIES: Readonly<Record<CountryCode, CountryStore>> = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, buildCountry(code)]),
) as Record<CountryCode, CountryStore>;

/** The country record for a code in any case, or undefined for countries we do not sell in. */
export function countryOf(code: string): CountryStore | undefined {
  const normalized = normalizeCountryCode(code);
  return normalized ? COUNTRIES[normalized] : undefined;
}

/** Like countryOf, for callers that already validated the code; an unknown code is a bug. */
export function requireCountry(code: string): CountryStore {
  const country = countryOf(code);
  if (!country) throw new RangeError(`Unsupported country: "${code}"`);
  return country;
}

/** Reverse lookup of a store key such as "store-uk". */
export function countryOfStoreKey(storeKey: string): CountryStore | undefined {
  return Object.values(COUNTRIES).find((country) => country.storeKey === storeKey);
}
