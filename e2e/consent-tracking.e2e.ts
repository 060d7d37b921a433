/**
 * The cookie banner and the tracking calls in Chromium (decision 243, 001 §7): a first-time visitor
 * is asked from the first paint, "Necessary only" ends it and sends nothing; "Accept all" lets product views, cart
 * changes and checkout steps reach the tracking service under one tracking id; the footer's
 * "Cookie settings" asks again.
 */
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hydrated, launchChromium, origin, seriousAxeViolations } from './helpers.ts';

const IE = 'ie.localhost';
let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });

beforeAll(async () => {
  // First-time visitors: no earlier answer to the banner.
  browser = await launchChromium({ consentAsked: true });
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

/** A product sold in IE with plenty of stock (other tests take the lowest and highest SKUs). */
async function product(): Promise<{ sku: string; slug: string }> {
  const { rows } = await pool.query<{ sku: string; slug: string }>(
    `select v.sku, t.slug from variants v join products p on p.id = v.product_id
     join product_texts t on t.product_id = p.id and t.language = 'en'
     join inventory i on i.sku = v.sku
     where v.is_master and p.product_type = 'standard_product' and not p.is_package_type_freight
       and 'IE' = any(p.enabled_on_market) and 'IE' = any(p.eligible_for_selling)
       and i.available_quantity >= 50
     order by v.sku offset 11 limit 1`,
  );
  if (!rows[0]) throw new Error('no IE product in stock');
  return rows[0];
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Toolyard' });
const consentOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'ty_consent')?.value ?? null;

describe('cookie banner and tracking', () => {
  it('asks a first-time visitor; "Necessary only" ends it, and no event is sent', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const tracked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/tracking/')) tracked.push(request.url());
    });
    try {
      await page.goto(`${origin(IE)}/`, { waitUntil: 'load' });
      await banner(page).waitFor();
      await hydrated(page);
      // A first visit keeps the focus where it was: the banner is not a modal.
      expect(await page.evaluate('document.activeElement?.tagName')).toBe('BODY');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await banner(page).getByRole('button', { name: 'Necessary only' }).click();
      await banner(page).waitFor({ state: 'detached' });
      expect(await consentOf(context)).toBe('none');

      const { slug } = await product();
      await page.goto(`${origin(IE)}/${slug}`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await page.goto(`${origin(IE)}/`, { waitUntil: 'networkidle' });
      // In the HTML for everyone, shown to nobody who has chosen.
      expect(await banner(page).isVisible()).toBe(false);
      // Only the choice itself was told (a withdrawal must reach the tracker); no page view was.
      expect(tracked.map((url) => new URL(url).pathname)).toEqual(['/api/tracking/consent']);
      expect((await context.cookies()).some((cookie) => cookie.name === 'ty_tid')).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('with "Accept all", a product view and an added product are recorded under one tracking id', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { sku, slug } = await product();
    try {
      await page.goto(`${origin(IE)}/${slug}`, { waitUntil: 'load' });
      // Painted with the page; its buttons work once the page is hydrated.
      await hydrated(page);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      expect(await consentOf(context)).toBe('statistics.marketing');

      const viewed = page.waitForResponse((response) => response.url().endsWith('/api/tracking/view-item'));
      await page.reload({ waitUntil: 'load' });
      expect((await viewed).status()).toBe(202);
      await page.locator('.pdp-qty__input:enabled').waitFor();
      const added = page.waitForResponse((response) => response.url().endsWith('/api/tracking/cart-update'));
      await page.locator('.pdp-buy__main button').click();
      expect((await added).status()).toBe(202);

      const trackingId = (await context.cookies()).find((cookie) => cookie.name === 'ty_tid')?.value;
      expect(trackingId).toMatch(/^[0-9a-f-]{36}$/);
      const { rows } = await pool.query(
        `select event_type, locale, cookie, properties->>'action' as action from tracking_events
         where properties->>'sku' = $1 order by id`,
        [sku],
      );
      expect(rows).toEqual([
        { event_type: 'view-item', locale: 'en-ie', cookie: trackingId, action: null },
        { event_type: 'cart-update', locale: 'en-ie', cookie: trackingId, action: 'add' },
      ]);
    } finally {
      await context.close();
    }
  });

  it('"Cookie settings" in the footer asks again, with the current choice, and saves a new one', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(`${origin(IE)}/`, { waitUntil: 'load' });
      await hydrated(page);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await banner(page).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Cookie settings' }).click();
      await banner(page).waitFor();
      // Asked for, it takes the focus: keyboard users land in it.
      await expect
        .poll(() => page.evaluate('document.activeElement?.textContent'))
        .toBe('Cookies on Toolyard');
      await banner(page).getByRole('button', { name: 'Settings' }).click();
      const statistics = banner(page).getByRole('checkbox', { name: /^Statistics/ });
      expect(await statistics.isChecked()).toBe(true);
      await statistics.uncheck();
      const withdrawn = page.waitForResponse((response) => response.url().endsWith('/api/tracking/consent'));
      await banner(page).getByRole('button', { name: 'Save my choice' }).click();
      await banner(page).waitFor({ state: 'detached' });
      expect(await consentOf(context)).toBe('marketing');
      // Statistics withdrawn: recorded, and the tracking id is gone.
      expect((await withdrawn).status()).toBe(202);
      expect((await context.cookies()).some((cookie) => cookie.name === 'ty_tid')).toBe(false);
    } finally {
      await context.close();
    }
  });
});
