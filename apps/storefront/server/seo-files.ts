/**
 * `/sitemap.xml` per store and `/robots.txt` per domain (issue 9 §8, docs/decisions/117). The
 * sitemap lists home, the categories with products on the store's market, the products sold there
 * and the CMS information pages the store's variants have — each URL with `xhtml:link` hreflang
 * alternates for every language of the store (the same page in the other language, where it exists).
 */
import type { LanguageCode } from '@toolyard/domain';
import { FOOTER_COLUMNS } from '../app/components/footer-links.ts';
import { languagePrefix, type ResolvedStore } from '../app/store/domain-map.ts';
import { withSlashRule } from '../app/store/paths.ts';

/** A sitemap holds at most 50,000 URLs; products are cut so that home, categories and pages fit. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapSource {
  entries(
    store: ResolvedStore,
    limit: number,
  ): Promise<{ categories: Record<string, string>[]; products: Record<string, string>[] }>;
  /** CMS page keys a locale (e.g. "fr-be") has. */
  pageKeys(locale: string): Promise<ReadonlySet<string>>;
}

/** The CMS information pages (footer links), same path in every language. */
const INFO_PAGES: readonly string[] = FOOTER_COLUMNS.flatMap((column) =>
  column.links.flatMap((link) => (link.page ? [link.page] : [])),
);

/** Paths per language of one page: language → path (only the languages it exists in). */
type Alternates = Partial<Record<LanguageCode, string>>;

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function pathIn(store: ResolvedStore, language: string, path: string): string {
  return withSlashRule(`${languagePrefix(store, language)}${path}`);
}

function urlEntries(origin: string, store: ResolvedStore, alternates: Alternates): string[] {
  const languages = store.languages.filter((language) => alternates[language] !== undefined);
  const links =
    languages.length > 1
      ? languages.map(
          (language) =>
            `<xhtml:link rel="alternate" hreflang="${language}-${store.country}" href="${escapeXml(origin + (alternates[language] ?? ''))}"/>`,
        )
      : [];
  return languages.map(
    (language) =>
      `<url><loc>${escapeXml(origin + (alternates[language] ?? ''))}</loc>${links.join('')}</url>`,
  );
}

function bySlugs(store: ResolvedStore, slugs: Record<string, string>, suffix: string): Alternates {
  const alternates: Alternates = {};
  for (const language of store.languages) {
    const slug = slugs[language];
    if (slug) alternates[language] = pathIn(store, language, `/${encodeURIComponent(slug)}${suffix}`);
  }
  return alternates;
}

export async function sitemapXml(
  source: SitemapSource,
  store: ResolvedStore,
  origin: string,
): Promise<string> {
  const pages: Alternates[] = [];
  pages.push(Object.fromEntries(store.languages.map((language) => [language, pathIn(store, language, '/')])));
  const keysByLanguage = await Promise.all(
    store.languages.map(async (language) => {
      try {
        return [language, await source.pageKeys(`${language}-${store.country.toLowerCase()}`)] as const;
      } catch {
        return [language, new Set<string>()] as const;
      }
    }),
  );
  for (const page of INFO_PAGES) {
    const alternates: Alternates = {};
    for (const [language, keys] of keysByLanguage) {
      if (keys.has(page)) alternates[language] = pathIn(store, language, `/${page}/`);
    }
    pages.push(alternates);
  }
  const budget = Math.floor(SITEMAP_MAX_URLS / Math.max(1, store.languages.length));
  // Products come last: when the store has more than fit, the newest are kept.
  const { categories, products } = await source.entries(store, Math.max(0, budget - pages.length));
  for (const slugs of categories) pages.push(bySlugs(store, slugs, '/'));
  for (const slugs of products) pages.push(bySlugs(store, slugs, ''));
  const urls = pages
    .flatMap((alternates) => urlEntries(origin, store, alternates))
    .slice(0, SITEMAP_MAX_URLS);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Robots rules of a domain: personal and API paths closed (in every language prefix), the sitemap named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /checkout',
    'Disallow: /*/checkout',
    'Disallow: /my-account',
    'Disallow: /*/my-account',
    'Disallow: /api/',
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET/HEAD of /sitemap.xml and /robots.txt; null for any other path. */
export function createSeoFiles(source: SitemapSource) {
  return async (request: Request, store: ResolvedStore, origin: string): Promise<Response | null> => {
    const { pathname } = new URL(request.url);
    if (pathname !== '/sitemap.xml' && pathname !== '/robots.txt') return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', { status: 405, headers: { allow: 'GET, HEAD' } });
    }
    const [body, type] =
      pathname === '/robots.txt'
        ? [robotsTxt(origin), 'text/plain; charset=utf-8']
        : [await sitemapXml(source, store, origin), 'application/xml; charset=utf-8'];
    return new Response(request.method === 'HEAD' ? null : body, {
      headers: { 'content-type': type, 'cache-control': 'public, max-age=3600' },
    });
  };
}
