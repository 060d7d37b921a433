/**
 * Mail failures after the work is done (decision 249), through the JSON API handler on real
 * PostgreSQL with mail hooks that throw: registration still signs the shopper in, a password reset
 * answers a known e-mail exactly as an unknown one, and a 500 keeps the session cookie it set.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createCartService } from '../carts/cart.service.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { insertStores } from '../orders/order.db-fixtures.ts';
import { type ApiHandler, createApiHandler } from './api.handler.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
const logged: { level: string; message: string }[] = [];
const smtpDown = () => Promise.reject(new Error('SMTP: connection refused'));

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
});
afterAll(() => database.destroy());

function handlerWith(services: Parameters<typeof createApiHandler>[0]['services']): ApiHandler {
  return createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    log: (level, message) => logged.push({ level, message }),
    services,
  });
}

let nextIp = 1;
async function call(handle: ApiHandler, method: string, params: unknown, cookie = '') {
  const response = await handle(
    new Request(`http://127.0.0.1:3000/api/new-ct/${method}?host=de.localhost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify([params]),
    }),
    `198.51.100.${nextIp++}`,
  );
  if (!response) throw new Error('handler did not answer');
  const setCookie = response.headers.get('set-cookie');
  return {
    status: response.status,
    cookie: setCookie?.split(';')[0] ?? '',
    body: (await response.text()) as string,
    json(): Json {
      return JSON.parse(this.body);
    },
  };
}

describe('a mail that fails after the account exists', () => {
  test('registration answers 200 and signs the shopper in; the failure is logged', async () => {
    const handle = handlerWith({ onEmailConfirmationRequested: smtpDown });
    const email = `new-${randomUUID()}@example.de`;
    const registered = await call(handle, 'register', { email, password: 'hammer2026' });
    expect(registered.status).toBe(200);
    expect(registered.json().data.customer.email).toBe(email);
    expect(registered.cookie).toMatch(/^ty_session=./);
    const signedIn = await call(handle, 'isLoggedIn', {}, registered.cookie);
    expect(signedIn.json().data).toEqual({ isLoggedIn: true });
    expect(logged).toContainEqual({
      level: 'warn',
      message: expect.stringMatching(/^confirmation mail for customer .+ failed$/),
    });
  });

  test('a password reset answers a known e-mail exactly as an unknown one; the failure is logged', async () => {
    const email = `known-${randomUUID()}@example.de`;
    await call(handlerWith({}), 'register', { email, password: 'hammer2026' });
    const handle = handlerWith({ onPasswordResetRequested: smtpDown });
    const known = await call(handle, 'requestPasswordReset', { email });
    const unknown = await call(handle, 'requestPasswordReset', {
      email: `nobody-${randomUUID()}@example.de`,
    });
    expect(known.status).toBe(200);
    expect({ status: known.status, body: known.body }).toEqual({
      status: unknown.status,
      body: unknown.body,
    });
    expect(logged).toContainEqual({
      level: 'warn',
      message: expect.stringMatching(/^password reset mail for customer .+ failed$/),
    });
  });
});

describe('an internal error after the session changed', () => {
  test('the 500 keeps the new session cookie, so a sign-in that happened is not lost', async () => {
    const email = `unlucky-${randomUUID()}@example.de`;
    await call(handlerWith({}), 'register', { email, password: 'hammer2026' });
    const catalog = createCatalogReader(database.db);
    const carts = createCartService({ db: database.db, catalog });
    // Signing in succeeds and rotates the session; reading the cart for the answer then fails.
    const handle = handlerWith({
      carts: { ...carts, getActiveCart: () => Promise.reject(new Error('database hiccup')) },
    });
    const failed = await call(handle, 'login', { email, password: 'hammer2026' });
    expect(failed.status).toBe(500);
    expect(failed.json()).toEqual({ error: { code: 'internal', message: 'Internal error' } });
    expect(failed.cookie).toMatch(/^ty_session=./);
    const signedIn = await call(handlerWith({}), 'isLoggedIn', {}, failed.cookie);
    expect(signedIn.json().data).toEqual({ isLoggedIn: true });
  });
});
