/**
 * Issue 10's guards on the payment page, in Chromium against the real server: a double click on
 * "pay" makes one order (with the browser's JavaScript and without it, where the browser really
 * posts twice), and cash on delivery cannot be chosen over the country's cap or with a freight item
 * outside SK/HU/CZ/PL (spec 000 §5, 001 §9). Carts are built over the JSON API to reach the cap.
 */
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillCartForPayment } from './cart-helpers.ts';
import { BERLIN_STREET_ADDRESS, hydrated, launchChromium, origin } from './helpers.ts';

const ADDRESSES: Record<string, Record<string, string>> = {
  DE: BERLIN_STREET_ADDRESS,
  CZ: {
    firstName: 'Jana',
    lastName: 'Nováková',
    streetName: 'Vodičkova',
    streetNumber: '18',
    postalCode: '110 00',
    city: 'Praha',
  },
};

let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

interface Sellable {
  sku: string;
  gross: number;
}

/** Standard products sold and in stock (≥ 25) in a country, with their gross price; `freight` picks the package type. */
async function sellable(country: string, freight: boolean, order: 'asc' | 'desc'): Promise<Sellable[]> {
  const { rows } = await pool.query<{ sku: string; gross: string }>(
    `select v.sku, pr.cent_amount as gross from variants v join products p on p.id = v.product_id
     join prices pr on pr.sku = v.sku and pr.country = $1 join inventory i on i.sku = v.sku
     where v.is_master and p.product_type = 'standard_product' and i.available_quantity >= 25
       and $1 = any(p.enabled_on_market) and $1 = any(p.eligible_for_selling)
       and p.is_package_type_freight = $2
     order by pr.cent_amount ${order === 'asc' ? 'asc' : 'desc'}, v.sku limit 20`,
    [country, freight],
  );
  return rows.map((row) => ({ sku: row.sku, gross: Number(row.gross) }));
}

/** A new shopper of `country` whose cart holds `lines`, an e-mail and both addresses; on the store's home. */
async function shopper(
  country: 'DE' | 'CZ',
  lines: { sku: string; quantity: number }[],
): Promise<{ context: BrowserContext; page: Page; cartId: string; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin(`${country.toLowerCase()}.localhost`)}/`);
  const email = `guard-${Date.now()}@example.com`;
  const cart = await fillCartForPayment(page, lines, email, { country, ...ADDRESSES[country] });
  return { context, page, cartId: cart.id, email };
}

async function paymentPage(page: Page, host: string) {
  await page.goto(`${origin(host)}/checkout/payment`, { waitUntil: 'load' });
  await page.locator('input[name="method"]').first().waitFor();
}

const codRadio = (page: Page) => page.locator('input[name="method"][value="cod"]');

async function liveOrders(cartId: string): Promise<string[]> {
  const { rows } = await pool.query<{ order_number: string }>(
    "select order_number from orders where cart_id = $1 and order_state <> 'Cancelled'",
    [cartId],
  );
  return rows.map((row) => row.order_number);
}

describe('a double click on pay', () => {
  it('with JavaScript: one order for the cart, the thank-you page of that order', async () => {
    const [product] = await sellable('DE', false, 'asc');
    const { context, page, cartId } = await shopper('DE', [{ sku: product!.sku, quantity: 1 }]);
    try {
      await paymentPage(page, 'de.localhost');
      await hydrated(page);
      await page.locator('input[name="method"][value="bank_transfer"]').check();
      await page.locator('.account-form__submit').dblclick();
      await page.waitForURL(/\/checkout\/thank-you\?order=/);
      const orderNumber = new URL(page.url()).searchParams.get('order');
      await expect.poll(() => liveOrders(cartId)).toEqual([orderNumber]);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript (the browser posts the form twice): still one order', async () => {
    const [product] = await sellable('DE', false, 'asc');
    const setUp = await shopper('DE', [{ sku: product!.sku, quantity: 1 }]);
    const state = await setUp.context.storageState();
    await setUp.context.close();
    const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
    try {
      const page = await context.newPage();
      await paymentPage(page, 'de.localhost');
      await page.locator('input[name="method"][value="bank_transfer"]').check();
      await page.locator('.account-form__submit').dblclick();
      await page.waitForURL(/\/checkout\/thank-you\?order=/);
      const orderNumber = new URL(page.url()).searchParams.get('order');
      await expect.poll(() => liveOrders(setUp.cartId)).toEqual([orderNumber]);
    } finally {
      await context.close();
    }
  });
});

describe('cash on delivery on the payment page', () => {
  it('DE: offered for a small cart, not over the cap of 1,500.00 EUR', async () => {
    const [cheap] = await sellable('DE', false, 'asc');
    const small = await shopper('DE', [{ sku: cheap!.sku, quantity: 1 }]);
    try {
      await paymentPage(small.page, 'de.localhost');
      expect(await codRadio(small.page).isEnabled()).toBe(true);
    } finally {
      await small.context.close();
    }
    // Over the cap with at most 20 items, so the cap is the only rule broken.
    const [dear] = await sellable('DE', false, 'desc');
    const quantity = Math.ceil((1500_00 + 1) / dear!.gross);
    expect(quantity).toBeLessThanOrEqual(20);
    const big = await shopper('DE', [{ sku: dear!.sku, quantity }]);
    try {
      await paymentPage(big.page, 'de.localhost');
      expect(await codRadio(big.page).count()).toBe(0);
      expect(await big.page.locator('input[name="method"]:checked').getAttribute('value')).not.toBe('cod');
    } finally {
      await big.context.close();
    }
  });

  it('a freight item: not in DE, but in CZ (a freight country)', async () => {
    const [freightDe] = await sellable('DE', true, 'asc');
    const de = await shopper('DE', [{ sku: freightDe!.sku, quantity: 1 }]);
    try {
      await paymentPage(de.page, 'de.localhost');
      expect(await codRadio(de.page).count()).toBe(0);
    } finally {
      await de.context.close();
    }
    const [freightCz] = await sellable('CZ', true, 'asc');
    const cz = await shopper('CZ', [{ sku: freightCz!.sku, quantity: 1 }]);
    try {
      await paymentPage(cz.page, 'cz.localhost');
      expect(await codRadio(cz.page).isEnabled()).toBe(true);
    } finally {
      await cz.context.close();
    }
  });
});
