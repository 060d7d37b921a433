/**
 * The CMS showcase page (issue 12, spec 000 §2.5, 001 §9) in Chromium, in three languages: every
 * block renders from its seeded example, product blocks show real products from the search port,
 * the widgets work once hydrated, no console errors, axe finds nothing serious or critical. Then
 * the CMS JSON calls (001 §7, §8): GET /cms, a page's content, an invalid key.
 */
import { BLOCK_SCHEMAS } from '@toolyard/content';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, launchChromium, origin, seriousAxeViolations } from './helpers.ts';

const BLOCK_COUNT = Object.keys(BLOCK_SCHEMAS).length;
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the page and collects what the console and the page report as errors. */
async function open(host: string, path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto(`${origin(host)}${path}`);
  expect(response?.status()).toBe(200);
  return { page, errors };
}

describe('CMS showcase page', () => {
  for (const [host, path, lang, slideText] of [
    ['de.localhost', '/showcase', 'de', 'Folie 2 von 2'],
    ['pl.localhost', '/showcase', 'pl', 'Slajd 2 z 2'],
    ['be.localhost', '/nl/showcase', 'nl', 'Dia 2 van 2'],
  ] as const) {
    it(`${host}${path} renders every block, works hydrated and has no serious axe violation`, {
      timeout: 90_000,
    }, async () => {
      const { page, errors } = await open(host, path);
      try {
        expect(await page.getAttribute('html', 'lang')).toContain(lang);
        // One element per block: a block that failed its schema or had no data would be missing.
        expect(await page.locator('.tb-blocks > *').count()).toBe(BLOCK_COUNT);
        expect(await page.locator('h1').first().textContent()).toBe('Block showcase');
        // Product blocks: real products through the search port, with this store's links.
        for (const selector of ['.tb-product-listing', '.tb-product-zone', '.tb-home-products']) {
          expect(await page.locator(`${selector} .tb-product`).count(), selector).toBeGreaterThan(0);
        }
        const productHref = await page
          .locator('.tb-product-listing .tb-product__link')
          .first()
          .getAttribute('href');
        expect(productHref).toMatch(lang === 'nl' ? /^\/nl\/.+-\d{8}$/ : /^\/[^/]+-\d{8}$/);
        // HtmlInjection: the script is gone, the partner link is external with nofollow.
        expect(await page.locator('.tb-html__body script').count()).toBe(0);
        expect(await page.locator('.tb-html__body a').getAttribute('rel')).toBe('nofollow noopener');
        // Landing keywords are internal search links in the current language.
        expect(await page.getByRole('link', { name: 'angle grinder' }).getAttribute('href')).toBe(
          `${lang === 'nl' ? '/nl' : ''}/search?query=angle%20grinder`,
        );
        // Widgets once hydrated: the carousel turns on request, an accordion section opens.
        await page.waitForFunction('window.__reactRouterRouteModules !== undefined');
        const next = page.locator('.tb-carousel button').nth(1);
        await expect
          .poll(
            async () => {
              await next.click();
              return page.locator('.tb-carousel__count').textContent();
            },
            { timeout: 20_000 },
          )
          .toBe(slideText);
        const trigger = page.locator('.tb-accordion__trigger').first();
        await trigger.click();
        await expect.poll(() => trigger.getAttribute('aria-expanded')).toBe('true');
        expect(await seriousAxeViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});

describe('CMS JSON calls', () => {
  it('GET /cms lists the component names as { content }', async () => {
    const answer = await get('de.localhost', '/cms');
    expect(answer.status).toBe(200);
    const body = JSON.parse(answer.body) as { content: string[] };
    expect(body.content).toEqual(Object.keys(BLOCK_SCHEMAS));
    expect(body.content).toContain('Accordion');
  });

  it('GET /cms/<key> answers the checked blocks of the store, an invalid or unknown key no content', async () => {
    const page = await get('de.localhost', '/cms/showcase');
    expect(page.status).toBe(200);
    const blocks = (JSON.parse(page.body) as { content: { name: string; props: { html?: string } }[] })
      .content;
    expect(blocks).toHaveLength(BLOCK_COUNT);
    expect(blocks.find((block) => block.name === 'HtmlInjection')?.props.html).not.toContain('<script');
    for (const key of ['Bad%20Key', 'no-such-page']) {
      const missing = await get('de.localhost', `/cms/${key}`);
      expect(missing.status, key).toBe(404);
      expect(JSON.parse(missing.body), key).toEqual({ content: null });
    }
  });
});
