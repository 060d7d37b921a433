/**
 * Coupon maximum applications at order time, on real PostgreSQL: each order claims one application
 * of its codes inside the order transaction, the last one goes to exactly one order, and cancelling
 * gives it back.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import {
  contextFor,
  insertCoupon,
  insertParcelShipping,
  insertProduct,
  ref,
} from '../carts/cart.db-fixtures.ts';
import { type CartService, createCartService } from '../carts/cart.service.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { insertStores, readyCart } from '../orders/order.db-fixtures.ts';
import { createOrderLifecycleService } from '../orders/order-lifecycle.service.ts';
import { placeOrder } from './place-order.flow.ts';

let database: TestDatabase;
let carts: CartService;
const ctx = contextFor('DE');
const SKU = 'EX10000070';

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 4_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: SKU, prices: { DE: 30_00 }, stock: 50 });
  await insertCoupon(database.db, 'LAST', { permyriad: 1000 }, { maxApplications: 1 });
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
});
afterAll(() => database.destroy());

const applications = async () =>
  Number(
    (await database.pool.query(`select applications from discount_codes where code = 'LAST'`)).rows[0]
      .applications,
  );
const stockOf = async () =>
  Number(
    (await database.pool.query('select available_quantity from inventory where sku = $1', [SKU])).rows[0]
      .available_quantity,
  );

/** A ready cart carrying the coupon (added while an application is still free). */
async function cartWithCoupon() {
  const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
  return expectOk(await carts.addDiscountCode(ctx, ref(cart), 'LAST'));
}

describe('coupon maximum applications at order time', () => {
  test('two carts hold the last application; one order gets it, the other is refused and changes nothing', async () => {
    const first = await cartWithCoupon();
    const second = await cartWithCoupon();
    expect(first.discountCodes[0]?.state).toBe('MatchesCart');
    expect(second.discountCodes[0]?.state).toBe('MatchesCart');
    const stock = await stockOf();

    const placed = expectOk(
      await placeOrder({ db: database.db }, ctx, { cart: ref(first), payment: 'bank_transfer' }),
    );
    expect(await applications()).toBe(1);
    expect(await stockOf()).toBe(stock - 1);

    const refused = await placeOrder({ db: database.db }, ctx, {
      cart: ref(second),
      payment: 'bank_transfer',
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'DiscountCodeExhausted' } });
    expect(await applications()).toBe(1);
    expect(await stockOf()).toBe(stock - 1);
    const row = (await database.pool.query('select state, version from carts where id = $1', [second.id]))
      .rows[0];
    expect(row).toEqual({ state: 'Active', version: second.version });

    // Cancelling the order gives the application back, so the second cart can be ordered.
    const lifecycle = createOrderLifecycleService(database.db);
    expectOk(await lifecycle.cancelOrder(ctx, { id: placed.order.id, version: placed.order.version }));
    expect(await applications()).toBe(0);
    expectOk(await placeOrder({ db: database.db }, ctx, { cart: ref(second), payment: 'bank_transfer' }));
    expect(await applications()).toBe(1);
  });
});
