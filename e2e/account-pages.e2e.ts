/**
 * Issue 11 point 1 and "my profile", as a new customer would: register, log out and log in, reset
 * the password through the mail, edit the profile; the guards of spec 000 §2.2, the account dropdown
 * of §4 and the translated over-limit answer.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, get, hydrated, launchChromium, origin, port } from './helpers.ts';

const DE = 'de.localhost';
const PASSWORD = 'Werkbank2026';

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

async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** Waits until React has hydrated, so clicks run the client code (menus, fetcher forms). */
async function register(page: Page, email: string, password = PASSWORD) {
  await page.goto(`${origin(DE)}/create-account`);
  await hydrated(page);
  await page.getByLabel('Vorname').fill('Anna');
  await page.getByLabel('Nachname').fill('Schmidt');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByLabel('Passwort bestätigen').fill(password);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${origin(DE)}/login`);
  await hydrated(page);
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** The id of the focused element (a string expression: e2e compiles without DOM types). */
function focusedId(page: Page): Promise<string | undefined> {
  return page.evaluate<string | undefined>('document.activeElement?.id');
}

function path(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'ty_session');
  if (!cookie) throw new Error('no session cookie');
  return `ty_session=${cookie.value}`;
}

/** A form post over raw HTTP (no browser), as a script or another site's form would send it. */
function postForm(
  host: string,
  target: string,
  fields: Record<string, string>,
  cookie: string | null = null,
): Promise<{ status: number; location: string | null; body: string }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        path: target,
        method: 'POST',
        headers: {
          host: `${host}:${port()}`,
          origin: `http://${host}:${port()}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...(cookie ? { cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? null, body: text }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The reset link the customer received, read from the embedded mailbox (no SMTP_URL in the tests,
 * decision 093); polled, as the mail travels over SMTP first. No mail, no link: the test fails.
 */
async function resetLinkFor(email: string): Promise<string> {
  const newest = async () => {
    const mails = await db.query<{ text_body: string }>(
      'select text_body from mailbox_messages where $1 = any(envelope_to) order by received_at desc limit 1',
      [email],
    );
    return mails.rows[0]?.text_body.match(/https?:\/\/\S+change-password\?token=\S+/)?.[0] ?? null;
  };
  await expect.poll(newest, { timeout: 10_000 }).not.toBeNull();
  return (await newest()) ?? '';
}

describe('registration, log-out and log-in', () => {
  it('a new customer registers, is signed in, logs out from the menu and logs in again', async () => {
    const { context, page } = await freshPage();
    const email = `anna-${randomUUID()}@example.de`;
    try {
      // A common password is refused with the rule's own text, on the field, which gets the focus.
      await register(page, email, 'password1');
      const passwordField = page.getByLabel('Passwort', { exact: true });
      await expect.poll(() => passwordField.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#password-error').textContent()).toBe(
        'Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.',
      );
      expect(await passwordField.getAttribute('aria-describedby')).toContain('password-error');
      await expect.poll(() => focusedId(page)).toBe('password');
      expect(await page.getByLabel('Vorname').inputValue()).toBe('Anna');

      await register(page, email);
      await page.waitForURL(`${origin(DE)}/my-account`);
      const customer = await db.query('select locale, customer_type from customers where email_lower = $1', [
        email,
      ]);
      expect(customer.rows).toEqual([{ locale: 'de-DE', customer_type: 'private' }]);
      // Where registering lands: the account's start page, with a way into every account page. The
      // URL changes before React commits the new page (the navigation renders in a transition).
      await expect.poll(() => page.locator('h1').textContent()).toBe('Mein Konto');
      // Two navigation landmarks, two names: the header's and the page's own.
      expect(await page.getByRole('navigation', { name: 'Mein Konto', exact: true }).count()).toBe(1);
      expect(await page.getByRole('navigation', { name: 'Bereiche meines Kontos' }).count()).toBe(1);
      expect(await page.locator('.account-overview__welcome').textContent()).toContain('Hallo Anna');
      expect(await page.locator('main').textContent()).toContain(
        'Sie haben noch keine Bestellungen aufgegeben.',
      );
      const sections = page.locator('.account-overview a');
      expect(await sections.count()).toBe(8);
      await page.getByRole('link', { name: 'Kundenkarte' }).click();
      await page.waitForURL(`${origin(DE)}/my-account/loyalty-card`);
      await page.goBack();
      await page.getByRole('link', { name: 'Meine Daten' }).click();
      await page.waitForURL(`${origin(DE)}/my-account/my-data`);
      await page.goBack();
      await page.waitForURL(`${origin(DE)}/my-account`);
      // Back is a client navigation: the URL changes before the page's data has arrived, and the
      // menu closes when the new page shows. Open it only once the start page is there.
      await expect.poll(() => page.locator('h1').textContent()).toBe('Mein Konto');

      // Account dropdown: toggles, closes on an outside click and on navigation.
      const menuButton = page.getByRole('button', { name: 'Mein Konto' });
      await menuButton.click();
      expect(await menuButton.getAttribute('aria-expanded')).toBe('true');
      await page.locator('#account-menu').waitFor();
      // The outside-click listener is attached after the menu renders: click until it has been.
      await expect
        .poll(async () => {
          await page.locator('h1').click();
          return menuButton.getAttribute('aria-expanded');
        })
        .toBe('false');
      // Escape on one of its links closes it and gives the focus back to its button.
      await menuButton.click();
      await page.locator('#account-menu').getByRole('link', { name: 'Mein Profil' }).focus();
      await page.keyboard.press('Escape');
      await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
      expect(await page.evaluate('document.activeElement.getAttribute("aria-controls")')).toBe(
        'account-menu',
      );
      await menuButton.click();
      await page.locator('#account-menu').getByRole('link', { name: 'Mein Profil' }).click();
      await page.waitForURL(`${origin(DE)}/my-account/my-profile`);
      await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');

      await menuButton.click();
      await page.getByRole('button', { name: 'Abmelden' }).click();
      await page.waitForURL(`${origin(DE)}/`);
      // Logged out, the account icon is a link to the login page; the old cookie opens nothing.
      await page.getByRole('link', { name: 'Anmelden' }).first().click();
      await page.waitForURL(`${origin(DE)}/login`);
      expect(await api(DE, 'isLoggedIn', {}, await sessionCookie(context).catch(() => null))).toMatchObject({
        json: { data: { isLoggedIn: false } },
      });

      await logIn(page, email, 'Falsch2026');
      await expect
        .poll(() => page.locator('.account-message--error').textContent())
        .toBe('E-Mail-Adresse oder Passwort ist nicht korrekt.');
      await logIn(page, email, PASSWORD);
      await page.waitForURL(`${origin(DE)}/my-account`);
      // Pages and API agree: the page's session cookie is the API's.
      expect((await api(DE, 'isLoggedIn', {}, await sessionCookie(context))).json).toEqual({
        data: { isLoggedIn: true },
      });
    } finally {
      await context.close();
    }
  });

  it('the login sends on to a return path on the shop, never to another host', async () => {
    const { context, page } = await freshPage();
    const email = `return-${randomUUID()}@example.de`;
    try {
      expect((await api(DE, 'register', { email, password: PASSWORD }, null)).status).toBe(200);
      await page.goto(`${origin(DE)}/login?redirect=${encodeURIComponent('/search?q=bohrer')}`);
      await hydrated(page);
      await page.getByLabel('E-Mail', { exact: true }).fill(email);
      await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Anmelden' }).click();
      await page.waitForURL(`${origin(DE)}/search?q=bohrer`);

      const cookie = await sessionCookie(context);
      await api(DE, 'logout', {}, cookie);
      for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
        const answer = await postForm(DE, `/login?redirect=${encodeURIComponent(target)}`, {
          email,
          password: PASSWORD,
        });
        expect(answer.status).toBe(303);
        expect(answer.location).toBe('/my-account');
      }
    } finally {
      await context.close();
    }
  });
});

describe('guards (spec 000 §2.2)', () => {
  it('account pages send an anonymous visitor to /, guest-only pages send a customer home', async () => {
    const accountOnly = ['/my-account', '/my-account/my-profile', '/my-account/order-history', '/log-out'];
    for (const page of accountOnly) {
      const answer = await get(DE, page);
      expect([page, answer.status, answer.location]).toEqual([page, 302, '/']);
    }
    // Posts skip the page chain; the action applies the guard itself.
    const anonymousEdit = await postForm(DE, '/my-account/my-profile', { intent: 'profile', firstName: 'X' });
    expect([anonymousEdit.status, anonymousEdit.location]).toEqual([303, '/']);

    const email = `guard-${randomUUID()}@example.de`;
    const registered = await api(DE, 'register', { email, password: PASSWORD }, null);
    const cookie = registered.cookie ?? '';
    const guestOnly = [
      '/login',
      '/create-account',
      '/password-reset',
      '/password-reset/check-email',
      '/password-reset/change-password?token=abc',
      // The checkout's copies of the guest forms too.
      '/checkout/create-account',
      '/checkout/password-reset',
    ];
    for (const page of guestOnly) {
      const answer = await get(DE, page, { cookie });
      expect([page, answer.status, answer.location]).toEqual([page, 302, '/']);
    }
    const signedInLogin = await postForm(DE, '/login', { email, password: PASSWORD }, cookie);
    expect([signedInLogin.status, signedInLogin.location]).toEqual([303, '/']);
    // On a prefixed store "home" keeps the language.
    const belgian = await api('be.localhost', 'register', { email, password: PASSWORD }, null);
    const onDutch = await get('be.localhost', '/nl/create-account', { cookie: belgian.cookie ?? '' });
    expect([onDutch.status, onDutch.location]).toEqual([302, '/nl']);
    expect((await get(DE, '/my-account/my-profile', { cookie })).status).toBe(200);
  });

  it('GET /log-out changes nothing; the POST ends the session', async () => {
    const email = `logout-${randomUUID()}@example.de`;
    const cookie = (await api(DE, 'register', { email, password: PASSWORD }, null)).cookie ?? '';
    const page = await get(DE, '/log-out', { cookie });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Möchten Sie sich von Ihrem Konto abmelden?');
    expect((await api(DE, 'isLoggedIn', {}, cookie)).json).toEqual({ data: { isLoggedIn: true } });
    const posted = await postForm(DE, '/log-out', {}, cookie);
    expect([posted.status, posted.location]).toEqual([303, '/']);
    expect((await api(DE, 'isLoggedIn', {}, cookie)).json).toEqual({ data: { isLoggedIn: false } });
  });

  it('a page that says "signed in" reloads at its path when the session ended elsewhere', async () => {
    const { context, page } = await freshPage();
    try {
      await register(page, `elsewhere-${randomUUID()}@example.de`);
      await page.waitForURL(`${origin(DE)}/my-account`);
      await page.goto(`${origin(DE)}/search?q=bohrer`);
      await hydrated(page);
      // The header learns "signed in" after hydration (GET /api/visitor, decision 116).
      await page.getByRole('button', { name: 'Mein Konto' }).waitFor();
      await api(DE, 'logout', {}, await sessionCookie(context));
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Mein Konto' }).click();
      await reloaded;
      expect(path(page)).toBe('/search?q=bohrer');
      // The page's HTML is anonymous for everyone: ask once the header shows GET /api/visitor's answer.
      await page.locator('header[data-visitor="known"]').waitFor();
      expect(await page.getByRole('button', { name: 'Mein Konto' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Anmelden' }).count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

describe('password reset by e-mail', () => {
  it('request, check-email, then the link sets a new password and the old one stops working', async () => {
    const { context, page } = await freshPage();
    const email = `reset-${randomUUID()}@example.de`;
    try {
      expect((await api(DE, 'register', { email, password: PASSWORD }, null)).status).toBe(200);
      await page.goto(`${origin(DE)}/login`);
      await hydrated(page);
      await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
      await page.waitForURL(`${origin(DE)}/password-reset`);
      await page.getByLabel('E-Mail', { exact: true }).fill(email);
      await page.getByRole('button', { name: 'Link senden' }).click();
      await page.waitForURL(`${origin(DE)}/password-reset/check-email`);
      expect(await page.getByRole('status').first().textContent()).toContain('eine Stunde');

      await page.goto(await resetLinkFor(email));
      await hydrated(page);
      await page.getByLabel('Neues Passwort', { exact: true }).fill('Hobelbank2027');
      await page.getByLabel('Passwort bestätigen').fill('Hobelbank2028');
      await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
      await expect
        .poll(() => page.locator('#passwordConfirmation-error').textContent())
        .toBe('Die Eingaben stimmen nicht überein.');
      await page.getByLabel('Neues Passwort', { exact: true }).fill('Hobelbank2027');
      await page.getByLabel('Passwort bestätigen').fill('Hobelbank2027');
      await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
      await page.waitForURL(`${origin(DE)}/login?password-changed=1`);
      expect(await page.getByRole('status').first().textContent()).toContain('Ihr Passwort wurde geändert');

      expect((await api(DE, 'login', { email, password: PASSWORD }, null)).status).toBe(401);
      await logIn(page, email, 'Hobelbank2027');
      await page.waitForURL(`${origin(DE)}/my-account`);
    } finally {
      await context.close();
    }
  });

  it('a used or unknown token shows the invalid-link message and a way to ask again', async () => {
    const { context, page } = await freshPage();
    try {
      await page.goto(`${origin(DE)}/password-reset/change-password?token=${'x'.repeat(43)}`);
      await hydrated(page);
      await page.getByLabel('Neues Passwort', { exact: true }).fill('Hobelbank2027');
      await page.getByLabel('Passwort bestätigen').fill('Hobelbank2027');
      await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
      await expect
        .poll(() => page.getByRole('alert').first().textContent())
        .toBe('Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.');
      expect(await page.getByRole('link', { name: 'Neuen Link anfordern' }).count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe('my profile', () => {
  it('changes names and e-mail, and the password with the current one', async () => {
    const { context, page } = await freshPage();
    const email = `profile-${randomUUID()}@example.de`;
    const newEmail = `renamed-${randomUUID()}@example.de`;
    try {
      await register(page, email);
      await page.waitForURL(`${origin(DE)}/my-account`);
      await page.goto(`${origin(DE)}/my-account/my-profile`);
      await hydrated(page);
      expect(await page.getByLabel('Vorname').inputValue()).toBe('Anna');
      await page.getByLabel('Vorname').fill('Annemarie');
      await page.getByLabel('E-Mail', { exact: true }).fill(newEmail);
      // A new e-mail moves the account: it needs the current password, asked on the field.
      const save = page.getByRole('button', { name: 'Änderungen speichern' });
      const profilePassword = page.locator('#profile-currentPassword');
      await save.click();
      await expect
        .poll(() => page.locator('#profile-currentPassword-error').textContent())
        .toBe('Geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.');
      await expect.poll(() => focusedId(page)).toBe('profile-currentPassword');
      await profilePassword.fill('Falsch2026');
      await save.click();
      await expect
        .poll(() => page.locator('#profile-currentPassword-error').textContent())
        .toBe('Das aktuelle Passwort ist nicht korrekt.');
      await profilePassword.fill(PASSWORD);
      await save.click();
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toBe('Ihre Daten wurden gespeichert.');
      await page.reload();
      // The password form below is filled and sent: by React, not as a plain post before hydration.
      await hydrated(page);
      expect(await page.getByLabel('Vorname').inputValue()).toBe('Annemarie');
      expect(await page.getByLabel('E-Mail', { exact: true }).inputValue()).toBe(newEmail);

      await page.locator('#currentPassword').fill('Falsch2026');
      await page.getByLabel('Neues Passwort', { exact: true }).fill('Schraubstock2027');
      await page.getByLabel('Passwort bestätigen').fill('Schraubstock2027');
      await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
      await expect
        .poll(() => page.locator('#currentPassword-error').textContent())
        .toBe('Das aktuelle Passwort ist nicht korrekt.');
      await expect.poll(() => focusedId(page)).toBe('currentPassword');
      await page.locator('#currentPassword').fill(PASSWORD);
      await page.getByLabel('Neues Passwort', { exact: true }).fill('Schraubstock2027');
      await page.getByLabel('Passwort bestätigen').fill('Schraubstock2027');
      await page.getByRole('button', { name: 'Neues Passwort speichern' }).click();
      await expect
        .poll(() => page.getByRole('status').first().textContent())
        .toContain('Ihr Passwort wurde geändert');
      expect((await api(DE, 'login', { email: newEmail, password: 'Schraubstock2027' }, null)).status).toBe(
        200,
      );
    } finally {
      await context.close();
    }
  });
});

describe('too many attempts', () => {
  it('the 11th wrong password for one account shows the translated 429 message', async () => {
    const { context, page } = await freshPage();
    const email = `flood-${randomUUID()}@example.de`;
    try {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const answer = await postForm(DE, '/login', { email, password: `Falsch${attempt}x` });
        expect(answer.status).toBe(401);
      }
      await logIn(page, email, 'Falsch11x');
      await expect
        .poll(() => page.locator('.account-message--error').textContent())
        .toBe('Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.');
    } finally {
      await context.close();
      await clearCounters();
    }
  });
});

describe('accessibility', () => {
  it('login, create-account and password reset with errors shown have no serious axe-core violations', async () => {
    const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    for (const [screen, width] of [
      ['login', 1280],
      ['create-account', 375],
      ['password-reset', 1280],
    ] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        await page.goto(`${origin(DE)}/${screen}`);
        await hydrated(page);
        await page.locator('main button[type="submit"]').first().click();
        await page.locator('[aria-invalid="true"]').first().waitFor();
        // Evaluated over DevTools, so a Content-Security-Policy cannot block it.
        await page.evaluate(axeSource);
        const violations = await page.evaluate<string[]>(
          "axe.run().then((result) => result.violations.map((v) => v.impact + ': ' + v.id))",
        );
        const serious = violations.filter((v) => v.startsWith('serious') || v.startsWith('critical'));
        expect([screen, serious]).toEqual([screen, []]);
      } finally {
        await context.close();
      }
    }
  });
});

describe('screenshots', () => {
  const dir = process.env.ACCOUNT_SCREENSHOTS;
  it.skipIf(!dir)('login and create-account at desktop and mobile widths in German and French', async () => {
    for (const [host, lang] of [
      [DE, 'de'],
      ['fr.localhost', 'fr'],
    ] as const) {
      for (const [width, height, name] of [
        [1280, 900, 'desktop'],
        [390, 844, 'mobile'],
      ] as const) {
        const context = await browser.newContext({ viewport: { width, height } });
        const page = await context.newPage();
        for (const screen of ['login', 'create-account']) {
          await page.goto(`${origin(host)}/${screen}`);
          await hydrated(page);
          await page.locator('main button[type="submit"]').first().click();
          await page.locator('[aria-invalid="true"]').first().waitFor();
          await page.screenshot({ path: `${dir}/${screen}-${lang}-${name}.png`, fullPage: true });
        }
        await context.close();
      }
    }
  });
});
