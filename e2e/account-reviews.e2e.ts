/**
 * My reviews (/my-account/my-reviews, decision 176) as a customer meets it: after an order both
 * products wait for a review; the account menu leads to the page; "write a review" opens the
 * product page at its review form (#rating-reviews); once reviewed, the product moves to the
 * customer's reviews with its stars.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountSuite, BERLIN_ADDRESS, DE, PASSWORD } from './account-helpers.ts';
import { callApiInPage, fillCart, sellableSkus } from './cart-helpers.ts';
import { get, hydrated, origin } from './helpers.ts';

const suite = accountSuite(['register', 'login', 'order', 'review']);

async function nameOf(sku: string): Promise<string> {
  const { rows } = await suite.pool.query<{ name: string }>(
    `select t.name from variants v join product_texts t on t.product_id = v.product_id and t.language = 'de'
      where v.sku = $1`,
    [sku],
  );
  return rows[0]?.name ?? '';
}

const awaiting = (page: Page) => page.getByTestId('awaiting-reviews').locator('li').allInnerTexts();

describe('my reviews', () => {
  it('lists bought products waiting for a review, links to the review form, then shows the review', async () => {
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    const email = `reviews-${randomUUID().slice(0, 8)}@example.com`;
    try {
      await page.goto(`${origin(DE)}/`);
      await hydrated(page);
      await callApiInPage(page, 'register', { email, password: PASSWORD, firstName: 'Anna' });
      const skus = await sellableSkus(suite.pool, 'DE', 2, 5);
      const cart = await fillCart(
        page,
        skus.map((sku) => ({ sku, quantity: 1 })),
      );
      const { cart: ready } = await callApiInPage<{ cart: { id: string; version: number } }>(
        page,
        'updateCart',
        [
          cart,
          {
            actions: [
              { action: 'setCustomerEmail', email },
              { action: 'setBillingAddress', address: BERLIN_ADDRESS },
              { action: 'setShippingAddress', address: BERLIN_ADDRESS },
            ],
          },
        ],
      );
      await callApiInPage(page, 'createBankPayment', { id: ready.id, version: ready.version });
      const [first, second] = [await nameOf(skus[0]!), await nameOf(skus[1]!)];
      expect(first).not.toBe('');

      // The account menu leads to the page.
      await page.goto(`${origin(DE)}/my-account`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Mein Konto' }).click();
      await page.locator('#account-menu').getByRole('link', { name: 'Meine Bewertungen' }).click();
      await page.waitForURL(`${origin(DE)}/my-account/my-reviews`);
      await expect.poll(() => page.locator('h1').textContent()).toBe('Meine Bewertungen');
      await expect.poll(async () => (await awaiting(page)).length).toBe(2);
      const waiting = await awaiting(page);
      expect(waiting.some((text) => text.includes(first))).toBe(true);
      expect(waiting.some((text) => text.includes(second))).toBe(true);
      expect(await page.getByText('Sie haben noch keine Bewertungen geschrieben.').count()).toBe(1);

      // "Write a review" opens the product page at its review form.
      const item = page.getByTestId('awaiting-reviews').locator('li', { hasText: first });
      await item.getByRole('link', { name: 'Bewertung schreiben' }).click();
      await page.waitForURL(
        (url) => url.hash === '#rating-reviews' && url.pathname !== '/my-account/my-reviews',
      );
      // The reviews part of the product page streams in after the details (decision 111).
      await page.locator('#rating-reviews').waitFor();
      await expect.poll(() => page.locator('h1').textContent()).toBe(first);

      await callApiInPage(page, 'add-review', {
        sku: skus[0],
        rating: 4,
        title: 'Robust',
        text: 'Hält, was es verspricht.',
        authorName: 'Anna',
      });
      await page.goto(`${origin(DE)}/my-account/my-reviews`);
      await hydrated(page);
      const rest = await awaiting(page);
      expect(rest).toHaveLength(1);
      expect(rest[0]).toContain(second);
      const written = page.getByTestId('written-reviews').locator('li');
      expect(await written.count()).toBe(1);
      expect(await written.first().innerText()).toContain('Robust');
      expect(await written.first().getByRole('img').getAttribute('aria-label')).toBe('4 von 5 Sternen');
    } finally {
      await context.close();
    }
  });

  it('sends a visitor without a session to /', async () => {
    const response = await get(DE, '/my-account/my-reviews');
    expect([302, 303, 307, 308]).toContain(response.status);
    expect(new URL(response.location ?? '', origin(DE)).pathname).toBe('/');
  });
});
