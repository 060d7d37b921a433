/** GDPR calls through the JSON API handler on real PostgreSQL: nothing happens without the mailed token. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { insertStores } from '../orders/order.db-fixtures.ts';
import { type ApiHandler, createApiHandler } from './api.handler.ts';

let database: TestDatabase;
let handle: ApiHandler;
const mailed: { email: string; purpose: string; token: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  handle = createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    log: () => {},
    services: {
      onCustomerDataRequested: async (_ctx, email, purpose, token) => {
        mailed.push({ email, purpose, token });
      },
    },
  });
});
afterAll(() => database.destroy());

const client = (ip: string) => apiClient(handle, ip);

describe('customer data over HTTP', () => {
  test('export and deletion need the mailed single-use token; afterwards the account is gone', async () => {
    const email = 'gdpr.api@example.com';
    const customer = client('198.51.100.61');
    expect(
      (await customer.call('register', { email, password: 'hammer2026', firstName: 'Ida' })).status,
    ).toBe(200);

    expect((await customer.call('exportCustomerData', { token: 'guessed-token-1234' })).status).toBe(400);
    expect((await customer.call('requestCustomerData', { purpose: 'export' })).status).toBe(200);
    const exportMail = mailed.find((mail) => mail.purpose === 'export' && mail.email === email);
    const exported = await customer.call('exportCustomerData', { token: exportMail!.token });
    expect(exported.status).toBe(200);
    expect(exported.body.data.data.profile).toMatchObject({ email, firstName: 'Ida' });
    expect((await customer.call('exportCustomerData', { token: exportMail!.token })).status).toBe(400);

    // An anonymous visitor cannot ask.
    expect((await client('198.51.100.62').call('requestCustomerData', { purpose: 'delete' })).status).toBe(
      401,
    );

    await customer.call('requestCustomerData', { purpose: 'delete' });
    const deleteMail = mailed.find((mail) => mail.purpose === 'delete' && mail.email === email);
    const deleted = await customer.call('deleteCustomer', { token: deleteMail!.token });
    expect(deleted.body.data).toEqual({ deleted: true, ordersAnonymised: 0 });
    expect((await customer.call('isLoggedIn', {})).body.data).toEqual({ isLoggedIn: false });
    const again = await client('198.51.100.63').call('login', { email, password: 'hammer2026' });
    expect(again.status).toBe(401);
  });
});

describe('profile bounds over HTTP', () => {
  test('a blank name or a one-character VAT ID is a 400 that names the field, and the customer stays as it was', async () => {
    const customer = client('198.51.100.62');
    const registered = await customer.call('register', {
      email: 'bounds.api@example.com',
      password: 'hammer2026',
      firstName: 'Ida',
      lastName: 'Berg',
    });
    expect(registered.status).toBe(200);
    const before = (await customer.call('loadCustomer', {})).body.data.customer;
    for (const change of [{ firstName: '   ' }, { lastName: '' }, { vatId: 'x' }]) {
      const answer = await customer.call('updateCustomer', { version: before.version, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(JSON.stringify(answer.body), JSON.stringify(change)).toMatch(/firstName|lastName|vatId/);
    }
    const after = (await customer.call('loadCustomer', {})).body.data.customer;
    expect(after).toMatchObject({ version: before.version, firstName: 'Ida', lastName: 'Berg', vatId: null });
    expect(
      (await customer.call('updateCustomer', { version: before.version, vatId: 'DE136695976' })).status,
    ).toBe(200);
    expect(
      (
        await customer.call('register', {
          email: 'blank.api@example.com',
          password: 'hammer2026',
          firstName: ' ',
        })
      ).status,
    ).toBe(400);
  });
});

describe('changing the e-mail over HTTP', () => {
  test('needs the current password: none is a 400, a wrong one a 401, and the address stays until it is right', async () => {
    const customer = client('198.51.100.64');
    const email = 'move.api@example.com';
    expect(
      (await customer.call('register', { email, password: 'hammer2026', firstName: 'Ida' })).status,
    ).toBe(200);
    const version = (await customer.call('loadCustomer', {})).body.data.customer.version;
    const move = (extra: Record<string, unknown>) =>
      customer.call('updateCustomer', { version, email: 'thief@example.net', ...extra });

    const none = await move({});
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({ code: 'current_password_required', field: 'currentPassword' });
    const wrong = await move({ currentPassword: 'guessed-2026' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: 'invalid_credentials', field: 'currentPassword' });
    expect((await customer.call('loadCustomer', {})).body.data.customer).toMatchObject({ email, version });

    // The same address in other letters, and the names, need no password.
    const renamed = await customer.call('updateCustomer', {
      version,
      email: email.toUpperCase(),
      firstName: 'Ida Maria',
    });
    expect(renamed.status).toBe(200);
    const moved = await customer.call('updateCustomer', {
      version: renamed.body.data.customer.version,
      email: 'ida.new@example.com',
      currentPassword: 'hammer2026',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.customer).toMatchObject({ email: 'ida.new@example.com', isEmailVerified: false });
  });
});
