/**
 * Issue 11 "address book" and "order history", as a new customer would: register, add / change /
 * remove shipping and billing addresses and set defaults (with the domain's address rules), place
 * a bank-transfer order through the checkout pages (which offer the saved address), find it in the
 * history with its timeline, reorder it (the cart badge goes
 * up), another customer gets a 404 for it, and a guest finds it by number + e-mail but not with a
 * wrong e-mail. axe-core on the address and order pages.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  accountSuite,
  BERLIN_ADDRESS,
  confirmationLink,
  DE,
  pressConfirmationLink,
  registerThroughForm,
} from './account-helpers.ts';
import { callApiInPage, fillCart, sellableSkus } from './cart-helpers.ts';
import { hydrated, origin } from './helpers.ts';

const suite = accountSuite(['register', 'login', 'order']);

async function newCustomer(): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const email = `orders-${randomUUID().slice(0, 8)}@example.com`;
  await registerThroughForm(page, { firstName: 'Anna', lastName: 'Schmidt', email });
  return { context, page, email };
}

async function fillAddress(page: Page, values: Partial<typeof BERLIN_ADDRESS>) {
  const labels: Record<string, string> = {
    firstName: 'Vorname',
    lastName: 'Nachname',
    streetName: 'Straße',
    streetNumber: 'Hausnummer',
    postalCode: 'Postleitzahl',
    city: 'Ort',
  };
  for (const [field, label] of Object.entries(labels)) {
    const value = values[field as keyof typeof BERLIN_ADDRESS];
    if (value !== undefined) await page.getByLabel(label, { exact: true }).fill(value);
  }
}

const cities = (page: Page) => page.locator('.address-card .address-card__lines').allInnerTexts();

async function axeSerious(page: Page): Promise<string[]> {
  const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const violations = await page.evaluate<string[]>(
    "axe.run().then((result) => result.violations.map((v) => v.impact + ': ' + v.id))",
  );
  return violations.filter((v) => v.startsWith('serious') || v.startsWith('critical'));
}

/**
 * A bank-transfer order of two sellable SKUs, placed by the signed-in customer through the checkout
 * pages: the address step offers the address saved in the book (the default billing address,
 * preselected), then payment and the thank-you page; answers the order number.
 */
async function placeOrder(page: Page): Promise<string> {
  const me = await callApiInPage<{ me: { customer: { version: number } } }>(page, 'getMe', {
    customer: true,
  });
  await callApiInPage(page, 'addAddress', {
    version: me.me.customer.version,
    kind: 'billing',
    defaultBilling: true,
    address: BERLIN_ADDRESS,
  });
  const skus = await sellableSkus(suite.pool, 'DE', 2, 5);
  await fillCart(page, [
    { sku: skus[0]!, quantity: 2 },
    { sku: skus[1]!, quantity: 1 },
  ]);
  await page.goto(`${origin(DE)}/checkout/addresses`);
  await hydrated(page);
  const saved = page.locator('.checkout-choice', { hasText: 'Hauptstraße' });
  expect(await saved.innerText()).toContain('Berlin');
  expect(await saved.locator('input[name="billingSource"]').isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout/payment');
  await hydrated(page);
  await page.locator('input[name="method"][value="bank_transfer"]').check();
  await page.locator('.account-form__submit').click();
  await page.waitForURL((url) => url.pathname === '/checkout/thank-you' && url.searchParams.has('order'));
  await page.locator('[data-payment-status]').waitFor();
  return new URL(page.url()).searchParams.get('order') ?? '';
}

let orderNumber = '';
let ordererEmail = '';

describe('address book', () => {
  it('adds, refuses by the rules, changes, sets defaults and removes shipping and billing addresses', async () => {
    const { context, page } = await newCustomer();
    try {
      await page.goto(`${origin(DE)}/my-account/shipping-details`);
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Lieferadressen');
      // The rules: postal code of the country, a digit in the house number, the required fields.
      await fillAddress(page, { ...BERLIN_ADDRESS, postalCode: '1234', streetNumber: 'ohne', city: '' });
      await page.getByRole('button', { name: 'Adresse speichern' }).click();
      await page.locator('[aria-invalid="true"]').first().waitFor();
      const invalid = await page
        .locator('[aria-invalid="true"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as unknown as { name: string }).name));
      expect(invalid).toEqual(['streetNumber', 'postalCode', 'city']);
      expect(await page.locator('#postalCode-error').textContent()).toBe(
        'Bitte geben Sie eine gültige Postleitzahl ein.',
      );
      expect(await axeSerious(page)).toEqual([]);

      await fillAddress(page, BERLIN_ADDRESS);
      await page.getByRole('button', { name: 'Adresse speichern' }).click();
      await page.waitForURL((url) => url.search === '?done=added');
      await fillAddress(page, { ...BERLIN_ADDRESS, city: 'Potsdam', postalCode: '14467' });
      await page.getByRole('button', { name: 'Adresse speichern' }).click();
      await page.waitForURL((url) => url.search === '?done=added');
      await page.locator('.address-card').nth(1).waitFor();
      await expect
        .poll(async () => (await cities(page)).map((text) => text.includes('Potsdam')))
        .toEqual([false, true]);
      // The first address became the default; make the second one the default.
      await expect
        .poll(() => page.locator('.address-card').first().locator('.address-card__badge').count())
        .toBe(1);
      await page
        .locator('.address-card')
        .nth(1)
        .getByRole('button', { name: /Als Standard/ })
        .click();
      await page.waitForURL((url) => url.search === '?done=default');
      await expect
        .poll(() => page.locator('.address-card').nth(1).locator('.address-card__badge').count())
        .toBe(1);
      // Change the first one.
      await page
        .locator('.address-card')
        .first()
        .getByRole('link', { name: /Ändern/ })
        .click();
      await page.waitForURL((url) => url.search.startsWith('?edit='));
      await page.getByLabel('Ort', { exact: true }).fill('Spandau');
      await page.getByRole('button', { name: 'Adresse speichern' }).click();
      await page.waitForURL((url) => url.search === '?done=changed');
      await expect.poll(async () => (await cities(page)).some((text) => text.includes('Spandau'))).toBe(true);
      // Remove the Potsdam one.
      await page
        .locator('.address-card')
        .nth(1)
        .getByRole('button', { name: /Entfernen/ })
        .click();
      await page.waitForURL((url) => url.search === '?done=removed');
      await expect.poll(() => page.locator('.address-card').count()).toBe(1);

      // Billing details keep their own list: empty until one is added, then that one is the default.
      await page.goto(`${origin(DE)}/my-account/billing-details`);
      await hydrated(page);
      expect(await page.locator('.address-card').count()).toBe(0);
      await fillAddress(page, { ...BERLIN_ADDRESS, city: 'Köln', postalCode: '50667' });
      await page.getByRole('button', { name: 'Adresse speichern' }).click();
      await page.waitForURL((url) => url.search === '?done=added');
      await expect
        .poll(() => page.locator('.address-card__badge').textContent())
        .toBe('Standard-Rechnungsadresse');
    } finally {
      await context.close();
    }
  });
});

describe('order history', () => {
  it('pages through more orders than fit on one page, newest first; a page is a plain link', async () => {
    const { context, page, email } = await newCustomer();
    try {
      // A trade customer's 23 orders, one a minute, the highest number the newest.
      const prefix = `P${randomUUID().slice(0, 6).toUpperCase()}`;
      await suite.pool.query(
        `insert into orders (order_number, store_key, customer_id, cart_id, order_state, payment_state,
           shipment_state, skus, document, created_at)
         select $1 || '-' || lpad(n::text, 2, '0'), c.store_key, c.id, gen_random_uuid(), 'Open', 'Paid',
           'Pending', array[]::text[],
           jsonb_build_object('totalPrice',
             jsonb_build_object('currencyCode', 'EUR', 'centAmount', n * 100, 'fractionDigits', 2)),
           now() - make_interval(mins => 30 - n)
         from customers c, generate_series(1, 23) n where c.email_lower = $2`,
        [prefix, email.toLowerCase()],
      );
      const numbers = () => page.locator('.order-table tbody tr td:first-child').allInnerTexts();
      await page.goto(`${origin(DE)}/my-account/order-history`);
      const first = await numbers();
      expect(first).toHaveLength(20);
      expect([first[0], first[19]]).toEqual([`${prefix}-23`, `${prefix}-04`]);
      const pages = page.getByRole('navigation', { name: 'Seitennavigation' });
      expect(await pages.getByRole('link', { name: 'Seite 1' }).getAttribute('aria-current')).toBe('page');
      await pages.getByRole('link', { name: 'Weiter' }).click();
      await page.waitForURL(`${origin(DE)}/my-account/order-history?page=2`);
      await expect.poll(numbers).toEqual([`${prefix}-03`, `${prefix}-02`, `${prefix}-01`]);
      expect(await pages.getByRole('link', { name: 'Weiter' }).count()).toBe(0);
      await pages.getByRole('link', { name: 'Zurück' }).click();
      await page.waitForURL(`${origin(DE)}/my-account/order-history`);
      await expect.poll(async () => (await numbers())[0]).toBe(`${prefix}-23`);
      // A page number that is no page falls back to the first.
      await page.goto(`${origin(DE)}/my-account/order-history?page=abc`);
      expect((await numbers())[0]).toBe(`${prefix}-23`);
    } finally {
      await context.close();
    }
  });

  it('shows a placed order with its timeline, reorders it into the cart, and hides it from others', async () => {
    const { context, page, email } = await newCustomer();
    try {
      orderNumber = await placeOrder(page);
      ordererEmail = email;
      await page.goto(`${origin(DE)}/my-account/order-history`);
      await hydrated(page);
      await page.getByRole('link', { name: orderNumber }).click();
      await page.waitForURL((url) => url.search === `?order=${orderNumber}`);
      await page.locator('.order-timeline li').first().waitFor();
      const timeline = await page.locator('.order-timeline li').allInnerTexts();
      expect(timeline).toHaveLength(1);
      expect(timeline[0]).toContain('Bestellung aufgegeben');
      expect(await page.locator('.order-states').innerText()).toContain('Überweisung');
      expect(await page.locator('.order-table tbody tr').count()).toBe(2);
      expect(await axeSerious(page)).toEqual([]);

      // After the order there is no active cart; reorder puts 2 + 1 items back.
      await page.locator('header[data-visitor="known"]').waitFor();
      expect(await page.locator('a.header__cart-link .badge').count()).toBe(0);
      await page.getByRole('button', { name: 'Erneut bestellen' }).click();
      await page.waitForURL((url) => url.search.includes('added=2'));
      await page.locator('a.header__cart-link .badge').waitFor();
      await expect.poll(() => page.locator('a.header__cart-link .badge').textContent()).toBe('3');
      await expect.poll(() => page.locator('.account-message--ok').innerText()).toContain('2');

      // The signed "my orders" link (001 §7 getUrlWithToken) opens the orders of the account's e-mail
      // in a new window (000 §2.1): from the order history, and as "Meine Bestellungen" in the menu.
      // It needs the e-mail confirmed (decision 251).
      const confirm = await context.newPage();
      await pressConfirmationLink(confirm, await confirmationLink(suite, email));
      await confirm.getByText('Ihre E-Mail-Adresse ist bestätigt.').waitFor();
      await confirm.close();
      await page.getByRole('link', { name: 'Zurück zur Bestellhistorie' }).click();
      const [selfService] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: /^Link zu allen meinen Bestellungen öffnen/ }).click(),
      ]);
      await selfService.waitForURL(
        (url) => url.pathname === '/order-tracking' && url.searchParams.has('token'),
      );
      await expect
        .poll(() => selfService.locator('.order-list li').allInnerTexts())
        .toEqual([expect.stringContaining(orderNumber)]);
      expect(page.url()).toContain('/my-account/order-history');
      await page.getByRole('button', { name: 'Mein Konto' }).click();
      const [fromMenu] = await Promise.all([
        context.waitForEvent('page'),
        page
          .locator('#account-menu')
          .getByRole('button', { name: /^Meine Bestellungen/ })
          .click(),
      ]);
      await fromMenu.waitForURL((url) => url.pathname === '/order-tracking' && url.searchParams.has('token'));
      await expect
        .poll(() => fromMenu.locator('.order-list li').allInnerTexts())
        .toEqual([expect.stringContaining(orderNumber)]);
      const forged = new URL(selfService.url());
      forged.searchParams.set('token', `${forged.searchParams.get('token')}x`);
      await page.goto(forged.toString());
      expect(await page.getByRole('alert').textContent()).toBe('Dieser Link ist ungültig oder abgelaufen.');
    } finally {
      await context.close();
    }
    const other = await newCustomer();
    try {
      const answer = await other.page.goto(`${origin(DE)}/my-account/order-history?order=${orderNumber}`);
      expect(answer?.status()).toBe(404);
    } finally {
      await other.context.close();
    }
  });
});

describe('order tracking for guests', () => {
  it('finds the order by number and e-mail, and answers "not found" for a wrong e-mail', async () => {
    expect(orderNumber).not.toBe('');
    const context = await suite.browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${origin(DE)}/order-tracking`);
      await hydrated(page);
      await page.getByLabel('Bestellnummer').fill(orderNumber);
      await page.getByLabel('E-Mail', { exact: true }).fill('someone.else@example.com');
      await page.getByRole('button', { name: 'Bestellung finden' }).click();
      await page.getByRole('alert').waitFor();
      expect(await page.getByRole('alert').textContent()).toBe(
        'Wir konnten keine Bestellung mit dieser Nummer und E-Mail-Adresse finden.',
      );
      expect(await page.locator('.order-detail').count()).toBe(0);
      await page.getByLabel('E-Mail', { exact: true }).fill(ordererEmail.toUpperCase());
      await page.getByRole('button', { name: 'Bestellung finden' }).click();
      await page.locator('.order-detail').waitFor();
      expect(await page.locator('#order-title').textContent()).toContain(orderNumber);
      expect(await axeSerious(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('my newsletter', () => {
  it("subscribes the account's e-mail with the double opt-in mail, and unsubscribes it", async () => {
    const { context, page, email } = await newCustomer();
    const status = async () =>
      (
        await suite.pool.query<{ status: string; source: string }>(
          'select status, source from newsletter_subscriptions where email_lower = $1',
          [email],
        )
      ).rows[0];
    try {
      await page.goto(`${origin(DE)}/my-account/my-newsletter`);
      await hydrated(page);
      await page.locator('main').getByRole('button', { name: 'Abonnieren' }).click();
      await page.waitForURL((url) => url.search === '?done=pending');
      expect(await status()).toEqual({ status: 'pending', source: 'account' });
      await expect
        .poll(() => page.locator('.account-card').innerText())
        .toContain(`Bestätigungslink an ${email}`);
      // The confirmation mail, from the embedded mailbox (no SMTP_URL in the tests: decision 093).
      let link: string | undefined;
      await expect
        .poll(async () => {
          const mails = await suite.pool.query<{ text_body: string }>(
            'select text_body from mailbox_messages where $1 = any(envelope_to) order by received_at desc',
            [email],
          );
          link = mails.rows[0]?.text_body.match(/https?:\/\/\S+exConsents\/confirm\?hash=\S+/)?.[0];
          return link !== undefined;
        })
        .toBe(true);
      await page.goto(link!);
      expect((await status())?.status).toBe('confirmed');
      await page.goto(`${origin(DE)}/my-account/my-newsletter`);
      expect(await page.locator('.account-card').innerText()).toContain(
        `${email} ist für unseren Newsletter angemeldet.`,
      );
      await hydrated(page);
      await page.locator('main').getByRole('button', { name: 'Abmelden' }).click();
      await page.waitForURL((url) => url.search === '?done=unsubscribed');
      expect((await status())?.status).toBe('unsubscribed');
      await expect
        .poll(() => page.locator('.account-message--ok').textContent())
        .toBe('Sie wurden vom Newsletter abgemeldet.');
    } finally {
      await context.close();
    }
  });
});
