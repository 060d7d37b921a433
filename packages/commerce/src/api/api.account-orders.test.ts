/**
 * The account area's calls through the JSON API handler, on real PostgreSQL: the address book by
 * kind with the domain's rules, own orders only (another customer's is a 404), reorder, the guest
 * lookup by number + e-mail and the "my orders" link.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { placeApiOrder } from '../../test/api-order.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor, insertParcelShipping, insertProduct } from '../carts/cart.db-fixtures.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { insertStores, VALID_ADDRESS } from '../orders/order.db-fixtures.ts';
import { createOrderLifecycleService } from '../orders/order-lifecycle.service.ts';
import { type ApiHandler, createApiHandler } from './api.handler.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
let handle: ApiHandler;

beforeAll(async () => {
  database = await createTestDatabase({ max: 6 });
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX10000081', prices: { DE: 25_00 }, stock: 1000 });
  await insertProduct(database.db, { sku: 'EX10000082', prices: { DE: 9_00 }, stock: 1000 });
  handle = createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    log: () => {},
    ordersLinkSecret: 'a-test-secret-that-is-long-enough-for-hmac',
  });
});
afterAll(() => database.destroy());

let shoppers = 0;
const client = () => apiClient(handle, `203.0.113.${++shoppers}`);

async function customer(email: string) {
  const shopper = client();
  const answer = await shopper.call('register', { email, password: 'Werkbank42x', firstName: 'Jo' });
  expect(answer.status).toBe(200);
  return shopper;
}

/** Places a bank-transfer order of both SKUs as this shopper; answers its number. */
async function placeOrder(
  shopper: ReturnType<typeof client>,
  email: string,
  lines: readonly (readonly [string, number])[] = [
    ['EX10000081', 2],
    ['EX10000082', 1],
  ],
): Promise<string> {
  return (await placeApiOrder(shopper, email, lines)).orderNumber;
}

describe('address book by kind', () => {
  test('add, change, set default and remove, shipping and billing apart', async () => {
    const shopper = await customer('book@example.com');
    let customerView = (await shopper.call('loadCustomer', {})).body.data.customer;
    const add = async (kind: 'shipping' | 'billing', city: string) => {
      const answer = await shopper.call('addAddress', {
        version: customerView.version,
        kind,
        address: { ...VALID_ADDRESS.DE, city },
      });
      expect(answer.status).toBe(200);
      customerView = answer.body.data.customer;
    };
    await add('shipping', 'Berlin');
    await add('shipping', 'Potsdam');
    await add('billing', 'Köln');
    const idOf = (city: string) => customerView.addresses.find((a: Json) => a.city === city).id;
    expect(customerView.shippingAddressIds).toEqual([idOf('Berlin'), idOf('Potsdam')]);
    expect(customerView.billingAddressIds).toEqual([idOf('Köln')]);
    // The first of each kind became its default.
    expect(customerView.defaultShippingAddressId).toBe(idOf('Berlin'));
    expect(customerView.defaultBillingAddressId).toBe(idOf('Köln'));

    const setDefault = await shopper.call('setDefaultAddress', {
      version: customerView.version,
      addressId: idOf('Potsdam'),
      kind: 'shipping',
    });
    customerView = setDefault.body.data.customer;
    expect(customerView.defaultShippingAddressId).toBe(idOf('Potsdam'));
    // A shipping address is no billing default.
    const wrongKind = await shopper.call('setDefaultAddress', {
      version: customerView.version,
      addressId: idOf('Potsdam'),
      kind: 'billing',
    });
    expect(wrongKind.status).toBe(404);

    const changed = await shopper.call('updateAddress', {
      version: customerView.version,
      addressId: idOf('Berlin'),
      address: { ...VALID_ADDRESS.DE, city: 'Spandau' },
    });
    customerView = changed.body.data.customer;
    expect(customerView.addresses.map((a: Json) => a.city)).toEqual(['Spandau', 'Potsdam', 'Köln']);

    const removed = await shopper.call('removeAddress', {
      version: customerView.version,
      addressId: idOf('Potsdam'),
    });
    customerView = removed.body.data.customer;
    expect(customerView.shippingAddressIds).toEqual([idOf('Spandau')]);
    expect(customerView.defaultShippingAddressId).toBeNull();
  });

  test("the domain's rules: postal code per country, a digit in the street number except PL/RO, phone", async () => {
    const shopper = await customer('rules@example.com');
    const { version } = (await shopper.call('loadCustomer', {})).body.data.customer;
    const refused = await shopper.call('addAddress', {
      version,
      kind: 'shipping',
      address: { ...VALID_ADDRESS.DE, postalCode: '1234', streetNumber: 'ohne', phone: '12 34', city: '' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('invalid_address');
    expect(refused.body.error.problems).toEqual([
      { field: 'city', rule: 'required' },
      { field: 'postalCode', rule: 'postal-code' },
      { field: 'streetNumber', rule: 'street-number' },
      { field: 'phone', rule: 'phone' },
    ]);
    const polish = await shopper.call('addAddress', {
      version,
      kind: 'shipping',
      address: { ...VALID_ADDRESS.DE, country: 'PL', postalCode: '00-950', streetNumber: 'FN' },
    });
    expect(polish.status).toBe(200);
  });
});

describe('orders of the account', () => {
  test("own order with its timeline; another customer's order is a 404", async () => {
    const owner = await customer('owner@example.com');
    const number = await placeOrder(owner, 'owner@example.com');
    const list = await owner.call('getOrders', {});
    expect(list.body.data.me.orders.results.map((o: Json) => o.orderNumber)).toContain(number);

    const [row] = (
      await database.pool.query('select id, version from orders where order_number = $1', [number])
    ).rows;
    const lifecycle = createOrderLifecycleService(database.db);
    const ctx = contextFor('DE', { now: new Date() });
    let order = expectOk(await lifecycle.confirmOrder(ctx, { id: row.id, version: row.version }));
    order = expectOk(await lifecycle.changeShipmentState(ctx, order, 'Ready'));
    expectOk(await lifecycle.changeShipmentState(ctx, order, 'Shipped'));

    const detail = await owner.call('getOrder', { orderNumber: number });
    expect(detail.status).toBe(200);
    expect(detail.body.data.order.orderNumber).toBe(number);
    expect(detail.body.data.timeline.map((entry: Json) => entry.type)).toEqual([
      'order.placed',
      'order.confirmed',
      'order.shipment-state-changed',
      'order.shipment-state-changed',
    ]);
    expect(detail.body.data.timeline.at(-1).shipmentState).toBe('Shipped');

    const other = await customer('other@example.com');
    const foreign = await other.call('getOrder', { orderNumber: number });
    expect(foreign).toMatchObject({ status: 404, body: { error: { code: 'order_not_found' } } });
    const unknown = await other.call('getOrder', { orderNumber: 'DE-20000101-0001' });
    expect(unknown.body).toEqual(foreign.body);
    expect((await other.call('reorder', { orderNumber: number })).status).toBe(404);
  });

  test('reorder puts the sellable lines in the active cart and reports the others', async () => {
    const shopper = await customer('again@example.com');
    await insertProduct(database.db, { sku: 'EX10000083', prices: { DE: 5_00 }, stock: 1000 });
    const number = await placeOrder(shopper, 'again@example.com', [
      ['EX10000081', 2],
      ['EX10000083', 1],
    ]);
    // The second line is no longer sold: its price is gone.
    await database.pool.query("delete from prices where sku = 'EX10000083'");
    const answer = await shopper.call('reorder', { orderNumber: number });
    expect(answer.status).toBe(200);
    expect(answer.body.data.added).toEqual(['EX10000081']);
    expect(answer.body.data.skipped).toEqual([expect.objectContaining({ sku: 'EX10000083' })]);
    const me = await shopper.call('getMe', {});
    const lines = me.body.data.me.activeCart.lineItems;
    expect(lines.map((line: Json) => [line.variant.sku, line.quantity])).toEqual([['EX10000081', 2]]);
  });
});

let badSorts = 0;
describe('getOrders sort (001 §7: where by id or orderNumber, sort, limit, offset)', () => {
  test('createdAt and orderNumber, ascending or descending; newest first by default', async () => {
    const shopper = await customer('sorted@example.com');
    const first = await placeOrder(shopper, 'sorted@example.com', [['EX10000081', 1]]);
    const second = await placeOrder(shopper, 'sorted@example.com', [['EX10000082', 1]]);
    // The first number is dated later, so the two sorts disagree.
    await database.pool.query(
      "update orders set created_at = created_at + interval '1 hour' where order_number = $1",
      [first],
    );
    const numbers = async (params: object) => {
      const answer = await shopper.call('getOrders', params);
      expect(answer.status).toBe(200);
      return answer.body.data.me.orders.results.map((o: Json) => o.orderNumber);
    };
    expect(first < second).toBe(true);
    expect(await numbers({})).toEqual([first, second]);
    expect(await numbers({ sort: 'createdAt desc' })).toEqual([first, second]);
    expect(await numbers({ sort: 'createdAt asc' })).toEqual([second, first]);
    expect(await numbers({ sort: 'orderNumber asc' })).toEqual([first, second]);
    expect(await numbers({ sort: 'orderNumber desc' })).toEqual([second, first]);
    expect(await numbers({ sort: ['orderNumber desc'], limit: 1 })).toEqual([second]);
    expect(await numbers({ sort: 'createdAt asc', limit: 1, offset: 1 })).toEqual([first]);
  });

  test.each<[string, unknown]>([
    ['another field', 'total desc'],
    ['no direction', 'createdAt'],
    ['an injection', 'createdAt DESC; drop table orders'],
    ['a field outside the list', 'customerEmail asc'],
    ['an empty list', []],
    ['a list of three', ['createdAt desc', 'orderNumber asc', 'orderNumber desc']],
    ['a number in the list', [7]],
  ])('%s as sort is a 400 naming sort and the choices', async (_case, sort) => {
    const shopper = await customer(`badsort${++badSorts}@example.com`);
    const answer = await shopper.call('getOrders', { sort });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'bad_request', field: 'sort' } } });
    expect(answer.body.error.message).toContain('createdAt desc');
  });
});

describe('guest lookup and the my-orders link', () => {
  test('number + e-mail finds the order; a wrong e-mail answers like an unknown number', async () => {
    const guest = client();
    const number = await placeOrder(guest, 'Guest.Buyer@example.com');
    const stranger = client();
    const found = await stranger.call('findOrder', { orderNumber: number, email: 'guest.buyer@example.com' });
    expect(found.status).toBe(200);
    expect(found.body.data.order.orderNumber).toBe(number);
    expect(found.body.data.timeline[0].type).toBe('order.placed');
    const wrong = await stranger.call('findOrder', { orderNumber: number, email: 'someone@example.com' });
    const unknown = await stranger.call('findOrder', {
      orderNumber: 'DE-20000101-0009',
      email: 'guest.buyer@example.com',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(unknown.body);
  });

  test('lookups are rate-limited per address', async () => {
    const prober = client();
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) {
      const answer = await prober.call('findOrder', {
        orderNumber: `DE-20000101-${i}`,
        email: 'x@example.com',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  test('the link opens the orders of its e-mail only; a tampered token does not', async () => {
    const shopper = await customer('linked@example.com');
    const number = await placeOrder(shopper, 'linked@example.com');
    expect((await shopper.call('getUrlWithToken', { email: 'owner@example.com' })).status).toBe(403);
    // Registering proves nothing: whoever typed the address must not see the orders placed with it.
    const unproven = await shopper.call('getUrlWithToken', { email: 'linked@example.com' });
    expect(unproven.status).toBe(403);
    expect(unproven.body.error.code).toBe('email_not_confirmed');
    expect((await shopper.call('loadCustomer', {})).body.data.customer.isEmailVerified).toBe(false);
    await database.pool.query(
      `update customers set email_verified_at = now() where email_lower = 'linked@example.com'`,
    );
    const link = await shopper.call('getUrlWithToken', { email: 'linked@example.com' });
    expect(link.status).toBe(200);
    // 001 §7: "reply data is the URL" — the data is the URL itself, not an object holding it.
    expect(link.body.data).toEqual(expect.stringMatching(/^\/order-tracking\?token=[^&]+$/));
    const token = new URL(link.body.data, 'http://x').searchParams.get('token')!;
    const opened = await client().call('getOrdersByToken', { token });
    expect(opened.status).toBe(200);
    expect(opened.body.data.orders.map((o: Json) => o.orderNumber)).toEqual([number]);
    const [payload, mac] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
        e: 'owner@example.com',
      }),
    ).toString('base64url');
    expect((await client().call('getOrdersByToken', { token: `${forged}.${mac}` })).status).toBe(404);
  });

  test('the link is asked for with POST: a GET with the e-mail in the query is a 405 (decision 254)', async () => {
    const response = await handle(
      new Request(
        'http://127.0.0.1:3000/api/new-ct/getUrlWithToken?host=de.localhost&email=linked%40example.com',
      ),
    );
    expect(response!.status).toBe(405);
    expect(response!.headers.get('allow')).toBe('POST');
    expect(((await response!.json()) as Json).error).toEqual({
      code: 'method_not_allowed',
      message: 'Use POST',
    });
  });
});
