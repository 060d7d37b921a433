/**
 * Which store a host serves (spec 000 §2.2: "the store is chosen by domain"). Pure: the map is
 * passed in, built once at boot from the defaults plus env STORE_DOMAINS.
 */
import {
  COUNTRIES,
  COUNTRY_CODES,
  type CountryCode,
  type CountryStore,
  DEFAULT_COUNTRY,
  type LanguageCode,
  type LocaleCode,
  localeCode,
  normalizeCountryCode,
} from '@toolyard/domain';

/** Host name (lower case, no port) → country. */
export type DomainMap = ReadonlyMap<string, CountryCode>;

export interface ResolvedStore {
  country: CountryCode;
  storeKey: string;
  languages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  currency: string;
  /** True when the host was not in the map and the default store (SK) was chosen. */
  isFallback: boolean;
}

export const LOCAL_DOMAIN_SUFFIX = '.localhost';

/**
 * `localhost` (the default store) and `<country>.localhost` for every country. `localhost` comes
 * first so it is the canonical origin of the default store.
 */
export function defaultDomainMap(): Map<string, CountryCode> {
  const map = new Map<string, CountryCode>([['localhost', DEFAULT_COUNTRY]]);
  for (const code of COUNTRY_CODES) map.set(`${code.toLowerCase()}${LOCAL_DOMAIN_SUFFIX}`, code);
  return map;
}

export type DomainMapResult = { ok: true; map: DomainMap } | { ok: false; error: string };

/**
 * Production domains from STORE_DOMAINS, a JSON object host → country code
 * (`{"toolyard.de":"DE","www.toolyard.de":"DE"}`), merged before the local defaults so they win as
 * canonical origins.
 */
export function buildDomainMap(storeDomains: string | undefined): DomainMapResult {
  const map = new Map<string, CountryCode>();
  if (storeDomains?.trim()) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(storeDomains);
    } catch {
      return { ok: false, error: 'STORE_DOMAINS is not valid JSON' };
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      return { ok: false, error: 'STORE_DOMAINS must be a JSON object of host → country code' };
    }
    for (const [host, value] of Object.entries(parsed)) {
      const country = typeof value === 'string' ? normalizeCountryCode(value) : null;
      if (!country)
        return { ok: false, error: `STORE_DOMAINS: "${String(value)}" for ${host} is not a store` };
      map.set(hostName(host), country);
    }
  }
  for (const [host, country] of defaultDomainMap()) if (!map.has(host)) map.set(host, country);
  return { ok: true, map };
}

/** "DE.Localhost:3000" → "de.localhost"; IPv6 literals keep their brackets. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith('[')) return lower.slice(0, lower.indexOf(']') + 1);
  return lower.replace(/:\d+$/, '').replace(/\.$/, '');
}

export function hostPort(host: string): string | null {
  const match = /:(\d+)$/.exec(host.trim());
  return match?.[1] ?? null;
}

function describe(store: CountryStore, isFallback: boolean): ResolvedStore {
  return {
    country: store.code,
    storeKey: store.storeKey,
    languages: store.languages,
    defaultLanguage: store.defaultLanguage,
    currency: store.currencyCode,
    isFallback,
  };
}

/** The store of a Host header; unknown hosts get the default store (SK). */
export function resolveStore(host: string | null | undefined, map: DomainMap): ResolvedStore {
  const country = host ? map.get(hostName(host)) : undefined;
  return describe(COUNTRIES[country ?? DEFAULT_COUNTRY], country === undefined);
}

export function storeOfCountry(country: CountryCode): ResolvedStore {
  return describe(COUNTRIES[country], false);
}

function isLocalHost(name: string): boolean {
  return name === 'localhost' || name.endsWith(LOCAL_DOMAIN_SUFFIX);
}

/**
 * Absolute origin of a country's store, in the same family as the current request: on
 * `*.localhost` the local map with the request's port (http), otherwise the first production
 * domain of that country (https), falling back to the local family when it has none.
 */
export function storeOrigin(country: CountryCode, map: DomainMap, requestHost: string): string {
  const port = hostPort(requestHost);
  const local = isLocalHost(hostName(requestHost));
  const hosts = [...map.entries()].filter(([, c]) => c === country).map(([h]) => h);
  const production = hosts.find((h) => !isLocalHost(h));
  if (!local && production) return `https://${production}`;
  const localHost = hosts.find(isLocalHost) ?? 'localhost';
  return `http://${localHost}${port ? `:${port}` : ''}`;
}

/** Path prefix of a language in a store: '' for the default language, '/fr' otherwise. */
export function languagePrefix(store: Pick<ResolvedStore, 'defaultLanguage'>, language: string): string {
  return language === store.defaultLanguage ? '' : `/${language}`;
}

export interface LocaleVariant {
  locale: LocaleCode;
  country: CountryCode;
  language: LanguageCode;
  /** BCP 47, e.g. "fr-BE", for hreflang and the html lang attribute. */
  tag: string;
}

/** All 28 locale variants, in the order of the country table. */
export function allVariants(): LocaleVariant[] {
  return COUNTRY_CODES.flatMap((country) =>
    COUNTRIES[country].languages.map((language) => ({
      locale: localeCode(language, country),
      country,
      language,
      tag: `${language}-${country}`,
    })),
  );
}
