/**
 * createMultibancoPayment over HTTP announces the stock its order takes (decision 242): every node's
 * caches and the search index drop the product, as for an order placed on the checkout page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { insertParcelShipping, insertProduct } from '../carts/cart.db-fixtures.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { type CatalogChange, catalogChanged } from '../notifier/channels.ts';
import { createLocalNotifier } from '../notifier/notifier.ts';
import { insertStores, VALID_ADDRESS } from '../orders/order.db-fixtures.ts';
import { answeringIssuer } from '../payments/multibanco.fixtures.ts';
import { type ApiHandler, createApiHandler } from './api.handler.ts';

let database: TestDatabase;
let handle: ApiHandler;
const notifier = createLocalNotifier(() => {});
const heard: CatalogChange[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['PT']);
  await insertParcelShipping(database.db, { PT: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX10000090', prices: { PT: 30_00 }, stock: 50 });
  handle = createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    notifier,
    services: { multibanco: answeringIssuer },
    log: () => {},
  });
  notifier.subscribe(catalogChanged, (change) => {
    heard.push(change);
  });
});
afterAll(async () => {
  await notifier.close();
  await database.destroy();
});

async function call(cookie: { value: string }, method: string, body: unknown) {
  const response = await handle(
    new Request(`http://127.0.0.1:3000/api/new-ct/${method}?host=pt.localhost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie.value ? { cookie: cookie.value } : {}) },
      body: JSON.stringify(body),
    }),
    '198.51.100.7',
  );
  const setCookie = response?.headers.get('set-cookie');
  if (setCookie) cookie.value = setCookie.split(';')[0] ?? '';
  // biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary JSON answers
  return { status: response?.status, body: (await response?.json()) as any };
}

describe('createMultibancoPayment over HTTP', () => {
  test('announces the product whose stock the order took', async () => {
    const cookie = { value: '' };
    const { cart } = (await call(cookie, 'createCart', [{}])).body.data;
    await call(cookie, 'addToCart', [
      [
        { id: cart.id, version: 1 },
        { product: { sku: 'EX10000090' }, quantity: 2 },
      ],
    ]);
    const ready = await call(cookie, 'updateCart', [
      [
        { id: cart.id, version: 2 },
        {
          actions: [
            { action: 'setCustomerEmail', email: 'rita@example.pt' },
            { action: 'setBillingAddress', address: VALID_ADDRESS.PT },
            { action: 'setShippingAddress', address: VALID_ADDRESS.PT },
          ],
        },
      ],
    ]);
    const answer = await call(cookie, 'createMultibancoPayment', [
      { id: cart.id, version: ready.body.data.cart.version },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.data.paymentStatus).toBe('in-progress');
    await expect
      .poll(() => heard)
      .toEqual([{ kind: 'products', productIds: ['p-EX10000090'], reason: 'stock' }]);
  });
});
