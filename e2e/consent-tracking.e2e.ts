/**
 * The cookie banner and the tracking calls in Chromium (decision 243, 001 §7): a first-time visitor
 * is asked from the first paint, "Necessary only" ends it and sends nothing; "Accept all" lets product views, cart
 * changes and checkout steps reach the tracking service under one tracking id; the footer's
 * "Cookie settings" asks again.
 */
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillCartForPayment, sellableSkus } from './cart-helpers.ts';
import { hydrated, launchChromium, origin, seriousAxeViolations } from './helpers.ts';

const DUBLIN_ADDRESS = {
  country: 'IE',
  firstName: 'Aoife',
  lastName: 'Byrne',
  streetName: 'Grafton Street',
  streetNumber: '12',
  postalCode: 'D02 X285',
  city: 'Dublin',
};

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

  it('on a phone, what the keyboard focuses behind the banner is scrolled clear of it (WCAG 2.4.11)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`${origin(IE)}/`, { waitUntil: 'load' });
      await hydrated(page);
      const hidden: string[] = [];
      for (let press = 0; press < 40; press++) {
        await page.keyboard.press('Tab');
        // A string: these tests compile without the DOM's types.
        const obscured = await page.evaluate<string | null>(`(() => {
          const active = document.activeElement;
          const sheet = document.querySelector('section.consent');
          if (!active || !sheet || sheet.contains(active) || active === document.body) return null;
          const box = active.getBoundingClientRect();
          const top = sheet.getBoundingClientRect().top;
          return box.height > 0 && box.top >= top ? active.tagName + ' ' + active.textContent.trim() : null;
        })()`);
        if (obscured) hidden.push(obscured);
      }
      expect(hidden).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('with "Accept all", a product view and an added product are recorded under one tracking id', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const { sku, slug } = await product();
    try {
      // Chosen on the home page: on the product page itself the view could be tracked either side of
      // the click (its effect may run after the page is marked hydrated), and be counted with it.
      await page.goto(`${origin(IE)}/`, { waitUntil: 'load' });
      // Painted with the page; its buttons work once the page is hydrated.
      await hydrated(page);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      expect(await consentOf(context)).toBe('statistics.marketing');

      const viewed = page.waitForResponse((response) => response.url().endsWith('/api/tracking/view-item'));
      await page.goto(`${origin(IE)}/${slug}`, { waitUntil: 'load' });
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

  it('with consent, the server sends the person-naming events: newsletter-doi, reset-password, customer-consent', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const email = `doi-${Date.now()}@example.ie`;
    try {
      await page.goto(`${origin(IE)}/search?q=drill`, { waitUntil: 'load' });
      await hydrated(page);
      const consentSent = page.waitForResponse((response) =>
        response.url().endsWith('/api/tracking/consent'),
      );
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await consentSent;
      const form = page.locator('.newsletter__form');
      await form.locator('input[name="email"]').fill(email);
      await form.locator('button[type="submit"]').click();
      await page.waitForSelector('.newsletter__answer:not(.newsletter__answer--error):not(:empty)');

      await page.goto(`${origin(IE)}/password-reset`, { waitUntil: 'load' });
      await hydrated(page);
      await page.locator('main input[name="email"]').fill(email);
      await page.locator('main button[type="submit"]').click();
      await page.waitForURL(/\/password-reset\/check-email/);

      // The confirmation link, followed in the same browser: the consent names the confirmed address.
      const mail = await pool.query<{ text_body: string }>(
        'select text_body from mailbox_messages where $1 = any(envelope_to)',
        [email],
      );
      const link = /https?:\/\/\S+\/exConsents\/confirm\?hash=\S+/.exec(mail.rows[0]?.text_body ?? '')?.[0];
      expect(link).toBeTruthy();
      await page.goto(link!.replace(/^https?:\/\/[^/]+/, origin(IE)));

      const trackingId = (await context.cookies()).find((cookie) => cookie.name === 'ty_tid')?.value;
      const { rows } = await pool.query(
        `select event_type, locale, cookie, email, properties from tracking_events
         where properties->>'email' = $1 or email = $1 order by id`,
        [email],
      );
      expect(rows).toEqual([
        {
          event_type: 'newsletter-doi',
          locale: 'en-ie',
          cookie: trackingId,
          email: null,
          properties: { email },
        },
        {
          event_type: 'reset-password',
          locale: 'en-ie',
          cookie: trackingId,
          email: null,
          properties: { email, locale: 'en-ie' },
        },
        {
          event_type: 'customer-consent',
          locale: 'en-ie',
          cookie: trackingId,
          email,
          properties: { newsletter: true, sms: false },
        },
      ]);
    } finally {
      await context.close();
    }
  });

  it('with consent, the payment step (4) and the thank-you page (5) are tracked under the ordered cart', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies([{ name: 'ty_consent', value: 'statistics', url: origin(IE) }]);
    const page = await context.newPage();
    try {
      await page.goto(`${origin(IE)}/`);
      const [sku] = await sellableSkus(pool, 'IE', 1, 5);
      const cart = await fillCartForPayment(
        page,
        [{ sku: sku!, quantity: 1 }],
        `steps-${Date.now()}@example.ie`,
        DUBLIN_ADDRESS,
      );
      const paymentStep = page.waitForResponse((response) =>
        response.url().endsWith('/api/tracking/checkout'),
      );
      await page.goto(`${origin(IE)}/checkout/payment`);
      await hydrated(page);
      expect((await paymentStep).status()).toBe(202);
      await page.locator('input[name="method"][value="bank_transfer"]').check();
      const thankYouStep = page.waitForResponse((response) =>
        response.url().endsWith('/api/tracking/checkout'),
      );
      await page.getByRole('button', { name: 'Order with obligation to pay' }).click();
      await page.waitForURL(/\/checkout\/thank-you\?order=/);
      expect((await thankYouStep).status()).toBe(202);
      const { rows } = await pool.query(
        `select (properties->>'step')::int as step from tracking_events
         where event_type = 'checkout' and properties->>'cart_id' = $1 order by id`,
        [cart.id],
      );
      expect(rows).toEqual([{ step: 4 }, { step: 5 }]);
    } finally {
      await context.close();
    }
  });
});
