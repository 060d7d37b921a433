/**
 * Issue 9 product page gaps in Chromium (decisions 187, 188): `?sku=` server-renders that
 * variant's price and stock; picking a variant in the switcher updates the price and the URL and
 * adds that variant to the cart; the product video downloads nothing until its play button is
 * pressed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { money, stockLevel } from '@toolyard/domain';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { get, launchChromium, origin } from './helpers.ts';

const IE = 'ie.localhost';
let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
let restoreAttributes: { id: string; attributes: unknown } | null = null;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  if (restoreAttributes) {
    await pool.query('update products set attributes = $2 where id = $1', [
      restoreAttributes.id,
      JSON.stringify(restoreAttributes.attributes),
    ]);
  }
  await browser?.close();
  await pool.end();
});

interface VariantPair {
  slug: string;
  master: { sku: string; cents: number };
  other: { sku: string; cents: number; stock: number };
}

/** An IE product without discounts whose master and a B-ware variant are in stock at different prices. */
async function productWithVariants(): Promise<VariantPair> {
  const { rows } = await pool.query<{
    slug: string;
    master_sku: string;
    master_cents: string;
    sku: string;
    cents: string;
    stock: number;
  }>(
    `select t.slug, m.sku as master_sku, mp.cent_amount as master_cents,
       v.sku, vp.cent_amount as cents, vi.available_quantity as stock
     from products p
     join product_texts t on t.product_id = p.id and t.language = 'en'
     join variants m on m.product_id = p.id and m.is_master
     join prices mp on mp.sku = m.sku and mp.country = 'IE'
     join inventory mi on mi.sku = m.sku
     join variants v on v.product_id = p.id and v.kind = 'B'
     join prices vp on vp.sku = v.sku and vp.country = 'IE'
     join inventory vi on vi.sku = v.sku
     where 'IE' = any(p.enabled_on_market) and 'IE' = any(p.eligible_for_selling)
       and mi.available_quantity > 0 and vi.available_quantity between 1 and 5
       and vp.cent_amount <> mp.cent_amount
       and not exists (select 1 from product_discounts d join variants dv on dv.sku = d.sku
                       where dv.product_id = p.id)
     order by v.sku limit 1`,
  );
  const row = rows[0];
  if (!row) throw new Error('no IE product with an in-stock B-ware variant');
  return {
    slug: row.slug,
    master: { sku: row.master_sku, cents: Number(row.master_cents) },
    other: { sku: row.sku, cents: Number(row.cents), stock: row.stock },
  };
}

const euro = (cents: number) =>
  new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const text = (html: string) => html.replaceAll('<!-- -->', '');

/** Serious and critical axe-core findings on the page as it is now. */
async function axeFindings(page: Page): Promise<string[]> {
  const require = createRequire(import.meta.url);
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const result = await (
      globalThis as unknown as {
        axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> };
      }
    ).axe.run();
    return result.violations.map((v) => `${v.impact}: ${v.id}`);
  });
  return violations.filter((v) => v.startsWith('serious') || v.startsWith('critical'));
}

async function poll(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function open(path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const response = await page.goto(`${origin(IE)}${path}`, { waitUntil: 'load' });
  expect(response?.status()).toBe(200);
  await page.locator('.pdp-qty__input:enabled').waitFor();
  return page;
}

describe('product variants', () => {
  it('?sku= server-renders that variant: its price, its stock, its radio checked', async () => {
    const product = await productWithVariants();
    const master = text((await get(IE, `/${product.slug}`)).body);
    expect(master).toContain(`data-testid="pdp-price">${euro(product.master.cents)}<`);
    const response = await get(IE, `/${product.slug}?sku=${product.other.sku}`);
    expect(response.status).toBe(200);
    const html = text(response.body);
    expect(html).toContain(`data-testid="pdp-price">${euro(product.other.cents)}<`);
    // Its stock: the label the domain gives that quantity at that price, and the quantity cap.
    const level = stockLevel({
      country: 'IE',
      availableQuantity: product.other.stock,
      unitPrice: money('EUR', product.other.cents),
    });
    expect(html).toContain(`class="pdp-stock pdp-stock--${level}"`);
    expect(html).toMatch(new RegExp(`class="pdp-qty__input"[^>]* max="${product.other.stock}"`));
    expect(html).toContain(`name="sku" checked="" value="${product.other.sku}"`);
    // The canonical URL stays the product's own.
    expect(html).toMatch(new RegExp(`rel="canonical" href="[^"?]*/${product.slug}"`));
  });

  it('picking a variant updates the price and puts its SKU in the URL', async () => {
    const product = await productWithVariants();
    const page = await open(`/${product.slug}`);
    try {
      const price = page.locator('[data-testid="pdp-price"]');
      expect(await price.textContent()).toBe(euro(product.master.cents));
      await page.locator(`input[name="sku"][value="${product.other.sku}"]`).check();
      await poll(async () => (await price.textContent()) === euro(product.other.cents), 'the B-ware price');
      expect(new URL(page.url()).searchParams.get('sku')).toBe(product.other.sku);
      expect(await page.locator('.pdp-codes').textContent()).toContain(product.other.sku);
      // One gallery, switcher and buy box after hydration and the switch (none left behind).
      for (const part of ['.pdp-gallery', 'form.pdp-variants', '.pdp-buy']) {
        expect(await page.locator(part).count(), part).toBe(1);
      }
      expect(await axeFindings(page)).toEqual([]);
      // The chosen variant's SKU goes into the cart.
      await page.locator('.pdp-buy__main button:enabled').click();
      await page.locator('.header__cart-link .badge').waitFor();
      expect(await page.locator('.header__cart-link .badge').textContent()).toBe('1');
      const sidebar = page.locator('[role="dialog"][data-sidebar]');
      await sidebar.waitFor();
      await page.keyboard.press('Escape');
      await sidebar.waitFor({ state: 'detached' });
      // Back to the master variant: its price again.
      await page.locator(`input[name="sku"][value="${product.master.sku}"]`).check();
      await poll(async () => (await price.textContent()) === euro(product.master.cents), 'the master price');
      expect(new URL(page.url()).searchParams.get('sku')).toBe(product.master.sku);
    } finally {
      await page.context().close();
    }
  });
});

describe('product video', () => {
  it('loads the video only after the play button is pressed', async () => {
    const { rows } = await pool.query<{ id: string; slug: string; attributes: Record<string, unknown> }>(
      `select p.id, t.slug, p.attributes from products p
       join product_texts t on t.product_id = p.id and t.language = 'en'
       join variants v on v.product_id = p.id and v.is_master
       join inventory i on i.sku = v.sku
       where 'IE' = any(p.enabled_on_market) and 'IE' = any(p.eligible_for_selling)
         and i.available_quantity > 0 and p.product_type = 'standard_product'
       order by p.key desc offset 7 limit 1`,
    );
    const found = rows[0];
    if (!found) throw new Error('no IE product');
    restoreAttributes = { id: found.id, attributes: found.attributes };
    await pool.query('update products set attributes = $2 where id = $1', [
      found.id,
      JSON.stringify({ ...found.attributes, video: '/media/e2e-clip.mp4' }),
    ]);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const requested: string[] = [];
    await page.route('**/media/e2e-clip.mp4', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'video/mp4', body: Buffer.alloc(0) });
    });
    try {
      await page.goto(`${origin(IE)}/${found.slug}`, { waitUntil: 'load' });
      await page.locator('.pdp-qty__input:enabled').waitFor();
      const play = page.getByRole('button', {
        name: `Play video: ${await page.locator('h1').textContent()}`,
      });
      await play.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      expect(await page.locator('.pdp-video video, .pdp-video iframe').count()).toBe(0);
      expect(await axeFindings(page)).toEqual([]);
      await play.click();
      await poll(async () => requested.length > 0, 'the video request');
      expect(await page.locator('.pdp-video video').count()).toBe(1);
      expect(await page.locator('.pdp-video video').getAttribute('autoplay')).toBeNull();
    } finally {
      await context.close();
    }
  });
});
