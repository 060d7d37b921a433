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
});
