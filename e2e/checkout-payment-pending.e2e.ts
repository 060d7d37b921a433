/**
 * The pending payment page follows its payment up (decision 267). The sandbox's held-webhook card
 * (SANDBOX_HELD_WEBHOOKS, on for the browser tests) sends the shopper back before its
 * AUTHORISATION: the return is the "We are checking your payment" page. The notification is then
 * sent from the sandbox's page, as a late Adyen webhook arrives, and the webhook places the order:
 * - with JavaScript the page moves to the thank-you page by itself;
 * - without, "Check again" reloads the return, which shows the order.
 * One order either way.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fillCartForPayment, sellableSkus } from './cart-helpers.ts';
import { BERLIN_ADDRESS, hydrated, launchChromium, origin } from './helpers.ts';

const DE = 'de.localhost';
const HELD_WEBHOOK_CARD = '4000000000000101';

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

/** A new shopper's browser whose cart has a line, an e-mail and both addresses. */
async function shopperWithCart({ javaScript }: { javaScript: boolean }) {
  const setUp = await browser.newContext();
  const page = await setUp.newPage();
  await page.goto(`${origin(DE)}/`);
  const [sku] = await sellableSkus(pool, 'DE', 1, 5);
  const email = `pending-${randomUUID().slice(0, 8)}@example.com`;
  const cart = await fillCartForPayment(page, [{ sku: sku!, quantity: 1 }], email, BERLIN_ADDRESS);
  if (javaScript) return { context: setUp, page, cartId: cart.id };
  // The same session in a browser without JavaScript.
  const state = await setUp.storageState();
  await setUp.close();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  return { context, page: await context.newPage(), cartId: cart.id };
}

/** Pays by the held-webhook card; the browser ends on the return's pending page. */
async function payWithWebhookHeld(page: Page, { javaScript }: { javaScript: boolean }) {
  await page.goto(`${origin(DE)}/checkout/payment`);
  if (javaScript) await hydrated(page);
  await page.locator('input[name="method"][value="scheme"]').check();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.waitForURL(/\/sandbox-pay\//);
  await page.getByLabel('Card number').fill(HELD_WEBHOOK_CARD);
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(/\/checkout\/payment\/return\/?\?sessionId=/);
  await page.getByRole('heading', { name: 'Wir prüfen Ihre Zahlung' }).waitFor();
  return new URL(page.url()).searchParams.get('sessionId')!;
}

/** The provider's late webhook: sent from the sandbox's page in a browser of its own. */
async function sendHeldWebhook(sessionId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin(DE)}/sandbox-pay/${sessionId}/webhook`);
  await page.getByRole('button', { name: 'Send the notification' }).click();
  await page.getByRole('heading', { name: 'Notification sent' }).waitFor();
  await context.close();
}

const ordersOfCart = async (cartId: string) =>
  (await pool.query('select order_number from orders where cart_id = $1', [cartId])).rows.map(
    (row) => row.order_number as string,
  );

async function closing(context: BrowserContext, work: () => Promise<void>) {
  try {
    await work();
  } finally {
    await context.close();
  }
}

describe('back from the provider before its webhook', () => {
  it('the pending page says it checks, then moves to the thank-you page by itself once the webhook placed the order', async () => {
    const { context, page, cartId } = await shopperWithCart({ javaScript: true });
    await closing(context, async () => {
      const sessionId = await payWithWebhookHeld(page, { javaScript: true });
      await hydrated(page);
      // Announced politely: the page keeps asking, nobody has to reload.
      await expect
        .poll(() => page.locator('main').getByRole('status').textContent())
        .toBe('Diese Seite prüft selbst erneut und zeigt Ihre Bestellung, sobald sie aufgegeben ist.');
      expect(await ordersOfCart(cartId)).toEqual([]);

      await sendHeldWebhook(sessionId);
      await page.waitForURL(/\/checkout\/thank-you\?order=/);
      const orderNumber = new URL(page.url()).searchParams.get('order');
      await page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung!' }).waitFor();
      expect(await page.locator('main').textContent()).toContain(orderNumber);
      // The webhook placed it and the page only read: one order.
      expect(await ordersOfCart(cartId)).toEqual([orderNumber]);
    });
  });

  it('without JavaScript: "Check again" reloads the return, which shows the order once the webhook placed it', async () => {
    const { context, page, cartId } = await shopperWithCart({ javaScript: false });
    await closing(context, async () => {
      const sessionId = await payWithWebhookHeld(page, { javaScript: false });
      // Nothing asks by itself here, so nothing promises it.
      expect((await page.locator('main').getByRole('status').textContent())?.trim()).toBe('');
      // Before the webhook: the reload is still the pending page, and still no order.
      const reloaded = page.waitForResponse(
        (response) =>
          response.url().includes('/checkout/payment/return') &&
          response.request().resourceType() === 'document',
      );
      await page.getByRole('link', { name: 'Erneut prüfen' }).click();
      expect((await reloaded).status()).toBe(200);
      await page.getByRole('heading', { name: 'Wir prüfen Ihre Zahlung' }).waitFor();
      expect(await ordersOfCart(cartId)).toEqual([]);

      await sendHeldWebhook(sessionId);
      await page.getByRole('link', { name: 'Erneut prüfen' }).click();
      await page.waitForURL(/\/checkout\/thank-you\?order=/);
      expect(await ordersOfCart(cartId)).toEqual([new URL(page.url()).searchParams.get('order')]);
    });
  });
});
