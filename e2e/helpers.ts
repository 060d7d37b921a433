/** Shared helpers of the browser tests: raw HTTP with a Host header, Chromium, and navigations. */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import type pg from 'pg';
import { type Browser, chromium, type Page, type Response } from 'playwright-core';
import { inject } from 'vitest';
import { consentCookie, NECESSARY_ONLY } from '../apps/storefront/app/consent/consent.ts';

export const port = () => inject('storefrontPort');

/** A German street address that passes the domain's address rules (the form's fields, without the country). */
export const BERLIN_STREET_ADDRESS = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  streetName: 'Hauptstraße',
  streetNumber: '12a',
  postalCode: '10115',
  city: 'Berlin',
};
export const BERLIN_ADDRESS = { country: 'DE', ...BERLIN_STREET_ADDRESS };

/** http://<host>:<port><path>, e.g. origin('be.localhost') + '/nl'. */
export function origin(host: string): string {
  return `http://${host}:${port()}`;
}

export interface RawResponse {
  status: number;
  location: string | null;
  headers: Record<string, string | string[] | undefined>;
  cookies: string[];
  body: string;
}

/** One request without following redirects; the Host header picks the store. */
export function get(host: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        path,
        method: 'GET',
        headers: { host: `${host}:${port()}`, ...headers },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            location: (res.headers.location as string | undefined) ?? null,
            headers: res.headers,
            cookies: (res.headers['set-cookie'] as string[] | undefined) ?? [],
            body,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** POST /api/new-ct/<method> with body [params]; returns the JSON and the session cookie. */
export function api(
  host: string,
  method: string,
  params: unknown,
  cookie: string | null,
): Promise<{ status: number; json: unknown; cookie: string | null }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify([params]);
    const req = request(
      {
        host: '127.0.0.1',
        port: port(),
        path: `/api/new-ct/${method}`,
        method: 'POST',
        headers: {
          host: `${host}:${port()}`,
          'content-type': 'application/json',
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
        res.on('end', () => {
          const setCookie = ((res.headers['set-cookie'] as string[] | undefined) ?? [])
            .map((line) => line.split(';')[0] ?? '')
            .find((pair) => pair.startsWith('ty_session='));
          resolve({
            status: res.statusCode ?? 0,
            json: JSON.parse(text || 'null'),
            cookie: setCookie ?? cookie,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Before any page script: the visitor chose "Necessary only" on an earlier visit (decision 243). */
const CHOSE_NECESSARY_ONLY = `document.cookie = ${JSON.stringify(consentCookie(NECESSARY_ONLY, false))};`;

/**
 * Chromium whose visitors have already answered the cookie banner, so it covers nothing the tests
 * click; `{ consentAsked: true }` gives first-time visitors (the banner's own tests).
 */
export async function launchChromium(options: { consentAsked?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  if (options.consentAsked) return browser;
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => {
    const context = await newContext(contextOptions);
    await context.addInitScript(CHOSE_NECESSARY_ONLY);
    return context;
  };
  browser.newPage = async (pageOptions) => {
    const context = await browser.newContext(pageOptions);
    const page = await context.newPage();
    page.on('close', () => void context.close());
    return page;
  };
  return browser;
}

/** A URL as the tests write it: path and query, or the full URL when it left `base`'s origin. */
function shortUrl(url: string, base: string): string {
  const parsed = new URL(url);
  return parsed.origin === new URL(base).origin ? `${parsed.pathname}${parsed.search}` : url;
}

/**
 * Every response of one navigation, oldest first, as "<status> <path?query>": the redirects the
 * browser followed (from `request.redirectedFrom()`) and the page it landed on, e.g.
 * `['308 /Home', '200 /']`.
 */
export async function redirectChain(response: Response, base: string): Promise<string[]> {
  const hops: string[] = [];
  for (let request: ReturnType<Response['request']> | null = response.request(); request; ) {
    const status = (await request.response())?.status() ?? 0;
    hops.unshift(`${status} ${shortUrl(request.url(), base)}`);
    request = request.redirectedFrom();
  }
  return hops;
}

/**
 * The width of the page's content and of the screen (CSS px): a content wider than the screen
 * scrolls sideways, which a phone's visitor notices at once.
 */
export async function pageWidths(page: Page): Promise<{ content: number; screen: number }> {
  const [content = 0, screen = 0] = await page.evaluate<number[]>(
    '[document.documentElement.scrollWidth, document.documentElement.clientWidth]',
  );
  return { content, screen };
}

/** Navigates `page` to http://<host>:<port><path> and returns the redirect chain (see redirectChain). */
export async function visit(page: Page, host: string, path: string): Promise<string[]> {
  const url = `${origin(host)}${path}`;
  const response = await page.goto(url);
  if (!response) throw new Error(`no response for ${url}`);
  return redirectChain(response, url);
}

/** What the visitor sees of the page they landed on: document language, title and main heading. */
export async function landing(
  page: Page,
): Promise<{ lang: string | null; title: string; h1: string | null }> {
  const heading = await page.$('h1'); // no waiting: a page without a heading answers null
  return {
    lang: await page.getAttribute('html', 'lang'),
    title: await page.title(),
    h1: heading ? ((await heading.textContent())?.trim() ?? null) : null,
  };
}

/**
 * axe-core's serious and critical violations on the page, as "impact: rule (selectors)". axe runs over DevTools
 * (`page.evaluate`): the CSP (rightly) blocks an injected <script>.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const require = createRequire(import.meta.url);
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const axe = (globalThis as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run();
    // "impact: rule (selectors)": a failure names the elements to look at.
    return result.violations.map(
      (v) => `${v.impact}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  });
  return violations.filter((v) => v.startsWith('serious') || v.startsWith('critical'));
}

/**
 * Waits until React has hydrated the page: entry.client.tsx sets <html data-hydrated> once the first
 * hydration has committed. Not `window.__reactRouterRouteModules`: React Router's inline script sets
 * it before entry.client has even started hydrating (decision 205), so a click right after it could
 * be lost or post the form without JavaScript. A Suspense boundary still pending (deferred data)
 * hydrates later: wait for what it shows.
 */
export async function hydrated(page: Page): Promise<void> {
  // A locator, not waitForFunction: a string predicate that is false at first is polled through
  // eval() in the page, which the CSP refuses (no 'unsafe-eval').
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Waits until the server has built a search index (e.g. 'prod.nl-be'): after start-up the indexes
 * are built one after the other in the background (decision 102), and a suggest request of that
 * store and language waits for its own. Call it before reading `search_documents` of the index.
 */
export async function searchIndexBuilt(index: string): Promise<void> {
  const [language = '', country = ''] = index.replace(/^prod\./, '').split('-');
  const query = new URLSearchParams({ q: 'zz', lang: language });
  const answer = await get(`${country}.localhost`, `/api/search/suggest?${query}`);
  if (answer.status !== 200) throw new Error(`suggest for ${index}: ${answer.status} ${answer.body}`);
}

/**
 * Every e2e file posts from 127.0.0.1: clears the rate-limit counters of these policies (key
 * prefixes such as 'register', 'login', 'order') around a file that would otherwise meet them.
 */
export async function clearRateLimits(db: pg.Pool | pg.Client, policies: readonly string[]): Promise<void> {
  await db.query('delete from rate_limits where key like any($1::text[])', [
    policies.map((policy) => `${policy}-%`),
  ]);
}
