/**
 * The seeded CMS content and the seeded demo catalog agree (docs/decisions/053): every category key
 * a seeded page refers to exists in the catalog, and the home page's category tiles and departments
 * link to category pages, not to the search fallback for unknown keys.
 */
import { CONTENT_PAGE_KEYS } from '@toolyard/content';
import { LOCALE_CODES } from '@toolyard/domain';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { get } from './helpers.ts';

/** Every `categoryKey` anywhere in a page's blocks (category boxes, departments, product groups). */
function categoryKeysIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) categoryKeysIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) {
      if (name === 'categoryKey' && typeof child === 'string') found.add(child);
      else categoryKeysIn(child, found);
    }
  }
  return found;
}

describe('seeded content and catalog', () => {
  it('every category key referenced by seeded CMS content exists in the seeded catalog', async () => {
    const client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
    try {
      const pages = await client.query<{ page_key: string; locale: string; blocks: unknown }>(
        'select page_key, locale, blocks from content_pages',
      );
      // Home, not-found and the information pages of every variant.
      expect(pages.rows.length).toBe(LOCALE_CODES.length * CONTENT_PAGE_KEYS.length);
      const referenced = new Set<string>();
      for (const page of pages.rows) categoryKeysIn(page.blocks, referenced);
      expect(referenced.size).toBeGreaterThanOrEqual(8);
      const known = await client.query<{ key: string }>('select key from categories where key = any($1)', [
        [...referenced],
      ]);
      const missing = [...referenced].filter((key) => !known.rows.some((row) => row.key === key));
      expect(missing).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('home category tiles and departments link to category pages that exist', async () => {
    const home = await get('de.localhost', '/');
    const hrefs = [...home.body.matchAll(/<a\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => /class="(?:tb-category-box|tb-department)"/.test(tag))
      .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '');
    expect(hrefs.length).toBeGreaterThanOrEqual(16);
    expect(hrefs.filter((href) => href.includes('search'))).toEqual([]);
    for (const href of new Set(hrefs)) expect((await get('de.localhost', href)).status, href).toBe(200);
  });
});
