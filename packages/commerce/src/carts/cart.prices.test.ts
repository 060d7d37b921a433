/** Sellability, specialPrice, coupon maximum applications and discount validity, on real PostgreSQL. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { productDiscounts } from '../db/schema/index.ts';
import { claimDiscountCodeApplications } from '../discounts/index.ts';
import {
  contextFor,
  insertCoupon,
  insertParcelShipping,
  insertProduct,
  insertVolumeTiers,
  ref,
  TEST_PARCEL_RATES,
} from './cart.db-fixtures.ts';
import { type CartService, createCartService } from './cart.service.ts';

let database: TestDatabase;
let carts: CartService;

beforeAll(async () => {
  database = await createTestDatabase({ max: 12 });
  const db = database.db;
  await insertParcelShipping(db, TEST_PARCEL_RATES);
  await insertProduct(db, { sku: 'EX10000201', prices: { DE: 20_00 } });
  // Sold in Germany but priced only in Czech crowns.
  await insertProduct(db, { sku: 'EX10000202', prices: { CZ: 500_00 }, markets: ['DE', 'CZ'] });
  // Priced in euro but not sold on the German market.
  await insertProduct(db, { sku: 'EX10000203', prices: { DE: 20_00 }, markets: ['AT'] });
  await insertProduct(db, { sku: 'EX10000204', prices: { DE: 100_00 } });
  await insertProduct(db, { sku: 'EX10000205', prices: { DE: 10_00 }, volumeDiscountGroup: 'saws' });
  await insertVolumeTiers(db, 'saws');
  await db.insert(productDiscounts).values([
    {
      id: 'pd-now',
      sku: 'EX10000204',
      name: { en: 'Sale' },
      valueType: 'relative',
      permyriad: 2000,
      validFrom: new Date('2026-03-01T00:00:00Z'),
      validUntil: new Date('2026-03-03T00:00:00Z'),
    },
  ]);
  await insertCoupon(db, 'ONCE', { permyriad: 1000 }, { maxApplications: 1 });
  await insertCoupon(db, 'USEDUP', { permyriad: 1000 }, { maxApplications: 2, applications: 2 });
  await insertCoupon(db, 'THREE', { permyriad: 500 }, { maxApplications: 3 });
  carts = createCartService({ db, catalog: createCatalogReader(db) });
});
afterAll(() => database.destroy());

describe('a line the store cannot sell (issue 7.5)', () => {
  test('no price in the store currency: cannot be added, and the cart and its version stay', async () => {
    const ctx = contextFor('DE');
    const cart = await carts.createCart(ctx);
    expect(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000202', quantity: 1 })).toMatchObject({
      ok: false,
      error: {
        code: 'ProductNotSellable',
        reason: 'price_missing',
        message: 'Product EX10000202 has no price in EUR and cannot be sold in this store.',
      },
    });
    expect(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000203', quantity: 1 })).toMatchObject({
      ok: false,
      error: { code: 'ProductNotSellable', reason: 'not_sold_on_market' },
    });
    const current = expectOk(await carts.getCart(ctx, cart.id));
    expect([current.version, current.lineItems]).toEqual([1, []]);
  });

  test('a line whose price disappears is flagged on the cart and never priced at 0', async () => {
    await insertProduct(database.db, { sku: 'EX10000206', prices: { DE: 45_00 } });
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000201', quantity: 1 })).cart;
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000206', quantity: 2 })).cart;
    expect(cart.hasUnsellableLineItems).toBe(false);
    await database.db.execute(sql`delete from prices where sku = 'EX10000206'`);
    const read = expectOk(await carts.getCart(ctx, cart.id));
    const gone = read.lineItems.find((line) => line.variant.sku === 'EX10000206');
    expect(gone).toMatchObject({ quantity: 2, sellable: false, notSellableReason: 'price_missing' });
    expect(read.lineItems.find((line) => line.variant.sku === 'EX10000201')).toMatchObject({
      sellable: true,
      notSellableReason: null,
    });
    expect(read.hasUnsellableLineItems).toBe(true);
    // Only the sellable line and its shipping are in the total.
    expect(read.totalPrice.centAmount).toBe(20_00 + 1_95);
    // More of it cannot be added, fewer can.
    expect(
      await carts.changeLineItemQuantity(ctx, ref(read), { lineItemId: gone!.id, quantity: 3 }),
    ).toMatchObject({ ok: false, error: { code: 'ProductNotSellable' } });
    const fewer = expectOk(
      await carts.changeLineItemQuantity(ctx, ref(read), { lineItemId: gone!.id, quantity: 0 }),
    );
    expect(fewer.cart.hasUnsellableLineItems).toBe(false);
  });
});

describe('specialPrice (spec 000 §3) and discount validity from the domain', () => {
  test('the active product discount × quantity; from its end on, the list price and no special price', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000204', quantity: 2 })).cart;
    expect(cart.lineItems[0]).toMatchObject({
      regularPrice: { centAmount: 200_00 },
      specialPrice: { centAmount: 160_00 },
      totalPrice: { centAmount: 160_00 },
    });
    // validUntil is exclusive: at its instant the discount no longer applies.
    const later = { ...ctx, now: new Date('2026-03-03T00:00:00Z') };
    const read = expectOk(await carts.getCart(later, cart.id));
    expect(read.lineItems[0]).toMatchObject({ specialPrice: null, totalPrice: { centAmount: 200_00 } });
  });

  test('with a volume tier the special price is the last discounted price per quantity × quantity', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000205', quantity: 5 })).cart;
    const line = cart.lineItems[0]!;
    expect(line.volumeDiscount.permyriad).toBe(1000);
    expect(line.discountedPricePerQuantity.at(-1)?.discountedPrice.value.centAmount).toBe(9_00);
    expect(line.specialPrice?.centAmount).toBe(45_00);
  });
});

describe('coupon maximum applications', () => {
  test('a code used as often as allowed cannot be added', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000201', quantity: 1 })).cart;
    expect(await carts.addDiscountCode(ctx, ref(cart), 'usedup')).toMatchObject({
      ok: false,
      error: { code: 'DiscountCodeMaxApplicationsReached', discountCode: 'USEDUP' },
    });
    expect(expectOk(await carts.getCart(ctx, cart.id)).version).toBe(cart.version);
  });

  test('a code on the cart stops discounting once its last application is used by an order', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000201', quantity: 1 })).cart;
    cart = expectOk(await carts.addDiscountCode(ctx, ref(cart), 'once'));
    expect(cart.discountCodes[0]?.state).toBe('MatchesCart');
    expect(cart.totalPrice.centAmount).toBe(18_00 + 1_95);
    expect(await claimDiscountCodeApplications(database.db, ['dc-ONCE'])).toEqual({ ok: true });
    expect(await claimDiscountCodeApplications(database.db, ['dc-ONCE'])).toEqual({
      ok: false,
      exhausted: ['dc-ONCE'],
    });
    const read = expectOk(await carts.getCart(ctx, cart.id));
    expect(read.discountCodes[0]?.state).toBe('MaxApplicationReached');
    expect(read.totalPrice.centAmount).toBe(20_00 + 1_95);
  });

  test('orders racing for the last applications: exactly the maximum get one', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 10 }, () =>
        database.db
          .transaction(async (tx) => {
            const claim = await claimDiscountCodeApplications(tx, ['dc-THREE']);
            if (!claim.ok) tx.rollback();
            return claim;
          })
          .catch(() => ({ ok: false as const })),
      ),
    );
    expect(attempts.filter((attempt) => attempt.ok)).toHaveLength(3);
    const result = await database.db.execute<{ applications: string }>(
      sql`select applications from discount_codes where id = 'dc-THREE'`,
    );
    expect(Number(result.rows[0]?.applications)).toBe(3);
  });
});
