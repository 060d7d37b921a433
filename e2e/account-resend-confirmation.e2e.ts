/**
 * "Send the confirmation link again" (decision 253), as a customer whose registration mail got
 * lost: the start page of the account says the address is not confirmed and offers the button; the
 * new mail's link confirms the address, and the "my orders" link (decision 251) then opens. Where
 * that link is refused, the order history offers the same button.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  type AccountSuite,
  accountSuite,
  confirmationLink,
  DE,
  pressConfirmationLink,
  registerThroughForm,
} from './account-helpers.ts';
import { hydrated, origin, seriousAxeViolations } from './helpers.ts';

const suite = accountSuite(['register', 'login', 'email-confirmation']);

const UNCONFIRMED = 'Ihre E-Mail-Adresse ist noch nicht bestätigt.';
const SEND_AGAIN = 'Bestätigungslink erneut senden';
const sentTo = (email: string) => `Wir haben einen neuen Bestätigungslink an ${email} gesendet.`;

async function register(): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await suite.browser.newContext();
  const page = await context.newPage();
  const email = `resend-${randomUUID().slice(0, 8)}@example.com`;
  await registerThroughForm(page, { firstName: 'Rita', lastName: 'Rückfrage', email });
  return { context, page, email };
}

/** The registration mail never reaches the customer: it is taken out of the embedded mailbox. */
async function loseMails(pool: AccountSuite['pool'], email: string): Promise<void> {
  await confirmationLink(suite, email);
  await pool.query('delete from mailbox_messages where $1 = any(envelope_to)', [email]);
}

describe('sending the confirmation link again', () => {
  it('a lost mail: "send again" on the account page, the new link confirms, the "my orders" link opens', async () => {
    const { context, page, email } = await register();
    try {
      await loseMails(suite.pool, email);
      await page.reload();
      await hydrated(page);
      const notice = page.locator('.account-confirm-email');
      expect(await notice.innerText()).toContain(UNCONFIRMED);

      await notice.getByRole('button', { name: SEND_AGAIN }).click();
      await expect.poll(() => notice.getByRole('status').textContent()).toBe(sentTo(email));
      expect(await seriousAxeViolations(page)).toEqual([]);

      const link = await confirmationLink(suite, email);
      await pressConfirmationLink(page, link);
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe('Ihre E-Mail-Adresse ist bestätigt.');

      // Confirmed: the notice is gone, and the link that waited for the proof opens the orders.
      await page.goto(`${origin(DE)}/my-account`);
      await hydrated(page);
      expect(await page.locator('.account-confirm-email').count()).toBe(0);
      await page.goto(`${origin(DE)}/my-account/order-history`);
      await hydrated(page);
      const [selfService] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: /^Link zu allen meinen Bestellungen öffnen/ }).click(),
      ]);
      await selfService.waitForURL(
        (url) => url.pathname === '/order-tracking' && url.searchParams.has('token'),
      );
    } finally {
      await context.close();
    }
  });

  it('the refused "my orders" link offers the button; the newest mailed link is the one that works', async () => {
    const { context, page, email } = await register();
    try {
      const first = await confirmationLink(suite, email);
      await page.goto(`${origin(DE)}/my-account/order-history`);
      await hydrated(page);
      const [refused] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('button', { name: /^Link zu allen meinen Bestellungen öffnen/ }).click(),
      ]);
      await expect
        .poll(() => refused.getByRole('alert').textContent())
        .toContain('Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse');
      await hydrated(refused);
      const offer = refused.locator('.account-confirm-email');
      await offer.getByRole('button', { name: SEND_AGAIN }).click();
      await expect.poll(() => offer.getByRole('status').textContent()).toBe(sentTo(email));
      // The focus stays on the button: pressing it again needs no search for it.
      expect(await refused.evaluate('document.activeElement && document.activeElement.textContent')).toBe(
        SEND_AGAIN,
      );

      let second = first;
      await expect
        .poll(async () => {
          second = await confirmationLink(suite, email);
          return second !== first;
        })
        .toBe(true);
      await pressConfirmationLink(page, first);
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('Dieser Bestätigungslink ist ungültig, abgelaufen oder wurde bereits verwendet.');
      await pressConfirmationLink(page, second);
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe('Ihre E-Mail-Adresse ist bestätigt.');
    } finally {
      await context.close();
    }
  });

  it('the fourth press within the hour says to wait, and the focus moves to that message', async () => {
    const { context, page, email } = await register();
    try {
      const notice = page.locator('.account-confirm-email');
      await hydrated(page);
      for (let press = 1; press <= 3; press++) {
        await notice.getByRole('button', { name: SEND_AGAIN }).click();
        await expect.poll(() => notice.getByRole('status').textContent()).toBe(sentTo(email));
        // The next answer replaces this one: wait until the page is idle again.
        await page.waitForLoadState('networkidle');
      }
      await notice.getByRole('button', { name: SEND_AGAIN }).click();
      const alert = notice.getByRole('alert');
      await expect
        .poll(() => alert.textContent())
        .toBe('Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.');
      await expect
        .poll(() => page.evaluate('document.activeElement && document.activeElement.getAttribute("role")'))
        .toBe('alert');
    } finally {
      await context.close();
    }
  });
});
