/** The order calls through the JSON API handler, on real PostgreSQL: exactly once, no 5xx, bounds. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { insertParcelShipping, insertProduct } from '../carts/cart.db-fixtures.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { insertStores, VALID_ADDRESS } from '../orders/order.db-fixtures.ts';
import { type ApiHandler, createApiHandler } from './api.handler.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
let handle: ApiHandler;

beforeAll(async () => {
  database = await createTestDatabase({ max: 8 });
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX10000070', prices: { DE: 25_00 }, stock: 1000 });
  handle = createApiHandler({ db: database.db, catalog: createCatalogReader(database.db), log: () => {} });
});
afterAll(() => database.destroy());

let shoppers = 0;

/** A browser-like client; each from its own address, so the per-IP order limit (20) is its own. */
function client() {
  let cookie = '';
  const ip = `198.51.100.${++shoppers}`;
  return {
    async call(method: string, body: unknown, headers: Record<string, string> = {}) {
      const response = await handle(
        new Request(`http://127.0.0.1:3000/api/new-ct/${method}?host=de.localhost`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers },
          body: JSON.stringify(body),
        }),
        ip,
      );
      const setCookie = response!.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      return { status: response!.status, body: (await response!.json()) as Json };
    },
  };
}

/** A shopper with a cart ready for checkout; returns the shopper and the cart's id and version. */
async function readyShopper(quantity = 1) {
  const shopper = client();
  const { cart } = (await shopper.call('createCart', [{}])).body.data;
  await shopper.call('addToCart', [
    [
      { id: cart.id, version: 1 },
      { product: { sku: 'EX10000070' }, quantity },
    ],
  ]);
  const updated = await shopper.call('updateCart', [
    [
      { id: cart.id, version: 2 },
      {
        actions: [
          { action: 'setCustomerEmail', email: 'jana@example.com' },
          { action: 'setBillingAddress', address: VALID_ADDRESS.DE },
          { action: 'setShippingAddress', address: VALID_ADDRESS.DE },
        ],
      },
    ],
  ]);
  return { shopper, ref: { id: cart.id, version: updated.body.data.cart.version as number } };
}

const orderCount = async () =>
  Number((await database.pool.query('select count(*) from orders')).rows[0].count);

describe('createBankPayment over HTTP', () => {
  test('20 identical submits with one Idempotency-Key: one order, twenty 200s with its number', async () => {
    const { shopper, ref } = await readyShopper();
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.call('createBankPayment', [ref], { 'Idempotency-Key': `checkout-${ref.id}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body.data.order.orderNumber)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });

  test('20 identical submits without a key: one 200, nineteen 409 naming that order, no 5xx', async () => {
    const { shopper, ref } = await readyShopper();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shopper.call('createBankPayment', [ref])),
    );
    const ok = answers.filter((answer) => answer.status === 200);
    expect(ok).toHaveLength(1);
    const number = ok[0]!.body.data.order.orderNumber;
    const conflicts = answers.filter((answer) => answer.status === 409);
    expect(conflicts).toHaveLength(19);
    for (const answer of conflicts) {
      expect(answer.body.error).toEqual({
        code: 'order_already_placed',
        message: `This cart was already ordered as ${number}.`,
        orderNumber: number,
      });
    }
  });

  test('consecutive shoppers get consecutive order numbers', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { shopper, ref } = await readyShopper();
      const answer = await shopper.call('createBankPayment', [
        { ...ref, idempotencyKey: `seq-key-${i}-${ref.id}` },
      ]);
      numbers.push(Number(answer.body.data.order.orderNumber.slice(-4)));
    }
    expect(numbers).toEqual([numbers[0]!, numbers[0]! + 1, numbers[0]! + 2]);
  });

  test('the answer says where to pay and carries no internal step log', async () => {
    const { shopper, ref } = await readyShopper();
    const answer = await shopper.call('createBankPayment', [ref]);
    expect(answer.status).toBe(200);
    const { data } = answer.body;
    expect(data.bankTransfer).toEqual({
      owner: 'Toolyard Germany Europe',
      institute: expect.any(String),
      iban: expect.stringMatching(/^DE\d{20}$/),
      bic: 'TYRDDE2X',
      paymentReference: data.order.orderNumber,
    });
    expect(data).toMatchObject({ paymentStatus: 'in-progress', replayed: false });
    expect(JSON.stringify(data)).not.toMatch(/"flow"|compensated|completed/);
  });

  test('Multibanco without a configured provider is a 503, and nothing is placed', async () => {
    const { shopper, ref } = await readyShopper();
    const before = await orderCount();
    const answer = await shopper.call('createMultibancoPayment', [ref]);
    expect(answer).toMatchObject({ status: 503, body: { error: { code: 'payment_provider_unavailable' } } });
    expect(await orderCount()).toBe(before);
  });

  test('selecting an ineligible method is refused with its reason', async () => {
    const { shopper, ref } = await readyShopper(21);
    const methods = await shopper.call('getPaymentMethods', [{ id: ref.id }]);
    expect(methods.status).toBe(200);
    const bank = methods.body.data.paymentMethods.find((option: Json) => option.key === 'bank_transfer');
    expect(bank).toEqual({
      key: 'bank_transfer',
      eligible: false,
      reason: 'item-count-out-of-range',
      reasons: ['item-count-out-of-range'],
    });
    const refused = await shopper.call('createBankPayment', [ref]);
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { code: 'payment_not_allowed', reason: 'item-count-out-of-range' } },
    });
  });
});

describe('bounds at the API', () => {
  test.each([
    ['version', { version: 2 ** 31 }],
    ['version', { version: 0 }],
    ['version', { version: 1.5 }],
  ])('an out-of-range %s is a 400 naming the field', async (field, change) => {
    const { shopper, ref } = await readyShopper();
    const answer = await shopper.call('createBankPayment', [{ ...ref, ...change }]);
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'bad_request', field } } });
  });

  test('integer params elsewhere are bounded too: quantity and offset', async () => {
    const shopper = client();
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    const tooMany = await shopper.call('addToCart', [
      [
        { id: cart.id, version: 1 },
        { product: { sku: 'EX10000070' }, quantity: 2 ** 53 },
      ],
    ]);
    expect(tooMany).toMatchObject({ status: 400, body: { error: { field: '1.quantity' } } });
    const offset = await shopper.call('getOrders', [{ offset: 10 ** 9 }]);
    expect(offset).toMatchObject({ status: 400, body: { error: { field: 'offset' } } });
    const version = await shopper.call('deleteCart', [{ id: cart.id, version: 2 ** 40 }]);
    expect(version).toMatchObject({ status: 400, body: { error: { field: 'version' } } });
  });

  test('a malformed Idempotency-Key header is a 400 naming it; nothing is placed', async () => {
    const { shopper, ref } = await readyShopper();
    const before = await orderCount();
    const answer = await shopper.call('createBankPayment', [ref], { 'Idempotency-Key': 'short' });
    expect(answer).toMatchObject({ status: 400, body: { error: { field: 'Idempotency-Key' } } });
    const differing = await shopper.call('createBankPayment', [{ ...ref, idempotencyKey: 'param-key-123' }], {
      'Idempotency-Key': 'header-key-123',
    });
    expect(differing).toMatchObject({ status: 400, body: { error: { field: 'Idempotency-Key' } } });
    expect(await orderCount()).toBe(before);
  });
});
