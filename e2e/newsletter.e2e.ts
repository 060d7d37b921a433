/**
 * Newsletter: a guest subscribes from the footer (answer shown in place, in the page language, the
 * subscription stored as pending), and the confirmation link …/exConsents/confirm?hash=… records
 * the consent before redirecting (001 §2).
 */
import { connectDatabase, createNewsletterService, type DatabaseHandle } from '@toolyard/commerce';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { get, hydrated, launchChromium, origin } from './helpers.ts';

let browser: Browser;
let database: DatabaseHandle;
beforeAll(async () => {
  browser = await launchChromium();
  database = connectDatabase(inject('databaseUrl'), { max: 2 });
});
afterAll(async () => {
  await browser?.close();
  await database?.close();
});

async function subscription(email: string) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    const result = await client.query(
      'select store_key, locale, status, source, consent_requested_at, consent_confirmed_at from newsletter_subscriptions where email_lower = $1',
      [email.toLowerCase()],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

describe('newsletter', () => {
  it('a guest subscribes from the footer and gets the answer in the page language', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${origin('be.localhost')}/nl/search?q=boor`, { waitUntil: 'load' });
      await hydrated(page);
      const form = page.locator('.newsletter__form');
      // Rejected by the domain's e-mail rule (the browser's type=email accepts it).
      await form.locator('input[name="email"]').fill('jan@localhost');
      await form.locator('button[type="submit"]').click();
      await page.waitForSelector('.newsletter__answer--error');
      expect(await form.locator('[role="status"]').textContent()).toBe('Vul een geldig e-mailadres in.');

      await form.locator('input[name="email"]').fill('Jan.Peeters@Example.be');
      await form.locator('button[type="submit"]').click();
      await page.waitForSelector('.newsletter__answer:not(.newsletter__answer--error):not(:empty)');
      expect(await form.locator('[role="status"]').textContent()).toBe(
        'Bedankt! Bevestig je inschrijving via de link die we je hebben gestuurd.',
      );
      expect(page.url()).toBe(`${origin('be.localhost')}/nl/search?q=boor`);
      expect(await subscription('jan.peeters@example.be')).toEqual([
        expect.objectContaining({
          store_key: 'store-be',
          locale: 'nl-be',
          status: 'pending',
          source: 'footer',
        }),
      ]);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript the post shows the answer as a page', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${origin('de.localhost')}/search?q=bohrer`, { waitUntil: 'load' });
      await page.fill('.newsletter__form input[name="email"]', 'no-js@example.de');
      await Promise.all([
        page.waitForURL(/\/newsletter$/),
        page.click('.newsletter__form button[type="submit"]'),
      ]);
      expect(await page.textContent('main [role="status"]')).toBe(
        'Vielen Dank! Bitte bestätigen Sie Ihr Abonnement über den Link, den wir Ihnen gesendet haben.',
      );
      expect(await subscription('no-js@example.de')).toEqual([
        expect.objectContaining({ store_key: 'store-de', status: 'pending' }),
      ]);
    } finally {
      await context.close();
    }
  });

  it('the answer page of a prefixed language leads home in that language (be: /nl)', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${origin('be.localhost')}/nl/search?q=boor`, { waitUntil: 'load' });
      await page.fill('.newsletter__form input[name="email"]', 'nl-home@example.be');
      await Promise.all([
        page.waitForURL(/\/nl\/newsletter$/),
        page.click('.newsletter__form button[type="submit"]'),
      ]);
      expect(await page.locator('.newsletter-result a.button').getAttribute('href')).toBe('/nl');
    } finally {
      await context.close();
    }
  });

  it('the confirmation link records the consent and redirects to the language prefix plus redirect_to', async () => {
    const newsletter = createNewsletterService(database.db);
    const result = await newsletter.subscribe({
      email: 'confirm@example.be',
      storeKey: 'store-be',
      locale: 'fr-be',
      source: 'footer',
    });
    const token = result.ok ? result.confirmToken : null;
    expect(token).toBeTruthy();
    const hash = Buffer.from(JSON.stringify({ email_token: token, redirect_to: '/merci/' })).toString(
      'base64url',
    );
    const response = await get('be.localhost', `/fr/exConsents/confirm?hash=${hash}`);
    expect(response.status).toBe(302);
    // The thank-you page then shows the confirmation popup (spec 000 §2.3, decision 174).
    expect(response.location).toBe('/fr/merci/?confirmation-popup=newsletter');
    const [row] = await subscription('confirm@example.be');
    expect(row?.status).toBe('confirmed');
    expect(row?.consent_confirmed_at).toBeInstanceOf(Date);
    // An unknown token still redirects (the failure is logged) and confirms nothing.
    const unknown = Buffer.from(JSON.stringify({ email_token: 'x'.repeat(32) })).toString('base64url');
    expect((await get('be.localhost', `/exConsents/confirm?hash=${unknown}`)).location).toBe('/');
  });
});
