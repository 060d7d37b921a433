/**
 * Issue 11 point 3, the Facebook path (OAuth 2.0, decision 145) in Chromium against a local fake of
 * Facebook's endpoints (./fake-facebook.ts): the login dialog is asked for public_profile and email
 * with PKCE, the code is exchanged with the client secret, /me answers who it is; back on the shop
 * signed in with a new account; an existing account is linked by its e-mail (Facebook shares only
 * confirmed addresses); without an e-mail no account is made.
 */
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeFacebook, startFakeFacebook } from './fake-facebook.ts';
import { hydrated, launchChromium } from './helpers.ts';
import { type RunningStorefront, startStorefront } from './server.ts';

const PASSWORD = 'Werkbank2026';
let browser: Browser;
let facebook: FakeFacebook;
let shop: RunningStorefront;
let db: pg.Client;
let de: string;

beforeAll(async () => {
  facebook = await startFakeFacebook([
    { id: '10001', name: 'Frida Buch', email: 'frida.fb@example.com', firstName: 'Frida', lastName: 'Buch' },
    { id: '10002', name: 'Karl Link', email: 'karl.fb@example.com', firstName: 'Karl', lastName: 'Link' },
    { id: '10003', name: 'Nora Ohne', firstName: 'Nora', lastName: 'Ohne' },
  ]);
  shop = await startStorefront({ products: 20, env: facebook.env });
  de = `http://de.localhost:${shop.port}`;
  db = new pg.Client({ connectionString: shop.databaseUrl });
  await db.connect();
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await db?.end();
  await shop?.stop();
  await facebook?.close();
});

/** Clicks "Sign in with Facebook" on /login and continues as `name` in Facebook's dialog. */
async function signInWithFacebook(page: Page, name: string) {
  await page.goto(`${de}/login`);
  await page.getByRole('link', { name: 'Mit Facebook anmelden' }).click();
  await page.waitForURL((url) => url.href.startsWith(facebook.origin));
  await page.getByRole('button', { name: `Continue as ${name}` }).click();
  await page.waitForURL((url) => url.href.startsWith(de));
}

async function customersWith(email: string) {
  const { rows } = await db.query<{ first_name: string; provider: string | null; subject: string | null }>(
    `select c.first_name, i.provider, i.subject from customers c
       left join customer_identities i on i.customer_id = c.id
      where c.email_lower = $1`,
    [email],
  );
  return rows;
}

describe('Facebook sign-in', () => {
  it('shows Facebook only (no Google) on /login and /create-account', async () => {
    const page = await browser.newPage();
    for (const path of ['/login', '/create-account']) {
      await page.goto(`${de}${path}`);
      expect(await page.getByRole('link', { name: 'Mit Facebook anmelden' }).count()).toBe(1);
      expect(await page.getByRole('link', { name: 'Mit Google anmelden' }).count()).toBe(0);
    }
    expect((await page.goto(`${de}/auth/google/`))?.status()).toBe(404);
    await page.close();
  });

  it('round trip: the dialog asks for public_profile and email, then back signed in with a new account', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithFacebook(page, 'Frida Buch');
    expect(new URL(page.url()).pathname).toBe('/my-account');

    const dialog = facebook.dialogs.at(-1);
    expect(dialog?.get('scope')).toBe('public_profile email');
    expect(dialog?.get('redirect_uri')).toBe(`${de}/auth/facebook/callback/`);
    expect(dialog?.get('code_challenge_method')).toBe('S256');
    expect(dialog?.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(facebook.exchanges.at(-1)?.get('grant_type')).toBe('authorization_code');

    expect(await customersWith('frida.fb@example.com')).toEqual([
      { first_name: 'Frida', provider: 'facebook', subject: '10001' },
    ]);
    expect((await context.cookies()).some((cookie) => cookie.name === 'ty_social')).toBe(false);
    // Signed in for real: an account page answers instead of sending the visitor to /.
    await page.goto(`${de}/my-account/my-profile`);
    await hydrated(page);
    expect(await page.getByLabel('E-Mail', { exact: true }).inputValue()).toBe('frida.fb@example.com');

    // A second sign-in finds the same customer by Facebook's id.
    const again = await browser.newContext();
    await signInWithFacebook(await again.newPage(), 'Frida Buch');
    expect(await customersWith('frida.fb@example.com')).toHaveLength(1);
    await again.close();
    await context.close();
  });

  it('links an existing account with the same e-mail instead of creating a second one', async () => {
    const first = await browser.newContext();
    const registering = await first.newPage();
    await registering.goto(`${de}/create-account`);
    await hydrated(registering);
    await registering.getByLabel('Vorname').fill('Konto');
    await registering.getByLabel('Nachname').fill('Vorher');
    await registering.getByLabel('E-Mail', { exact: true }).fill('karl.fb@example.com');
    await registering.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await registering.getByLabel('Passwort bestätigen').fill(PASSWORD);
    await registering.getByRole('button', { name: 'Konto erstellen' }).click();
    await registering.waitForURL(`${de}/my-account`);
    await first.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithFacebook(page, 'Karl Link');
    expect(new URL(page.url()).pathname).toBe('/my-account');
    expect(await customersWith('karl.fb@example.com')).toEqual([
      { first_name: 'Konto', provider: 'facebook', subject: '10002' },
    ]);
    await context.close();
  });

  it('without an e-mail from Facebook no account is made and the login page says so', async () => {
    const before = await db.query<{ n: number }>('select count(*)::int as n from customers');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInWithFacebook(page, 'Nora Ohne');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByText('Die Anmeldung mit Facebook hat nicht funktioniert').waitFor();
    const after = await db.query<{ n: number }>('select count(*)::int as n from customers');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    await context.close();
  });
});
