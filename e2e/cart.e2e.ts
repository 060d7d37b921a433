/**
 * The cart client, its sidebars and the cart page in Chromium (issue 10, decisions 155–157): an
 * add on a product page opens the sidebar spec 000 §4 picks (extra guarantee, complementary
 * products, cart); the cart page changes a quantity and applies a discount code; two tabs see each
 * other's changes; a failed add shows the toast of 001 §8.
 */
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../packages/commerce/test/wait.ts';
import { callApiInPage, fillCart, sellableSkus } from './cart-helpers.ts';
import { launchChromium, origin, pageWidths } from './helpers.ts';

const DE = 'de.localhost';
/** Switzerland sells no extra guarantee (demo stores). */
const CH = 'ch.localhost';
/** English store, for the spec's exact text of the toast. */
const GB = 'gb.localhost';

let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

interface Offers {
  extraGuarantees: { name: string }[];
  complementary: unknown[];
}

/** Sellable products of a store with their German slug, in stock. */
async function candidates(country: string, limit = 40, language = 'de') {
  const { rows } = await pool.query<{ sku: string; slug: string; referenced: number }>(
    `select v.sku, t.slug, coalesce(array_length(p.referenced_category_ids, 1), 0) as referenced
     from variants v join products p on p.id = v.product_id
     join product_texts t on t.product_id = p.id and t.language = $3
     join prices pr on pr.sku = v.sku and pr.country = $1
     join inventory i on i.sku = v.sku
     where v.is_master and p.product_type = 'standard_product' and i.available_quantity >= 10
       and $1 = any(p.enabled_on_market) and $1 = any(p.eligible_for_selling)
     order by v.sku limit $2`,
    [country, limit, language],
  );
  return rows;
}

/** The first candidate whose engine offers satisfy `wanted`. */
async function productWith(page: Page, country: string, wanted: (offers: Offers) => boolean) {
  for (const candidate of await candidates(country)) {
    const offers = await callApiInPage<Offers>(page, 'getAddToCartOffers', { sku: candidate.sku });
    if (wanted(offers)) return { ...candidate, offers };
  }
  throw new Error(`no ${country} product with the wanted offers`);
}

async function openProduct(page: Page, host: string, slug: string) {
  const response = await page.goto(`${origin(host)}/${slug}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await page.locator('.pdp-qty__input:enabled').waitFor();
}

const sidebar = (page: Page) => page.locator('[role="dialog"][data-sidebar]');

describe('after add to cart', () => {
  it('DE: the extra-guarantee sidebar for a covered product; Escape closes it', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
      const product = await productWith(page, 'DE', (offers) => offers.extraGuarantees.length > 0);
      await openProduct(page, DE, product.slug);
      const add = page.locator('.pdp-buy__main button');
      await add.focus();
      await page.keyboard.press('Enter');
      await sidebar(page).waitFor();
      expect(await sidebar(page).getAttribute('data-sidebar')).toBe('extra-guarantee');
      // Each plan says which one it is (its length), not only its price.
      expect(await sidebar(page).locator('.cart-sidebar__offer-name').allTextContents()).toEqual(
        product.offers.extraGuarantees.map((offer) => offer.name),
      );
      await page.keyboard.press('Escape');
      await sidebar(page).waitFor({ state: 'detached' });
      // The keyboard user is back on the button they pressed, not at the top of the page.
      expect(
        await page.evaluate(`document.activeElement === document.querySelector('.pdp-buy__main button')`),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('CH: complementary products when there are some, else the cart; the cart sidebar closes on navigation; the header icon opens it', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${origin(CH)}/`, { waitUntil: 'load' });
      const withExtras = await productWith(page, 'CH', (offers) => offers.complementary.length > 0);
      expect(withExtras.offers.extraGuarantees).toEqual([]);
      await openProduct(page, CH, withExtras.slug);
      await page.locator('.pdp-buy__main button').click();
      await sidebar(page).waitFor();
      expect(await sidebar(page).getAttribute('data-sidebar')).toBe('complementary');
      const shown = await sidebar(page).locator('.cart-sidebar__product').count();
      expect(shown).toBe(Math.min(4, withExtras.offers.complementary.length));
      await page.keyboard.press('Escape');
      await sidebar(page).waitFor({ state: 'detached' });

      const plain = await productWith(page, 'CH', (offers) => offers.complementary.length === 0);
      await openProduct(page, CH, plain.slug);
      await page.locator('.pdp-buy__main button').click();
      await sidebar(page).waitFor();
      expect(await sidebar(page).getAttribute('data-sidebar')).toBe('cart');
      expect(await sidebar(page).locator('.cart-sidebar__line').count()).toBe(2);
      await sidebar(page).getByRole('link', { name: 'Zum Warenkorb' }).click();
      await page.waitForURL(`${origin(CH)}/checkout/cart`);
      await sidebar(page).waitFor({ state: 'detached' });
      await page.locator('.cart-line').first().waitFor();
      expect(await page.locator('.cart-line').count()).toBe(2);

      // The header's cart icon with items opens the cart sidebar (spec 000 §4), not a new page.
      await page.locator('.header__cart-link').click();
      await sidebar(page).waitFor();
      expect(await sidebar(page).getAttribute('data-sidebar')).toBe('cart');
      await sidebar(page).locator('.cart-sidebar__line').first().waitFor();
      expect(await sidebar(page).locator('.cart-sidebar__line').count()).toBe(2);
      expect(page.url()).toBe(`${origin(CH)}/checkout/cart`);
    } finally {
      await context.close();
    }
  });
});

/** The cart page with its controls hydrated (they are disabled until then). */
async function openCartPage(page: Page) {
  await page.goto(`${origin(DE)}/checkout/cart`, { waitUntil: 'load' });
  await page.locator('.cart-qty__input:enabled').first().waitFor();
}

/** A German cart with one sellable product, on the cart page; its SKU. */
async function cartPageWithOneLine(page: Page): Promise<string> {
  await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
  const [sku = ''] = await sellableSkus(pool, 'DE', 1, 10);
  await fillCart(page, [{ sku, quantity: 1 }]);
  await openCartPage(page);
  return sku;
}

async function quantityInEngine(page: Page, sku: string): Promise<number> {
  const me = await callApiInPage<{
    me: { activeCart: { lineItems: Array<{ quantity: number; variant: { sku: string } }> } | null };
  }>(page, 'getMe', {});
  return me.me.activeCart?.lineItems.find((line) => line.variant.sku === sku)?.quantity ?? 0;
}

describe('cart page', () => {
  it('changes a quantity and applies a discount code', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const sku = await cartPageWithOneLine(page);
      const line = page.locator(`.cart-line[data-sku="${sku}"]`);
      await line.getByRole('button', { name: 'Menge erhöhen' }).click();
      await waitFor(
        async () => (await quantityInEngine(page, sku)) === 2,
        'the quantity to reach the engine',
      );
      expect(await line.locator('input').inputValue()).toBe('2');

      const coupon = page.getByRole('textbox', { name: 'Gutscheincode' });
      await coupon.fill('NOPE-NOPE');
      await page.getByRole('button', { name: 'Einlösen' }).click();
      await page.getByText('Der Gutscheincode NOPE-NOPE ist ungültig.').waitFor();
      await coupon.fill('WELCOME10');
      await page.getByRole('button', { name: 'Einlösen' }).click();
      await page.getByText('Der Gutscheincode WELCOME10 wurde eingelöst.').waitFor();
      await page.locator('.cart-coupons__code', { hasText: 'WELCOME10' }).waitFor();
      const me = await callApiInPage<{
        me: { activeCart: { discountCodes: Array<{ discountCode: { code: string } }> } };
      }>(page, 'getMe', {});
      expect(me.me.activeCart.discountCodes.map((entry) => entry.discountCode.code)).toEqual(['WELCOME10']);
    } finally {
      await context.close();
    }
  });

  it('fits a phone: nothing scrolls sideways, the quantity stepper leaves the line total readable', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
    try {
      const page = await context.newPage();
      const sku = await cartPageWithOneLine(page);
      const { content, screen } = await pageWidths(page);
      // The coupon field's default width made the page 397 px wide at 390.
      expect(content).toBeLessThanOrEqual(screen);
      const line = page.locator(`.cart-line[data-sku="${sku}"]`);
      const stepper = await line.locator('.cart-qty__controls').boundingBox();
      const total = await line.locator('.cart-line__total').boundingBox();
      if (!stepper || !total) throw new Error('the cart line has no stepper or total');
      // In the image's 80 px column the stepper ran over the total.
      const apart =
        stepper.x + stepper.width <= total.x ||
        total.x + total.width <= stepper.x ||
        stepper.y + stepper.height <= total.y ||
        total.y + total.height <= stepper.y;
      expect(apart, JSON.stringify({ stepper, total })).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("two tabs see each other's cart changes", async () => {
    const context = await browser.newContext();
    try {
      const [first, second] = [await context.newPage(), await context.newPage()];
      await first.goto(`${origin(DE)}/`, { waitUntil: 'load' });
      const [sku = ''] = await sellableSkus(pool, 'DE', 1, 10);
      await fillCart(first, [{ sku, quantity: 1 }]);
      await openCartPage(first);
      await openCartPage(second);
      const input = first.locator(`.cart-line[data-sku="${sku}"] input`);
      await input.fill('4');
      await input.press('Enter');
      await waitFor(async () => (await quantityInEngine(first, sku)) === 4, 'the change in the first tab');
      const other = second.locator(`.cart-line[data-sku="${sku}"] input`);
      await waitFor(async () => (await other.inputValue()) === '4', 'the second tab to show 4', 15_000);

      // And back: removing the line in the second tab empties the first.
      await second
        .locator(`.cart-line[data-sku="${sku}"]`)
        .getByRole('button', { name: /Entfernen/ })
        .click();
      await first.locator('.cart-page__empty').waitFor({ timeout: 15_000 });
    } finally {
      await context.close();
    }
  });
});

describe('a failed add', () => {
  it('shows the dismissible toast, which also goes away by itself', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const [product] = await candidates('GB', 1, 'en');
      await page.route('**/api/new-ct/updateCartLines*', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'Internal error' } }),
        }),
      );
      await openProduct(page, GB, product?.slug ?? '');
      const toast = page.getByRole('alert').filter({ hasText: 'cart' });
      await page.locator('.pdp-buy__main button').click();
      await toast.waitFor();
      expect(await toast.locator('.cart-toast__text').textContent()).toBe(
        'There was a problem with adding product to the cart. Please try again.',
      );
      await toast.getByRole('button').click();
      await toast.waitFor({ state: 'detached' });
      expect(await sidebar(page).count()).toBe(0);

      await page.locator('.pdp-buy__main button').click();
      await toast.waitFor();
      // Not dismissed: it leaves on its own (3 s).
      await toast.waitFor({ state: 'detached', timeout: 15_000 });
    } finally {
      await context.close();
    }
  });
});
