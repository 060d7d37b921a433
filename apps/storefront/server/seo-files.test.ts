/** /sitemap.xml per store and /robots.txt per domain (docs/decisions/117). */
import { describe, expect, it } from 'vitest';
import { storeOfCountry } from '../app/store/domain-map.ts';
import { createSeoFiles, robotsTxt, type SitemapSource } from './seo-files.ts';

const BE = storeOfCountry('BE');
const ORIGIN = 'http://be.localhost:3000';

/** The catalog's and the CMS's answers for the Belgian store (fr default, nl prefixed). */
const source: SitemapSource = {
  entries: async (_store, limit) => ({
    categories: [{ fr: 'outillage', nl: 'gereedschap' }],
    products: (
      [
        { fr: 'perceuse-brennwerk-12345678', nl: 'boormachine-brennwerk-12345678' },
        { fr: 'scie-circulaire-87654321' },
      ] as Record<string, string>[]
    ).slice(0, limit),
  }),
  pageKeys: async (locale) => new Set(locale === 'fr-be' ? ['payment', 'privacy-data'] : ['payment']),
};

async function sitemap(): Promise<string> {
  const files = createSeoFiles(source);
  const response = await files(new Request(`${ORIGIN}/sitemap.xml`), BE, ORIGIN);
  expect(response?.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  return (await response?.text()) ?? '';
}

function urlOf(xml: string, loc: string): string {
  const match = new RegExp(`<url><loc>${loc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</loc>.*?</url>`).exec(
    xml,
  );
  return match?.[0] ?? '';
}

describe('sitemap.xml', () => {
  it('lists home, categories and products in each store language with hreflang alternates', async () => {
    const xml = await sitemap();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const home = urlOf(xml, `${ORIGIN}/`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="fr-BE" href="${ORIGIN}/"/>`);
    expect(home).toContain(`<xhtml:link rel="alternate" hreflang="nl-BE" href="${ORIGIN}/nl"/>`);
    expect(urlOf(xml, `${ORIGIN}/nl`)).toContain('hreflang="fr-BE"');
    const category = urlOf(xml, `${ORIGIN}/nl/gereedschap/`);
    expect(category).toContain(`href="${ORIGIN}/outillage/"`);
    const product = urlOf(xml, `${ORIGIN}/perceuse-brennwerk-12345678`);
    expect(product).toContain(`hreflang="nl-BE" href="${ORIGIN}/nl/boormachine-brennwerk-12345678"`);
  });

  it('gives a page in one language no alternates', async () => {
    const xml = await sitemap();
    const single = urlOf(xml, `${ORIGIN}/scie-circulaire-87654321`);
    expect(single).not.toBe('');
    expect(single).not.toContain('xhtml:link');
    expect(xml).not.toContain('nl/scie');
  });

  it('lists information pages only in the languages whose CMS has them', async () => {
    const xml = await sitemap();
    expect(urlOf(xml, `${ORIGIN}/payment/`)).toContain(`hreflang="nl-BE" href="${ORIGIN}/nl/payment/"`);
    expect(urlOf(xml, `${ORIGIN}/privacy-data/`)).not.toBe('');
    expect(xml).not.toContain(`${ORIGIN}/nl/privacy-data/`);
  });
});

describe('robots.txt', () => {
  it('names the domain’s own sitemap and closes personal and API paths', async () => {
    const files = createSeoFiles(source);
    const response = await files(
      new Request('http://de.localhost:3000/robots.txt'),
      storeOfCountry('DE'),
      'http://de.localhost:3000',
    );
    const body = (await response?.text()) ?? '';
    expect(body).toContain('Sitemap: http://de.localhost:3000/sitemap.xml');
    expect(body).toContain('Disallow: /checkout');
    expect(body).toContain('Disallow: /*/my-account');
    expect(robotsTxt('https://toolyard.at')).toContain('Sitemap: https://toolyard.at/sitemap.xml');
  });

  it('answers other paths with null and writes with 405', async () => {
    const files = createSeoFiles(source);
    expect(await files(new Request(`${ORIGIN}/sitemap2.xml`), BE, ORIGIN)).toBeNull();
    const post = await files(new Request(`${ORIGIN}/robots.txt`, { method: 'POST' }), BE, ORIGIN);
    expect(post?.status).toBe(405);
  });
});
