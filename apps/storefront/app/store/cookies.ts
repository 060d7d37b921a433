/**
 * Store cookies from the host (spec 000 §4, 001 §9): country, language-and-country, store and
 * currency for one year, the locale cookie for 365 days; all with path / and SameSite=Lax. Only the
 * ones whose value the request does not already carry are sent (docs/decisions/115): a page that
 * sets no cookie can be kept by a shared cache.
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

/**
 * Set-Cookie values, e.g. country=BE, languageAndCountry=fr-BE, store=store-be, currency=EUR,
 * locale=fr-be — leaving out each one the request's cookies (`current`) already hold with that value.
 */
export function storeCookies(
  store: ResolvedStore,
  languageAndCountry: string,
  locale: string,
  current: Readonly<Record<string, string>> = {},
): string[] {
  const wanted: [string, string, number][] = [
    [COOKIE_NAMES.country, store.country, ONE_YEAR_SECONDS],
    [COOKIE_NAMES.languageAndCountry, languageAndCountry, ONE_YEAR_SECONDS],
    [COOKIE_NAMES.store, store.storeKey, ONE_YEAR_SECONDS],
    [COOKIE_NAMES.currency, store.currency, ONE_YEAR_SECONDS],
    [COOKIE_NAMES.locale, locale, LOCALE_COOKIE_SECONDS],
  ];
  return wanted
    .filter(([name, value]) => current[name] !== value)
    .map(([name, value, maxAge]) => serialize(name, value, maxAge));
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
