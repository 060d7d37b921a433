/**
 * The frame the customer-account browser tests share: the German store, one password, a Berlin
 * address that passes the domain's rules, and a browser plus a database pool per file with the
 * file's rate-limit counters cleared before and after (the tests register and sign in a lot).
 */
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { clearRateLimits, hydrated, launchChromium, origin } from './helpers.ts';

export const DE = 'de.localhost';
export const PASSWORD = 'Werkbank2026';
export { BERLIN_ADDRESS } from './helpers.ts';

export interface AccountSuite {
  browser: Browser;
  pool: pg.Pool;
}

/** Registers the file's hooks; the browser and pool are there from beforeAll on. */
export function accountSuite(counters: readonly string[]): AccountSuite {
  const suite = {} as AccountSuite;
  const clearCounters = () => (suite.pool ? clearRateLimits(suite.pool, counters) : undefined);
  beforeAll(async () => {
    suite.browser = await launchChromium();
    suite.pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
    await clearCounters();
  });
  afterAll(async () => {
    await clearCounters();
    await suite.pool?.end();
    await suite.browser?.close();
  });
  return suite;
}

/** The registration mail's confirmation link for `email` (decision 177), from the embedded mailbox. */
export async function confirmationLink(suite: AccountSuite, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await suite.pool.query<{ text_body: string }>(
          'select text_body from mailbox_messages where $1 = any(envelope_to) order by received_at desc',
          [email],
        );
        link = mails.rows
          .map((row) => row.text_body.match(/https?:\/\/\S+confirm-email\/\?token=\S+/)?.[0])
          .find(Boolean);
        return link !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return link ?? '';
}

/** Registers in the German store through /create-account with PASSWORD; ends on /my-account. */
export async function registerThroughForm(
  page: Page,
  person: { firstName: string; lastName: string; email: string },
): Promise<void> {
  await page.goto(`${origin(DE)}/create-account`);
  await hydrated(page);
  await page.getByLabel('Vorname').fill(person.firstName);
  await page.getByLabel('Nachname').fill(person.lastName);
  await page.getByLabel('E-Mail', { exact: true }).fill(person.email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Passwort bestätigen').fill(PASSWORD);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await page.waitForURL(`${origin(DE)}/my-account`);
}

/** Opens a mailed confirmation link and presses its button (the link alone confirms nothing). */
export async function pressConfirmationLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await hydrated(page);
  await page.getByRole('button', { name: 'E-Mail-Adresse bestätigen' }).click();
}
