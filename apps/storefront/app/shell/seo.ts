/**
 * Page meta of spec 000 §2.3/§2.5: title with brand fallback and 'page N' suffix, description,
 * robots, canonical (with ?page=N above 1), hreflang alternates for all 28 variants plus x-default.
 */

import type { CountryCode } from '@toolyard/domain';
import type { MetaDescriptor } from 'react-router';
import { allVariants, languagePrefix, storeOfCountry } from '../store/domain-map.ts';

export const BRAND = 'Toolyard';

export interface SeoInput {
  /** Origins of every store (same domain family as the request). */
  origins: Record<CountryCode, string>;
  country: CountryCode;
  language: string;
  /** Path without language prefix, e.g. "/", "/drills/", "/makita-drill-12345678". */
  path: string;
  page: number;
  title: string | null;
  /** The catalog's own SEO title of the page (spec 000 §3 meta title), shown as it is when set. */
  metaTitle?: string | null;
  pageSuffix: (page: number) => string;
  description: string | null;
  robots: 'index, follow' | 'noindex, follow' | 'noindex, nofollow';
  /** Adds hreflang alternates (pages that exist in every store). */
  alternates: boolean;
  /** Path of the page per language when slugs are translated ("/outils/"); default: `path`. */
  pathsByLanguage?: Readonly<Record<string, string>>;
  /** Only these countries have the page (products sold in some markets only); default: all. */
  countries?: readonly string[];
}

export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function localizedUrl(origin: string, prefix: string, path: string): string {
  return `${origin}${prefix}${path === '/' && prefix ? '' : path}`;
}

export function pageTitle(input: Pick<SeoInput, 'title' | 'metaTitle' | 'page' | 'pageSuffix'>): string {
  const base = input.metaTitle?.trim() || (input.title ? `${input.title} | ${BRAND}` : BRAND);
  return input.page > 1 ? `${base} – ${input.pageSuffix(input.page)}` : base;
}

export function buildMeta(input: SeoInput): MetaDescriptor[] {
  const origin = input.origins[input.country];
  const prefix = languagePrefix(storeOfCountry(input.country), input.language);
  const canonical = localizedUrl(origin, prefix, input.path) + (input.page > 1 ? `?page=${input.page}` : '');
  const meta: MetaDescriptor[] = [
    { title: pageTitle(input) },
    { name: 'robots', content: input.robots },
    { tagName: 'link', rel: 'canonical', href: canonical },
  ];
  if (input.description) meta.push({ name: 'description', content: input.description });
  if (input.alternates) {
    for (const variant of allVariants()) {
      // Translated slugs: a language without a text for this page has no page to point to.
      if (input.pathsByLanguage && !input.pathsByLanguage[variant.language]) continue;
      if (input.countries && !input.countries.includes(variant.country)) continue;
      const store = storeOfCountry(variant.country);
      meta.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: variant.tag,
        href: localizedUrl(
          input.origins[variant.country],
          languagePrefix(store, variant.language),
          input.pathsByLanguage?.[variant.language] ?? input.path,
        ),
      });
    }
    // x-default is the default store (SK); a page the SK store does not have gets none.
    if (!input.countries || input.countries.includes('SK')) {
      meta.push({
        tagName: 'link',
        rel: 'alternate',
        hrefLang: 'x-default',
        href: localizedUrl(input.origins.SK, '', input.pathsByLanguage?.sk ?? input.path),
      });
    }
  }
  return meta;
}

/** JSON-LD for the home page: Organization and WebSite with the search action. */
export function homeStructuredData(origin: string, prefix: string): MetaDescriptor[] {
  const home = localizedUrl(origin, prefix, '/');
  return [
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: BRAND,
        url: home,
        logo: `${origin}/favicon.svg`,
        foundingDate: '2007',
      },
    },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: BRAND,
        url: home,
        potentialAction: {
          '@type': 'SearchAction',
          target: `${origin}${prefix}/search?q={search_term_string}`,
          'query-input': 'required name=search_term_string',
        },
      },
    },
  ];
}
