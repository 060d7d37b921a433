/**
 * Address autocomplete at checkout in Chromium against the real server (decision 260; the
 * simulator is the default service): in the German store, whose setting is on, a guest types a
 * street and its number, picks the suggestion by keyboard, and street, house number, postal code
 * and city are filled; the filled address passes the address validation on submit.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerThroughForm } from './account-helpers.ts';
import { fillCart, sellableSkus } from './cart-helpers.ts';
import { clearRateLimits, get, hydrated, launchChromium, origin } from './helpers.ts';

const DE = 'de.localhost';
const steps = JSON.parse(
  readFileSync(
    new URL('../apps/storefront/app/i18n/messages/de/checkout-steps.json', import.meta.url),
    'utf8',
  ),
) as Record<string, string>;

let browser: Browser;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
beforeAll(async () => {
  browser = await launchChromium();
  await clearRateLimits(pool, ['address-autocomplete']);
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

async function guestOnAddressStep(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
  const [sku] = await sellableSkus(pool, 'DE', 1, 2);
  await fillCart(page, [{ sku: sku ?? '', quantity: 1 }]);
  await page.goto(`${origin(DE)}/checkout/login`, { waitUntil: 'load' });
  await hydrated(page);
  await page.locator('#guestEmail').fill(`vorschlag-${Date.now()}@example.de`);
  await page.getByRole('button', { name: steps['guest-submit'] }).first().click();
  await page.waitForURL(/\/checkout\/addresses$/);
  await hydrated(page);
  return page;
}

const value = (page: Page, id: string) => page.locator(`#${id}`).inputValue();

describe('checkout address autocomplete', () => {
  it('the German store has the setting on (seeded from its Google address validation)', async () => {
    const { rows } = await pool.query<{ on: boolean }>(
      "select address_autocomplete_enabled as on from stores where country = 'DE'",
    );
    expect(rows.map((row) => row.on)).toEqual([true]);
  });

  it('typing a street shows suggestions; ArrowDown and Enter fill street, number, postal code and city', async () => {
    const page = await guestOnAddressStep();
    try {
      // Without JavaScript the server's markup is a plain street input of the same name and id.
      const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const html = (await get(DE, '/checkout/addresses', { cookie })).body;
      expect(html).toMatch(/<input[^>]*\bid="billing-streetName"[^>]*>/);
      expect(/<input[^>]*\bid="billing-streetName"[^>]*>/.exec(html)?.[0]).toContain(
        'name="billing-streetName"',
      );
      const street = page.getByRole('combobox', { name: 'Straße' });
      expect(await street.getAttribute('id')).toBe('billing-streetName');
      await street.click();
      await street.pressSequentially('Königsallee 7', { delay: 20 });
      const option = page.getByRole('listbox').getByRole('option', { name: /Königsallee 7/ });
      await option.waitFor();
      const optionId = await option.getAttribute('id');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => street.getAttribute('aria-activedescendant')).toBe(optionId);
      await page.keyboard.press('Enter');
      await expect.poll(() => value(page, 'billing-city')).toBe('Düsseldorf');
      expect(await value(page, 'billing-streetName')).toBe('Königsallee');
      expect(await value(page, 'billing-streetNumber')).toBe('7');
      expect(await value(page, 'billing-postalCode')).toBe('40212');
      expect(await page.getByRole('status').filter({ hasText: 'Königsallee 7' }).textContent()).toBe(
        steps['address-filled']?.replace('{address}', 'Königsallee 7, 40212 Düsseldorf'),
      );
      await page.getByRole('listbox').waitFor({ state: 'detached' });

      // The filled address is posted as typed would be, and the validation lets it through.
      await page.locator('#billing-firstName').fill('Jana');
      await page.locator('#billing-lastName').fill('Meier');
      await page.getByRole('button', { name: steps['continue-to-payment'] }).click();
      await page.waitForURL(/\/checkout\/payment$/);
    } finally {
      await page.context().close();
    }
  });

  it('the address book suggests too: a customer picks an address and saves it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await registerThroughForm(page, {
        firstName: 'Jana',
        lastName: 'Meier',
        email: `buch-${Date.now()}@example.de`,
      });
      await page.goto(`${origin(DE)}/my-account/shipping-details`);
      await hydrated(page);
      const street = page.getByRole('combobox', { name: 'Straße' });
      await street.click();
      await street.pressSequentially('Königsallee 7', { delay: 20 });
      await page
        .getByRole('listbox')
        .getByRole('option', { name: /Königsallee 7/ })
        .waitFor();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => value(page, 'city')).toBe('Düsseldorf');
      expect(await value(page, 'postalCode')).toBe('40212');
      await page.getByLabel('Vorname', { exact: true }).fill('Jana');
      await page.getByLabel('Nachname', { exact: true }).fill('Meier');
      await page.getByRole('button', { name: 'Adresse speichern' }).click();
      await page.waitForURL((url) => url.search === '?done=added');
      const saved = await page.locator('.address-card').first().textContent();
      expect(saved).toContain('Königsallee 7');
      expect(saved).toContain('40212');
    } finally {
      await context.close();
    }
  });
});
