/** 429s through the JSON API handler on real PostgreSQL: what a script hammering the shop sees. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { type ApiHandler, createApiHandler } from '../api/api.handler.ts';
import { insertCoupon } from '../carts/cart.db-fixtures.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { poolOf } from '../db/client.ts';
import { RATE_LIMIT_POLICIES } from './rate-limit.policies.ts';
import { createRateLimiter } from './rate-limiter.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
let handle: ApiHandler;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createApiHandler({ db: database.db, catalog: createCatalogReader(database.db), log: () => {} });
});
afterAll(() => database.destroy());

async function call(method: string, params: unknown, ip: string, host = 'de.localhost', cookie = '') {
  const response = await handle(
    new Request(`http://127.0.0.1:3000/api/new-ct/${method}?host=${host}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify([params]),
    }),
    ip,
  );
  if (!response) throw new Error('handler did not answer');
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    setCookie: response.headers.get('set-cookie'),
    body: (await response.json()) as Json,
  };
}

function expectTooManyRequests(answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.status).toBe(429);
  expect(answer.body.error).toMatchObject({
    code: 'too_many_requests',
    message: 'Too many attempts. Please wait a few minutes and try again.',
    messageKey: 'account-security.too-many-requests',
  });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.retryAfter).toBe(String(answer.body.error.retryAfter));
}

describe('login', () => {
  test('per account: 10 wrong passwords, then 429 — even with the right password, from any address', async () => {
    const email = `victim-${randomUUID()}@example.com`;
    expect((await call('register', { email, password: 'hammer2026' }, '198.51.100.10')).status).toBe(200);
    const { points } = RATE_LIMIT_POLICIES['login-account'];
    for (let attempt = 1; attempt <= points; attempt++) {
      expect((await call('login', { email, password: `wrong${attempt}x` }, '198.51.100.11')).status).toBe(
        401,
      );
    }
    expectTooManyRequests(await call('login', { email, password: 'hammer2026' }, '198.51.100.11'));
    expectTooManyRequests(await call('login', { email, password: 'hammer2026' }, '198.51.100.12'));
    // The same address may still sign in to another account, and the account in another store.
    const other = `other-${randomUUID()}@example.com`;
    await call('register', { email: other, password: 'hammer2026' }, '198.51.100.10');
    expect((await call('login', { email: other, password: 'hammer2026' }, '198.51.100.11')).status).toBe(200);
    expect(
      (await call('login', { email, password: 'hammer2026' }, '198.51.100.11', 'at.localhost')).status,
    ).toBe(401);
  });

  test('a successful sign-in clears the failures of the account', async () => {
    const email = `forgetful-${randomUUID()}@example.com`;
    await call('register', { email, password: 'hammer2026' }, '198.51.100.20');
    const { points } = RATE_LIMIT_POLICIES['login-account'];
    for (let attempt = 1; attempt < points; attempt++)
      await call('login', { email, password: 'nope2026' }, '198.51.100.21');
    expect((await call('login', { email, password: 'hammer2026' }, '198.51.100.21')).status).toBe(200);
    expect((await call('login', { email, password: 'nope2026' }, '198.51.100.21')).status).toBe(401);
    expect((await call('login', { email, password: 'hammer2026' }, '198.51.100.21')).status).toBe(200);
  });

  test('per IP: many accounts guessed from one address, then 429 for that address only', async () => {
    const { points } = RATE_LIMIT_POLICIES['login-ip'];
    for (let attempt = 1; attempt <= points; attempt++) {
      const answer = await call(
        'login',
        { email: `guess${attempt}@example.com`, password: 'x' },
        '203.0.113.50',
      );
      expect(answer.status).toBe(401);
    }
    expectTooManyRequests(
      await call('login', { email: 'guess0@example.com', password: 'x' }, '203.0.113.50'),
    );
    expect((await call('login', { email: 'guess0@example.com', password: 'x' }, '203.0.113.51')).status).toBe(
      401,
    );
  });
});

describe('the other credential and abuse paths', () => {
  test('register per IP', async () => {
    const { points } = RATE_LIMIT_POLICIES['register-ip'];
    for (let attempt = 1; attempt <= points; attempt++) {
      // Refused passwords still count: the limit is on attempts.
      expect(
        (await call('register', { email: `r${attempt}@example.com`, password: 'password1' }, '203.0.113.60'))
          .status,
      ).toBe(400);
    }
    expectTooManyRequests(
      await call('register', { email: 'r0@example.com', password: 'hammer2026' }, '203.0.113.60'),
    );
    const stored = await database.pool.query("select 1 from customers where email_lower = 'r0@example.com'");
    expect(stored.rowCount).toBe(0);
  });

  test('password reset request per account — unknown e-mails alike, so the limit reveals no account', async () => {
    const { points } = RATE_LIMIT_POLICIES['password-reset-request-account'];
    for (const email of ['known-reset@example.com', 'unknown-reset@example.com']) {
      if (email.startsWith('known'))
        await call('register', { email, password: 'hammer2026' }, '203.0.113.70');
      for (let attempt = 1; attempt <= points; attempt++) {
        expect((await call('requestPasswordReset', { email }, `203.0.113.${70 + attempt}`)).status).toBe(200);
      }
      expectTooManyRequests(await call('requestPasswordReset', { email }, '203.0.113.79'));
    }
  });

  test('order placement per IP', async () => {
    const { points } = RATE_LIMIT_POLICIES['order-ip'];
    const cart = { id: randomUUID(), version: 1 };
    for (let attempt = 1; attempt <= points; attempt++) {
      const method = attempt % 2 ? 'createCodPayment' : 'createBankPayment';
      expect((await call(method, cart, '203.0.113.90')).status).toBe(404);
    }
    expectTooManyRequests(await call('createBankPayment', cart, '203.0.113.90'));
    expect((await call('createBankPayment', cart, '203.0.113.91')).status).toBe(404);
  });

  test('reviews', async () => {
    const { points } = RATE_LIMIT_POLICIES.review;
    const review = { sku: 'EX10000001', rating: 5, authorName: 'Jan' };
    for (let attempt = 1; attempt <= points; attempt++) {
      expect((await call('add-review', review, '203.0.113.100')).status).toBe(401);
    }
    expectTooManyRequests(await call('add-review', review, '203.0.113.100'));
  });
});

describe('discount codes', () => {
  beforeAll(() => insertCoupon(database.db, 'TEN', { permyriad: 1000 }));

  /** A shopper with a session and a cart, trying codes on it from one address. */
  async function shopperWithCart(ip: string) {
    const created = await call('createCart', {}, ip);
    const cookie = created.setCookie?.split(';')[0] ?? '';
    const cart = {
      id: created.body.data.cart.id as string,
      version: created.body.data.cart.version as number,
    };
    return {
      async apply(code: string) {
        const answer = await call('applyCartCoupon', { ...cart, code }, ip, 'de.localhost', cookie);
        if (answer.status === 200) cart.version = answer.body.data.cart.version;
        return answer;
      },
    };
  }

  test('per session: unknown codes are guessed up to the limit, then 429; a valid code applies within it', async () => {
    const { points } = RATE_LIMIT_POLICIES['coupon-session'];
    const shopper = await shopperWithCart('203.0.113.110');
    for (let attempt = 1; attempt < points; attempt++) {
      expect((await shopper.apply(`GUESS${attempt}`)).status).toBe(404);
    }
    const applied = await shopper.apply('TEN');
    expect(applied.status).toBe(200);
    expect(applied.body.data.cart.discountCodes).toHaveLength(1);
    expectTooManyRequests(await shopper.apply('GUESS0'));
    expectTooManyRequests(await shopper.apply('TEN'));
  });

  test('per IP: fresh sessions from one address share a budget; another address is unaffected', async () => {
    const { points } = RATE_LIMIT_POLICIES['coupon-ip'];
    for (let attempt = 1; attempt <= points; attempt++) {
      const shopper = await shopperWithCart('203.0.113.120');
      expect((await shopper.apply(`GUESS${attempt}`)).status).toBe(404);
    }
    expectTooManyRequests(await (await shopperWithCart('203.0.113.120')).apply('TEN'));
    expect((await (await shopperWithCart('203.0.113.121')).apply('TEN')).status).toBe(200);
  });
});

describe('sessions and carts (decision 263)', () => {
  test('an address that used up its new sessions gets 429 and no cookie; shoppers with a session go on', async () => {
    const ip = '203.0.113.70';
    const shopper = await call('createCart', {}, ip);
    const cookie = shopper.setCookie?.split(';')[0] ?? '';
    expect(cookie).toContain('=');
    const limiter = createRateLimiter({ pool: poolOf(database.db) });
    const { points } = RATE_LIMIT_POLICIES['session-create-ip'];
    for (let used = 1; used < points; used += 50)
      await Promise.all(
        Array.from({ length: Math.min(50, points - used) }, () =>
          limiter.consume('session-create-ip', `ip:${ip}`),
        ),
      );
    const refused = await call('getMe', {}, ip);
    expectTooManyRequests(refused);
    expect(refused.setCookie).toBeNull();
    expect((await call('getMe', {}, ip, 'de.localhost', cookie)).status).toBe(200);
    expect((await call('getMe', {}, '203.0.113.71')).status).toBe(200);
  });

  test('one session creates at most its share of carts; the next one is a 429 and another session may', async () => {
    const ip = '203.0.113.80';
    const first = await call('createCart', {}, ip);
    const cookie = first.setCookie?.split(';')[0] ?? '';
    const { points } = RATE_LIMIT_POLICIES['cart-create-session'];
    for (let created = 1; created < points; created++)
      expect((await call('createCart', {}, ip, 'de.localhost', cookie)).status).toBe(200);
    expectTooManyRequests(await call('createCart', {}, ip, 'de.localhost', cookie));
    expect((await call('createCart', {}, ip)).status).toBe(200);
  });
});
