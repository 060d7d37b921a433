/**
 * My profile's VAT ID (decision 175): checked through the VAT port (VAT_SERVICE unset: the
 * simulator, check digits) before it is saved. A number the service calls invalid is refused with
 * the spec's text and not stored; a valid one is stored as the service normalised it; an empty
 * field removes it.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, hydrated, launchChromium, origin } from './helpers.ts';

const DE = 'de.localhost';
const GB = 'gb.localhost';
const PASSWORD = 'Werkbank2026';

let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  browser = await launchChromium();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await browser?.close();
});

async function storedVatId(email: string): Promise<string | null> {
  const result = await db.query<{ vat_id: string | null }>(
    'select vat_id from customers where email_lower = $1',
    [email],
  );
  return result.rows[0]?.vat_id ?? null;
}

/** A page of `host` signed in with the session cookie `register` answered. */
async function signedInPage(host: string, cookie: string | null): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'ty_session', value: (cookie ?? '').replace('ty_session=', ''), url: origin(host) },
  ]);
  return context.newPage();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
}

describe('my profile: VAT ID through the VAT port', () => {
  it('refuses an invalid VAT ID, saves a valid one normalised, and clears it', async () => {
    const email = `vat-${randomUUID()}@example.de`;
    const registered = await api(
      DE,
      'register',
      { email, password: PASSWORD, firstName: 'Anna', lastName: 'Schmidt' },
      null,
    );
    expect(registered.status).toBe(200);
    const context = await browser.newContext();
    await context.addCookies([
      {
        name: 'ty_session',
        value: (registered.cookie ?? '').replace('ty_session=', ''),
        url: origin(DE),
      },
    ]);
    const page = await context.newPage();
    try {
      await page.goto(`${origin(DE)}/my-account/my-profile`);
      await hydrated(page);
      const field = page.getByLabel('USt-IdNr.', { exact: false });

      // Wrong check digit: the simulator answers "invalid".
      await field.fill('DE 136 695 977');
      await save(page);
      await expect.poll(() => page.locator('#vatId-error').textContent()).toBe('USt-IdNr. nicht geprüft.');
      expect(await storedVatId(email)).toBeNull();

      await field.fill('de 136 695 976');
      await save(page);
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe('Ihre Daten wurden gespeichert.');
      expect(await storedVatId(email)).toBe('DE136695976');
      await page.reload();
      await hydrated(page); // the field is cleared and saved next: by React, not a plain post
      expect(await field.inputValue()).toBe('DE136695976');

      await field.fill('');
      await save(page);
      await expect.poll(() => storedVatId(email)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('keeps the VAT ID the account has when other fields change, and checks only the format where the store does not validate', async () => {
    // Registration checks the format only: this ID was accepted there, and the service would refuse it.
    const email = `vat-kept-${randomUUID()}@example.de`;
    const registered = await api(
      DE,
      'register',
      {
        email,
        password: PASSWORD,
        firstName: 'Jan',
        lastName: 'Bauer',
        customerType: 'company',
        vatId: 'DE123456789',
      },
      null,
    );
    expect(registered.status).toBe(200);
    expect(await storedVatId(email)).toBe('DE123456789');
    const page = await signedInPage(DE, registered.cookie);
    try {
      await page.goto(`${origin(DE)}/my-account/my-profile`);
      await hydrated(page);
      await page.getByLabel('Vorname').fill('Jana');
      await save(page);
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe('Ihre Daten wurden gespeichert.');
      expect(await storedVatId(email)).toBe('DE123456789');
    } finally {
      await page.context().close();
    }

    // GB does not validate VAT IDs (store setting): a well-formed number is saved as typed.
    const gbEmail = `vat-gb-${randomUUID()}@example.co.uk`;
    const gb = await api(
      GB,
      'register',
      { email: gbEmail, password: PASSWORD, firstName: 'Amy', lastName: 'Cole' },
      null,
    );
    expect(gb.status).toBe(200);
    const gbPage = await signedInPage(GB, gb.cookie);
    try {
      await gbPage.goto(`${origin(GB)}/my-account/my-profile`);
      await hydrated(gbPage);
      await gbPage.locator('input[name="vatId"]').fill('GB123456789');
      await gbPage.getByRole('button', { name: 'Save changes' }).click();
      await expect
        .poll(() => gbPage.getByRole('status').first().textContent())
        .toBe('Your details have been saved.');
      expect(await storedVatId(gbEmail)).toBe('GB123456789');
      await gbPage.locator('input[name="vatId"]').fill('GB12');
      await gbPage.getByRole('button', { name: 'Save changes' }).click();
      await expect.poll(() => gbPage.locator('#vatId-error').count()).toBe(1);
      expect(await storedVatId(gbEmail)).toBe('GB123456789');
    } finally {
      await gbPage.context().close();
    }
  });
});
