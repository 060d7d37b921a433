/**
 * The frame the customer-account browser tests share: the German store, one password, a Berlin
 * address that passes the domain's rules, and a browser plus a database pool per file with the
 * file's rate-limit counters cleared before and after (the tests register and sign in a lot).
 */
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { clearRateLimits, launchChromium } from './helpers.ts';

export const DE = 'de.localhost';
export const PASSWORD = 'Werkbank2026';
export { BERLIN_ADDRESS } from './helpers.ts';

export interface AccountSuite {
  browser: Browser;
  pool: pg.Pool;
}

/** Registers the file's hooks; the browser and pool are there from beforeAll on. */
export function accountSuite(counters: readonly string[]): AccountSuite {
  const suite = {} as AccountSuite;
  const clearCounters = () => (suite.pool ? clearRateLimits(suite.pool, counters) : undefined);
  beforeAll(async () => {
    suite.browser = await launchChromium();
    suite.pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 2 });
    await clearCounters();
  });
  afterAll(async () => {
    await clearCounters();
    await suite.pool?.end();
    await suite.browser?.close();
  });
  return suite;
}
