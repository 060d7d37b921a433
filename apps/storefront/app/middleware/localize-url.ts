import { languageAndCountry, localeCode, selectLocale } from '@toolyard/domain';
import { storeCookies } from '../store/cookies.ts';
import { type Middleware, NEXT } from './types.ts';

/**
 * Resolves the request's locale — the URL prefix when it names one of the store's languages,
 * otherwise domain, then locale cookie, then default (spec 000 §4) — and sets the country,
 * language-and-country, store, currency and locale cookies from the host — those the request does
 * not already carry with the same value (docs/decisions/115).
 */
export const localizeUrl: Middleware = ({ request, state, responseHeaders }) => {
  const { store } = request;
  const storeLocales = store.languages.map((language) => localeCode(language, store.country));
  const domainLocale = store.isFallback ? null : localeCode(store.defaultLanguage, store.country);
  const cookieLocale = request.cookies.locale?.toLowerCase();
  const fromPrefix = state.prefix && store.languages.includes(state.prefix) ? state.prefix : null;
  const locale = fromPrefix
    ? localeCode(fromPrefix, store.country)
    : selectLocale(
        [domainLocale, cookieLocale && storeLocales.includes(cookieLocale as never) ? cookieLocale : null],
        localeCode(store.defaultLanguage, store.country),
      );
  const language = locale.split('-')[0] as typeof state.language;
  state.locale = locale;
  state.language = language;
  for (const cookie of storeCookies(
    store,
    languageAndCountry(language, store.country),
    locale,
    request.cookies,
  )) {
    responseHeaders.append('set-cookie', cookie);
  }
  return NEXT;
};
