/**
 * The cookie banner's buttons as a form (decision 261): a browser without JavaScript sees the banner,
 * chooses, comes back to the same page with the cookie set and the banner gone; a tap on a slow phone
 * before the page's scripts have run is not lost but posted, and ends the banner just the same.
 */
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hydrated, launchChromium, origin } from './helpers.ts';

const IE = 'ie.localhost';
let browser: Browser;

beforeAll(async () => {
  // First-time visitors: no earlier answer to the banner.
  browser = await launchChromium({ consentAsked: true });
});
afterAll(async () => {
  await browser?.close();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on Toolyard' });
const consentOf = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'ty_consent')?.value ?? null;
/** The GET the browser follows after the form's 303: the page loaded again. */
const pageAfterPost = (page: Page) =>
  page.waitForResponse((response) => response.request().redirectedFrom()?.method() === 'POST');

describe('cookie banner as a form', () => {
  it('without JavaScript: shown, "Accept all" sets the cookie and comes back to the page without it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${origin(IE)}/customer-service/?prefill=manual`);
      await banner(page).waitFor();
      // "Settings" needs the script; its categories are there from the start instead.
      expect(await banner(page).getByRole('button', { name: 'Settings' }).isVisible()).toBe(false);
      const back = pageAfterPost(page);
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      expect((await back).status()).toBe(200);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
        '/customer-service/?prefill=manual',
      );
      expect(await consentOf(context)).toBe('statistics.marketing');
      expect(await banner(page).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('without JavaScript: the ticked categories are saved with "Save my choice"', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${origin(IE)}/`);
      await banner(page)
        .getByRole('checkbox', { name: /^Statistics/ })
        .check();
      const back = pageAfterPost(page);
      await banner(page).getByRole('button', { name: 'Save my choice' }).click();
      await back;
      expect(await consentOf(context)).toBe('statistics');
      expect(await banner(page).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('a tap before hydration is posted: the choice is kept and the banner is gone once the page is back', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    // The page's scripts wait until after the tap, as on a slow phone.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held: Route[] = [];
    await page.route(/\.js(\?|$)/, async (route) => {
      held.push(route);
      await scriptsHeld;
      await route.continue().catch(() => {});
    });
    try {
      await page.goto(`${origin(IE)}/`, { waitUntil: 'commit' });
      await banner(page).waitFor();
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(await page.locator('html[data-hydrated]').count()).toBe(0);
      const back = pageAfterPost(page);
      await banner(page).getByRole('button', { name: 'Necessary only' }).click();
      expect((await back).status()).toBe(200);
      release();
      await hydrated(page);
      expect(await consentOf(context)).toBe('none');
      expect(await banner(page).isVisible()).toBe(false);
    } finally {
      release();
      await context.close();
    }
  });
});
