/**
 * The design system's CSS (docs/decisions/120): every document links one hashed stylesheet under
 * /assets/ instead of carrying it inline or inside the JavaScript; the file is served immutable for
 * a year; and it applies under the CSP (`style-src 'self'`), so the design tokens reach the page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, launchChromium, origin } from './helpers.ts';

/** The browser's global objects inside page.evaluate callbacks (e2e compiles without DOM types). */
declare const document: { querySelector(selector: string): unknown };
declare function getComputedStyle(element: unknown): Record<string, string>;

const CLIENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/storefront/build/client');
const HASHED_CSS = /^\/assets\/app-[\w-]+\.css$/;

function stylesheetLinks(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    (match) => /\bhref="([^"]+)"/.exec(match[0])?.[1] ?? '',
  );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('stylesheet', () => {
  it('every kind of document links the one hashed stylesheet and inlines none', async () => {
    const documents = [
      await get('de.localhost', '/'),
      await get('be.localhost', '/nl/login'),
      await get('de.localhost', '/no-such-page/'),
      // The last-resort document of entry.server.tsx, written outside React Router.
      await get('localhost', '/shell-test/error/?kind=error-page-failure'),
    ];
    expect(documents.map((response) => response.status)).toEqual([200, 200, 404, 500]);
    const hrefs = new Set<string>();
    for (const response of documents) {
      const links = stylesheetLinks(response.body);
      expect(links.filter((href) => HASHED_CSS.test(href))).toHaveLength(1);
      for (const href of links) hrefs.add(href);
      expect(response.body).not.toMatch(/<style[\s>]/);
    }
    expect([...hrefs].filter((href) => HASHED_CSS.test(href))).toHaveLength(1);
  });

  it('the stylesheet is one immutable file with the tokens, the shell and the blocks, and no JS carries it', async () => {
    const home = await get('de.localhost', '/');
    const href = stylesheetLinks(home.body).find((link) => HASHED_CSS.test(link)) ?? '';
    const css = await get('de.localhost', href);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(css.body).toContain('--color-accent:');
    expect(css.body).toMatch(/\.header\{/);
    expect(css.body).toMatch(/\.tb-hero\{/);
    expect(css.body).toMatch(/\.newsletter__answer--error\{/);
    // The old parallel palettes and the unshipped font are gone.
    expect(css.body).not.toMatch(/--green|--yellow|--tb-|Inter/);
    const scripts = readdirSync(path.join(CLIENT, 'assets')).filter((file) => file.endsWith('.js'));
    const withCss = scripts.filter((file) =>
      readFileSync(path.join(CLIENT, 'assets', file), 'utf8').includes('--color-accent-text:'),
    );
    expect(withCss).toEqual([]);
  });

  it('applies in Chromium under the CSP: token colours and the system font, no refused style', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (apply|load)/i.test(message.text()))
        refused.push(message.text());
    });
    try {
      const response = await page.goto(`${origin('de.localhost')}/`, { waitUntil: 'load' });
      expect(await response?.headerValue('content-security-policy')).toMatch(/(^|; )style-src 'self'(;|$)/);
      const styles = await page.evaluate(() => {
        const header = getComputedStyle(document.querySelector('.header'));
        const body = getComputedStyle(document.querySelector('body'));
        return { header: header.backgroundColor, font: body.fontFamily };
      });
      // --color-ink on the header; --font-sans on the body.
      expect(styles).toEqual({ header: 'rgb(31, 35, 38)', font: expect.stringMatching(/^system-ui/) });
      expect(refused).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
