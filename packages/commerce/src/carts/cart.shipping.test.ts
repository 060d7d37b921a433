/** Shipping by package type, the reset rule and the delivery estimate, on real PostgreSQL. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { createCatalogReader } from '../catalog/index.ts';
import {
  contextFor,
  insertParcelShipping,
  insertProduct,
  ref,
  TEST_PARCEL_RATES,
} from './cart.db-fixtures.ts';
import { type CartService, createCartService } from './cart.service.ts';

let database: TestDatabase;
let carts: CartService;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await insertParcelShipping(db, TEST_PARCEL_RATES);
  await insertProduct(db, { sku: 'EX10000101', prices: { DE: 19_99, CZ: 499_00, SE: 199_00 } });
  await insertProduct(db, { sku: 'EX10000102', prices: { DE: 70_00 } });
  await insertProduct(db, {
    sku: 'EX10000103',
    prices: { DE: 1299_00, CZ: 32000_00, SE: 14000_00 },
    isFreight: true,
  });
  await insertProduct(db, { sku: 'EX10000104', prices: { DE: 30_00 } });
  carts = createCartService({ db, catalog: createCatalogReader(db) });
});
afterAll(() => database.destroy());

async function storedMethodKey(cartId: string): Promise<string | null> {
  const result = await database.db.execute<{ key: string | null }>(
    sql`select document->>'shippingMethodKey' as key from carts where id = ${cartId}`,
  );
  return result.rows[0]?.key ?? null;
}

describe('freight or parcel by the cart (issue 7.4)', () => {
  test('a cart with a freight line ships by the freight method at its rate, and free shipping does not apply', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000101', quantity: 1 })).cart;
    expect(cart.shippingInfo).toMatchObject({
      shippingMethod: { key: 'parcel' },
      shippingKind: 'parcel',
      price: { centAmount: 1_95 },
      isFree: false,
    });
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000103', quantity: 1 })).cart;
    // 1,318.99 € of items is far above the 59 € threshold, yet freight costs its 9.95 €.
    expect(cart.shippingInfo).toMatchObject({
      shippingMethod: { key: 'freight' },
      shippingKind: 'freight',
      shippingMethodState: 'MatchesCart',
      price: { currencyCode: 'EUR', centAmount: 9_95 },
      isFree: false,
    });
    expect(cart.totalPrice.centAmount).toBe(19_99 + 1299_00 + 9_95);
    // The reset happened in the same version step as the add, and is stored.
    expect(cart.version).toBe(3);
    expect(await storedMethodKey(cart.id)).toBe('freight');
  });

  test('each currency has its own freight rate (CZK 235, SEK 111)', async () => {
    for (const [country, price] of [
      ['CZ', 235_00],
      ['SE', 111_00],
    ] as const) {
      const ctx = contextFor(country);
      let cart = await carts.createCart(ctx);
      cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000103', quantity: 1 })).cart;
      expect(cart.shippingInfo, country).toMatchObject({
        shippingMethod: { key: 'freight' },
        price: { centAmount: price },
      });
    }
  });

  test('parcel shipping is free at or above the threshold and says so', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000102', quantity: 1 })).cart;
    expect(cart.shippingInfo).toMatchObject({ price: { centAmount: 0 }, isFree: true });
    expect(cart.totalPrice.centAmount).toBe(70_00);
  });

  test('removing the freight line resets the cart to the default parcel method', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000103', quantity: 1 })).cart;
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000104', quantity: 1 })).cart;
    const freightLine = cart.lineItems.find((line) => line.variant.sku === 'EX10000103')!;
    cart = expectOk(await carts.removeLineItem(ctx, ref(cart), { lineItemId: freightLine.id }));
    expect(cart.shippingInfo).toMatchObject({
      shippingMethod: { key: 'parcel' },
      price: { centAmount: 1_95 },
    });
    expect(await storedMethodKey(cart.id)).toBe('parcel');
  });

  test('choosing a method that does not match the cart is refused and changes nothing', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000103', quantity: 1 })).cart;
    expect(await carts.setShippingMethod(ctx, ref(cart), 'parcel')).toMatchObject({
      ok: false,
      error: { code: 'ShippingMethodDoesNotMatchCart', key: 'parcel', shippingKind: 'freight' },
    });
    const parcelCart = await carts.createCart(ctx);
    const withTool = expectOk(
      await carts.addLineItem(ctx, ref(parcelCart), { sku: 'EX10000104', quantity: 1 }),
    ).cart;
    expect(await carts.setShippingMethod(ctx, ref(withTool), 'freight')).toMatchObject({
      ok: false,
      error: { code: 'ShippingMethodDoesNotMatchCart' },
    });
    expect(expectOk(await carts.getCart(ctx, cart.id)).version).toBe(cart.version);
  });

  test('a product that became freight since it was added: the cart is priced by freight at once', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    await insertProduct(database.db, { sku: 'EX10000105', prices: { DE: 40_00 } });
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000105', quantity: 1 })).cart;
    expect(cart.shippingInfo?.shippingMethod.key).toBe('parcel');
    await database.db.execute(
      sql`update products set is_package_type_freight = true where key = 'EX10000105'`,
    );
    const read = expectOk(await carts.getCart(ctx, cart.id));
    expect(read.shippingInfo).toMatchObject({
      shippingMethod: { key: 'freight' },
      price: { centAmount: 9_95 },
    });
    expect(read.version).toBe(cart.version);
  });

  test('no freight rate in the country: the cart keeps its method with shippingMethodState DoesNotMatchCart', async () => {
    await insertProduct(database.db, { sku: 'EX10000106', prices: { AT: 500_00 }, isFreight: true });
    await database.db.execute(sql`delete from shipping_rates where id = 'srf-AT'`);
    const ctx = contextFor('AT');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000106', quantity: 1 })).cart;
    expect(cart.shippingInfo).toMatchObject({
      shippingMethod: { key: 'parcel' },
      shippingMethodState: 'DoesNotMatchCart',
    });
  });
});

describe('delivery estimate from the method (spec 000 §4)', () => {
  test('the cart answer carries the delivery range, its dates in business days and the estimated date', async () => {
    // contextFor pins now to Monday 2026-03-02; the parcel method says '2-4', freight '5 - 8' in DE.
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000101', quantity: 1 })).cart;
    expect(cart.shippingInfo).toMatchObject({
      deliveryTime: '2-4',
      deliveryDays: { min: 2, max: 4 },
      deliveryDateRange: { from: '2026-03-04', to: '2026-03-06' },
      estimatedDeliveryDate: '2026-03-06',
    });
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000103', quantity: 1 })).cart;
    // 8 business days from Monday skip one weekend: Thursday 2026-03-12.
    expect(cart.shippingInfo).toMatchObject({
      deliveryDays: { min: 5, max: 8 },
      deliveryDateRange: { from: '2026-03-09', to: '2026-03-12' },
      estimatedDeliveryDate: '2026-03-12',
    });
  });

  test("dates count from the store's calendar day, not UTC's", async () => {
    // 23:30 UTC on Monday 2026-03-02 is already Tuesday 00:30 in Berlin: 2–4 business days from Tuesday.
    const ctx = contextFor('DE', { now: new Date('2026-03-02T23:30:00Z') });
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000101', quantity: 1 })).cart;
    expect(cart.shippingInfo).toMatchObject({
      deliveryDateRange: { from: '2026-03-05', to: '2026-03-09' },
      estimatedDeliveryDate: '2026-03-09',
    });
  });

  test('a method without a range gives no dates', async () => {
    const ctx = contextFor('CZ');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000101', quantity: 1 })).cart;
    expect(cart.shippingInfo).toMatchObject({
      deliveryTime: null,
      deliveryDays: null,
      deliveryDateRange: null,
      estimatedDeliveryDate: null,
    });
  });
});
