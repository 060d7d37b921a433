/**
 * Issue 11 point 3 in Chromium: "Sign in with Google" against a local OpenID provider
 * (oidc-provider) — its own login and consent pages, back to the shop signed in; an existing
 * account is linked by verified e-mail, and an unverified one is refused (decision 145).
 */
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type LocalOidcProvider,
  OTHER_APP_CLIENT_ID,
  startLocalOidcProvider,
} from '../packages/commerce/test/local-oidc-provider.ts';
import { hydrated, launchChromium } from './helpers.ts';
import { type RunningStorefront, startStorefront } from './server.ts';

const PASSWORD = 'Werkbank2026';
let browser: Browser;
let provider: LocalOidcProvider;
let shop: RunningStorefront;
let db: pg.Client;
let de: string;

beforeAll(async () => {
  shop = await startStorefront({
    products: 20,
    // The provider must know the shop's redirect URI, so it starts again with each port tried.
    beforeStart: async (port) => {
      await provider?.close();
      de = `http://de.localhost:${port}`;
      provider = await startLocalOidcProvider({
        redirectUris: [`${de}/auth/google/callback/`],
        accounts: {
          'g-anna': {
            email: 'anna.social@example.com',
            emailVerified: true,
            givenName: 'Anna',
            familyName: 'Sozial',
          },
          'g-jan': {
            email: 'jan.linked@example.com',
            emailVerified: true,
            givenName: 'Jan',
            familyName: 'Link',
          },
          'g-eve': {
            email: 'victim.e2e@example.com',
            emailVerified: false,
            givenName: 'Eve',
            familyName: 'X',
          },
        },
      });
      return {
        GOOGLE_ISSUER: provider.issuer,
        GOOGLE_CLIENT_ID: provider.clientId,
        GOOGLE_CLIENT_SECRET: provider.clientSecret,
      };
    },
  });
  db = new pg.Client({ connectionString: shop.databaseUrl });
  await db.connect();
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await db?.end();
  await shop?.stop();
  await provider?.close();
});

/** Clicks "Sign in with Google" on /login and goes through the provider's login and consent pages. */
async function signInWithGoogle(page: Page, accountId: string) {
  await page.goto(`${de}/login`);
  await page.getByRole('link', { name: 'Mit Google anmelden' }).click();
  await page.waitForURL((url) => url.href.startsWith(provider.issuer));
  await page.locator('input[name="login"]').fill(accountId);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').first().click();
  await page.locator('button[type="submit"]').first().waitFor();
  await page.locator('button[type="submit"]').first().click(); // consent
  await page.waitForURL((url) => url.href.startsWith(de));
}

async function register(page: Page, email: string) {
  await page.goto(`${de}/create-account`);
  await hydrated(page);
  await page.getByLabel('Vorname').fill('Konto');
  await page.getByLabel('Nachname').fill('Vorher');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Passwort bestätigen').fill(PASSWORD);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  await page.waitForURL(`${de}/my-account`);
}

async function customersWith(email: string) {
  const { rows } = await db.query<{ id: string; first_name: string; provider: string | null }>(
    `select c.id, c.first_name, i.provider from customers c
       left join customer_identities i on i.customer_id = c.id
      where c.email_lower = $1`,
    [email],
  );
  return rows;
}

describe('social sign-in', () => {
  it('shows the configured provider only: Google on /login and /create-account, no Facebook', async () => {
    const page = await browser.newPage();
    for (const path of ['/login', '/create-account']) {
      await page.goto(`${de}${path}`);
      expect(await page.getByRole('link', { name: 'Mit Google anmelden' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Mit Facebook anmelden' }).count()).toBe(0);
    }
    expect((await page.goto(`${de}/auth/facebook/`))?.status()).toBe(404);
    await page.close();
  });

  it('round trip: the provider’s login and consent, then back signed in with a new account', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithGoogle(page, 'g-anna');
    // /my-account sends anyone without a customer session to / (000 §2.2).
    expect(new URL(page.url()).pathname).toBe('/my-account');
    expect(await customersWith('anna.social@example.com')).toEqual([
      expect.objectContaining({ first_name: 'Anna', provider: 'google' }),
    ]);
    // The checks cookie was used up.
    expect((await context.cookies()).some((cookie) => cookie.name === 'ty_social')).toBe(false);
    // The loyalty card of the new account: its number and a drawn barcode.
    await page.goto(`${de}/my-account/loyalty-card`);
    const number = await page.locator('.loyalty-card__number').textContent();
    expect(number?.replace(/\s/g, '')).toMatch(/^\d{39}$/);
    expect(await page.locator('.loyalty-card__barcode svg path').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('links an existing account with the same verified e-mail instead of creating a second one', async () => {
    const first = await browser.newContext();
    await register(await first.newPage(), 'jan.linked@example.com');
    await first.close();
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithGoogle(page, 'g-jan');
    expect(new URL(page.url()).pathname).toBe('/my-account');
    expect(await customersWith('jan.linked@example.com')).toEqual([
      expect.objectContaining({ first_name: 'Konto', provider: 'google' }),
    ]);
    await context.close();
  });

  it('refuses to link by an e-mail the provider has not verified', async () => {
    const first = await browser.newContext();
    await register(await first.newPage(), 'victim.e2e@example.com');
    await first.close();
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithGoogle(page, 'g-eve');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByText('Google hat die Adresse nicht bestätigt').waitFor();
    expect(await customersWith('victim.e2e@example.com')).toEqual([
      expect.objectContaining({ first_name: 'Konto', provider: null }),
    ]);
    await context.close();
  });

  it("the JSON door (authSync) takes the shop's own token, not one the provider issued to another app", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${de}/login`);
    const authSync = async (accessToken: string) =>
      (await page.evaluate(`fetch('/api/new-ct/authSync', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: ${JSON.stringify(JSON.stringify([{ accessToken, tokenType: 'Bearer', provider: 'google' }]))},
      }).then(async (response) => ({ status: response.status, body: await response.json() }))`)) as {
        status: number;
        body: { error?: { code: string }; data?: { customer: { email: string } } };
      };
    // Any app Jan once signed in to with Google holds a token for him: it must not open his account.
    const foreign = await authSync(await provider.accessTokenFor('g-jan', OTHER_APP_CLIENT_ID));
    expect(foreign.status).toBe(401);
    expect(foreign.body.error?.code).toBe('invalid_social_token');
    const own = await authSync(await provider.accessTokenFor('g-jan'));
    expect(own.status).toBe(200);
    expect(own.body.data?.customer.email).toBe('jan.linked@example.com');
    await context.close();
  });
});

/** The newest GDPR confirmation link mailed to `email` (embedded mailbox, decision 093). */
async function dataLinkFor(email: string, purpose: 'export' | 'delete'): Promise<string> {
  const mails = await db.query<{ text_body: string }>(
    'select text_body from mailbox_messages where $1 = any(envelope_to) order by received_at desc',
    [email],
  );
  for (const mail of mails.rows) {
    const link = mail.text_body.match(
      new RegExp(`https?://\\S+my-data\\?confirm=${purpose}&token=\\S+`),
    )?.[0];
    if (link) return link;
  }
  throw new Error(`no ${purpose} mail for ${email}`);
}

describe('the customer’s own data (GDPR), confirmed by e-mail', () => {
  it('downloads everything as JSON, then deletes the account, which can no longer sign in', async () => {
    const email = 'greta.gdpr@example.com';
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    await register(page, email);
    await page.goto(`${de}/my-account/my-data`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Download anfordern' }).click();
    await page.getByText('Wir haben Ihnen eine E-Mail gesendet').waitFor();
    await page.goto(await dataLinkFor(email, 'export'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Meine Daten herunterladen (JSON)' }).click(),
    ]);
    const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(exported.profile).toMatchObject({ email, firstName: 'Konto', lastName: 'Vorher' });
    expect(exported).toHaveProperty('orders');
    expect(exported).toHaveProperty('reviews');

    await page.goto(`${de}/my-account/my-data`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Löschung anfordern' }).click();
    await page.getByText('Wir haben Ihnen eine E-Mail gesendet').waitFor();
    await page.goto(await dataLinkFor(email, 'delete'));
    await page.getByRole('button', { name: 'Mein Konto endgültig löschen' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await customersWith(email)).toEqual([]);
    // Signed out: the account page sends the visitor home.
    await page.goto(`${de}/my-account/my-data`);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.goto(`${de}/login`);
    await hydrated(page);
    await page.getByLabel('E-Mail', { exact: true }).fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
