import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor, insertParcelShipping, insertProduct, ref } from '../carts/cart.db-fixtures.ts';
import { type CartService, createCartService } from '../carts/cart.service.ts';
import { createCatalogReader } from '../catalog/index.ts';
import type { RequestContext } from '../context.ts';
import { insertStores, readyCart } from '../orders/order.db-fixtures.ts';
import { createOrderService, createPurchaseHistory } from '../orders/order.service.ts';
import {
  PLACE_ORDER_STEPS,
  type PlaceOrderDeps,
  type PlaceOrderInput,
  placeOrder,
} from './place-order.flow.ts';

let database: TestDatabase;
let carts: CartService;
let deps: PlaceOrderDeps;

beforeAll(async () => {
  database = await createTestDatabase({ max: 8 });
  await insertStores(database.db, ['SK', 'DE', 'HU', 'PL']);
  await insertParcelShipping(database.db, {
    SK: { price: 1_95, freeAbove: 59_00 },
    DE: { price: 1_95, freeAbove: 59_00 },
    HU: { price: 730_00, freeAbove: 22099_00 },
    PL: { price: 9_00, freeAbove: 269_00 },
  });
  await insertProduct(database.db, {
    sku: 'EX10000030',
    prices: { SK: 100_00, DE: 100_00, PL: 400_00 },
    stock: 500,
  });
  await insertProduct(database.db, { sku: 'EX10000031', prices: { SK: 10_00, DE: 10_00 }, stock: 1 });
  await insertProduct(database.db, { sku: 'EX10000032', prices: { DE: 20_00 }, stock: 100 });
  await insertProduct(database.db, { sku: 'EX10000033', prices: { DE: 30_00 }, stock: 100 });
  // A 30 M Ft machine: 3,000,000,000 fillér, past the 32-bit range.
  await insertProduct(database.db, { sku: 'EX10000034', prices: { HU: 30_000_000_00 }, stock: 5 });
  deps = { db: database.db };
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
});
afterAll(() => database.destroy());

const scalar = async (query: string, values: unknown[] = []) =>
  Number(Object.values((await database.pool.query(query, values)).rows[0] ?? { v: 0 })[0]);
const stockOf = (sku: string) => scalar('select available_quantity from inventory where sku = $1', [sku]);
const count = (table: string) => scalar(`select count(*) from ${table}`);
const cartRow = async (id: string) =>
  (await database.pool.query('select state, version from carts where id = $1', [id])).rows[0] as {
    state: string;
    version: number;
  };

const order = (
  ctx: RequestContext,
  cart: { id: string; version: number },
  extra: Partial<PlaceOrderInput> = {},
) => placeOrder(deps, ctx, { cart: ref(cart as never), payment: 'bank_transfer', ...extra });

describe('placing an order in one transaction', () => {
  test('cash on delivery: order number, states, COD fee in the payment, cart Ordered, stock, event', async () => {
    const ctx = contextFor('SK');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000030', quantity: 1 }]);
    const before = await stockOf('EX10000030');
    const placed = expectOk(await order(ctx, cart, { payment: 'cod' }));
    const view = placed.order as Record<string, unknown> & typeof placed.order;
    expect(view.orderNumber).toBe('SK-20260302-0001');
    expect(view).toMatchObject({ orderState: 'Open', paymentState: 'Pending', shipmentState: 'Pending' });
    expect(view.totalPrice).toEqual({ currencyCode: 'EUR', centAmount: 102_90, fractionDigits: 2 });
    expect(view.paymentInfo).toEqual({
      payments: [
        expect.objectContaining({
          paymentMethodInfo: { paymentInterface: 'COD', method: 'cod', name: { en: 'Cash on delivery' } },
          amountPlanned: { currencyCode: 'EUR', centAmount: 102_90, fractionDigits: 2 },
        }),
      ],
    });
    expect(placed).toMatchObject({ paymentStatus: 'paid', replayed: false });
    expect(placed).not.toHaveProperty('flow');
    expect(await cartRow(cart.id)).toEqual({ state: 'Ordered', version: cart.version + 1 });
    expect(await stockOf('EX10000030')).toBe(before - 1);
    const payment = await database.pool.query(
      'select order_id, cent_amount from payments where cart_id = $1',
      [cart.id],
    );
    expect(payment.rows).toEqual([{ order_id: view.id, cent_amount: '10290' }]);
    const events = await database.pool.query("select payload from domain_events where type = 'order.placed'");
    expect(events.rows.map((row) => row.payload.orderNumber)).toContain('SK-20260302-0001');
    // An ordered cart takes no more changes.
    const add = await carts.addLineItem(
      ctx,
      { id: cart.id, version: cart.version + 1 },
      { sku: 'EX10000030', quantity: 1 },
    );
    expect(add.ok).toBe(false);
  });

  test("bank transfer: BalanceDue, in progress, and the store's account with the order number as reference", async () => {
    const ctx = contextFor('SK');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000030', quantity: 1 }]);
    const placed = expectOk(await order(ctx, cart));
    expect(placed.order).toMatchObject({ orderNumber: 'SK-20260302-0002', paymentState: 'BalanceDue' });
    expect(placed.paymentStatus).toBe('in-progress');
    const [payment] = (
      placed.order as unknown as { paymentInfo: { payments: { custom: Record<string, unknown> }[] } }
    ).paymentInfo.payments;
    expect(payment!.custom).toEqual({
      type: 'bank-transfer',
      fields: {
        owner: 'Toolyard Slovakia Europe',
        institute: expect.any(String),
        iban: expect.stringMatching(/^SK\d{22}$/),
        bic: 'TYRDSK2X',
        paymentReference: 'SK-20260302-0002',
      },
    });
  });

  test('the order date is the store’s local date: 23:30 UTC on 1 March is 2 March in Berlin', async () => {
    const ctx = contextFor('DE', { now: new Date('2026-03-01T23:30:00Z') });
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000032', quantity: 1 }]);
    expect(expectOk(await order(ctx, cart)).order.orderNumber).toMatch(/^DE-20260302-\d{4}$/);
  });

  test('a 30 M Ft HUF bank-transfer order is placed; the payment stores 3,000,000,000 fillér', async () => {
    const ctx = contextFor('HU');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000034', quantity: 1 }]);
    const placed = expectOk(await order(ctx, cart));
    expect((placed.order as unknown as { totalPrice: unknown }).totalPrice).toEqual({
      currencyCode: 'HUF',
      centAmount: 3_000_000_000,
      fractionDigits: 2,
    });
    const row = await database.pool.query(
      'select cent_amount, currency_code from payments where cart_id = $1',
      [cart.id],
    );
    expect(row.rows).toEqual([{ cent_amount: '3000000000', currency_code: 'HUF' }]);
    expect(await stockOf('EX10000034')).toBe(4);
  });
});

describe('a fault at any step leaves the whole order or nothing', () => {
  test.each(PLACE_ORDER_STEPS)(
    'failpoint after %s: stock, cart, order, payment, event untouched',
    async (step) => {
      const ctx = contextFor('DE');
      const cart = await readyCart(carts, ctx, [
        { sku: 'EX10000032', quantity: 2 },
        { sku: 'EX10000033', quantity: 3 },
      ]);
      const before = {
        stock: [await stockOf('EX10000032'), await stockOf('EX10000033')],
        cart: await cartRow(cart.id),
        orders: await count('orders'),
        payments: await count('payments'),
        events: await count('domain_events'),
        counters: await scalar(
          "select coalesce(max(last), 0) from order_number_counters where prefix = 'DE-20260302'",
        ),
      };
      const armed: PlaceOrderDeps = {
        db: database.db,
        failpoint: (at) => {
          if (at === step) throw new Error(`injected fault after ${at}`);
        },
      };
      await expect(placeOrder(armed, ctx, { cart: ref(cart), payment: 'bank_transfer' })).rejects.toThrow(
        `injected fault after ${step}`,
      );
      expect({
        stock: [await stockOf('EX10000032'), await stockOf('EX10000033')],
        cart: await cartRow(cart.id),
        orders: await count('orders'),
        payments: await count('payments'),
        events: await count('domain_events'),
        counters: await scalar(
          "select coalesce(max(last), 0) from order_number_counters where prefix = 'DE-20260302'",
        ),
      }).toEqual(before);
      // The same cart then goes through whole, with the number the failed attempt did not burn.
      const placed = expectOk(await placeOrder(deps, ctx, { cart: ref(cart), payment: 'bank_transfer' }));
      expect(await stockOf('EX10000032')).toBe(before.stock[0]! - 2);
      expect(await stockOf('EX10000033')).toBe(before.stock[1]! - 3);
      expect(await cartRow(cart.id)).toEqual({ state: 'Ordered', version: before.cart.version + 1 });
      expect(await count('payments')).toBe(before.payments + 1);
      expect(placed.order.orderNumber).toBe(`DE-20260302-${String(before.counters + 1).padStart(4, '0')}`);
    },
  );

  test('out of stock on the second line gives the first line its stock back', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [
      { sku: 'EX10000032', quantity: 1 },
      { sku: 'EX10000033', quantity: 2 },
    ]);
    await database.pool.query("update inventory set available_quantity = 1 where sku = 'EX10000033'");
    const stock = await stockOf('EX10000032');
    const result = await order(ctx, cart);
    expect(result).toMatchObject({ ok: false, error: { code: 'OutOfStock', sku: 'EX10000033' } });
    expect(await stockOf('EX10000032')).toBe(stock);
    expect(await cartRow(cart.id)).toMatchObject({ state: 'Active', version: cart.version });
    await database.pool.query("update inventory set available_quantity = 100 where sku = 'EX10000033'");
  });
});

describe('exactly once', () => {
  test('20 parallel submits with one idempotency key: one order, every answer that order', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000032', quantity: 1 }]);
    const [orders, stock] = [await count('orders'), await stockOf('EX10000032')];
    const results = await Promise.all(
      Array.from({ length: 20 }, () => order(ctx, cart, { idempotencyKey: `key-${cart.id}` })),
    );
    const numbers = new Set(results.map((result) => expectOk(result).order.orderNumber));
    expect(numbers.size).toBe(1);
    expect(results.filter((result) => result.ok && !result.value.replayed)).toHaveLength(1);
    expect(await count('orders')).toBe(orders + 1);
    expect(await stockOf('EX10000032')).toBe(stock - 1);
    // Later repeats, even with the old version, answer the same order.
    expect(expectOk(await order(ctx, cart, { idempotencyKey: `key-${cart.id}` })).order.orderNumber).toBe(
      [...numbers][0],
    );
  });

  test('20 parallel submits without a key: one order, the others OrderAlreadyPlaced with its number', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000032', quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 20 }, () => order(ctx, cart)));
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    const number = expectOk(winners[0]!).order.orderNumber;
    for (const result of results.filter((candidate) => !candidate.ok)) {
      expect(result).toEqual({
        ok: false,
        error: {
          code: 'OrderAlreadyPlaced',
          message: `This cart was already ordered as ${number}.`,
          orderNumber: number,
        },
      });
    }
  });

  test('order numbers stay consecutive across failed and racing attempts', async () => {
    const ctx = contextFor('PL');
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const cart = await readyCart(carts, ctx, [{ sku: 'EX10000030', quantity: 1 }]);
      // A failing attempt and a racing duplicate before the real one.
      await placeOrder({ db: database.db, failpoint: () => Promise.reject(new Error('fault')) }, ctx, {
        cart: ref(cart),
        payment: 'bank_transfer',
      }).catch(() => null);
      const results = await Promise.all([order(ctx, cart), order(ctx, cart), order(ctx, cart)]);
      numbers.push(...results.flatMap((result) => (result.ok ? [result.value.order.orderNumber] : [])));
    }
    expect(numbers).toEqual(['PL-20260302-0001', 'PL-20260302-0002', 'PL-20260302-0003']);
  });

  test('a key used for another cart is refused and places nothing', async () => {
    const ctx = contextFor('DE');
    const first = await readyCart(carts, ctx, [{ sku: 'EX10000032', quantity: 1 }]);
    const second = await readyCart(carts, ctx, [{ sku: 'EX10000032', quantity: 1 }]);
    expectOk(await order(ctx, first, { idempotencyKey: 'shared-key-1' }));
    const orders = await count('orders');
    expect(await order(ctx, second, { idempotencyKey: 'shared-key-1' })).toMatchObject({
      ok: false,
      error: { code: 'IdempotencyKeyReused' },
    });
    expect(await count('orders')).toBe(orders);
    // Another session cannot read someone's order through their key either.
    expect(await order(contextFor('DE'), first, { idempotencyKey: 'shared-key-1' })).toMatchObject({
      ok: false,
      error: { code: 'IdempotencyKeyReused' },
    });
  });
});

describe('order history', () => {
  test('a session sees only its own orders; purchase history knows bought SKUs', async () => {
    const customerId = '00000000-0000-4000-8000-000000000001';
    const ctx = contextFor('DE', { customerId, anonymousId: null });
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000030', quantity: 1 }]);
    expectOk(await order(ctx, cart));
    const service = createOrderService(database.db);
    const mine = await service.getMyOrders(ctx);
    expect(mine.total).toBe(1);
    expect(mine.results[0]?.orderNumber).toMatch(/^DE-20260302-\d{4}$/);
    expect((await service.getMyOrders(contextFor('DE'))).total).toBe(0);
    const history = createPurchaseHistory(database.db);
    expect(await history.hasPurchased(ctx, customerId, 'EX10000030')).toBe(true);
    expect(await history.hasPurchased(ctx, customerId, 'EX10000031')).toBe(false);
  });
});

describe('the checkout newsletter box (spec 000 §4 "record newsletter consent if given")', () => {
  const consentOf = (placed: { order: unknown }) =>
    (placed.order as { custom: { fields: { newsletterConsent: boolean } } }).custom.fields.newsletterConsent;

  test('ticked on the cart, the order carries it; unticked again, it does not', async () => {
    const ctx = contextFor('PL');
    const ticked = await readyCart(carts, ctx, [{ sku: 'EX10000030', quantity: 1 }]);
    const withConsent = expectOk(await carts.setNewsletterConsent(ctx, ref(ticked), true));
    expect(withConsent.version).toBe(ticked.version + 1);
    // Ticking it again is no change and makes no new version.
    expect(expectOk(await carts.setNewsletterConsent(ctx, ref(withConsent), true)).version).toBe(
      withConsent.version,
    );
    expect(consentOf(expectOk(await order(ctx, withConsent)))).toBe(true);

    const unticked = await readyCart(carts, ctx, [{ sku: 'EX10000030', quantity: 1 }]);
    const on = expectOk(await carts.setNewsletterConsent(ctx, ref(unticked), true));
    const off = expectOk(await carts.setNewsletterConsent(ctx, ref(on), false));
    expect(consentOf(expectOk(await order(ctx, off)))).toBe(false);
  });
});
