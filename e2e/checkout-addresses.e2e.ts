/**
 * The checkout's steps before payment in Chromium against the real server (decisions 160–163):
 * a guest gives an e-mail, a wrong postal code shows the spec's message at the field and focuses
 * it, the fixed address lands on /checkout/payment; a company's valid VAT ID in a store with the
 * tax-rate change flag (DE) prices the cart NET; invalid and timed-out checks show their texts.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { waitFor } from '../packages/commerce/test/wait.ts';
import { fillCart, sellableSkus } from './cart-helpers.ts';
import { hydrated, launchChromium, origin, seriousAxeViolations } from './helpers.ts';

const DE = 'de.localhost';
// page.evaluate runs in the browser; the e2e project has no DOM types.
declare const document: { activeElement: { id: string } | null };
const messages = (namespace: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../apps/storefront/app/i18n/messages/de/${namespace}.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;
const checkout = messages('checkout');
const vat = messages('vat');
const steps = messages('checkout-steps');
const account = messages('account');
const accountPages = messages('account-pages');

let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
beforeAll(async () => {
  browser = await launchChromium();
  // Every e2e file posts from 127.0.0.1: the VAT check counter is cleared for this one.
  await pool.query("delete from rate_limits where key like 'vat-check%'");
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

/** axe's serious findings in the checkout's own markup (the header's cart link is not this page's). */
async function checkoutAxeViolations(page: Page) {
  return (await seriousAxeViolations(page)).filter((finding) => !finding.includes('.header__'));
}

/** A new visitor with one product in the cart who went on as a guest: on the address step. */
async function guestOnAddressStep(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
  const [sku] = await sellableSkus(pool, 'DE', 1, 2);
  await fillCart(page, [{ sku: sku ?? '', quantity: 1 }]);
  await page.goto(`${origin(DE)}/checkout/login`, { waitUntil: 'load' });
  await hydrated(page);
  expect(await checkoutAxeViolations(page)).toEqual([]);
  await page.locator('#guestEmail').fill(`gast-${Date.now()}@example.de`);
  await page.getByRole('button', { name: steps['guest-submit'] }).first().click();
  await page.waitForURL(/\/checkout\/addresses$/);
  await hydrated(page);
  return page;
}

async function fillBilling(page: Page, postalCode: string) {
  await page.locator('#billing-firstName').fill('Jana');
  await page.locator('#billing-lastName').fill('Meier');
  await page.locator('#billing-streetName').fill('Hauptstraße');
  await page.locator('#billing-streetNumber').fill('12a');
  await page.locator('#billing-postalCode').fill(postalCode);
  await page.locator('#billing-city').fill('Berlin');
}

const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .textContent({ timeout: 1_000 })
    .catch(() => null);

describe('checkout login', () => {
  it('"create an account" at checkout signs up and comes back to the address step; reset is for guests only', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
      const [sku] = await sellableSkus(pool, 'DE', 1, 2);
      await fillCart(page, [{ sku: sku ?? '', quantity: 1 }]);
      await page.goto(`${origin(DE)}/checkout/password-reset`, { waitUntil: 'load' });
      await waitFor(async () => (await text(page, 'h1')) === account['password-reset'], 'the reset page');
      await page.goto(`${origin(DE)}/checkout/login`, { waitUntil: 'load' });
      await hydrated(page);
      await page.getByRole('link', { name: account['create-account'] }).click();
      await page.waitForURL(/\/checkout\/create-account\?redirect=/);
      await waitFor(async () => (await text(page, 'h1')) === account['create-account'], 'the sign-up page');
      await page.getByLabel('Vorname').fill('Anna');
      await page.getByLabel('Nachname').fill('Schmidt');
      await page.getByLabel('E-Mail', { exact: true }).fill(`neu-${Date.now()}@example.de`);
      await page.getByLabel('Passwort', { exact: true }).fill('bohrer2026x');
      await page.getByLabel('Passwort bestätigen').fill('bohrer2026x');
      await page.getByRole('button', { name: account['create-account'] }).click();
      await page.waitForURL(/\/checkout\/addresses$/);
      // Signed in: the e-mail is the account's, the login step now goes straight on.
      expect(await page.locator('.checkout-page__email').textContent()).toContain('@example.de');
      await page.goto(`${origin(DE)}/checkout/login`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/checkout/addresses');
      // Guest-only pages send a signed-in customer home (000 §2.2), the checkout's copies too.
      await page.goto(`${origin(DE)}/checkout/password-reset`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/');
    } finally {
      await context.close();
    }
  });
});

describe('checkout addresses', () => {
  it('guest e-mail → wrong postal code: the spec message, focused → fixed → /checkout/payment', async () => {
    const page = await guestOnAddressStep();
    try {
      expect(await checkoutAxeViolations(page)).toEqual([]);
      await fillBilling(page, '1011');
      await page.getByRole('button', { name: steps['continue-to-payment'] }).click();
      await waitFor(
        async () => (await text(page, '#billing-postalCode-error')) === checkout['postal-code-billing'],
        'the postal code message at the field',
      );
      expect(await page.locator('#checkout-notifications').textContent()).toContain(
        checkout['billing-address-error'],
      );
      await waitFor(
        () => page.evaluate(() => document.activeElement?.id === 'billing-postalCode'),
        'focus on the postal code',
      );
      await page.locator('#billing-postalCode').fill('10115');
      await page.getByRole('button', { name: steps['continue-to-payment'] }).click();
      await page.waitForURL(/\/checkout\/payment$/);
    } finally {
      await page.context().close();
    }
  });

  it('a company with a valid VAT ID gets NET prices; invalid and timed-out checks say so', async () => {
    const page = await guestOnAddressStep();
    try {
      const vatTotal = page.getByTestId('checkout-vat-total');
      const grossVat = await vatTotal.textContent();
      expect(grossVat).not.toMatch(/^0,00/);
      await page.locator('input[name="clientType"][value="COMPANY"]').check();
      await page.locator('#billing-company').fill('Werkzeug GmbH');
      const field = page.locator('#billing-vatNumber');
      await field.fill('DE136695976');
      await field.blur();
      await waitFor(
        async () => (await text(page, '#vat-result'))?.includes(vat.success ?? '-'),
        'the valid text',
        15_000,
      );
      expect(await page.locator('#vat-result').textContent()).toContain(vat['adjusted-to-net']);
      await waitFor(
        async () => (await page.locator('.checkout-summary').getAttribute('data-net-prices')) === 'true',
        'NET prices in the summary',
      );
      expect(await vatTotal.textContent()).toMatch(/^0,00/);
      expect(await page.locator('.checkout-summary').textContent()).toContain(steps['reverse-charge-note']);

      await field.fill('DE136695977');
      await field.blur();
      await waitFor(
        async () => (await text(page, '#vat-result'))?.includes(vat['not-validated'] ?? '-'),
        'the invalid text',
        15_000,
      );
      expect(await page.locator('#vat-result').textContent()).toContain(vat['format-hint']);
      await page.getByRole('button', { name: vat['modal-title'] }).click();
      expect(await page.getByRole('dialog').textContent()).toContain(vat['reason-private']);
      await page.getByRole('button', { name: vat['continue-purchase'] }).click();

      // The simulator never answers an ID of nines: after VAT_TIMEOUT_MS (8 s) the check timed out.
      await field.fill('DE999999999');
      await field.blur();
      await waitFor(
        async () => (await text(page, '#vat-result'))?.includes(vat.timeout ?? '-'),
        'the timeout text',
        20_000,
      );
      expect(await page.getByRole('button', { name: vat['validate-button'] }).isVisible()).toBe(true);
      expect(await page.locator('.checkout-vat').getAttribute('data-vat-outcome')).toBe('timeout');

      // Clearing the number clears its result; switching to private clears the number (000 §4).
      await field.fill('');
      expect((await page.locator('#vat-result').textContent())?.trim()).toBe('');
      await field.fill('DE999999999');
      expect(await page.locator('#vat-result').textContent()).toContain(vat.timeout);
      await page.locator('input[name="clientType"][value="PRIVATE"]').check();
      await page.locator('input[name="clientType"][value="COMPANY"]').check();
      expect(await page.locator('#billing-vatNumber').inputValue()).toBe('');
      expect((await page.locator('#vat-result').textContent())?.trim()).toBe('');
    } finally {
      await page.context().close();
    }
  });

  it("a one-character VAT ID is refused at the field (001 §5 'minimum length 2') and the step does not go on", async () => {
    const page = await guestOnAddressStep();
    try {
      await fillBilling(page, '10115');
      await page.locator('input[name="clientType"][value="COMPANY"]').check();
      await page.locator('#billing-company').fill('Werkzeug GmbH');
      await page.locator('#billing-vatNumber').fill('1');
      await page.getByRole('button', { name: steps['continue-to-payment'] }).click();
      await waitFor(
        async () => (await text(page, '#vat-error')) === accountPages['vat-id-invalid'],
        'the VAT ID message at the field',
      );
      expect(await page.locator('#checkout-notifications').textContent()).toContain(
        checkout['billing-vat-error'],
      );
      expect(new URL(page.url()).pathname).toBe('/checkout/addresses');
    } finally {
      await page.context().close();
    }
  });
});
