/**
 * The shared HTML cache (docs/decisions/116) never shows one visitor's cart to another: pages hold
 * nothing personal, the badge comes from GET /api/visitor after hydration, and a visitor with a
 * session never gets (nor fills) a cached page. Two browser sessions with different carts.
 */
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillCart, sellableSkus } from './cart-helpers.ts';
import { launchChromium, origin } from './helpers.ts';

let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

const HOST = 'at.localhost';
const PAGE = `${origin(HOST)}/`;

/** Loads the page and waits until the header has asked for the visitor's state; returns X-Cache. */
async function load(page: Page): Promise<string | null> {
  const visitor = page.waitForResponse((response) => response.url().endsWith('/api/visitor'));
  const response = await page.goto(PAGE, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await visitor;
  return (await response?.headerValue('x-cache')) ?? null;
}

/** The badge's number once the header shows it, or 0 when the empty-cart button is there. */
async function badge(page: Page): Promise<number> {
  // The header marks when it shows the answer of /api/visitor (set in a transition after the fetch).
  await page.locator('header[data-visitor="known"]').waitFor();
  const link = page.locator('a.header__cart-link .badge');
  return (await link.count()) === 0 ? 0 : Number(await link.textContent());
}

describe('two sessions and the HTML cache', () => {
  it('never show each other’s cart badge, in either direction', async () => {
    const [first, second] = await sellableSkus(pool, 'AT', 2, 5);
    expect(second).toBeDefined();
    const contexts: BrowserContext[] = [await browser.newContext(), await browser.newContext()];
    try {
      const [a, b] = await Promise.all(contexts.map((context) => context.newPage()));
      if (!a || !b) throw new Error('no page');
      // Both start anonymous; the second load carries the store cookies and sets none, so it is
      // stored (or already was) and B's later loads come from the cache.
      for (const page of [a, b]) {
        await load(page);
        await load(page);
      }
      expect(await load(b)).toMatch(/^(HIT|STALE)$/);

      await fillCart(a, [{ sku: first ?? '', quantity: 2 }]);
      expect(await load(a)).toBe('BYPASS');
      expect(await badge(a)).toBe(2);

      // B, still anonymous, gets the cached page: with no badge, not A's.
      expect(await load(b)).toMatch(/^(HIT|STALE)$/);
      expect(await badge(b)).toBe(0);
      expect(await b.content()).not.toContain('header__cart-link');

      await fillCart(b, [
        { sku: first ?? '', quantity: 1 },
        { sku: second ?? '', quantity: 4 },
      ]);
      expect(await load(b)).toBe('BYPASS');
      expect(await badge(b)).toBe(5);
      expect(await load(a)).toBe('BYPASS');
      expect(await badge(a)).toBe(2);

      // A third, anonymous visitor still gets a page without anyone's badge.
      const c = await contexts[0]?.browser()?.newContext();
      if (!c) throw new Error('no context');
      contexts.push(c);
      const page = await c.newPage();
      await load(page);
      expect(await load(page)).toMatch(/^(HIT|STALE|MISS)$/);
      expect(await badge(page)).toBe(0);
    } finally {
      for (const context of contexts) await context.close();
    }
  });

  it('sets the store cookies on the first visit only, and caches the returning visit', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const firstVisit = await page.goto(PAGE, { waitUntil: 'load' });
      expect(await firstVisit?.headerValue('set-cookie')).toContain('store=store-at');
      expect(await firstVisit?.headerValue('cache-control')).toBe('private, no-cache, max-age=0');
      const returning = await page.goto(PAGE, { waitUntil: 'load' });
      expect(await returning?.headerValue('set-cookie')).toBeNull();
      expect(await returning?.headerValue('cache-control')).toBe(
        'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
      );
      expect(await returning?.headerValue('x-cache')).toMatch(/^(HIT|STALE|MISS)$/);
      // Every answer carries its own nonce, matching its own CSP.
      const csp = (await returning?.headerValue('content-security-policy')) ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(nonce).not.toBe('');
      expect(await returning?.text()).toContain(`nonce="${nonce}"`);
    } finally {
      await context.close();
    }
  });
});
