/**
 * Issue 8 in Chromium: a form posted from another origin cannot sign anyone in (login CSRF) nor
 * post a shop form, and every page carries the CSP whose nonce lets React Router's scripts run —
 * no CSP violation in the console, and the pages hydrate.
 */
import { createServer, type Server } from 'node:http';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchChromium, origin, visit } from './helpers.ts';

/** The browser's global object inside page.evaluate callbacks (e2e compiles without DOM types). */
declare const window: Record<string, unknown>;

const DE = 'de.localhost';
const EMAIL = `csrf-victim-${Date.now()}@example.de`;
const PASSWORD = 'Schraubstock-2026-x';

let browser: Browser;
let evil: Server;
let evilOrigin = '';

/** An attacker's page on another origin that auto-submits `form` (HTML) on load. */
let evilPage = '';

beforeAll(async () => {
  browser = await launchChromium();
  const registered = await api(DE, 'register', { email: EMAIL, password: PASSWORD }, null);
  expect(registered.status).toBe(200);
  evil = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(evilPage);
  });
  await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve));
  const address = evil.address();
  evilOrigin = `http://evil.localhost:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => evil?.close(resolve));
});

function autoSubmit(action: string, enctype: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name='${name}' value='${value}'>`)
    .join('');
  return `<!DOCTYPE html><html><body><form id="f" method="post" action="${action}" enctype="${enctype}">${inputs}</form>
<script>document.getElementById('f').submit()</script></body></html>`;
}

async function signedIn(context: BrowserContext): Promise<boolean> {
  const page = await context.newPage();
  const hops = await visit(page, DE, '/my-account');
  await page.close();
  return hops.at(-1) === '200 /my-account';
}

describe('login CSRF', () => {
  it('a cross-site text/plain form cannot sign the visitor in as someone else', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // text/plain sends "name=value": the name carries the JSON up to the password, the value closes it.
    evilPage = autoSubmit(`${origin(DE)}/api/new-ct/login`, 'text/plain', {
      [`[{"email":"${EMAIL}","password":"${PASSWORD}","x":"`]: '"}]',
    });
    const landed = page.waitForResponse((response) => response.url().startsWith(`${origin(DE)}/api/`));
    await page.goto(`${evilOrigin}/`);
    const answer = await landed;
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ error: { code: 'cross_origin_request' } });
    expect(await signedIn(context)).toBe(false);
    await context.close();
  });

  it('the same credentials from the shop’s own page do sign in (the check above can fail)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin(DE)}/login`);
    const status = await page.evaluate(
      async ([email, password]) =>
        (
          await fetch('/api/new-ct/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify([{ email, password }]),
          })
        ).status,
      [EMAIL, PASSWORD] as const,
    );
    expect(status).toBe(200);
    expect(await signedIn(context)).toBe(true);
    await context.close();
  });

  it('a cross-site post to a React Router action (newsletter form) is refused', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    evilPage = autoSubmit(`${origin(DE)}/newsletter`, 'application/x-www-form-urlencoded', {
      email: `csrf-news-${Date.now()}@example.de`,
    });
    const landed = page.waitForResponse((response) => response.url().startsWith(`${origin(DE)}/newsletter`));
    await page.goto(`${evilOrigin}/`);
    expect((await landed).status()).toBe(403);
    await context.close();
  });
});

/** Pages of every kind: home, prefixed home, listing, search, product, fixed routes, 404, newsletter answer. */
async function pagePaths(page: Page): Promise<string[]> {
  await page.goto(`${origin(DE)}/search?q=a`, { waitUntil: 'load' });
  const product = await page.$$eval('a[href]', (links) =>
    links.map((link) => link.getAttribute('href') ?? '').find((href) => /-\d{8}$/.test(href)),
  );
  const category = await page.$$eval('a[href]', (links) =>
    links.map((link) => link.getAttribute('href') ?? '').find((href) => /^\/[a-z0-9-]+\/$/.test(href)),
  );
  return [
    '/',
    '/search?q=bohrer',
    '/login',
    '/checkout',
    '/best-prices-guaranteed/',
    '/no-such-page/',
    product ?? '',
    category ?? '',
  ].filter(Boolean);
}

describe('Content-Security-Policy', () => {
  it('every page carries the CSP with a fresh nonce; its scripts run and nothing is blocked', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (execute|load|apply)/i.test(message.text()))
        violations.push(message.text());
    });
    const paths = await pagePaths(page);
    expect(paths.length).toBeGreaterThanOrEqual(7);
    const nonces = new Set<string>();
    for (const [host, path] of [...paths.map((p) => [DE, p]), ['be.localhost', '/nl']] as const) {
      const response = await page.goto(`${origin(host)}${path}`, { waitUntil: 'load' });
      const csp = (await response?.headerValue('content-security-policy')) ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce, `${host}${path}`).toBeTruthy();
      nonces.add(nonce ?? '');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(await response?.headerValue('x-content-type-options')).toBe('nosniff');
      expect(await response?.headerValue('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(await response?.headerValue('permissions-policy')).toBeTruthy();
      // Every script the server rendered carries the nonce, and React Router's inline ones ran.
      const html = (await response?.text()) ?? '';
      // Data blocks (JSON-LD) are not executed and need no nonce.
      const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter(
        (tag) => !/type="application\/(ld\+)?json"/.test(tag),
      );
      expect(scripts.length, `${path} has scripts`).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
      await page.waitForFunction(() => Boolean(window.__reactRouterRouteModules), null, { timeout: 10_000 });
      expect(await page.evaluate(() => typeof window.__reactRouterContext)).toBe('object');
    }
    expect(nonces.size).toBe(paths.length + 1);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('a script without the nonce is blocked (the policy is enforced, not only sent)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${origin(DE)}/`, { waitUntil: 'load' });
    await page.evaluate(() => {
      const doc = (
        window as unknown as {
          document: {
            createElement(t: string): { textContent: string };
            body: { appendChild(n: unknown): void };
          };
        }
      ).document;
      const script = doc.createElement('script');
      script.textContent = 'window.__injected = true';
      doc.body.appendChild(script);
    });
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
    expect(violations.length).toBeGreaterThan(0);
    await context.close();
  });
});
