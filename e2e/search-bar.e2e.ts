/**
 * The header search bar in Chromium (issue 9 item 3; 000 §4 search dropdown, §5 search input):
 * autocomplete by keyboard alone, 'See all results' from 5 hits, search history, axe on the open
 * dropdown — and the suggest endpoint it asks, on the seeded catalog.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { get, launchChromium, origin, searchIndexBuilt } from './helpers.ts';

declare const window: Record<string, unknown>;
declare const document: { activeElement: { id: string } | null };

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

interface Indexed {
  name: string;
  slug: string;
  sku: string;
}

/** A product of the index whose name starts with a word no other product's name has at all. */
async function productWithRareName(index: string): Promise<Indexed> {
  await searchIndexBuilt(index);
  const { rows } = await pool.query<Indexed>(
    `select d.name, d.slug, d.sku from search_documents d
     where d.index_name = $1 and length(d.name) >= 12
     order by (select count(*) from search_documents o
               where o.index_name = $1 and o.name ilike '%' || split_part(d.name, ' ', 2) || '%'), d.name
     limit 1`,
    [index],
  );
  const found = rows[0];
  if (!found) throw new Error(`no product in ${index}`);
  return found;
}

/** A brand with at least `count` products in the index (typing it finds them all). */
async function brandWithProducts(index: string, count: number): Promise<string> {
  await searchIndexBuilt(index);
  const { rows } = await pool.query<{ brand: string }>(
    `select brand from search_documents where index_name = $1 and brand is not null
     group by brand having count(*) >= $2 order by count(*) desc, brand limit 1`,
    [index, count],
  );
  if (!rows[0]) throw new Error(`no brand with ${count} products in ${index}`);
  return rows[0].brand;
}

/** The hits the endpoint answers for `q` in a store (and language). */
async function suggest(host: string, q: string, lang?: string) {
  const query = new URLSearchParams({ q, ...(lang ? { lang } : {}) });
  const response = await get(host, `/api/search/suggest?${query}`);
  return {
    status: response.status,
    cache: response.headers['cache-control'],
    body: JSON.parse(response.body) as {
      data?: { hits: { name: string; url: string }[]; total: number };
      error?: { message: string };
    },
  };
}

async function openHome(width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
  return page;
}

/** Tab from the top of the page until the search input has the focus (no mouse involved). */
async function tabToSearch(page: Page): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press('Tab');
    if ((await page.evaluate(() => document.activeElement?.id ?? '')) === 'site-search') {
      // Focus loads the combobox chunk; type into it, not into the plain input it replaces.
      await page.getByRole('search').getByRole('combobox').waitFor();
      return;
    }
  }
  throw new Error('the search input was not reached by Tab');
}

const searchUrl = (query: string) => `${origin(DE)}/search?${new URLSearchParams({ query })}`;
// The header's search field: listing pages have their own comboboxes (sort and page-size selects).
const combobox = (page: Page) => page.getByRole('search').getByRole('combobox');
const listbox = (page: Page) => page.getByRole('listbox');

/** Presses ArrowDown until the option (by name) is the active one (aria-activedescendant). */
async function arrowTo(page: Page, name: string | RegExp): Promise<void> {
  const option = listbox(page).getByRole('option', { name, exact: true });
  await option.waitFor();
  const id = await option.getAttribute('id');
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await combobox(page).getAttribute('aria-activedescendant')) === id) return;
  }
  throw new Error(`option ${name} never became active`);
}

describe('GET /api/search/suggest', () => {
  it('finds a product by a prefix of its name, as name and url, cacheable for a minute', async () => {
    const product = await productWithRareName('prod.de-de');
    const prefix = product.name.slice(0, product.name.length - 3);
    const answer = await suggest(DE, prefix);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('public, max-age=120');
    expect(answer.body.data?.hits).toContainEqual({ name: product.name, url: `/${product.slug}` });
    expect(answer.body.data?.total).toBeGreaterThanOrEqual(1);
  });

  it("puts the language prefix of the store's other language in the url", async () => {
    const product = await productWithRareName('prod.nl-be');
    const answer = await suggest('be.localhost', product.name, 'nl');
    expect(answer.body.data?.hits).toContainEqual({ name: product.name, url: `/nl/${product.slug}` });
  });

  it('answers 400 with a message for a query too short or too long', async () => {
    const short = await suggest(DE, 'a');
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toBe('q must have at least 2 characters');
    const long = await suggest(DE, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.error?.message).toBe('q must have at most 100 characters');
  });
});

describe('header search bar', () => {
  it('by keyboard alone: a prefix, ArrowDown to the hit, Enter lands on the product page', async () => {
    const product = await productWithRareName('prod.de-de');
    const page = await openHome();
    try {
      await tabToSearch(page);
      await page.keyboard.type(product.name.slice(0, product.name.length - 3), { delay: 30 });
      await arrowTo(page, product.name);
      expect(await combobox(page).getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin(DE)}/${product.slug}`);
      expect(await page.locator('.searchbar__popover').count()).toBe(0); // closed on product choice
      expect(await combobox(page).inputValue()).toBe(product.name);
    } finally {
      await page.context().close();
    }
  });

  it('by keyboard alone: Enter on a typed query lands on /search?query=…, Escape closes', async () => {
    const brand = await brandWithProducts('prod.de-de', 2);
    const page = await openHome();
    try {
      await tabToSearch(page);
      await page.keyboard.type(brand.toLowerCase(), { delay: 30 });
      await listbox(page).waitFor();
      await page.keyboard.press('Escape');
      await listbox(page).waitFor({ state: 'detached' });
      await page.keyboard.type(' x', { delay: 30 });
      await page.keyboard.press('Enter');
      await page.waitForURL(searchUrl(`${brand.toLowerCase()} x`));

      // The search is remembered: back on the home page, focusing the empty input shows it.
      await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
      await tabToSearch(page);
      const recent = listbox(page).getByRole('option', { name: `${brand.toLowerCase()} x`, exact: true });
      await recent.waitFor();
      expect(await listbox(page).getByText('Letzte Suchanfragen').count()).toBe(1);
      // Choosing it by keyboard searches it again.
      await arrowTo(page, `${brand.toLowerCase()} x`);
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?query=/);
    } finally {
      await page.context().close();
    }
  });

  it("shows 'See all results' with 5 or more hits, and not with fewer", async () => {
    const brand = await brandWithProducts('prod.de-de', 5);
    const unique = await productWithRareName('prod.de-de');
    const page = await openHome();
    try {
      await tabToSearch(page);
      await page.keyboard.type(brand, { delay: 30 });
      const seeAll = listbox(page).getByRole('option', { name: /^Alle Ergebnisse anzeigen/ });
      await seeAll.waitFor();
      expect(await listbox(page).getByRole('option').count()).toBeGreaterThanOrEqual(6);
      await arrowTo(page, /^Alle Ergebnisse anzeigen/);
      await page.keyboard.press('Enter');
      await page.waitForURL(searchUrl(brand));
    } finally {
      await page.context().close();
    }
    // Its SKU finds just that product (a model name like "HGL5-5" also matches its siblings).
    const fresh = await openHome();
    try {
      await tabToSearch(fresh);
      await fresh.keyboard.type(unique.sku, { delay: 30 });
      // Polled: the answer to a shorter prefix of the SKU (sent while typing) may list it too, with
      // its siblings and 'See all'; the answer to the whole SKU lists it alone.
      await expect.poll(() => listbox(fresh).getByRole('option').allTextContents()).toEqual([unique.name]);
    } finally {
      await fresh.context().close();
    }
  });

  it("closes on an outside click and on clear; Enter on the chosen hit's name goes to it again", async () => {
    const product = await productWithRareName('prod.de-de');
    const page = await openHome();
    try {
      await tabToSearch(page);
      await page.keyboard.type(product.name.slice(0, 6), { delay: 30 });
      await listbox(page).waitFor();
      await page.mouse.click(5, 600); // the page body, away from the header
      await listbox(page).waitFor({ state: 'detached' });

      await combobox(page).focus();
      await page.keyboard.type('x', { delay: 30 });
      await page.keyboard.press('Backspace');
      await listbox(page).waitFor();
      // By mouse: while the list is open React Aria hides the rest from screen readers (decision 108).
      const clear = page.locator('.searchbar__clear');
      expect(await clear.getAttribute('aria-label')).toBe('Suche leeren');
      await clear.click();
      await listbox(page).waitFor({ state: 'detached' });
      expect(await combobox(page).inputValue()).toBe('');

      await page.keyboard.type(product.name.slice(0, product.name.length - 3), { delay: 30 });
      await arrowTo(page, product.name);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin(DE)}/${product.slug}`);
      await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
      // A new page load: the name typed in full and the hit chosen again, then Enter with the list closed.
      await tabToSearch(page);
      await page.keyboard.type(product.name, { delay: 20 });
      await arrowTo(page, product.name);
      await page.keyboard.press('Enter');
      await page.waitForURL(`${origin(DE)}/${product.slug}`);
      // The list is closed and the input still holds the chosen hit's name: Enter loads that page
      // again (its data request), where any other value would have gone to /search.
      const again = page.waitForRequest((request) => request.url().includes(`/${product.slug}.data`));
      await page.keyboard.press('Enter');
      await again;
      expect(page.url()).toBe(`${origin(DE)}/${product.slug}`);
    } finally {
      await page.context().close();
    }
  });

  it('never lets a slow, older answer replace a newer one', async () => {
    const brand = await brandWithProducts('prod.de-de', 5);
    const product = await productWithRareName('prod.de-de');
    const page = await openHome();
    try {
      // The first request (the brand) is held back until the second (the product) has been answered.
      let releaseFirst: () => void = () => {};
      const firstHeld = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      await page.route('**/api/search/suggest?**', async (route) => {
        const q = new URL(route.request().url()).searchParams.get('q');
        if (q === brand) {
          await firstHeld;
          await route.continue().catch(() => {}); // aborted by the page meanwhile
        } else {
          await route.continue();
          releaseFirst();
        }
      });
      const firstSent = page.waitForRequest(
        (request) => new URL(request.url()).searchParams.get('q') === brand,
      );
      await tabToSearch(page);
      await page.keyboard.type(brand, { delay: 20 });
      await firstSent;
      await combobox(page).fill(product.name);
      await listbox(page).getByRole('option', { name: product.name, exact: true }).waitFor();
      await firstHeld;
      // Whatever the old request does now, the list still shows the newer query's hits.
      await page.waitForLoadState('networkidle');
      const options = await listbox(page).getByRole('option').allTextContents();
      expect(options).toContain(product.name);
      expect(options.some((text) => text.startsWith('Alle Ergebnisse anzeigen'))).toBe(false);
    } finally {
      await page.context().close();
    }
  });

  it('shows the query in the header field on the results page, dark on a light field (no JavaScript yet)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(searchUrl('bohrer'), { waitUntil: 'load' });
      const field = page.locator('#site-search');
      expect(await field.inputValue()).toBe('bohrer');
      const [color, background] = await field.evaluate((input) => {
        const style = (
          globalThis as unknown as {
            getComputedStyle(element: unknown): { color: string; backgroundColor: string };
          }
        ).getComputedStyle(input);
        return [style.color, style.backgroundColor];
      });
      // The header behind the field is dark ink: the field needs its own light background.
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
      const lightness = (rgb: string) =>
        (rgb.match(/\d+/g) ?? []).slice(0, 3).reduce((sum, part) => sum + Number(part), 0) / 3;
      expect(lightness(background) - lightness(color)).toBeGreaterThan(128);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript the header form still searches', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
      await page.locator('#site-search').fill('kreissäge 190');
      await page.keyboard.press('Enter');
      await page.waitForURL(searchUrl('kreissäge 190'));
    } finally {
      await context.close();
    }
  });

  it('has no serious or critical axe-core violations with the dropdown open (desktop and mobile)', async () => {
    const require = createRequire(import.meta.url);
    const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    const brand = await brandWithProducts('prod.de-de', 5);
    for (const width of [1280, 375]) {
      const page = await openHome(width);
      try {
        await tabToSearch(page);
        await page.keyboard.type(brand, { delay: 30 });
        await listbox(page).getByRole('option').first().waitFor();
        await page.keyboard.press('ArrowDown');
        await page.evaluate(axeSource); // over DevTools: the CSP (rightly) blocks an injected <script>
        // The header and the dropdown (rendered at the end of <body>); the rest of the page is not ours.
        const findings = await page.evaluate(async () => {
          const result = await (
            window as unknown as {
              axe: {
                run(context: unknown): Promise<{ violations: { id: string; impact: string }[] }>;
              };
            }
          ).axe.run({ include: [['header'], ['.searchbar__popover']] });
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.impact}: ${v.id}`);
        });
        // While the list is open React Aria hides everything but the input and the list from screen
        // readers with aria-hidden (adobe/react-spectrum#4937), and axe reports the focusable elements
        // in there (aria-hidden-focus). That is the one finding allowed, because focus never rests in
        // them: Tab closes the list and the page is no longer hidden (below).
        expect(findings.filter((f) => f !== 'serious: aria-hidden-focus')).toEqual([]);
        expect(await listbox(page).isVisible()).toBe(true);
        await page.keyboard.press('Tab');
        await listbox(page).waitFor({ state: 'detached' });
        const hiddenFocusables = await page.evaluate(
          () =>
            (document as unknown as { querySelectorAll(s: string): ArrayLike<unknown> }).querySelectorAll(
              '[aria-hidden="true"] a[href], [aria-hidden="true"] button, [aria-hidden="true"] input',
            ).length,
        );
        expect(hiddenFocusables).toBe(0);
      } finally {
        await page.context().close();
      }
    }
  });
});
