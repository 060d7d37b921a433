import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor, insertParcelShipping, insertProduct, ref } from '../carts/cart.db-fixtures.ts';
import { type CartService, createCartService } from '../carts/cart.service.ts';
import { createCatalogReader } from '../catalog/index.ts';
import type { RequestContext } from '../context.ts';
import { createOrderService, createPurchaseHistory } from '../orders/order.service.ts';
import type { CatalogReader } from '../ports/index.ts';
import { placeOrder } from './place-order.flow.ts';

let database: TestDatabase;
let carts: CartService;
let catalog: CatalogReader;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertParcelShipping(database.db, {
    SK: { price: 1_95, freeAbove: 59_00 },
    DE: { price: 1_95, freeAbove: 59_00 },
  });
  await insertProduct(database.db, { sku: 'EX10000030', prices: { SK: 100_00, DE: 100_00 }, stock: 50 });
  await insertProduct(database.db, { sku: 'EX10000031', prices: { SK: 10_00, DE: 10_00 }, stock: 1 });
  catalog = createCatalogReader(database.db);
  carts = createCartService({ db: database.db, catalog });
});
afterAll(() => database.destroy());

const stockOf = async (sku: string) =>
  Number(
    (await database.pool.query('select available_quantity from inventory where sku = $1', [sku])).rows[0]
      .available_quantity,
  );
const count = async (table: string) =>
  Number((await database.pool.query(`select count(*) from ${table}`)).rows[0].count);

async function readyCart(ctx: RequestContext, sku = 'EX10000030', quantity = 1) {
  let cart = await carts.createCart(ctx);
  cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku, quantity })).cart;
  cart = expectOk(await carts.setCustomerEmail(ctx, ref(cart), 'buyer@example.com'));
  return expectOk(
    await carts.setAddress(ctx, ref(cart), 'billing', { country: ctx.country, firstName: 'Jana' }),
  );
}

describe('placing an order', () => {
  test('cash on delivery: order number, states, COD fee in the payment, cart Ordered, stock, event', async () => {
    const ctx = contextFor('SK');
    const cart = await readyCart(ctx);
    const before = await stockOf('EX10000030');
    const placed = expectOk(await placeOrder({ db: database.db, catalog }, ctx, ref(cart), 'cod'));
    const order = placed.order as Record<string, unknown> & typeof placed.order;
    expect(order.orderNumber).toBe('SK-20260302-0001');
    expect(order).toMatchObject({ orderState: 'Open', paymentState: 'Pending', shipmentState: 'Pending' });
    expect(order.totalPrice).toEqual({ currencyCode: 'EUR', centAmount: 102_90, fractionDigits: 2 });
    expect(order.paymentInfo).toEqual({
      payments: [
        expect.objectContaining({
          paymentMethodInfo: { paymentInterface: 'COD', method: 'cod', name: { en: 'Cash on delivery' } },
          amountPlanned: { currencyCode: 'EUR', centAmount: 102_90, fractionDigits: 2 },
        }),
      ],
    });
    expect(placed.paymentStatus).toBe('paid');
    expect(placed.flow.completed).toEqual([
      'reserve-stock',
      'create-payment',
      'create-order',
      'mark-cart-ordered',
      'emit-order-placed',
    ]);
    expect((await carts.getCart(ctx, cart.id)).ok && (await carts.getCart(ctx, cart.id))).toMatchObject({
      value: { cartState: 'Ordered' },
    });
    expect(await stockOf('EX10000030')).toBe(before - 1);
    const events = await database.pool.query("select payload from domain_events where type = 'order.placed'");
    expect(events.rows.map((row) => row.payload.orderNumber)).toContain('SK-20260302-0001');
    // An ordered cart takes no more changes.
    expect(
      (
        await carts.addLineItem(
          ctx,
          { id: cart.id, version: cart.version + 1 },
          { sku: 'EX10000030', quantity: 1 },
        )
      ).ok,
    ).toBe(false);
  });

  test('bank transfer: BalanceDue, thank-you status in-progress, no COD fee, next order number', async () => {
    const ctx = contextFor('SK');
    const cart = await readyCart(ctx);
    const placed = expectOk(await placeOrder({ db: database.db, catalog }, ctx, ref(cart), 'bank_transfer'));
    expect(placed.order).toMatchObject({ orderNumber: 'SK-20260302-0002', paymentState: 'BalanceDue' });
    expect((placed.order as Record<string, unknown>).totalPrice).toMatchObject({ centAmount: 100_00 });
    expect(placed.paymentStatus).toBe('in-progress');
  });

  test('payment needs customer e-mail and billing first name; nothing is created without them', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000030', quantity: 1 })).cart;
    const orders = await count('orders');
    const result = await placeOrder({ db: database.db, catalog }, ctx, ref(cart), 'bank_transfer');
    expect(result).toMatchObject({ ok: false, error: { code: 'MissingCustomerData' } });
    expect(await count('orders')).toBe(orders);
  });

  test('cash on delivery is refused in SK for more than one standard item', async () => {
    const ctx = contextFor('SK');
    const cart = await readyCart(ctx, 'EX10000030', 2);
    expect(await placeOrder({ db: database.db, catalog }, ctx, ref(cart), 'cod')).toMatchObject({
      ok: false,
      error: { code: 'PaymentNotAllowed', reason: 'over-item-limit' },
    });
  });

  test('a failing late step undoes payment, order and stock reservation', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(ctx);
    const [stock, payments, orders] = [
      await stockOf('EX10000030'),
      await count('payments'),
      await count('orders'),
    ];
    const result = await placeOrder(
      {
        db: database.db,
        catalog,
        // Another tab changes the cart while the order is being placed.
        beforeMarkOrdered: async () => {
          await database.pool.query('update carts set version = version + 1 where id = $1', [cart.id]);
        },
      },
      ctx,
      ref(cart),
      'bank_transfer',
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'ConcurrentModification' } });
    expect(result.ok ? null : result.flow).toMatchObject({
      failedStep: 'mark-cart-ordered',
      compensated: ['create-order', 'create-payment', 'reserve-stock'],
    });
    expect(await stockOf('EX10000030')).toBe(stock);
    expect(await count('payments')).toBe(payments);
    expect(await count('orders')).toBe(orders);
  });

  test('out of stock at order time stops the flow before any payment', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(ctx, 'EX10000031', 1);
    await database.pool.query("update inventory set available_quantity = 0 where sku = 'EX10000031'");
    const result = await placeOrder({ db: database.db, catalog }, ctx, ref(cart), 'bank_transfer');
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'OutOfStock', sku: 'EX10000031' },
      flow: { failedStep: 'reserve-stock' },
    });
  });
});

describe('order history', () => {
  test('a session sees only its own orders; purchase history knows bought SKUs', async () => {
    const customerId = '00000000-0000-4000-8000-000000000001';
    const ctx = contextFor('DE', { customerId, anonymousId: null });
    const cart = await readyCart(ctx);
    expectOk(await placeOrder({ db: database.db, catalog }, ctx, ref(cart), 'bank_transfer'));
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
