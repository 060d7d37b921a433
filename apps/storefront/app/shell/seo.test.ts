import { COUNTRY_CODES, type CountryCode } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { buildDomainMap, storeOrigin } from '../store/domain-map.ts';
import { buildMeta, pageOf, pageTitle } from './seo.ts';
import { DEFAULT_TOGGLES, resolveToggles } from './toggles.ts';

const map = buildDomainMap(undefined);
if (!map.ok) throw new Error(map.error);
const domains = map.map;
const origins = Object.fromEntries(
  COUNTRY_CODES.map((code) => [code, storeOrigin(code, domains, 'be.localhost:3000')]),
) as Record<CountryCode, string>;

function meta(page: number) {
  return buildMeta({
    origins,
    country: 'BE',
    language: 'nl',
    path: '/gereedschap/',
    page,
    title: 'Gereedschap',
    pageSuffix: (n) => `pagina ${n}`,
    description: 'Alles voor de vakman',
    robots: 'index, follow',
    alternates: true,
  });
}

describe('page meta', () => {
  it('builds title, canonical with page N, robots and description', () => {
    const tags = meta(2);
    expect(tags).toContainEqual({ title: 'Gereedschap | Toolyard – pagina 2' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://be.localhost:3000/nl/gereedschap/?page=2',
    });
    expect(tags).toContainEqual({ name: 'description', content: 'Alles voor de vakman' });
    expect(meta(1)).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'http://be.localhost:3000/nl/gereedschap/',
    });
  });
  it('lists 28 variants plus x-default', () => {
    const alternates = meta(1).filter((tag) => 'rel' in tag && tag.rel === 'alternate');
    expect(alternates).toHaveLength(29);
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'fr-CH',
      href: 'http://ch.localhost:3000/fr/gereedschap/',
    });
    expect(alternates).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'http://localhost:3000/gereedschap/',
    });
  });
  it('falls back to the brand and reads the page parameter', () => {
    expect(pageTitle({ title: null, page: 1, pageSuffix: String })).toBe('Toolyard');
    expect(pageOf(new URLSearchParams('page=4'))).toBe(4);
    expect(pageOf(new URLSearchParams('page=0'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1);
  });
  it("shows the catalog's own meta title as it is, with the page suffix; a blank one is no title", () => {
    const suffix = (n: number) => `page ${n}`;
    const metaTitle = 'Cordless drills for trade | Toolyard';
    expect(pageTitle({ title: 'Drills', metaTitle, page: 1, pageSuffix: suffix })).toBe(metaTitle);
    expect(pageTitle({ title: 'Drills', metaTitle, page: 2, pageSuffix: suffix })).toBe(
      `${metaTitle} – page 2`,
    );
    expect(pageTitle({ title: 'Drills', metaTitle: '  ', page: 1, pageSuffix: suffix })).toBe(
      'Drills | Toolyard',
    );
  });
});

describe('translated slugs', () => {
  it("uses each language's own path in its alternates", () => {
    const tags = buildMeta({
      origins,
      country: 'BE',
      language: 'fr',
      path: '/outils/',
      page: 1,
      title: 'Outils',
      pageSuffix: String,
      description: null,
      robots: 'index, follow',
      alternates: true,
      pathsByLanguage: { fr: '/outils/', nl: '/gereedschap/', de: '/werkzeug/' },
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'nl-BE',
      href: 'http://be.localhost:3000/nl/gereedschap/',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'de-AT',
      href: 'http://at.localhost:3000/werkzeug/',
    });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'fr-CH',
      href: 'http://ch.localhost:3000/fr/outils/',
    });
    expect(tags.some((tag) => 'hrefLang' in tag && tag.hrefLang === 'it-IT')).toBe(false);
    const onlyBelgium = buildMeta({
      origins,
      country: 'BE',
      language: 'fr',
      path: '/perceuse-12345678',
      page: 1,
      title: 'Perceuse',
      pageSuffix: String,
      description: null,
      robots: 'index, follow',
      alternates: true,
      countries: ['BE'],
    });
    const hreflangs = onlyBelgium.flatMap((tag) => ('hrefLang' in tag ? [tag.hrefLang] : []));
    expect(hreflangs).toEqual(['fr-BE', 'nl-BE']);
  });
});

describe('feature toggles', () => {
  it('defaults to the recommendation API on and honours toggle_ overrides', () => {
    expect(resolveToggles(DEFAULT_TOGGLES, new URLSearchParams())).toEqual({ recommendationApi: true });
    expect(
      resolveToggles(
        DEFAULT_TOGGLES,
        new URLSearchParams('toggle_recommendationApi=false&toggle_newCheckout=1&toggle_x=maybe'),
      ),
    ).toEqual({ recommendationApi: false, newCheckout: true });
  });
});
