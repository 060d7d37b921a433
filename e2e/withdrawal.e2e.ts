/**
 * The withdrawal function (decision 265) as a guest uses it: an order placed in the German store,
 * later the footer's "Vertrag hier widerrufen" on another device, the order named by number and
 * e-mail, the summary confirmed, the receipt with date and time, and the acknowledgement mail with
 * the same moment. The two form pages pass axe; without JavaScript the same forms still work.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accountSuite, DE } from './account-helpers.ts';
import { callApiInPage, fillCart, sellableSkus } from './cart-helpers.ts';
import { hydrated, origin, seriousAxeViolations } from './helpers.ts';

const ADDRESS = {
  country: 'DE',
  firstName: 'Gerd',
  lastName: 'Gast',
  streetName: 'Hauptstraße',
  streetNumber: '12a',
  postalCode: '10115',
  city: 'Berlin',
};

// 'order' clears the order placing and the order lookup counters (every file posts from 127.0.0.1).
const suite = accountSuite(['order']);

/** A guest's bank-transfer order of two products; answers its number. */
async function guestOrder(email: string): Promise<string> {
  const context = await suite.browser.newContext();
  const shop = await context.newPage();
  try {
    await shop.goto(`${origin(DE)}/`);
    await hydrated(shop);
    const [first, second] = await sellableSkus(suite.pool, 'DE', 2, 5);
    const cart = await fillCart(shop, [
      { sku: first!, quantity: 1 },
      { sku: second!, quantity: 2 },
    ]);
    const { cart: ready } = await callApiInPage<{ cart: { id: string; version: number } }>(
      shop,
      'updateCart',
      [
        cart,
        {
          actions: [
            { action: 'setCustomerEmail', email },
            { action: 'setBillingAddress', address: ADDRESS },
            { action: 'setShippingAddress', address: ADDRESS },
          ],
        },
      ],
    );
    const placed = await callApiInPage<{ order: { orderNumber: string } }>(shop, 'createBankPayment', {
      id: ready.id,
      version: ready.version,
    });
    return placed.order.orderNumber;
  } finally {
    await context.close();
  }
}

/** The moment the shop recorded, as the page and the mail must state it (Berlin time, German). */
async function recordedMoment(orderNumber: string): Promise<string> {
  const { rows } = await suite.pool.query<{ received_at: Date }>(
    'select received_at from order_withdrawals where order_number = $1',
    [orderNumber],
  );
  expect(rows).toHaveLength(1);
  return new Intl.DateTimeFormat('de-DE', {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: 'Europe/Berlin',
  }).format(rows[0]!.received_at);
}

const form = (page: Page) => page.locator('form.account-form');

describe('withdrawal function', () => {
  it('a guest withdraws through the footer link, confirms, sees the receipt and gets the acknowledgement', async () => {
    const email = `widerruf-${randomUUID().slice(0, 8)}@example.com`;
    const orderNumber = await guestOrder(email);

    const context = await suite.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${origin(DE)}/`);
      await hydrated(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag hier widerrufen' }).click();
      await page.waitForURL(`${origin(DE)}/withdrawal`);
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vertrag hier widerrufen');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await form(page).getByLabel('Ihr Name').fill('Gerd Gast');
      await form(page).getByLabel('Bestellnummer').fill(orderNumber);
      await form(page).getByLabel('E-Mail-Adresse').fill(email);
      await form(page).getByRole('button', { name: 'Weiter' }).click();

      await page.getByRole('heading', { name: 'Widerruf prüfen und bestätigen' }).waitFor();
      const summary = page.locator('.withdrawal-summary');
      expect(await summary.textContent()).toContain('Die gesamte Bestellung');
      expect(await summary.textContent()).toContain(email);
      expect(await seriousAxeViolations(page)).toEqual([]);
      // Nothing is recorded before the second step.
      expect(
        (await suite.pool.query('select 1 from order_withdrawals where order_number = $1', [orderNumber]))
          .rowCount,
      ).toBe(0);

      await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
      await page.waitForURL(/\/withdrawal\/received\?id=/);
      const moment = await recordedMoment(orderNumber);
      await expect
        .poll(() => page.locator('.account-message--ok').textContent())
        .toBe(`Ihr Widerruf zur Bestellung ${orderNumber} ist am ${moment} bei uns eingegangen.`);
      expect(moment).toMatch(/^\d{1,2}\. \S+ \d{4} um \d{2}:\d{2}:\d{2} (MEZ|MESZ)$/);

      // The acknowledgement of receipt on a durable medium: the mail with the statement and the moment.
      let body = '';
      await expect
        .poll(
          async () => {
            const mails = await suite.pool.query<{ subject: string; text_body: string }>(
              'select subject, text_body from mailbox_messages where $1 = any(envelope_to)',
              [email],
            );
            body = mails.rows.find((mail) => mail.subject.includes('Widerruf'))?.text_body ?? '';
            return body !== '';
          },
          { timeout: 40_000 },
        )
        .toBe(true);
      expect(body).toContain(`Bestellung ${orderNumber} am ${moment} bei uns eingegangen`);
      expect(body).toContain('Name: Gerd Gast');
      expect(body).toContain('Widerrufen für: die gesamte Bestellung');
    } finally {
      await context.close();
    }
  });

  it('without JavaScript: one line of an order, the summary and the receipt, all by plain form posts', async () => {
    const email = `ohne-js-${randomUUID().slice(0, 8)}@example.com`;
    const orderNumber = await guestOrder(email);
    const context = await suite.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${origin(DE)}/withdrawal?order=${orderNumber}`);
      expect(await form(page).getByLabel('Bestellnummer').inputValue()).toBe(orderNumber);
      await form(page).getByLabel('Ihr Name').fill('Gerd Gast');
      await form(page).getByLabel('E-Mail-Adresse').fill(email);
      await form(page).getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { name: 'Widerruf prüfen und bestätigen' }).waitFor();

      // Back to step 1 to pick one line: the order is known now, so its lines are offered.
      await page.getByRole('button', { name: 'Ändern' }).click();
      const lines = form(page).getByRole('checkbox');
      expect(await lines.count()).toBe(2);
      await lines.first().check();
      await form(page).getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { name: 'Widerruf prüfen und bestätigen' }).waitFor();
      expect(await page.locator('.withdrawal-summary li').count()).toBe(1);

      await page.getByRole('button', { name: 'Widerruf bestätigen' }).click();
      await page.waitForURL(/\/withdrawal\/received\?id=/);
      const moment = await recordedMoment(orderNumber);
      expect(await page.locator('.account-message--ok').textContent()).toBe(
        `Ihr Widerruf zur Bestellung ${orderNumber} ist am ${moment} bei uns eingegangen.`,
      );
      expect(await page.locator('.withdrawal-summary li').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
