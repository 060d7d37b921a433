/**
 * Pages that paint once (docs/decisions/180, 183): the listing and the product page arrive in place
 * in the HTML (not as an outlined Suspense boundary swapped in after the footer, which cost CLS 0.66),
 * the browser measures no layout shift on them, and the search page's React Aria combobox injects no
 * inline <style> the CSP would refuse.
 */
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { get, hydrated, launchChromium, origin, pageWidths, searchIndexBuilt } from './helpers.ts';

interface ShiftEntry {
  value: number;
  hadRecentInput: boolean;
}
declare const window: Record<string, unknown> & {
  __shifts: number;
  PerformanceObserver: new (
    callback: (list: { getEntries(): ShiftEntry[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
};

const DE = 'de.localhost';
let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

/** A German product page and a top-level listing, from the seeded catalog. */
async function pages(): Promise<{ product: string; category: string }> {
  const { rows: products } = await pool.query<{ slug: string }>(
    `select pt.slug from products p
       join product_texts pt on pt.product_id = p.id and pt.language = 'de'
      where p.enabled_on_market @> array['DE']::text[] order by p.id limit 1`,
  );
  const { rows: categories } = await pool.query<{ slug: string }>(
    `select ct.slug from categories c
       join category_texts ct on ct.category_id = c.id and ct.language = 'de'
      where c.tree = 'all' and c.depth = 0 and c.has_products @> array['DE']::text[]
      order by c.order_hint, c.id limit 1`,
  );
  if (!products[0] || !categories[0]) throw new Error('no German product or category');
  return { product: `/${products[0].slug}`, category: `/${categories[0].slug}/` };
}

describe('pages paint once', () => {
  it('serves the listing and the product page in place, before the footer', async () => {
    const { product, category } = await pages();
    for (const [path, marker] of [
      [category, 'class="container plp"'],
      [product, 'class="container pdp"'],
    ] as const) {
      const { status, body } = await get(DE, path);
      expect(status, path).toBe(200);
      const main = body.indexOf('<main');
      const content = body.indexOf(marker);
      const footer = body.indexOf('footer-newsletter');
      expect(content, path).toBeGreaterThan(main);
      expect(content, `${path}: the page comes before the footer`).toBeLessThan(footer);
    }
  });

  it('shifts no layout while the listing and the product page load and hydrate (mobile)', async () => {
    const { product, category } = await pages();
    for (const path of [category, product]) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__shifts = 0;
        new window.PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${origin(DE)}${path}`, { waitUntil: 'load' });
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => window.__shifts), path).toBeLessThan(0.1);
      await context.close();
    }
  });
});

describe('pages fit the screen', () => {
  it('home, listing and product page never scroll sideways on a phone', async () => {
    const { product, category } = await pages();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      for (const path of ['/', category, product]) {
        await page.goto(`${origin(DE)}${path}`, { waitUntil: 'networkidle' });
        // The home page's review carousel and rails scroll inside themselves, never the page.
        const { content, screen } = await pageWidths(page);
        expect(content, path).toBeLessThanOrEqual(screen);
      }
    } finally {
      await context.close();
    }
  });

  it("a listing card with the catalog's longest German word stays within its card on a phone", async () => {
    // The card's name is a search away; "Schraubenschlüsselsatz" (22 letters) is wider than a
    // 156 px card and pushed the page to 404 px at 360.
    await searchIndexBuilt('prod.de-de');
    const { rows } = await pool.query<{ word: string }>(
      `select w.word from search_documents d, regexp_split_to_table(d.name, '\\s+') as w(word)
        where d.index_name = 'prod.de-de' order by length(w.word) desc, w.word limit 1`,
    );
    const word = rows[0]?.word;
    if (!word || word.length < 18) throw new Error(`no long German word in the catalog: ${word}`);
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    try {
      const page = await context.newPage();
      await page.goto(`${origin(DE)}/search?query=${encodeURIComponent(word)}`, { waitUntil: 'load' });
      await page.locator('.plp-card__name', { hasText: word }).first().waitFor();
      const { content, screen } = await pageWidths(page);
      expect(content, word).toBeLessThanOrEqual(screen);
    } finally {
      await context.close();
    }
  });
});

describe('Content-Security-Policy on /search', () => {
  it('the combobox loads and opens without an inline style the policy refuses', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to apply/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${origin(DE)}/search?query=akku`, { waitUntil: 'load' });
    // The header's combobox loads on the first focus (decision 108); typing goes on into it.
    await page.locator('#site-search').click();
    await page.getByRole('search').getByRole('combobox').waitFor();
    await page.keyboard.type('bohr');
    await page.locator('.searchbar__popover').waitFor();
    await page.getByRole('button').first().hover();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(await page.locator('head style').count()).toBe(0);
    await context.close();
  });
});
