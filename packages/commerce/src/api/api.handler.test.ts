import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import {
  insertCoupon,
  insertParcelShipping,
  insertProduct,
  insertVolumeTiers,
} from '../carts/cart.db-fixtures.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { carts, productTexts, seoRedirects } from '../db/schema/index.ts';
import { insertStores, VALID_ADDRESS } from '../orders/order.db-fixtures.ts';
import type { CatalogReader } from '../ports/index.ts';
import { createApiHandler } from './api.handler.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
let handle: (request: Request) => Promise<Response | null>;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE', 'SK']);
  await insertParcelShipping(database.db, {
    DE: { price: 1_95, freeAbove: 59_00 },
    SK: { price: 1_95, freeAbove: 59_00 },
  });
  await insertProduct(database.db, {
    sku: 'EX10000040',
    prices: { DE: 25_00, SK: 25_00 },
    volumeDiscountGroup: 'g',
  });
  await insertVolumeTiers(database.db, 'g');
  await insertProduct(database.db, { sku: 'EX10000041', prices: { DE: 5_00 }, stock: 7 });
  await database.db
    .insert(productTexts)
    .values({ productId: 'p-EX10000040', language: 'de', name: 'Bohrhammer', slug: 'bohrhammer-ex10000040' });
  await insertCoupon(database.db, 'TEN', { permyriad: 1000 });
  handle = createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    log: () => {},
  });
});
afterAll(() => database.destroy());

/** A browser-like client: keeps the session cookie between calls. */
function client(host = 'de.localhost') {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    async call(method: string, body: unknown, init: { raw?: string; query?: string } = {}) {
      const response = await handle(
        new Request(`http://127.0.0.1:3000/api/new-ct/${method}${init.query ?? `?host=${host}`}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: init.raw ?? JSON.stringify(body),
        }),
      );
      if (!response) throw new Error('handler did not answer');
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      return { status: response.status, body: (await response.json()) as Json, setCookie };
    },
  };
}

describe('protocol', () => {
  test('paths outside the API are not handled', async () => {
    expect(await handle(new Request('http://localhost/products/drill'))).toBeNull();
  });

  test('unknown method → 404 JSON; malformed body → 400 naming the field; no stack traces', async () => {
    const shopper = client();
    expect(await shopper.call('nope', [{}])).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', message: 'Unknown method nope' } },
    });
    expect(await shopper.call('addToCart', null, { raw: '{oops' })).toMatchObject({
      status: 400,
      body: { error: { field: 'body' } },
    });
    expect(await shopper.call('addToCart', { id: 1 })).toMatchObject({
      status: 400,
      body: { error: { code: 'bad_request', field: 'body' } },
    });
    const bad = await shopper.call('addToCart', [
      [
        { id: 'not-a-uuid', version: 1 },
        { product: { sku: 'X' }, quantity: 1 },
      ],
    ]);
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'bad_request', field: '0.id' } } });
    const quantity = await shopper.call('addToCart', [
      [
        { id: '00000000-0000-4000-8000-000000000000', version: 1 },
        { product: { sku: 'EX1' }, quantity: 0 },
      ],
    ]);
    expect(quantity.body.error.field).toBe('1.quantity');
    expect(JSON.stringify(quantity.body)).not.toMatch(/at .*\.ts/);
  });

  test('unexpected errors → 500 "Internal error" without details', async () => {
    const failing = {
      ...createCatalogReader(database.db),
      shippingMethods: () => Promise.reject(new Error('db exploded')),
    } as CatalogReader;
    const broken = createApiHandler({ db: database.db, catalog: failing, log: () => {} });
    const response = await broken(
      new Request('http://127.0.0.1/api/new-ct/createCart?host=de.localhost', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '[{}]',
      }),
    );
    expect(response?.status).toBe(500);
    expect(await response?.json()).toEqual({ error: { code: 'internal', message: 'Internal error' } });
  });

  test('store from ?host=, else from the Host header; the session cookie is httpOnly, Lax, Path=/', async () => {
    const created = await client('sk.localhost').call('createCart', [{}]);
    expect(created.body.data.cart).toMatchObject({ store: { key: 'store-sk' }, country: 'SK' });
    expect(created.setCookie).toMatch(/^ty_session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const byHeader = await handle(
      new Request('http://ignored/api/new-ct/createCart', {
        method: 'POST',
        headers: { host: 'de.localhost:3000', 'content-type': 'application/json' },
        body: '[{}]',
      }),
    );
    expect(((await byHeader!.json()) as Json).data.cart.store.key).toBe('store-de');
    const plain = await handle(
      new Request('http://localhost/api/new-ct/createCart', {
        method: 'POST',
        headers: { host: 'localhost:3000', 'content-type': 'application/json' },
        body: '[{}]',
      }),
    );
    expect(((await plain!.json()) as Json).data.cart.store.key).toBe('store-sk');
  });

  test('OpenAPI 3.1 document lists every method with its request schema', async () => {
    const response = await handle(new Request('http://localhost/api/openapi.json'));
    const doc = (await response!.json()) as Json;
    expect(doc.openapi).toBe('3.1.0');
    const add = doc.paths['/api/new-ct/addToCart'].post;
    expect(add.requestBody.content['application/json'].schema.prefixItems[0].prefixItems[0].required).toEqual(
      ['id', 'version'],
    );
    for (const name of [
      'getProduct',
      'getMe',
      'createCart',
      'removeCartCoupon',
      'createCodPayment',
      'login',
      'seo-redirection',
      'add-review',
    ]) {
      expect(doc.paths[`/api/new-ct/${name}`]).toBeDefined();
    }
  });
});

describe('cart over HTTP', () => {
  test('create, add, coupon, quantity — each answer is { data: { cart } } with a new version', async () => {
    const shopper = client();
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    let added = await shopper.call('addToCart', [
      [
        { id: cart.id, version: cart.version },
        { product: { sku: 'EX10000040' }, quantity: 3 },
      ],
    ]);
    expect(added.status).toBe(200);
    expect(added.body.data.cart).toMatchObject({
      version: 2,
      volumeDiscountTotal: { centAmount: 3_75 },
      totalPrice: { centAmount: 71_25 },
    });
    const coupon = await shopper.call('applyCartCoupon', [{ id: cart.id, version: 2, code: 'ten' }]);
    expect(coupon.body.data.cart.couponDiscountTotal.centAmount).toBe(7_12); // 10 % of 71.25, half-even
    const removed = await shopper.call('removeCartCoupon', [
      { id: cart.id, version: 3, discountCode: { id: 'dc-TEN', typeId: 'discount-code' } },
    ]);
    expect(removed.body.data.cart.discountCodes).toEqual([]);
    const lineItemId = removed.body.data.cart.lineItems[0].id;
    added = await shopper.call('updateCartQuantity', [
      [
        { id: cart.id, version: 4 },
        { product: { lineItemId }, quantity: 0 },
      ],
    ]);
    expect(added.body.data.cart.lineItems).toEqual([]);
    const me = await shopper.call('getMe', [{}]);
    expect(me.body.data.me.activeCart).toMatchObject({ id: cart.id, version: 5 });
  });

  test('a field the method does not know → 400 naming it, and the cart is unchanged', async () => {
    const shopper = client();
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    const misspelt = await shopper.call('addToCart', [
      [
        { id: cart.id, version: cart.version },
        { product: { sku: 'EX10000040' }, quantitty: 3, quantity: 1 },
      ],
    ]);
    expect(misspelt).toMatchObject({
      status: 400,
      body: { error: { code: 'unknown_field', field: '1.quantitty', message: '1.quantitty: unknown field' } },
    });
    const nested = await shopper.call('addToCart', [
      [
        { id: cart.id, version: cart.version },
        { product: { sku: 'EX10000040', skew: 'x' }, quantity: 1 },
      ],
    ]);
    expect(nested.body.error).toMatchObject({ code: 'unknown_field', field: '1.product.skew' });
    const me = await shopper.call('getMe', [{}]);
    expect(me.body.data.me.activeCart).toMatchObject({ id: cart.id, version: cart.version, lineItems: [] });
  });

  test('a stale version → 409 with currentVersion', async () => {
    const shopper = client();
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    await shopper.call('addToCart', [
      [
        { id: cart.id, version: 1 },
        { product: { sku: 'EX10000040' }, quantity: 1 },
      ],
    ]);
    const stale = await shopper.call('addToCart', [
      [
        { id: cart.id, version: 1 },
        { product: { sku: 'EX10000040' }, quantity: 1 },
      ],
    ]);
    expect(stale).toMatchObject({
      status: 409,
      body: { error: { code: 'concurrent_modification', currentVersion: 2 } },
    });
  });

  test('parallel addToCart on one cart: one winner per version, retries lose no update', async () => {
    const shopper = client();
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    const add = (version: number) =>
      shopper.call('addToCart', [
        [
          { id: cart.id, version },
          { product: { sku: 'EX10000040' }, quantity: 1 },
        ],
      ]);
    const first = await Promise.all(Array.from({ length: 8 }, () => add(1)));
    expect(first.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(first.filter((answer) => answer.status === 409)).toHaveLength(7);
    let pending = 7;
    while (pending > 0) {
      const answer = await add((await shopper.call('getMe', [{}])).body.data.me.activeCart.version);
      if (answer.status === 200) pending--;
    }
    const me = (await shopper.call('getMe', [{}])).body.data.me.activeCart;
    expect(me.version).toBe(9);
    expect(me.lineItems[0].quantity).toBe(8);
    const unknown = await shopper.call('addToCart', [
      [
        { id: '00000000-0000-4000-8000-000000000000', version: 1 },
        { product: { sku: 'EX10000040' }, quantity: 1 },
      ],
    ]);
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'cart_not_found' } } });
  });

  test('a cart is reachable only from its own session', async () => {
    const owner = client();
    const { cart } = (await owner.call('createCart', [{}])).body.data;
    const stranger = client();
    const attempt = await stranger.call('addToCart', [
      [
        { id: cart.id, version: 1 },
        { product: { sku: 'EX10000040' }, quantity: 1 },
      ],
    ]);
    expect(attempt).toMatchObject({
      status: 404,
      body: { error: { code: 'cart_not_found', message: 'Cart not found' } },
    });
    const otherStore = await owner.call('deleteCart', [{ id: cart.id, version: 1 }], {
      query: '?host=sk.localhost',
    });
    expect(otherStore.status).toBe(404);
  });

  test('checkout: updateCart actions, cash-on-delivery order, order history', async () => {
    const shopper = client('sk.localhost');
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    await shopper.call('addToCart', [
      [
        { id: cart.id, version: 1 },
        { product: { sku: 'EX10000040' }, quantity: 1 },
      ],
    ]);
    const noData = await shopper.call('createCodPayment', [{ id: cart.id, version: 2 }]);
    expect(noData).toMatchObject({ status: 400, body: { error: { code: 'missing_customer_data' } } });
    const updated = await shopper.call('updateCart', [
      [
        { id: cart.id, version: 2 },
        {
          actions: [
            { action: 'setCustomerEmail', email: 'eva@example.com' },
            { action: 'setBillingAddress', address: VALID_ADDRESS.SK },
            { action: 'setShippingAddress', address: VALID_ADDRESS.SK },
          ],
        },
      ],
    ]);
    // All three actions in one version step (issue 7.7).
    expect(updated.body.data.cart).toMatchObject({ version: 3, customerEmail: 'eva@example.com' });
    const placed = await shopper.call('createCodPayment', [{ id: cart.id, version: 3 }]);
    expect(placed.status).toBe(200);
    expect(placed.body.data.order).toMatchObject({
      orderState: 'Open',
      paymentState: 'Pending',
      totalPrice: { centAmount: 29_85 },
    });
    const orders = await shopper.call('getOrders', [{}]);
    expect(orders.body.data.me.orders.results.map((order: Json) => order.orderNumber)).toEqual([
      placed.body.data.order.orderNumber,
    ]);
    expect((await client('sk.localhost').call('getOrders', [{}])).body.data.me.orders.total).toBe(0);
  });
});

describe('capped quantities', () => {
  const maxQuantity = (quantity: number) => ({
    code: 'max_quantity',
    sku: 'EX10000041',
    message: 'You have reached the maximum quantity',
    quantity,
  });

  test('addToCart above stock keeps the capped quantity and says so; within stock no warning', async () => {
    const shopper = client();
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    const within = await shopper.call('addToCart', [
      [
        { id: cart.id, version: 1 },
        { product: { sku: 'EX10000041' }, quantity: 2 },
      ],
    ]);
    expect(within.status).toBe(200);
    expect(within.body.data.warnings).toEqual([]);
    const capped = await shopper.call('addToCart', [
      [
        { id: cart.id, version: 2 },
        { product: { sku: 'EX10000041' }, quantity: 10 },
      ],
    ]);
    expect(capped.status).toBe(200);
    expect(capped.body.data.cart.lineItems[0].quantity).toBe(7); // stock 7
    expect(capped.body.data.warnings).toEqual([maxQuantity(7)]);
  });

  test('updateCartQuantity above stock keeps the capped quantity and says so', async () => {
    const shopper = client();
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    const added = await shopper.call('addToCart', [
      [
        { id: cart.id, version: 1 },
        { product: { sku: 'EX10000041' }, quantity: 1 },
      ],
    ]);
    const lineItemId = added.body.data.cart.lineItems[0].id;
    const capped = await shopper.call('updateCartQuantity', [
      [
        { id: cart.id, version: 2 },
        { product: { lineItemId }, quantity: 50 },
      ],
    ]);
    expect(capped.status).toBe(200);
    expect(capped.body.data.cart).toMatchObject({ version: 3, lineItems: [{ quantity: 7 }] });
    expect(capped.body.data.warnings).toEqual([maxQuantity(7)]);
    const exact = await shopper.call('updateCartQuantity', [
      [
        { id: cart.id, version: 3 },
        { product: { sku: 'EX10000041' }, quantity: 3 },
      ],
    ]);
    expect(exact.body.data).toMatchObject({ cart: { lineItems: [{ quantity: 3 }] }, warnings: [] });
  });

  test('the OpenAPI document describes the warnings', async () => {
    const doc = (await (await handle(new Request('http://localhost/api/openapi.json')))!.json()) as Json;
    for (const name of ['addToCart', 'updateCartQuantity']) {
      const data =
        doc.paths[`/api/new-ct/${name}`].post.responses['200'].content['application/json'].schema.properties
          .data;
      expect(data.required).toEqual(['cart', 'warnings']);
      expect(data.properties.warnings.items).toEqual({ $ref: '#/components/schemas/CartWarning' });
    }
    expect(doc.components.schemas.CartWarning.properties.message.enum).toEqual([
      'You have reached the maximum quantity',
    ]);
  });
});

describe('control characters in string input', () => {
  test('a NUL in any string field → 400 naming the field; nothing changes', async () => {
    const shopper = client();
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    const ref = { id: cart.id, version: 1 };
    const calls: [string, unknown, string][] = [
      ['getProduct', { slug: 'bohr\u0000hammer' }, 'slug'],
      ['getProduct', { skus: ['EX1', 'EX\u0000'] }, 'skus.1'],
      ['getCategory', { slug: '\u0000' }, 'slug'],
      ['addToCart', [ref, { product: { sku: 'EX10000040\u0000' }, quantity: 1 }], '1.product.sku'],
      ['applyCartCoupon', { ...ref, code: 'TEN\u0000' }, 'code'],
      ['seo-redirection', { url: '/home\u0000' }, 'url'],
      ['login', { email: 'max\u0000@example.com', password: 'drill2026' }, 'email'],
      ['login', { email: 'max@example.com', password: 'drill\u00002026' }, 'password'],
      ['register', { email: 'nul@example.com', password: 'drill2026', firstName: 'Ma\u0000x' }, 'firstName'],
      [
        'updateCart',
        [
          ref,
          { actions: [{ action: 'setBillingAddress', address: { country: 'DE', city: 'Ber\u0000lin' } }] },
        ],
        '1.actions.0.address.city',
      ],
      [
        'updateCart',
        [
          ref,
          {
            actions: [
              { action: 'setBillingAddress', address: { country: 'DE', custom: { note: 'a\u0000' } } },
            ],
          },
        ],
        '1.actions.0.address.custom.note',
      ],
      ['add-review', { sku: 'EX10000040', rating: 5, authorName: 'Max', text: 'ok\u0000' }, 'text'],
      ['getReview', { productId: 'p\u0000' }, 'productId'],
    ];
    for (const [method, params, field] of calls) {
      const answer = await shopper.call(method, [params]);
      expect({ method, status: answer.status, error: answer.body.error }).toMatchObject({
        method,
        status: 400,
        error: { code: 'bad_request', field, message: `${field}: Must not contain control characters` },
      });
    }
    // Other control characters too; tab and line breaks stay allowed in free text.
    const bell = await shopper.call('getProduct', [{ slug: 'a\u0007b' }]);
    expect(bell).toMatchObject({ status: 400, body: { error: { field: 'slug' } } });
    const me = (await shopper.call('getMe', [{}])).body.data.me.activeCart;
    expect(me).toMatchObject({ id: cart.id, version: 1, lineItems: [], discountCodes: [] });
    expect(me.billingAddress).toEqual({ country: 'DE' });
  });
});

describe('order shape (spec 001 §3, 000 §3)', () => {
  const eur = (centAmount: number) => ({ currencyCode: 'EUR', centAmount, fractionDigits: 2 });

  test('no stale cart state, cart id and version, line taxedPrice and discountedPricePerQuantity', async () => {
    const shopper = client('sk.localhost');
    const { cart } = (await shopper.call('createCart', [{}])).body.data;
    const added = await shopper.call('addToCart', [
      [
        { id: cart.id, version: 1 },
        { product: { sku: 'EX10000040' }, quantity: 3 },
      ],
    ]);
    expect(added.body.data.cart.lineItems[0]).toMatchObject({
      taxedPrice: { totalGross: eur(71_25) },
      discountedPricePerQuantity: [
        {
          quantity: 3,
          discountedPrice: {
            value: eur(23_75),
            includedDiscounts: [
              { discount: { typeId: 'cart-discount', id: 'vd-g-3' }, discountedAmount: eur(1_25) },
            ],
          },
        },
      ],
    });
    await shopper.call('applyCartCoupon', [{ id: cart.id, version: 2, code: 'TEN' }]);
    await shopper.call('updateCart', [
      [
        { id: cart.id, version: 3 },
        {
          actions: [
            { action: 'setCustomerEmail', email: 'jana@example.com' },
            { action: 'setBillingAddress', address: VALID_ADDRESS.SK },
          ],
        },
      ],
    ]);
    const placed = await shopper.call('createBankPayment', [
      { id: cart.id, version: 4, sameAsBilling: true },
    ]);
    expect(placed.status).toBe(200);
    const order = placed.body.data.order;
    const [row] = await database.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(row).toMatchObject({ state: 'Ordered', version: 5 });
    expect(order).not.toHaveProperty('cartState');
    expect(order.cart).toEqual({ id: cart.id, version: row!.version });

    // 3 × 25.00 − 5 % volume (3.75) − 10 % coupon (7.12) = 64.13, free shipping; SK 23 %.
    expect(order.totalPrice).toEqual(eur(64_13));
    expect(order.taxedPrice).toMatchObject({
      totalNet: eur(52_14),
      totalTax: eur(11_99),
      totalGross: eur(64_13),
    });
    const [line] = order.lineItems;
    expect(line.taxedPrice).toEqual({ totalNet: eur(52_14), totalGross: eur(64_13), totalTax: eur(11_99) });
    expect(line.discountedPricePerQuantity).toEqual([
      {
        quantity: 1,
        discountedPrice: {
          value: eur(21_37),
          includedDiscounts: [
            { discount: { typeId: 'cart-discount', id: 'vd-g-3' }, discountedAmount: eur(1_25) },
            { discount: { typeId: 'cart-discount', id: 'cd-TEN' }, discountedAmount: eur(2_38) },
          ],
        },
      },
      {
        quantity: 2,
        discountedPrice: {
          value: eur(21_38),
          includedDiscounts: [
            { discount: { typeId: 'cart-discount', id: 'vd-g-3' }, discountedAmount: eur(1_25) },
            { discount: { typeId: 'cart-discount', id: 'cd-TEN' }, discountedAmount: eur(2_37) },
          ],
        },
      },
    ]);
    expect(order.shippingInfo.taxedPrice).toEqual({ totalNet: eur(0), totalGross: eur(0), totalTax: eur(0) });

    const history = (await shopper.call('getOrders', [{}])).body.data.me.orders.results[0];
    expect(history).not.toHaveProperty('cartState');
    expect(history.cart).toEqual({ id: cart.id, version: 5 });
  });
});

describe('seo-redirection', () => {
  test("answers the spec's redirectionCode and targetURL (001 §2), by sourceUrl or url", async () => {
    await database.db
      .insert(seoRedirects)
      .values({ sourceUrl: '/alt-bohrer', targetUrl: '/bohrhammer-ex10000040', redirectionCode: 301 });
    const shopper = client();
    const expected = { redirectionCode: 301, targetURL: '/bohrhammer-ex10000040' };
    expect((await shopper.call('seo-redirection', [{ sourceUrl: '/alt-bohrer' }])).body.data).toEqual(
      expected,
    );
    expect((await shopper.call('seo-redirection', [{ url: '/alt-bohrer' }])).body.data).toEqual(expected);
    expect((await shopper.call('seo-redirection', [{}])).status).toBe(400);
    // No redirect stored: data is null, nothing to follow.
    expect(await shopper.call('seo-redirection', [{ sourceUrl: '/nothing-here' }])).toMatchObject({
      status: 200,
      body: { data: null },
    });
  });
});

describe('customers over HTTP', () => {
  test('register, isLoggedIn, load customer, logout', async () => {
    const shopper = client();
    expect((await shopper.call('isLoggedIn', [{}])).body.data).toEqual({ isLoggedIn: false });
    expect((await shopper.call('loadCustomer', [{}])).status).toBe(401);
    const weak = await shopper.call('register', [{ email: 'weak@example.com', password: 'onlyletters' }]);
    expect(weak).toMatchObject({
      status: 400,
      body: { error: { field: 'password', message: expect.stringContaining('one letter and one number') } },
    });
    const registered = await shopper.call('register', [
      { email: 'max@example.com', password: 'drill2026', firstName: 'Max' },
    ]);
    expect(registered.body.data.customer).toMatchObject({ email: 'max@example.com', firstName: 'Max' });
    expect((await shopper.call('isLoggedIn', [{}])).body.data).toEqual({ isLoggedIn: true });
    expect((await shopper.call('loadCustomer', [{}])).body.data.customer.email).toBe('max@example.com');
    const again = await client().call('register', [{ email: 'MAX@example.com', password: 'drill2026' }]);
    expect(again.status).toBe(409);
    const out = await shopper.call('logout', [{}]);
    expect(out.setCookie).toMatch(/Max-Age=0/);
    expect((await shopper.call('isLoggedIn', [{}])).body.data).toEqual({ isLoggedIn: false });
    const login = await shopper.call('login', [{ email: 'max@example.com', password: 'drill2026' }]);
    expect(login.status).toBe(200);
    expect((await shopper.call('login', [{ email: 'max@example.com', password: 'wrong2026' }])).status).toBe(
      401,
    );
  });

  test("the e-mail rule is the storefront's: what its forms refuse, the API refuses with the field named", async () => {
    for (const email of ['a..b@example.com', 'jürgen@müller.de', 'anna@-example.com', ' anna@example.com']) {
      const answer = await client().call('register', [{ email, password: 'drill2026' }]);
      expect(answer, email).toMatchObject({
        status: 400,
        body: { error: { field: 'email', message: 'email: Invalid email address' } },
      });
    }
    // zod's own format refused these; the shop's rule (RFC 5322 dot-atoms) takes them.
    const irish = await client().call('register', [{ email: "o'brien@example.ie", password: 'drill2026' }]);
    expect(irish.body.data.customer).toMatchObject({ email: "o'brien@example.ie" });
  });

  test('password reset: same answer for unknown e-mails, token works once, sessions end', async () => {
    const shopper = client();
    await shopper.call('register', [{ email: 'reset@example.com', password: 'drill2026' }]);
    const tokens: string[] = [];
    const withMailer = createApiHandler({
      db: database.db,
      catalog: createCatalogReader(database.db),
      log: () => {},
      services: {
        onPasswordResetRequested: async (_ctx, _email, token) => {
          tokens.push(token);
        },
      },
    });
    const ask = async (email: string) => {
      const response = await withMailer(
        new Request('http://127.0.0.1/api/new-ct/requestPasswordReset?host=de.localhost', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify([{ email }]),
        }),
      );
      return { status: response?.status, body: (await response?.json()) as Json };
    };
    expect(await ask('nobody@example.com')).toEqual({ status: 200, body: { data: { requested: true } } });
    expect(tokens).toHaveLength(0);
    expect(await ask('reset@example.com')).toEqual({ status: 200, body: { data: { requested: true } } });
    expect(tokens).toHaveLength(1);
    const reset = await client().call('customerResetPassword', [
      { token: tokens[0], newPassword: 'newdrill2026' },
    ]);
    expect(reset.status).toBe(200);
    const reused = await client().call('customerResetPassword', [
      { token: tokens[0], newPassword: 'again2026x' },
    ]);
    expect(reused.body.error.code).toBe('invalid_reset_token');
    expect((await shopper.call('isLoggedIn', [{}])).body.data).toEqual({ isLoggedIn: false });
    expect(
      (await client().call('login', [{ email: 'reset@example.com', password: 'newdrill2026' }])).status,
    ).toBe(200);
  });
});

describe('catalog methods', () => {
  test('catalog methods answer from the catalog services and the catalog reader', async () => {
    const shopper = client();
    expect(
      (await shopper.call('getInventory', [{ skus: ['EX10000041', 'EX404'] }])).body.data.inventoryEntries
        .results,
    ).toEqual([{ sku: 'EX10000041', availableQuantity: 7 }]);
    expect(
      (await shopper.call('getShippingMethodsWithoutId', [{}])).body.data.shippingMethods[0],
    ).toMatchObject({ key: 'parcel' });
    expect(
      (
        await shopper.call('getVolumeDiscounts', [{ discountGroup: 'g' }])
      ).body.data.cartDiscounts.results.map((r: Json) => [r.volume, r.discountPercentage]),
    ).toEqual([
      [3, 5],
      [5, 10],
      [10, 15],
    ]);
    // 001 §7: "nothing returned when no store or group" — the empty result, not an error.
    for (const noGroup of [{}, { discountGroup: null }, { discountGroup: '' }]) {
      expect(await shopper.call('getVolumeDiscounts', [noGroup])).toMatchObject({
        status: 200,
        body: { data: { cartDiscounts: { results: [] } } },
      });
    }
    expect(await shopper.call('getVolumeDiscounts', [{ discountGroup: 7 }])).toMatchObject({
      status: 400,
      body: { error: { field: 'discountGroup' } },
    });
    const product = await shopper.call('getProduct', [{ slug: 'bohrhammer-ex10000040' }]);
    expect(product.status).toBe(200);
    expect(product.body.data.products.results.map((p: Json) => p.id)).toEqual(['p-EX10000040']);
    expect((await shopper.call('getProduct', [{ slug: 'no-such-tool' }])).body.data.products.results).toEqual(
      [],
    );
    expect((await shopper.call('getProduct', [{ limit: 0 }])).status).toBe(400);
    expect((await shopper.call('getCategory', [{}])).status).toBe(400);
    expect((await shopper.call('seo-redirection', [{ url: '/nothing-here' }])).body.data).toBeNull();
    expect(
      (await shopper.call('add-review', [{ sku: 'EX10000040', rating: 5, authorName: 'Max' }])).status,
    ).toBe(401);
  });
});
