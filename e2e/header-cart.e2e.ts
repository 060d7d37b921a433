/**
 * Header cart icon (spec 000 §4): with items it shows the count (badge, translated accessible
 * label); empty, it shows the hint 'Your cart is empty'. The page itself holds no count (it may come
 * from the shared HTML cache, decision 116): the header reads it from GET /api/visitor after
 * hydration, so a reload after adding through the JSON API shows it.
 */
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillCart, sellableSkus } from './cart-helpers.ts';
import { launchChromium, origin, seriousAxeViolations } from './helpers.ts';

let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

describe('header cart count', () => {
  it('DE home: 3 items in the active cart show badge "3" and no empty-cart hint', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${origin('de.localhost')}/`, { waitUntil: 'load' });
      // The HTML is the same for everyone: "no badge" means something once /api/visitor has answered.
      await page.locator('header[data-visitor="known"]').waitFor();
      const cart = page.locator('.header__actions');
      expect(await cart.locator('.badge').count()).toBe(0);
      expect(await page.locator('#cart-hint').textContent()).toBe('Ihr Warenkorb ist leer');

      const [first, second] = await sellableSkus(pool, 'DE', 2, 2);
      expect(second).toBeDefined();
      await fillCart(page, [
        { sku: first ?? '', quantity: 2 },
        { sku: second ?? '', quantity: 1 },
      ]);
      await page.reload({ waitUntil: 'load' });
      const link = page.locator('a.header__cart-link');
      expect(await link.getAttribute('aria-label')).toBe('Warenkorb, 3 Artikel');
      expect(await link.getAttribute('href')).toBe('/checkout/cart');
      expect(await link.locator('.badge').textContent()).toBe('3');
      // The visible "Warenkorb 3" is in the name in that order (WCAG 2.5.3, axe's label-content-name-mismatch).
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(await page.locator('#cart-hint').count()).toBe(0);
      expect(await page.getByText('Ihr Warenkorb ist leer').count()).toBe(0);

      // Every page of the shell shows it, not only home.
      await page.goto(`${origin('de.localhost')}/search?q=x`, { waitUntil: 'load' });
      expect(await page.locator('a.header__cart-link .badge').textContent()).toBe('3');
    } finally {
      await context.close();
    }
  });

  it('BE (nl): a guest without a session sees the translated hint, no badge', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${origin('be.localhost')}/nl`, { waitUntil: 'load' });
      await page.locator('header[data-visitor="known"]').waitFor();
      expect(await page.locator('.badge').count()).toBe(0);
      expect(await page.locator('#cart-hint').textContent()).toBe('Je winkelwagen is leeg');
    } finally {
      await context.close();
    }
  });
});
