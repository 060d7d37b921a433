/**
 * The order history's "my orders" link (decision 131, 251, 254) against the real engine: the page
 * action asks the in-process JSON API for getUrlWithToken, whose data is the URL itself (001 §7),
 * and sends the customer there under the page's language prefix. Unconfirmed e-mail: a 403 answer.
 */
import { createApiHandler, createCatalogReader } from '@toolyard/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStores } from '../../../packages/commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import { orderHistoryAction } from '../app/routes/order-history.server.ts';
import type { ShellContext } from '../app/shell/context.ts';
import { storeOfCountry } from '../app/store/domain-map.ts';
import { accountApiFor } from './account-api.ts';

let database: TestDatabase;
let api: (request: Request) => Promise<Response | null>;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  api = createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    log: () => {},
    ordersLinkSecret: 'a-test-secret-that-is-long-enough-for-hmac',
  });
});
afterAll(() => database.destroy());

async function apiCall(method: string, params: unknown, cookie = '') {
  const response = await api(
    new Request(`http://de.localhost:3000/api/new-ct/${method}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'de.localhost:3000',
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify([params]),
    }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: test reads the JSON answer
  const body = (await response?.json()) as any;
  return { status: response?.status, body, cookie: response?.headers.get('set-cookie')?.split(';')[0] };
}

async function signedIn(email: string) {
  const registered = await apiCall('register', { email, password: 'Werkbank42x', firstName: 'Jo' });
  expect(registered.status).toBe(200);
  return { cookie: registered.cookie ?? '', customerId: registered.body.data.customer.id as string };
}

/** Posts the order history's "link" button as this customer, on the English pages of DE. */
async function postLink({ cookie, customerId }: { cookie: string; customerId: string }) {
  const page = new Request('http://de.localhost:3000/en/my-account/order-history', {
    method: 'POST',
    headers: { host: 'de.localhost:3000', cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ intent: 'link' }),
  });
  const shell = {
    store: storeOfCountry('DE'),
    language: 'en',
    customerId,
    account: accountApiFor((request) => api(request), page, '192.0.2.10', 'en'),
  } as unknown as ShellContext;
  const args = { request: page, params: { lang: 'en' }, context: { shell } } as unknown as Parameters<
    typeof orderHistoryAction
  >[0];
  try {
    return await orderHistoryAction(args);
  } catch (thrown) {
    return thrown;
  }
}

describe('the order history opens the "my orders" link', () => {
  it("redirects to the API's URL under the language prefix, and the token opens the orders", async () => {
    const customer = await signedIn('history-link@example.com');
    await database.pool.query(
      `update customers set email_verified_at = now() where email_lower = 'history-link@example.com'`,
    );
    const answer = (await postLink(customer)) as Response;
    expect(answer).toBeInstanceOf(Response);
    expect(answer.status).toBe(303);
    const location = answer.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en\/order-tracking\?token=[^&]+$/);
    const token = new URL(location, 'http://x').searchParams.get('token');
    const opened = await apiCall('getOrdersByToken', { token });
    expect(opened).toMatchObject({ status: 200, body: { data: { email: 'history-link@example.com' } } });
  });

  it('an unconfirmed e-mail gets the refusal, no redirect', async () => {
    const answer = (await postLink(await signedIn('history-unproven@example.com'))) as {
      init: { status: number } | null;
    };
    expect(answer).not.toBeInstanceOf(Response);
    expect(answer.init?.status).toBe(403);
  });
});
