/**
 * Issue 8 on the running shop: pages and API agree on who is signed in, per store (point 8), and a
 * flood of newsletter sign-ups from one address gets a translated "too many attempts" (point 3).
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, get, hydrated, launchChromium, origin } from './helpers.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Counters of one policy are cleared afterwards: every e2e file posts from 127.0.0.1. */
async function clearCounters(policy: string) {
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  try {
    await client.query('delete from rate_limits where key like $1', [`${policy}:%`]);
  } finally {
    await client.end();
  }
}

describe('sign-in per store', () => {
  it('a DE session opens /my-account on DE only; on AT pages and API both say "not signed in"', async () => {
    const email = `store-bound-${randomUUID()}@example.de`;
    const registered = await api('de.localhost', 'register', { email, password: 'hammer2026' }, null);
    expect(registered.status).toBe(200);
    const cookie = registered.cookie;
    expect(cookie).toMatch(/^ty_session=/);

    expect((await get('de.localhost', '/my-account', { cookie: cookie! })).status).toBe(200);
    expect((await api('de.localhost', 'isLoggedIn', {}, cookie)).json).toEqual({
      data: { isLoggedIn: true },
    });

    const onAustria = await get('at.localhost', '/my-account', { cookie: cookie! });
    expect(onAustria.status).toBe(302);
    expect(onAustria.location).toBe('/');
    // The guest-only login page is open on AT: nobody is signed in there.
    expect((await get('at.localhost', '/login', { cookie: cookie! })).status).toBe(200);
    const apiOnAustria = await api('at.localhost', 'isLoggedIn', {}, cookie);
    expect(apiOnAustria.json).toEqual({ data: { isLoggedIn: false } });
  });
});

describe('newsletter sign-up flood', () => {
  it('after 10 sign-ups from one address the footer says, in the page language, to wait', async () => {
    await clearCounters('newsletter-ip');
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(`${origin('de.localhost')}/search?q=bohrer`, { waitUntil: 'load' });
      await hydrated(page);
      const form = page.locator('.newsletter__form');
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.request().method() === 'POST') statuses.push(response.status());
      });
      for (let attempt = 1; attempt <= 11; attempt++) {
        await form.locator('input[name="email"]').fill(`flood${attempt}@example.de`);
        const answered = page.waitForResponse((response) => response.request().method() === 'POST');
        await form.locator('button[type="submit"]').click();
        await answered;
      }
      await page.waitForSelector('.newsletter__answer--error');
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      expect(await form.locator('[role="status"]').textContent()).toBe(
        'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
      );
    } finally {
      await context.close();
      await clearCounters('newsletter-ip');
    }
  });
});
