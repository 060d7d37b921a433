/**
 * Issue 11: the password reset as the customer lives it, end to end through the received mail — in
 * a prefixed language (Belgium, Dutch; French is its default): request on /nl/password-reset, the mail arrives in the
 * embedded mailbox (no SMTP_URL in the tests, decision 093), the browser follows the link in it to
 * /nl/password-reset/change-password, and the customer signs in with the new password. No token
 * is made up by the test: without the mail there is no link and the test fails.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, hydrated, launchChromium, origin } from './helpers.ts';

const BE = 'be.localhost';
const OLD_PASSWORD = 'Werkbank2026';
const NEW_PASSWORD = 'Hobelbank2027';

let browser: Browser;
let db: pg.Client;
beforeAll(async () => {
  browser = await launchChromium();
  db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  await clearCounters();
});
afterAll(async () => {
  await clearCounters();
  await db?.end();
  await browser?.close();
});

/** Every e2e file posts from 127.0.0.1: the credential counters are cleared around this file. */
async function clearCounters() {
  await db?.query(
    "delete from rate_limits where key like 'login-%' or key like 'register-%' or key like 'password-%'",
  );
}

interface StoredMail {
  subject: string;
  text_body: string;
}

/** The mails stored for `email`, oldest first. */
async function mailsTo(email: string): Promise<StoredMail[]> {
  const result = await db.query<StoredMail>(
    'select subject, text_body from mailbox_messages where $1 = any(envelope_to) order by received_at',
    [email],
  );
  return result.rows;
}

describe('password reset through the received mail', () => {
  it('request on /nl/password-reset, follow the link in the Dutch mail, sign in with the new password', async () => {
    const email = `reset-mail-${randomUUID()}@example.be`;
    expect((await api(BE, 'register', { email, password: OLD_PASSWORD }, null)).status).toBe(200);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${origin(BE)}/nl/password-reset`);
      await hydrated(page);
      await page.locator('#email').fill(email);
      await page.getByRole('button', { name: 'Link versturen' }).click();
      await page.waitForURL(`${origin(BE)}/nl/password-reset/check-email`);

      // The mail travels over SMTP to the embedded server: poll until it is stored.
      // Registering mailed the e-mail confirmation first (decision 177); the reset mail follows.
      await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBe(2);
      const [confirmation, mail] = await mailsTo(email);
      expect(confirmation?.text_body).toContain('/create-account/confirm-email/?token=');
      expect(mail?.subject).toBe('Stel je wachtwoord opnieuw in');
      const href = mail?.text_body.match(/https?:\/\/\S+/g)?.find((link) => link.includes('change-password'));
      expect(href).toBeDefined();
      const link = new URL(href ?? '');
      expect(`${link.origin}${link.pathname}`).toBe(`${origin(BE)}/nl/password-reset/change-password`);

      await page.goto(link.href);
      await hydrated(page);
      expect(await page.locator('h1').textContent()).not.toBe('');
      await page.locator('#password').fill(NEW_PASSWORD);
      await page.locator('#passwordConfirmation').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Nieuw wachtwoord opslaan' }).click();
      await page.waitForURL(`${origin(BE)}/nl/login?password-changed=1`);

      await page.locator('#email').fill(email);
      await page.locator('#password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Inloggen' }).click();
      await page.waitForURL(`${origin(BE)}/nl/my-account`);

      // The old password is gone, and the link is single-use.
      expect((await api(BE, 'login', { email, password: OLD_PASSWORD }, null)).status).toBe(401);
      const again = await api(
        BE,
        'customerResetPassword',
        { token: link.searchParams.get('token'), newPassword: 'Zange2028x' },
        null,
      );
      expect(again.status).toBe(400);
    } finally {
      await context.close();
    }
  });
});
