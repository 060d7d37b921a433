/** Extra guarantees tied to their parent line, and atomic updateCart, on real PostgreSQL. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { createApiHandler } from '../api/api.handler.ts';
import { createCatalogReader } from '../catalog/index.ts';
import {
  contextFor,
  insertExtraGuarantee,
  insertParcelShipping,
  insertProduct,
  ref,
  TEST_PARCEL_RATES,
} from './cart.db-fixtures.ts';
import { type CartService, createCartService } from './cart.service.ts';
import type { CartView } from './cart.view.ts';

let database: TestDatabase;
let carts: CartService;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await insertParcelShipping(db, TEST_PARCEL_RATES);
  await insertProduct(db, { sku: 'EX10000301', prices: { DE: 199_90 } });
  await insertProduct(db, { sku: 'EX10000302', prices: { DE: 49_90 } });
  await insertProduct(db, { sku: 'EX10000303', prices: { DE: 99_00 } });
  await insertProduct(db, { sku: 'EX10000304', prices: { DE: 89_00 }, brand: 'Makita' });
  await insertProduct(db, { sku: '41000999', prices: { DE: 15_00 }, productType: 'product' });
  await insertExtraGuarantee(db, '4100010', 1000, ['DE']);
  await db.execute(
    sql`update extra_guarantees set excluded_skus = '{EX10000303}', excluded_brands = '{makita}' where sku = '4100010'`,
  );
  carts = createCartService({ db, catalog: createCatalogReader(db) });
});
afterAll(() => database.destroy());

const guaranteeOf = (cart: CartView, parentSku: string) =>
  cart.lineItems.filter(
    (line) => line.productType.key === 'extra_guarantee' && line.custom.fields.parentSku === parentSku,
  );
const lineOf = (cart: CartView, sku: string) =>
  cart.lineItems.find((line) => line.variant.sku === sku && line.productType.key !== 'extra_guarantee')!;

async function cartWith(sku: string, quantity: number) {
  const ctx = contextFor('DE');
  const created = await carts.createCart(ctx);
  const { cart } = expectOk(await carts.addLineItem(ctx, ref(created), { sku, quantity }));
  return { ctx, cart };
}

describe('extra guarantee (issue 7.6)', () => {
  test('at most one per product line: a second is refused and the cart and its version stay', async () => {
    const { ctx, cart: withTool } = await cartWith('EX10000301', 1);
    const { cart } = expectOk(
      await carts.addLineItem(ctx, ref(withTool), { sku: '4100010', quantity: 1, parentSku: 'EX10000301' }),
    );
    const again = await carts.addLineItem(ctx, ref(cart), {
      sku: '4100010',
      quantity: 1,
      parentSku: 'EX10000301',
    });
    expect(again).toMatchObject({
      ok: false,
      error: { code: 'ExtraGuaranteeAlreadyPresent', parentSku: 'EX10000301' },
    });
    const current = expectOk(await carts.getCart(ctx, cart.id));
    expect(current.version).toBe(cart.version);
    expect(guaranteeOf(current, 'EX10000301')).toHaveLength(1);
  });

  test('its quantity follows the product: on add, on a change of the product, and it cannot be set apart', async () => {
    const { ctx, cart: withTool } = await cartWith('EX10000301', 2);
    // Asked for 5: a guarantee covers exactly the product's 2 units.
    let { cart } = expectOk(
      await carts.addLineItem(ctx, ref(withTool), { sku: '4100010', quantity: 5, parentSku: 'EX10000301' }),
    );
    expect(guaranteeOf(cart, 'EX10000301')[0]?.quantity).toBe(2);
    // Price: 10 % of 199.90 € = 19.99 € a unit.
    expect(guaranteeOf(cart, 'EX10000301')[0]?.totalPrice.centAmount).toBe(2 * 19_99);
    const tool = lineOf(cart, 'EX10000301');
    cart = expectOk(
      await carts.changeLineItemQuantity(ctx, ref(cart), { lineItemId: tool.id, quantity: 3 }),
    ).cart;
    expect(guaranteeOf(cart, 'EX10000301')[0]?.quantity).toBe(3);
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000301', quantity: 1 })).cart;
    expect(guaranteeOf(cart, 'EX10000301')[0]?.quantity).toBe(4);
    cart = expectOk(await carts.removeLineItem(ctx, ref(cart), { lineItemId: tool.id, quantity: 2 }));
    expect(guaranteeOf(cart, 'EX10000301')[0]?.quantity).toBe(2);
    const guarantee = guaranteeOf(cart, 'EX10000301')[0]!;
    expect(
      await carts.changeLineItemQuantity(ctx, ref(cart), { lineItemId: guarantee.id, quantity: 5 }),
    ).toMatchObject({ ok: false, error: { code: 'ExtraGuaranteeQuantityFollowsParent' } });
    // 0 drops only the guarantee.
    cart = expectOk(
      await carts.changeLineItemQuantity(ctx, ref(cart), { lineItemId: guarantee.id, quantity: 0 }),
    ).cart;
    expect(guaranteeOf(cart, 'EX10000301')).toEqual([]);
    expect(lineOf(cart, 'EX10000301').quantity).toBe(2);
  });

  test('it is removed with its product', async () => {
    const { ctx, cart: withTool } = await cartWith('EX10000301', 1);
    let { cart } = expectOk(
      await carts.addLineItem(ctx, ref(withTool), { sku: '4100010', quantity: 1, parentSku: 'EX10000301' }),
    );
    cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000302', quantity: 1 })).cart;
    cart = expectOk(
      await carts.removeLineItem(ctx, ref(cart), { lineItemId: lineOf(cart, 'EX10000301').id }),
    );
    expect(cart.lineItems.map((line) => line.variant.sku)).toEqual(['EX10000302']);
  });

  test('never for an excluded SKU or brand, a virtual product, a guarantee, or without its product', async () => {
    const refused = async (parentSku: string | null, inCart: string) => {
      const { ctx, cart } = await cartWith(inCart, 1);
      const result = await carts.addLineItem(ctx, ref(cart), { sku: '4100010', quantity: 1, parentSku });
      expect(result, `${parentSku}`).toMatchObject({
        ok: false,
        error: { code: 'ExtraGuaranteeNotOffered' },
      });
      expect(expectOk(await carts.getCart(ctx, cart.id)).version).toBe(cart.version);
    };
    await refused('EX10000303', 'EX10000303'); // excluded SKU
    await refused('EX10000304', 'EX10000304'); // excluded brand (Makita, any case)
    await refused('41000999', '41000999'); // virtual product
    await refused('EX10000302', 'EX10000301'); // its product is not in the cart
    await refused(null, 'EX10000301'); // no product named

    // A guarantee never covers a guarantee: the only line with SKU 4100010 is itself a guarantee.
    const { ctx, cart: withTool } = await cartWith('EX10000301', 1);
    const { cart } = expectOk(
      await carts.addLineItem(ctx, ref(withTool), { sku: '4100010', quantity: 1, parentSku: 'EX10000301' }),
    );
    expect(
      await carts.addLineItem(ctx, ref(cart), { sku: '4100010', quantity: 1, parentSku: '4100010' }),
    ).toMatchObject({ ok: false, error: { code: 'ExtraGuaranteeNotOffered' } });
  });

  test('a cart stored with duplicate or oversized guarantees is read as one guarantee per product line', async () => {
    const { ctx, cart: withTool } = await cartWith('EX10000301', 1);
    const { cart } = expectOk(
      await carts.addLineItem(ctx, ref(withTool), { sku: '4100010', quantity: 1, parentSku: 'EX10000301' }),
    );
    // As carts written before this rule may be: two guarantees, quantity 5 on one tool.
    await database.db.execute(sql`
      update carts set document = jsonb_set(document, '{lineItems}',
        (document->'lineItems') || jsonb_build_array(jsonb_set(document->'lineItems'->1, '{id}', '"dup"'))
      ) where id = ${cart.id}`);
    await database.db.execute(sql`
      update carts set document = jsonb_set(document, '{lineItems,1,quantity}', '5') where id = ${cart.id}`);
    const read = expectOk(await carts.getCart(ctx, cart.id));
    expect(guaranteeOf(read, 'EX10000301').map((line) => line.quantity)).toEqual([1]);
    expect(read.totalPrice.centAmount).toBe(199_90 + 19_99);
  });
});

describe('atomic updateCart (issue 7.7)', () => {
  const address = { country: 'DE', firstName: 'Anna', postalCode: '10115' };

  test('all actions land in one version step', async () => {
    const ctx = contextFor('DE');
    const cart = await carts.createCart(ctx);
    const updated = expectOk(
      await carts.updateCart(ctx, ref(cart), [
        { action: 'setCustomerEmail', email: 'anna@example.com' },
        { action: 'setBillingAddress', address },
        { action: 'setShippingAddress', address },
        { action: 'setPaymentMethod', payment: 'other' },
      ]),
    ).cart;
    expect(updated).toMatchObject({
      version: 2,
      customerEmail: 'anna@example.com',
      billingAddress: { firstName: 'Anna' },
      shippingAddress: { postalCode: '10115' },
      selectedPayment: 'other',
    });
  });

  test('a failing second action leaves the cart and its version unchanged, and the error names it', async () => {
    const ctx = contextFor('DE');
    const cart = await carts.createCart(ctx);
    const failed = await carts.updateCart(ctx, ref(cart), [
      { action: 'setCustomerEmail', email: 'ben@example.com' },
      { action: 'setShippingAddress', address: { country: 'DE', postalCode: '1234' } },
      { action: 'setPaymentMethod', payment: 'cod' },
    ]);
    expect(failed).toEqual({
      ok: false,
      error: {
        code: 'InvalidAddress',
        message: 'Postal code is incorrect in shipping address: {"country":"DE","postalCode":"1234"}',
        field: 'postalCode',
        failedAction: { index: 1, action: 'setShippingAddress' },
      },
    });
    const current = expectOk(await carts.getCart(ctx, cart.id));
    expect([current.version, current.customerEmail, current.selectedPayment]).toEqual([1, null, null]);
  });

  test('over HTTP: 400 naming the failing action; the cart and its version are unchanged', async () => {
    const handle = createApiHandler({
      db: database.db,
      catalog: createCatalogReader(database.db),
      log: () => {},
    });
    let cookie = '';
    const call = async (method: string, body: unknown) => {
      const response = (await handle(
        new Request(`http://127.0.0.1:3000/api/new-ct/${method}?host=de.localhost`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify(body),
        }),
      ))!;
      cookie = response.headers.get('set-cookie')?.split(';')[0] ?? cookie;
      // biome-ignore lint/suspicious/noExplicitAny: the test reads arbitrary JSON answers
      return { status: response.status, body: (await response.json()) as any };
    };
    const { cart } = (await call('createCart', [{}])).body.data;
    const failed = await call('updateCart', [
      [
        { id: cart.id, version: 1 },
        {
          actions: [
            { action: 'setCustomerEmail', email: 'cleo@example.com' },
            { action: 'setShippingMethod', shippingMethodKey: 'drone' },
          ],
        },
      ],
    ]);
    expect(failed).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'shipping_method_not_found',
          failedAction: { index: 1, action: 'setShippingMethod' },
        },
      },
    });
    const me = await call('getMe', [{}]);
    expect(me.body.data.me.activeCart).toMatchObject({ id: cart.id, version: 1, customerEmail: null });
  });
});
