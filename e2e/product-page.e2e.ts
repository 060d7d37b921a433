/**
 * The product page in Chromium (issue 9 point 4): price, stock and delivery as the shopper reads
 * them; the quantity selector's caps at stock and at 1000 with the spec's message; adding updates
 * the header badge; the floating add-to-cart bar once the main button scrolls away; axe.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deliveryDate, storeLocalDate } from '@toolyard/domain';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, origin } from './helpers.ts';

declare const window: Record<string, unknown>;

const IE = 'ie.localhost';
let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
const restoreStock: Array<{ sku: string; quantity: number }> = [];

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  for (const { sku, quantity } of restoreStock) {
    await pool.query('update inventory set available_quantity = $2 where sku = $1', [sku, quantity]);
  }
  await browser?.close();
  await pool.end();
});

interface Candidate {
  sku: string;
  slug: string;
  cents: number;
  stock: number;
}

/**
 * Standard parcel products sold in IE without a product discount, in stock between `min` and
 * `max`, highest SKUs first (other tests take the lowest); `skip` picks a different one.
 */
async function productInIreland(min: number, max: number, skip = 0): Promise<Candidate> {
  const { rows } = await pool.query<Candidate>(
    `select v.sku, t.slug, pr.cent_amount as cents, i.available_quantity as stock
     from variants v join products p on p.id = v.product_id
     join product_texts t on t.product_id = p.id and t.language = 'en'
     join prices pr on pr.sku = v.sku and pr.country = 'IE'
     join inventory i on i.sku = v.sku
     where v.is_master and p.product_type = 'standard_product' and not p.is_package_type_freight
       and 'IE' = any(p.enabled_on_market) and 'IE' = any(p.eligible_for_selling)
       and i.available_quantity between $1 and $2
       and not exists (select 1 from product_discounts d where d.sku = v.sku)
     order by v.sku desc offset $3 limit 1`,
    [min, max, skip],
  );
  const found = rows[0];
  if (!found) throw new Error(`no IE product with stock ${min}–${max}`);
  return { ...found, cents: Number(found.cents) };
}

async function openProduct(slug: string, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const response = await page.goto(`${origin(IE)}/${slug}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  // The controls are enabled once React has hydrated them.
  await page.locator('.pdp-qty__input:enabled').waitFor();
  return page;
}

const euro = (cents: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

describe('product page', () => {
  it('IE: shows the price with the VAT note, the stock label, the delivery date and the shipping fee', async () => {
    const product = await productInIreland(6, 400);
    const page = await openProduct(product.slug);
    try {
      expect(await page.locator('[data-testid="pdp-price"]').textContent()).toBe(euro(product.cents));
      expect(await page.locator('.pdp-price__vat').textContent()).toBe('incl. 23% VAT');
      const stock = (await page.locator('.pdp-stock').textContent()) ?? '';
      expect(['In stock', 'In stock, limited quantity', `Only ${product.stock} pieces left`]).toContain(
        stock,
      );
      // IE parcel delivery text is "3-6": six business days from today in Dublin.
      const date = deliveryDate('3-6', storeLocalDate('IE', new Date()), { businessDays: true }) ?? '';
      const shown = new Intl.DateTimeFormat('en-IE', {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${date}T12:00:00Z`));
      expect(await page.locator('[data-testid="pdp-delivery"]').textContent()).toBe(`Delivery by ${shown}`);
      expect(await page.locator('[data-testid="pdp-shipping"]').textContent()).toBe(
        product.cents >= 59_00 ? 'Shipping: Free' : 'Shipping: €1.95',
      );
      const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = ld.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
      expect(types).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
    } finally {
      await page.context().close();
    }
  });

  it('caps the quantity at the stock with "You have reached the maximum quantity"', async () => {
    const product = await productInIreland(2, 40, 1);
    const page = await openProduct(product.slug);
    try {
      const input = page.getByLabel('Quantity', { exact: true });
      await input.fill('999');
      await input.press('Enter');
      expect(await input.inputValue()).toBe(String(product.stock));
      expect(await page.locator('.pdp-qty__message').textContent()).toBe(
        'You have reached the maximum quantity',
      );
      expect(await page.getByRole('button', { name: 'Increase quantity' }).isDisabled()).toBe(true);
      await input.fill('0');
      await input.press('Enter');
      expect(await input.inputValue()).toBe('1');
      expect(await page.getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  it('caps the quantity at 1000 when there is more stock', async () => {
    const product = await productInIreland(1, 400, 2);
    restoreStock.push({ sku: product.sku, quantity: product.stock });
    await pool.query('update inventory set available_quantity = 5000 where sku = $1', [product.sku]);
    const page = await openProduct(product.slug);
    try {
      const input = page.getByLabel('Quantity', { exact: true });
      await input.fill('1500');
      await input.press('Tab');
      expect(await input.inputValue()).toBe('1000');
      expect(await page.locator('.pdp-qty__message').textContent()).toBe(
        'You have reached the maximum quantity',
      );
    } finally {
      await page.context().close();
    }
  });

  it('adding to the cart updates the header badge; the floating bar appears once the button scrolls away', async () => {
    const product = await productInIreland(6, 400, 3);
    const page = await openProduct(product.slug, 390);
    try {
      await page.locator('header[data-visitor="known"]').waitFor(); // the header has asked /api/visitor
      expect(await page.locator('.header__cart-link .badge').count()).toBe(0);
      const input = page.getByLabel('Quantity', { exact: true });
      await input.fill('2');
      await input.press('Enter');
      await page.locator('.pdp-buy__main button').click();
      await page.locator('.header__cart-link .badge').waitFor();
      expect(await page.locator('.header__cart-link .badge').textContent()).toBe('2');
      expect(await page.locator('.pdp-buy__notice').textContent()).toBe('Added to cart');
      // The after-add sidebar (decision 156) is a modal: closed before the page is used again.
      const sidebar = page.locator('[role="dialog"][data-sidebar]');
      await sidebar.waitFor();
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'detached' });

      expect(await page.locator('.pdp-floating').count()).toBe(0);
      await page.evaluate(() =>
        (window as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 100_000),
      );
      await page.locator('.pdp-floating').waitFor();
      await page.locator('.pdp-floating button').click();
      await page.waitForFunction(
        () =>
          (
            window as unknown as { document: { querySelector(s: string): { textContent: string } | null } }
          ).document.querySelector('.header__cart-link .badge')?.textContent === '3',
      );
      await sidebar.waitFor();
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'detached' });
      await page.evaluate(() =>
        (window as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0),
      );
      await page.locator('.pdp-floating').waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });

  it('has no serious or critical axe-core violations (desktop and mobile widths)', async () => {
    const require = createRequire(import.meta.url);
    const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    const product = await productInIreland(6, 400);
    for (const width of [1280, 375]) {
      const page = await openProduct(product.slug, width);
      try {
        await page.evaluate(axeSource); // over DevTools: the CSP (rightly) blocks an injected <script>
        const violations = await page.evaluate(async () => {
          const result = await (
            window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } }
          ).axe.run();
          return result.violations.map((v) => `${v.impact}: ${v.id}`);
        });
        expect(violations.filter((v) => v.startsWith('serious') || v.startsWith('critical'))).toEqual([]);
      } finally {
        await page.context().close();
      }
    }
  });
});
