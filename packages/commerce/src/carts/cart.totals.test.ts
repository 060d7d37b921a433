import type { CountryCode } from '@toolyard/domain';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { insertStores } from '../orders/order.db-fixtures.ts';
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
  database = await createTestDatabase();
  const db = database.db;
  await insertParcelShipping(db, TEST_PARCEL_RATES);
  // Bank transfer can be selected only where the store has an account to pay to (decision 062).
  await insertStores(db, ['SK']);
  await insertProduct(db, {
    sku: 'EX10000010',
    prices: { DE: 49_99, CZ: 999_00, HU: 4990_00, SE: 329_00, SK: 100_00 },
  });
  await insertProduct(db, { sku: 'EX10000011', prices: { DE: 10_00 }, volumeDiscountGroup: 'saws' });
  await insertProduct(db, { sku: 'EX10000012', prices: { DE: 199_90 } });
  await insertVolumeTiers(db, 'saws');
  await insertCoupon(db, 'SAVE10', { permyriad: 1000 });
  await insertCoupon(db, 'FIVEOFF', { amounts: { EUR: 5_00 } });
  await insertExtraGuarantee(db, '4100010', 1000, ['DE']);
  carts = createCartService({ db, catalog: createCatalogReader(db) });
});
afterAll(() => database.destroy());

async function cartWith(country: CountryCode, sku: string, quantity: number) {
  const ctx = contextFor(country);
  const cart = await carts.createCart(ctx);
  return { ctx, cart: expectOk(await carts.addLineItem(ctx, ref(cart), { sku, quantity })).cart };
}

describe('totals and tax exact to the cent on real PostgreSQL', () => {
  test.each([
    // country, quantity, total, net, tax, shipping
    ['DE', 1, 51_94, 43_65, 8_29, 1_95],
    ['DE', 2, 99_98, 84_02, 15_96, 0],
    ['CZ', 1, 1045_00, 863_64, 181_36, 46_00],
    ['HU', 3, 15700_00, 12362_20, 3337_80, 730_00],
    ['SE', 2, 680_00, 544_00, 136_00, 22_00],
  ] as const)('%s × %i', async (country, quantity, total, net, tax, shipping) => {
    const { cart } = await cartWith(country, 'EX10000010', quantity);
    const currency = contextFor(country).currency;
    expect(cart.totalPrice).toEqual({ currencyCode: currency, centAmount: total, fractionDigits: 2 });
    expect(cart.taxedPrice.totalNet.centAmount).toBe(net);
    expect(cart.taxedPrice.totalTax.centAmount).toBe(tax);
    expect(cart.taxedPrice.taxPortions.map((portion) => portion.amount.centAmount)).toEqual([tax]);
    expect(cart.shippingInfo?.price.centAmount).toBe(shipping);
  });
});

describe('volume discount from the catalog tiers', () => {
  test.each([
    [2, 0],
    [3, 1_50],
    [5, 5_00],
    [10, 15_00],
  ])('%i items in the group → %i cents off', async (quantity, discount) => {
    const { cart } = await cartWith('DE', 'EX10000011', quantity);
    expect(cart.volumeDiscountTotal.centAmount).toBe(discount);
    expect(cart.itemsTotal.centAmount).toBe(quantity * 10_00 - discount);
  });
});

describe('coupons', () => {
  test('apply and remove a relative code; unknown codes', async () => {
    const { ctx, cart } = await cartWith('DE', 'EX10000010', 2);
    const applied = expectOk(await carts.addDiscountCode(ctx, ref(cart), 'save10'));
    expect(applied.discountCodes).toEqual([
      expect.objectContaining({ state: 'MatchesCart', discountCode: { id: 'dc-SAVE10', code: 'SAVE10' } }),
    ]);
    expect(applied.couponDiscountTotal.centAmount).toBe(10_00);
    expect(applied.totalPrice.centAmount).toBe(89_98);

    const unknown = await carts.addDiscountCode(ctx, ref(applied), 'NOPE');
    expect(unknown).toMatchObject({ ok: false, error: { code: 'DiscountCodeNotFound' } });

    const unchanged = expectOk(await carts.removeDiscountCode(ctx, ref(applied), { code: 'OTHER' }));
    expect(unchanged.version).toBe(applied.version);

    const removed = expectOk(await carts.removeDiscountCode(ctx, ref(applied), { id: 'dc-SAVE10' }));
    expect(removed.discountCodes).toEqual([]);
    expect(removed.totalPrice.centAmount).toBe(99_98);
  });

  test('an absolute code takes its amount off the items', async () => {
    const { ctx, cart } = await cartWith('DE', 'EX10000010', 1);
    const applied = expectOk(await carts.addDiscountCode(ctx, ref(cart), 'FIVEOFF'));
    expect(applied.itemsTotal.centAmount).toBe(44_99);
    expect(applied.totalPrice.centAmount).toBe(46_94);
  });
});

describe('cash on delivery fee', () => {
  test('added only while COD is the selected payment, split into net and VAT', async () => {
    const { ctx, cart } = await cartWith('SK', 'EX10000010', 1);
    expect(cart.custom.fields.calculatedCodFee).toBeNull();
    expect(cart.totalPrice.centAmount).toBe(100_00);
    const cod = expectOk(await carts.setPayment(ctx, ref(cart), 'cod'));
    expect(cod.custom.fields.calculatedCodFee).toEqual({ centAmount: 2_90, fractionDigits: 2 });
    expect(cod.custom.fields.codFeeNet?.centAmount).toBe(2_36);
    expect(cod.custom.fields.codFeeVat?.centAmount).toBe(54);
    expect(cod.totalPrice.centAmount).toBe(102_90);
    const bank = expectOk(await carts.setPayment(ctx, ref(cod), 'bank_transfer'));
    expect(bank.custom.fields.calculatedCodFee).toBeNull();
    expect(bank.totalPrice.centAmount).toBe(100_00);
  });
});

describe('extra guarantee', () => {
  test('priced at its rate of the parent price, carrying the parent SKU; removed with the parent', async () => {
    const { ctx, cart } = await cartWith('DE', 'EX10000012', 2);
    const guarded = expectOk(
      await carts.addLineItem(ctx, ref(cart), { sku: '4100010', quantity: 2, parentSku: 'EX10000012' }),
    ).cart;
    const guarantee = guarded.lineItems.find((line) => line.productType.key === 'extra_guarantee');
    expect(guarantee).toMatchObject({
      custom: { fields: { parentSku: 'EX10000012' } },
      totalPrice: { centAmount: 39_98 },
    });
    expect(guarded.totalPrice.centAmount).toBe(399_80 + 39_98);
    const parent = guarded.lineItems.find((line) => line.variant.sku === 'EX10000012')!;
    const removed = expectOk(await carts.removeLineItem(ctx, ref(guarded), { lineItemId: parent.id }));
    expect(removed.lineItems).toEqual([]);
  });

  test('a guarantee without its product in the cart is refused', async () => {
    const { ctx, cart } = await cartWith('DE', 'EX10000010', 1);
    const refused = await carts.addLineItem(ctx, ref(cart), {
      sku: '4100010',
      quantity: 1,
      parentSku: 'EX10000012',
    });
    expect(refused.ok).toBe(false);
  });
});
