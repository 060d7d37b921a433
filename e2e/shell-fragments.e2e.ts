/**
 * The header and footer written from the server's fragment cache (docs/decisions/269): the page a
 * shopper gets after the first one has the same header and footer bytes as the first, which React
 * rendered; in Chromium it hydrates with no page error and its header and footer respond to clicks.
 * A session cookie keeps the pages out of the HTML cache, so every load here is rendered.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, hydrated, launchChromium, origin } from './helpers.ts';

const HOST = 'de.localhost';
const SESSION = { ty_session: 'shell-fragments-test' };
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** The header and the footer of a document, without the response's own nonces. */
function shellOf(html: string): string[] {
  return ['header', 'footer'].map((name) => {
    const start = html.indexOf(`data-fragment="${name}"`);
    const end = html.indexOf(`</${name}>`, html.lastIndexOf(`data-fragment="${name}"`));
    expect(start, `${name} is marked`).toBeGreaterThan(-1);
    return html.slice(start, end).replace(/nonce="[^"]*"/g, '');
  });
}

describe('header and footer from the fragment cache', () => {
  it('are the bytes React rendered, and hydrate and work in the browser', async () => {
    // A root no other test rendered (toggles are part of the root data): the first load misses.
    const path = `/?toggle_shellFragments${Date.now()}=on`;
    const cookie = Object.entries(SESSION)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const first = await get(HOST, path, { cookie });
    const second = await get(HOST, path, { cookie });
    expect(first.status).toBe(200);
    expect(second.headers['x-cache']).toBe('BYPASS');
    expect(shellOf(second.body)).toEqual(shellOf(first.body));

    const context = await browser.newContext();
    await context.addCookies(
      Object.entries(SESSION).map(([name, value]) => ({ name, value, url: origin(HOST) })),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    try {
      await page.goto(`${origin(HOST)}${path}`);
      await hydrated(page);
      // The deferred footer links hydrate after the first commit.
      await page.locator('footer .footer__column a').first().waitFor();
      expect(errors).toEqual([]);

      // The header's empty-cart button shows its hint; the footer's button opens the contact form.
      const cart = page.locator('.header__cart button[aria-expanded]');
      await cart.click();
      await expect.poll(() => cart.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      await page.locator('footer').getByRole('button', { name: 'Kontaktieren Sie uns' }).click();
      await page.getByRole('dialog').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
