import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { createCatalogReader } from '../catalog/index.ts';
import {
  contextFor,
  insertCoupon,
  insertExtraGuarantee,
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
  database = await createTestDatabase({ max: 20 });
  const db = database.db;
  await insertParcelShipping(db, TEST_PARCEL_RATES);
  await insertProduct(db, { sku: 'EX10000001', prices: { DE: 19_99, AT: 19_99, SK: 19_99 }, stock: 5000 });
  await insertProduct(db, {
    sku: 'EX10000002',
    prices: { DE: 10_00, CZ: 999_00, HU: 4990_00, SE: 329_00 },
    volumeDiscountGroup: 'drills',
  });
  await insertProduct(db, { sku: 'EX10000003', prices: { DE: 5_00 }, stock: 3 });
  await insertProduct(db, { sku: 'EX10000004', prices: { DE: 199_90 } });
  await insertVolumeTiers(db, 'drills');
  await insertCoupon(db, 'SAVE10', { permyriad: 1000 });
  await insertCoupon(db, 'FIVEOFF', { amounts: { EUR: 5_00 } });
  await insertExtraGuarantee(db, '4100010', 1000, ['DE']);
  carts = createCartService({ db, catalog: createCatalogReader(db) });
});
afterAll(() => database.destroy());

describe('cart lifecycle', () => {
  test('a new cart has the store country on both addresses and the default shipping method', async () => {
    const cart = await carts.createCart(contextFor('DE'));
    expect(cart).toMatchObject({
      version: 1,
      cartState: 'Active',
      billingAddress: { country: 'DE' },
      shippingAddress: { country: 'DE' },
      inventoryMode: 'TrackOnly',
      lineItems: [],
    });
    expect(cart.totalPrice).toEqual({ currencyCode: 'EUR', centAmount: 0, fractionDigits: 2 });
  });

  test('each write bumps the version; adding an existing SKU raises its quantity; quantity 0 removes', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000001', quantity: 1 })).cart;
    expect(cart.version).toBe(2);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000001', quantity: 2 })).cart;
    expect(cart.version).toBe(3);
    expect(cart.lineItems).toHaveLength(1);
    expect(cart.lineItems[0]?.quantity).toBe(3);
    const lineItemId = cart.lineItems[0]!.id;
    cart = expectOk(await carts.changeLineItemQuantity(ctx, ref(cart), { lineItemId, quantity: 0 })).cart;
    expect(cart.lineItems).toEqual([]);
    expect(cart.version).toBe(4);
  });

  test('a stale version fails with ConcurrentModification carrying currentVersion, and changes nothing', async () => {
    const ctx = contextFor('DE');
    const created = await carts.createCart(ctx);
    const added = expectOk(
      await carts.addLineItem(ctx, ref(created), { sku: 'EX10000001', quantity: 1 }),
    ).cart;
    const stale = await carts.addLineItem(ctx, ref(created), { sku: 'EX10000001', quantity: 5 });
    expect(stale).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'ConcurrentModification', currentVersion: 2 }),
    });
    const current = expectOk(await carts.getCart(ctx, created.id));
    expect(current.version).toBe(added.version);
    expect(current.lineItems[0]?.quantity).toBe(1);
  });

  test('carts of another store or another session are not found', async () => {
    const ctx = contextFor('DE');
    const cart = await carts.createCart(ctx);
    const otherStore = { ...contextFor('AT'), anonymousId: ctx.anonymousId };
    expect(await carts.addLineItem(otherStore, ref(cart), { sku: 'EX10000001', quantity: 1 })).toEqual({
      ok: false,
      error: { code: 'CartNotFound', message: 'Cart not found' },
    });
    const otherSession = contextFor('DE');
    expect((await carts.getCart(otherSession, cart.id)).ok).toBe(false);
    expect((await carts.deleteCart(otherSession, ref(cart))).ok).toBe(false);
  });

  test('at most 1000 of a product; more than the stock is capped at the stock', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000001', quantity: 999 })).cart;
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000001', quantity: 5 })).cart;
    expect(cart.lineItems[0]?.quantity).toBe(1000);
    const refused = await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000001', quantity: 1 });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'MaxQuantityReached', message: 'You have reached the maximum quantity' },
    });
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000003', quantity: 5 })).cart;
    expect(cart.lineItems.find((line) => line.variant.sku === 'EX10000003')?.quantity).toBe(3);
  });

  test('an unknown SKU is refused', async () => {
    const ctx = contextFor('DE');
    const cart = await carts.createCart(ctx);
    expect(await carts.addLineItem(ctx, ref(cart), { sku: 'EX99999999', quantity: 1 })).toMatchObject({
      ok: false,
      error: { code: 'ProductNotFound' },
    });
  });

  test('customer e-mail is set only when different (no new version otherwise)', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(await carts.setCustomerEmail(ctx, ref(cart), 'anna@example.com'));
    expect(cart).toMatchObject({ version: 2, customerEmail: 'anna@example.com' });
    cart = expectOk(await carts.setCustomerEmail(ctx, ref(cart), 'anna@example.com'));
    expect(cart.version).toBe(2);
  });

  test('billing and shipping addresses, shipping method', async () => {
    const ctx = contextFor('DE');
    let cart = await carts.createCart(ctx);
    cart = expectOk(
      await carts.setAddress(ctx, ref(cart), 'billing', {
        country: 'DE',
        firstName: 'Anna',
        postalCode: '10115',
      }),
    );
    expect(cart.billingAddress).toMatchObject({ firstName: 'Anna' });
    const abroad = await carts.setAddress(ctx, ref(cart), 'shipping', { country: 'FR' });
    expect(abroad).toMatchObject({
      ok: false,
      error: { code: 'InvalidAddress', message: 'Shipping Address Error' },
    });
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000001', quantity: 1 })).cart;
    cart = expectOk(await carts.setShippingMethod(ctx, ref(cart), 'parcel'));
    expect(cart.shippingInfo).toMatchObject({
      shippingMethod: { key: 'parcel' },
      shippingMethodState: 'MatchesCart',
      price: { centAmount: 1_95 },
    });
    expect((await carts.setShippingMethod(ctx, ref(cart), 'drone')).ok).toBe(false);
  });

  test('postal codes are checked with the spec messages, and nothing changes', async () => {
    const ctx = contextFor('DE');
    const cart = await carts.createCart(ctx);
    expect(
      await carts.setAddress(ctx, ref(cart), 'billing', { country: 'DE', postalCode: '1011' }),
    ).toMatchObject({
      ok: false,
      error: {
        code: 'InvalidAddress',
        message: 'Postal code is incorrect in billing address',
        field: 'postalCode',
      },
    });
    const shipping = await carts.setAddress(ctx, ref(cart), 'shipping', {
      country: 'DE',
      postalCode: 'ABCDE',
    });
    expect(shipping).toMatchObject({
      ok: false,
      error: {
        message: 'Postal code is incorrect in shipping address: {"country":"DE","postalCode":"ABCDE"}',
      },
    });
    expect(expectOk(await carts.getCart(ctx, cart.id)).version).toBe(1);
  });
});

describe('concurrency: no lost update', () => {
  test('50 concurrent addToCart calls with the version they read', async () => {
    const ctx = contextFor('DE');
    const cart = await carts.createCart(ctx);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        carts.addLineItem(ctx, ref(cart), { sku: 'EX10000001', quantity: (index % 3) + 1 }),
      ),
    );
    const succeeded = results.flatMap((result, index) => (result.ok ? [(index % 3) + 1] : []));
    const failed = results.flatMap((result) => (result.ok ? [] : [result.error]));
    expect(succeeded.length).toBeGreaterThanOrEqual(1);
    for (const error of failed) {
      expect(error).toMatchObject({ code: 'ConcurrentModification', currentVersion: expect.any(Number) });
    }
    const final = expectOk(await carts.getCart(ctx, cart.id));
    expect(final.lineItems[0]?.quantity).toBe(succeeded.reduce((a, b) => a + b, 0));
    expect(final.version).toBe(1 + succeeded.length);
  });

  test('callers retrying once with currentVersion (spec 001 §4): every success is counted', async () => {
    const ctx = contextFor('DE');
    const cart = await carts.createCart(ctx);
    const attempt = async (quantity: number) => {
      const first = await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000001', quantity });
      if (first.ok || first.error.code !== 'ConcurrentModification') return first;
      return carts.addLineItem(
        ctx,
        { id: cart.id, version: first.error.currentVersion },
        { sku: 'EX10000001', quantity },
      );
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => attempt(2)));
    const successes = results.filter((result) => result.ok).length;
    expect(successes).toBeGreaterThan(1);
    const final = expectOk(await carts.getCart(ctx, cart.id));
    expect(final.lineItems[0]?.quantity).toBe(2 * successes);
    expect(final.version).toBe(1 + successes);
  });
});
