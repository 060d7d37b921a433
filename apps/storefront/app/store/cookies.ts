/**
 * Store cookies set from the host on every load (spec 000 §4, 001 §9): country,
 * language-and-country, store and currency for one year, the locale cookie for 365 days; all with
 * path / and SameSite=Lax.
 */
import type { ResolvedStore } from './domain-map.ts';

export const ONE_YEAR_SECONDS = 31_536_000;
export const LOCALE_COOKIE_SECONDS = 365 * 86_400;

export const COOKIE_NAMES = {
  country: 'country',
  languageAndCountry: 'languageAndCountry',
  store: 'store',
  currency: 'currency',
  locale: 'locale',
} as const;

function serialize(name: string, value: string, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

/** Set-Cookie values, e.g. country=BE, languageAndCountry=fr-BE, store=store-be, currency=EUR, locale=fr-be. */
export function storeCookies(store: ResolvedStore, languageAndCountry: string, locale: string): string[] {
  return [
    serialize(COOKIE_NAMES.country, store.country, ONE_YEAR_SECONDS),
    serialize(COOKIE_NAMES.languageAndCountry, languageAndCountry, ONE_YEAR_SECONDS),
    serialize(COOKIE_NAMES.store, store.storeKey, ONE_YEAR_SECONDS),
    serialize(COOKIE_NAMES.currency, store.currency, ONE_YEAR_SECONDS),
    serialize(COOKIE_NAMES.locale, locale, LOCALE_COOKIE_SECONDS),
  ];
}

/** Parses a Cookie header; later duplicates do not override the first value. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (name in cookies) continue;
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}
