/** Multibanco: the one outside call, with its compensation, on real PostgreSQL. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor, insertParcelShipping, insertProduct, ref } from '../carts/cart.db-fixtures.ts';
import { type CartService, createCartService } from '../carts/cart.service.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { insertStores, readyCart } from '../orders/order.db-fixtures.ts';
import { answeringIssuer } from '../payments/multibanco.fixtures.ts';
import { PAYMENT_PROVIDER_ERROR, placeMultibancoOrder } from './multibanco-order.flow.ts';

let database: TestDatabase;
let carts: CartService;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['PT']);
  await insertParcelShipping(database.db, { PT: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX10000080', prices: { PT: 80_00 }, stock: 10 });
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
});
afterAll(() => database.destroy());

const stockOf = async () =>
  Number(
    (await database.pool.query("select available_quantity from inventory where sku = 'EX10000080'")).rows[0]
      .available_quantity,
  );

describe('Multibanco order', () => {
  test('the payment carries reference, entity, expiresAt and merchantReference; thank-you in progress', async () => {
    const ctx = contextFor('PT');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000080', quantity: 1 }]);
    const placed = expectOk(
      await placeMultibancoOrder({ db: database.db, multibanco: answeringIssuer }, ctx, { cart: ref(cart) }),
    );
    const [payment] = (
      placed.order as unknown as {
        paymentInfo: { payments: { custom: unknown; paymentMethodInfo: unknown }[] };
      }
    ).paymentInfo.payments;
    expect(payment!.custom).toEqual({
      type: 'multibanco',
      fields: {
        reference: '123456789',
        entity: '12101',
        expiresAt: '2026-03-05T10:00:00+00:00',
        merchantReference: placed.order.orderNumber,
      },
    });
    expect(payment!.paymentMethodInfo).toMatchObject({
      method: 'multibanco',
      paymentInterface: 'card-provider',
    });
    expect(placed.paymentStatus).toBe('in-progress');
    const stored = await database.pool.query('select custom from payments where order_id = $1', [
      placed.order.id,
    ]);
    expect(stored.rows[0].custom.fields.reference).toBe('123456789');
  });

  test.each([
    ['fails', { issueVoucher: () => Promise.reject(new Error('provider down')) }],
    ['answers nonsense', { issueVoucher: async () => ({ reference: 'x', entity: '1' }) }],
  ])(
    'a provider that %s: the order is cancelled, stock back, payment Failed, cart open again',
    async (_, bad) => {
      const ctx = contextFor('PT');
      const cart = await readyCart(carts, ctx, [{ sku: 'EX10000080', quantity: 2 }]);
      const stock = await stockOf();
      const result = await placeMultibancoOrder({ db: database.db, multibanco: bad }, ctx, {
        cart: ref(cart),
        idempotencyKey: `mb-${cart.id}`,
      });
      expect(result).toEqual({
        ok: false,
        error: { code: 'PaymentProviderError', message: PAYMENT_PROVIDER_ERROR },
      });
      expect(await stockOf()).toBe(stock);
      const order = (
        await database.pool.query('select id, order_state, payment_state from orders where cart_id = $1', [
          cart.id,
        ])
      ).rows;
      expect(order).toMatchObject([{ order_state: 'Cancelled', payment_state: 'Failed' }]);
      const payment = await database.pool.query('select state from payments where order_id = $1', [
        order[0].id,
      ]);
      expect(payment.rows).toEqual([{ state: 'Failed' }]);
      const cartRow = (await database.pool.query('select state, version from carts where id = $1', [cart.id]))
        .rows[0];
      expect(cartRow).toEqual({ state: 'Active', version: cart.version + 2 });
      // The shopper tries again, with the same key: a new order, paid by voucher.
      const retry = expectOk(
        await placeMultibancoOrder({ db: database.db, multibanco: answeringIssuer }, ctx, {
          cart: { id: cart.id, version: cartRow.version },
          idempotencyKey: `mb-${cart.id}`,
        }),
      );
      expect(retry.order.id).not.toBe(order[0].id);
      expect(await stockOf()).toBe(stock - 2);
    },
  );
});
