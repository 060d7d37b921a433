/**
 * A guest's orders join the account once the e-mail is confirmed (decision 177): a guest orders
 * with an e-mail, later registers with it — the order is not in the account yet; the mailed link
 * opens a page whose button confirms the address, and the order appears in the order history.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountSuite,
  confirmationLink,
  DE,
  pressConfirmationLink,
  registerThroughForm,
} from './account-helpers.ts';
import { callApiInPage, fillCart, sellableSkus } from './cart-helpers.ts';
import { get, hydrated, origin } from './helpers.ts';

const ADDRESS = {
  country: 'DE',
  firstName: 'Gerd',
  lastName: 'Gast',
  streetName: 'Hauptstraße',
  streetNumber: '12a',
  postalCode: '10115',
  city: 'Berlin',
};

const suite = accountSuite(['register', 'login', 'order', 'password']);

const historyNumbers = (page: Page) => page.locator('.order-table tbody tr td:first-child').allInnerTexts();

describe('guest orders join the account on e-mail confirmation', () => {
  it('a guest order appears in the history only after the mailed link is confirmed', async () => {
    const email = `guest-${randomUUID().slice(0, 8)}@example.com`;
    const guest = await suite.browser.newContext();
    const shop = await guest.newPage();
    await shop.goto(`${origin(DE)}/`);
    await hydrated(shop);
    const [sku] = await sellableSkus(suite.pool, 'DE', 1, 5);
    const cart = await fillCart(shop, [{ sku: sku!, quantity: 1 }]);
    const { cart: ready } = await callApiInPage<{ cart: { id: string; version: number } }>(
      shop,
      'updateCart',
      [
        cart,
        {
          actions: [
            { action: 'setCustomerEmail', email: email.toUpperCase() },
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
    await guest.close();
    // An order through the JSON API is confirmed by mail as the checkout pages' orders are.
    await expect
      .poll(
        async () =>
          (
            await suite.pool.query<{ subject: string }>(
              // Addresses compare without case: the cart was given the e-mail in capitals.
              'select subject from mailbox_messages m where exists (select 1 from unnest(m.envelope_to) t where lower(t) = $1)',
              [email],
            )
          ).rows.some((row) => row.subject.includes(placed.order.orderNumber)),
        { timeout: 10_000 },
      )
      .toBe(true);

    const context = await suite.browser.newContext();
    const page = await context.newPage();
    try {
      await registerThroughForm(page, { firstName: 'Gerd', lastName: 'Gast', email });

      // Registering with the address proves nothing yet: not in the history, and the "my orders"
      // link, which opens every order placed with the address, asks for the confirmation first.
      await page.goto(`${origin(DE)}/my-account/order-history`);
      expect(await historyNumbers(page)).toEqual([]);
      await hydrated(page);
      const [refused] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('button', { name: /^Link zu allen meinen Bestellungen öffnen/ }).click(),
      ]);
      await expect
        .poll(() => refused.getByRole('alert').textContent())
        .toContain('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse');
      expect(await refused.locator('.order-list li').count()).toBe(0);
      expect(new URL(refused.url()).searchParams.has('token')).toBe(false);
      await refused.close();

      const link = await confirmationLink(suite, email);
      expect(new URL(link).pathname).toBe('/create-account/confirm-email/');
      // Opening the link (as a mail scanner would) changes nothing; the page is never shared-cached.
      const opened = await get(DE, `${new URL(link).pathname}${new URL(link).search}`);
      expect(opened.status).toBe(200);
      expect(opened.headers['cache-control']).toBe('private, no-store');
      await page.goto(`${origin(DE)}/my-account/order-history`);
      expect(await historyNumbers(page)).toEqual([]);

      await pressConfirmationLink(page, link);
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe('Ihre E-Mail-Adresse ist bestätigt.');
      await page.getByText('Frühere Bestellungen jetzt in Ihrem Konto: 1').waitFor();

      await page.getByRole('link', { name: 'Bestellhistorie' }).click();
      await page.waitForURL(`${origin(DE)}/my-account/order-history`);
      await expect.poll(() => historyNumbers(page)).toEqual([placed.order.orderNumber]);

      // The link is single-use.
      await pressConfirmationLink(page, link);
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.');
    } finally {
      await context.close();
    }
  });
});
