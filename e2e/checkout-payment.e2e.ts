/**
 * Issue 10, payment part, as a shopper would: a cart with addresses set over the JSON API, the
 * payment page, the sandbox's card page with a 3-D Secure challenge, the thank-you page — and the
 * order in the database, its webhook-moved payment state and the confirmation mail in the
 * mailbox. A refused card leads back to payment with the cart intact.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApiInPage, fillCartForPayment, sellableSkus } from './cart-helpers.ts';
import { BERLIN_ADDRESS, hydrated, launchChromium, origin } from './helpers.ts';

const DE = 'de.localhost';
const ADDRESS = BERLIN_ADDRESS;

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

/** A new shopper whose cart has a line, an e-mail and both addresses. */
async function shopperWithCart(): Promise<{ page: Page; email: string; cartId: string }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${origin(DE)}/`);
  const email = `pay-${randomUUID().slice(0, 8)}@example.com`;
  const [sku] = await sellableSkus(pool, 'DE', 1, 5);
  const cart = await fillCartForPayment(page, [{ sku: sku!, quantity: 1 }], email, ADDRESS);
  return { page, email, cartId: cart.id };
}

/** Pay on the payment page by card: the browser ends on the provider's (the sandbox's) card page. */
async function startCardPayment(page: Page) {
  await page.goto(`${origin(DE)}/checkout/payment`);
  // Hydrated: the pay form submits through React Router, which must hand the provider's page to the browser.
  await hydrated(page);
  await page.locator('input[name="method"][value="scheme"]').check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.waitForURL(/\/sandbox-pay\//);
}

async function enterCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByRole('button', { name: 'Pay' }).click();
}

async function payByCard(page: Page, cardNumber: string) {
  await startCardPayment(page);
  await enterCard(page, cardNumber);
}

describe('checkout payment through the sandbox', () => {
  it('card with a 3-D Secure challenge → thank-you (paid), one order, webhook Paid, mail in the mailbox', async () => {
    const { page, email, cartId } = await shopperWithCart();
    await payByCard(page, '4917610000000000');
    await page.getByLabel('Code').fill('password');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL(/\/checkout\/thank-you\?order=/);
    const orderNumber = new URL(page.url()).searchParams.get('order')!;
    await expect
      .poll(() => page.locator('[data-payment-status]').getAttribute('data-payment-status'))
      .toBe('paid');
    expect(await page.textContent('main')).toContain(orderNumber);

    const orders = await pool.query('select order_number from orders where cart_id = $1', [cartId]);
    expect(orders.rows).toEqual([{ order_number: orderNumber }]);
    await expect
      .poll(
        async () =>
          (await pool.query('select payment_state from orders where cart_id = $1', [cartId])).rows[0]
            ?.payment_state,
      )
      .toBe('Paid');
    await expect
      .poll(async () =>
        (
          await pool.query('select subject from mailbox_messages where $1 = any(envelope_to)', [email])
        ).rows.map((row) => row.subject),
      )
      .toEqual([`Ihre Toolyard-Bestellung ${orderNumber}`]);

    // The way back without an account: the mail and the thank-you page link the tracking page with
    // the number filled in; the e-mail finds the order.
    const trackingUrl = `${origin(DE)}/order-tracking?order=${orderNumber}`;
    const mail = await pool.query('select text_body from mailbox_messages where $1 = any(envelope_to)', [
      email,
    ]);
    expect(mail.rows[0]?.text_body).toContain(trackingUrl);
    await page.getByRole('link', { name: 'Bestellung verfolgen' }).click();
    await page.waitForURL(trackingUrl);
    expect(await page.getByLabel('Bestellnummer').inputValue()).toBe(orderNumber);
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Bestellung finden' }).click();
    await expect.poll(() => page.locator('main').textContent()).toContain(`${orderNumber}`);
    await page.locator('.order-table tbody tr').first().waitFor();
    await page.context().close();
  });

  it('the return opened in another browser (a banking app): the order is placed, that browser is told so, the payer sees it as theirs', async () => {
    const { page, cartId } = await shopperWithCart();
    await startCardPayment(page);
    // The provider's page is finished in another browser, which the provider then sends back.
    const elsewhere = await (await browser.newContext()).newPage();
    await elsewhere.goto(page.url());
    await enterCard(elsewhere, '4111111111111111');
    await elsewhere.waitForURL(/\/checkout\/payment\/return\/?\?sessionId=/);
    const returnUrl = elsewhere.url();
    await elsewhere.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
    const [order] = (await pool.query('select order_number from orders where cart_id = $1', [cartId])).rows;
    expect(await elsewhere.getByRole('status').textContent()).toContain(
      `Ihre Bestellung ${order.order_number} ist aufgegeben.`,
    );
    // Nothing of the order's details reaches the other browser: no e-mail, no amount.
    expect(await elsewhere.locator('main').textContent()).not.toContain('@example.com');
    // The payer's browser, brought back after all, sees the order as its own.
    await page.goto(returnUrl);
    await page.waitForURL(/\/checkout\/thank-you\?order=/);
    expect(new URL(page.url()).searchParams.get('order')).toBe(order.order_number);
    await elsewhere.context().close();
    await page.context().close();
  });

  it('a refused card: back on the payment page with the message, no order, the cart still there', async () => {
    const { page, cartId } = await shopperWithCart();
    await payByCard(page, '4000000000000002');
    await page.waitForURL(/\/checkout\/payment\?error=cancelled-transaction/);
    await expect.poll(() => page.getByRole('alert').textContent()).toBeTruthy();
    expect((await pool.query('select 1 from orders where cart_id = $1', [cartId])).rows).toEqual([]);
    expect((await pool.query('select state from carts where id = $1', [cartId])).rows).toEqual([
      { state: 'Active' },
    ]);
    await page.context().close();
  });

  it('cash on delivery: the fee and the total with it read the same before and after COD is on the cart', async () => {
    const { page } = await shopperWithCart();
    const figures = async () => {
      await page.goto(`${origin(DE)}/checkout/payment`);
      const cod = page.locator('.payment-method', { has: page.locator('input[value="cod"]') });
      return {
        total: await page.locator('#summary-title ~ p').textContent(),
        cod: await cod.locator('.payment-method__note').textContent(),
      };
    };
    const before = await figures();
    expect(before.cod).toMatch(/^Nachnahmegebühr: 2,90\s€ · Gesamtbetrag mit Nachnahme: [\d.]+,\d\d\s€$/);
    const { me } = await callApiInPage<{ me: { activeCart: { id: string; version: number } } }>(
      page,
      'getMe',
      {},
    );
    const cart = { id: me.activeCart.id, version: me.activeCart.version };
    await callApiInPage(page, 'updateCart', [
      cart,
      { actions: [{ action: 'setPaymentMethod', payment: 'cod' }] },
    ]);
    // The cart's total now holds the fee; the page shows it once, as before.
    expect(await figures()).toEqual(before);
    await page.context().close();
  });
});
