import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { insertParcelShipping, insertProduct } from '../carts/cart.db-fixtures.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { insertStores } from '../orders/order.db-fixtures.ts';
import { createApiHandler } from './api.handler.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
let handle: (request: Request) => Promise<Response | null>;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX10000050', prices: { DE: 25_00 } });
  await insertProduct(database.db, { sku: 'EX10000051', prices: { DE: 5_00 }, stock: 7 });
  handle = createApiHandler({ db: database.db, catalog: createCatalogReader(database.db), log: () => {} });
});
afterAll(() => database.destroy());

function client() {
  let cookie = '';
  return async (method: string, params: unknown) => {
    const response = await handle(
      new Request(`http://127.0.0.1:3000/api/new-ct/${method}?host=de.localhost`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify([params]),
      }),
    );
    if (!response) throw new Error('handler did not answer');
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    return { status: response.status, body: (await response.json()) as Json };
  };
}

test('updateCartLines: a batch lands in one version step, capped quantities warn', async () => {
  const call = client();
  const { cart } = (await call('createCart', {})).body.data;
  const batch = await call('updateCartLines', [
    { id: cart.id, version: cart.version },
    {
      actions: [
        { action: 'addLineItem', sku: 'EX10000050', quantity: 1 },
        { action: 'addLineItem', sku: 'EX10000050', quantity: 2 },
        { action: 'addLineItem', sku: 'EX10000051', quantity: 9 },
      ],
    },
  ]);
  expect(batch.status).toBe(200);
  const after = batch.body.data.cart;
  expect(after.version).toBe(cart.version + 1);
  const quantities = Object.fromEntries(after.lineItems.map((l: Json) => [l.variant.sku, l.quantity]));
  expect(quantities).toEqual({ EX10000050: 3, EX10000051: 7 });
  expect(batch.body.data.warnings).toMatchObject([{ code: 'max_quantity', sku: 'EX10000051', quantity: 7 }]);

  const line = after.lineItems.find((l: Json) => l.variant.sku === 'EX10000050');
  const changed = await call('updateCartLines', [
    { id: after.id, version: after.version },
    {
      actions: [
        { action: 'changeLineItemQuantity', lineItemId: line.id, quantity: 5 },
        { action: 'removeLineItem', sku: 'EX10000051' },
      ],
    },
  ]);
  expect(changed.body.data.cart.lineItems.map((l: Json) => [l.variant.sku, l.quantity])).toEqual([
    ['EX10000050', 5],
  ]);
});

test('updateCartLines: a stale version is a 409 with the current version; a failing action applies nothing', async () => {
  const call = client();
  const { cart } = (await call('createCart', {})).body.data;
  await call('updateCartLines', [
    { id: cart.id, version: cart.version },
    { actions: [{ action: 'addLineItem', sku: 'EX10000050', quantity: 1 }] },
  ]);
  const stale = await call('updateCartLines', [
    { id: cart.id, version: cart.version },
    { actions: [{ action: 'addLineItem', sku: 'EX10000050', quantity: 1 }] },
  ]);
  expect(stale).toMatchObject({
    status: 409,
    body: { error: { code: 'concurrent_modification', currentVersion: cart.version + 1 } },
  });
  const failing = await call('updateCartLines', [
    { id: cart.id, version: cart.version + 1 },
    {
      actions: [
        { action: 'addLineItem', sku: 'EX10000050', quantity: 1 },
        { action: 'addLineItem', sku: 'EX99999999', quantity: 1 },
      ],
    },
  ]);
  expect(failing.status).toBe(404);
  expect(failing.body.error.failedAction).toEqual({ index: 1, action: 'addLineItem' });
  const me = (await call('getMe', {})).body.data.me.activeCart;
  expect(me.version).toBe(cart.version + 1);
  expect(me.lineItems[0].quantity).toBe(1);
});

test('getAddToCartOffers: complementary products only where the store shows them', async () => {
  const call = client();
  const answer = await call('getAddToCartOffers', { sku: 'EX10000050' });
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual({ extraGuarantees: [], complementary: [] });
});
