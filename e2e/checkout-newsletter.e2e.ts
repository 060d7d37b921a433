/**
 * The newsletter box on the payment step (000 §4 "record newsletter consent if given", 001 §10
 * "Newsletter optional in HU and PL", decision 245), as a shopper in Poland meets it: ticked, it
 * survives a refused card, and only the paid order records the sign-up, with the double opt-in mail
 * to the order's address. A German shopper is not asked.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillCartForPayment, sellableSkus } from './cart-helpers.ts';
import { BERLIN_ADDRESS, hydrated, launchChromium, origin } from './helpers.ts';

const WARSAW_ADDRESS = {
  country: 'PL',
  firstName: 'Jan',
  lastName: 'Kowalski',
  streetName: 'ul. Marszałkowska',
  streetNumber: '10',
  postalCode: '00-001',
  city: 'Warszawa',
};

let browser: Browser;
let pool: pg.Pool;
beforeAll(async () => {
  browser = await launchChromium();
  pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
});
afterAll(async () => {
  await pool?.end();
  await browser?.close();
});

async function shopperWithCart(
  host: string,
  country: string,
  address: { country: string } & Record<string, string>,
  email = `news-${randomUUID().slice(0, 8)}@example.com`,
) {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin(host)}/`);
  const [sku] = await sellableSkus(pool, country, 1, 5);
  const cart = await fillCartForPayment(page, [{ sku: sku!, quantity: 1 }], email, address);
  await page.goto(`${origin(host)}/checkout/payment`);
  await hydrated(page);
  return { page, email, cartId: cart.id };
}

async function payByCard(page: Page, cardNumber: string) {
  await page.locator('input[name="method"][value="scheme"]').check();
  await page.getByRole('button', { name: 'Zamawiam z obowiązkiem zapłaty' }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: 'Pay' }).click();
}

const subscriptions = async (email: string) =>
  (
    await pool.query(
      'select store_key, locale, status, source from newsletter_subscriptions where email_lower = $1',
      [email],
    )
  ).rows;
const mails = async (email: string) =>
  (await pool.query('select text_body from mailbox_messages where $1 = any(envelope_to)', [email])).rows.map(
    (row) => String(row.text_body),
  );

describe('the newsletter box at checkout', () => {
  it('PL: ticked, kept over a refused card, recorded with its confirmation mail once the order is paid', async () => {
    const { page, email, cartId } = await shopperWithCart('pl.localhost', 'PL', WARSAW_ADDRESS);
    const box = page.getByRole('checkbox', { name: 'Chcę otrzymywać newsletter' });
    expect(await page.getByRole('group', { name: 'Newsletter (opcjonalnie)' }).count()).toBe(1);
    expect(await box.isChecked()).toBe(false);
    await box.check();

    await payByCard(page, '4000000000000002');
    await page.waitForURL(/\/checkout\/payment\?error=cancelled-transaction/);
    await hydrated(page);
    // The refused payment made no order and recorded nothing; the box is still ticked.
    expect(await box.isChecked()).toBe(true);
    expect(await subscriptions(email)).toEqual([]);

    await payByCard(page, '4111111111111111');
    await page.waitForURL(/\/checkout\/thank-you\?order=/);
    expect((await pool.query('select 1 from orders where cart_id = $1', [cartId])).rowCount).toBe(1);
    expect(await subscriptions(email)).toEqual([
      { store_key: 'store-pl', locale: 'pl-pl', status: 'pending', source: 'checkout' },
    ]);
    await expect
      .poll(
        async () => (await mails(email)).filter((body) => body.includes('/exConsents/confirm?hash=')).length,
      )
      .toBe(1);
    // Reloading the thank-you page signs up nobody again.
    await page.reload();
    expect((await mails(email)).filter((body) => body.includes('/exConsents/confirm?hash=')).length).toBe(1);
    await page.context().close();
  });

  it('PL: left unticked, the order records no sign-up', async () => {
    const { page, email } = await shopperWithCart('pl.localhost', 'PL', WARSAW_ADDRESS);
    await payByCard(page, '4111111111111111');
    await page.waitForURL(/\/checkout\/thank-you\?order=/);
    expect(await subscriptions(email)).toEqual([]);
    await page.context().close();
  });

  it('PL: an address that already gets the newsletter is not asked again', async () => {
    const email = `news-${randomUUID().slice(0, 8)}@example.com`;
    await pool.query(
      `insert into newsletter_subscriptions (store_key, email, email_lower, locale, status, source, consent_requested_at)
       values ('store-pl', $1, $1, 'pl-pl', 'confirmed', 'footer', now())`,
      [email],
    );
    const { page } = await shopperWithCart('pl.localhost', 'PL', WARSAW_ADDRESS, email);
    expect(await page.locator('input[name="method"]').count()).toBeGreaterThan(0);
    expect(await page.locator('input[name="newsletter"]').count()).toBe(0);
    await page.context().close();
  });

  it('DE: the payment step asks nothing about the newsletter', async () => {
    const { page } = await shopperWithCart('de.localhost', 'DE', BERLIN_ADDRESS);
    expect(await page.locator('input[name="method"]').count()).toBeGreaterThan(0);
    expect(await page.locator('input[name="newsletter"]').count()).toBe(0);
    await page.context().close();
  });
});
