/** Reverse charge on real PostgreSQL (decision 161): a valid foreign company VAT ID prices the cart NET. */
import { COUNTRIES, type CountryCode } from '@toolyard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { stores, vatIdChecks } from '../db/schema/index.ts';
import { placeOrder } from '../flows/place-order.flow.ts';
import { insertStores, readyCart, VALID_ADDRESS } from '../orders/order.db-fixtures.ts';
import {
  contextFor,
  insertParcelShipping,
  insertProduct,
  ref,
  TEST_PARCEL_RATES,
} from './cart.db-fixtures.ts';
import { type CartService, createCartService } from './cart.service.ts';
import { REVERSE_CHARGE_NOTE } from './reverse-charge.rules.ts';

let database: TestDatabase;
let carts: CartService;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertParcelShipping(database.db, TEST_PARCEL_RATES);
  await insertStores(database.db, ['DE', 'SK', 'AT']);
  await insertProduct(database.db, { sku: 'EX10000010', prices: { DE: 49_99, SK: 100_00, AT: 49_99 } });
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
});
afterAll(() => database.destroy());

async function proof(country: CountryCode, vatId: string, outcome: 'valid' | 'invalid' | 'unverifiable') {
  const now = new Date();
  const [row] = await database.db
    .insert(vatIdChecks)
    .values({
      storeKey: COUNTRIES[country].storeKey,
      vatId,
      service: 'simulator',
      request: { method: 'LOCAL' },
      code: outcome === 'valid' ? '200' : '201',
      outcome,
      requestedAt: now,
      answeredAt: now,
    })
    .returning({ id: vatIdChecks.id });
  return row!.id;
}

/** A cart of one product whose billing address is a company claiming `vatId` with proof `proofId`. */
async function companyCart(country: CountryCode, vatId: string, proofId: string, company = 'Werkzeug GmbH') {
  const ctx = contextFor(country);
  const cart = await carts.createCart(ctx);
  const added = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000010', quantity: 1 })).cart;
  const billing = {
    ...(country === 'AT'
      ? { ...VALID_ADDRESS.DE, postalCode: '1010', city: 'Wien' }
      : VALID_ADDRESS[country]),
    country,
    company,
    custom: { vatNumber: vatId, vatValidated: true, vatProofId: proofId },
  };
  return expectOk(
    await carts.updateCart(ctx, ref(added), [{ action: 'setBillingAddress', address: billing }]),
  ).cart;
}

describe('reverse charge', () => {
  test('a German company with a valid stored check pays the NET price, 0 % VAT, with the note', async () => {
    const cart = await companyCart('DE', 'DE123456789', await proof('DE', 'DE123456789', 'valid'));
    // Gross 49.99 + 1.95 shipping = 51.94; net 42.01 + 1.64 = 43.65, no VAT.
    expect(cart.totalPrice.centAmount).toBe(43_65);
    expect(cart.taxedPrice.totalTax.centAmount).toBe(0);
    expect(cart.taxedPrice.totalNet.centAmount).toBe(43_65);
    expect(cart.taxedPrice.taxPortions.every((portion) => portion.rateBasisPoints === 0)).toBe(true);
    expect(cart.lineItems[0]?.totalPrice.centAmount).toBe(42_01);
    expect(cart.shippingInfo?.price.centAmount).toBe(1_64);
    expect(cart.custom.fields.netPrices).toBe(true);
    expect(cart.custom.fields.taxNote).toBe(REVERSE_CHARGE_NOTE);
  });

  test('the order placed from a NET cart keeps NET totals, 0 % VAT and the reverse-charge note', async () => {
    const ctx = contextFor('DE');
    const vatId = 'DE423456789';
    const proofId = await proof('DE', vatId, 'valid');
    const ready = await readyCart(carts, ctx, [{ sku: 'EX10000010', quantity: 1 }], {
      ...VALID_ADDRESS.DE!,
      company: 'Werkzeug GmbH',
      custom: { vatNumber: vatId, vatValidated: true, vatProofId: proofId },
    });
    const placed = expectOk(
      await placeOrder({ db: database.db }, ctx, {
        cart: ref(ready),
        payment: 'bank_transfer',
        clientType: 'COMPANY',
      }),
    );
    const order = placed.order as unknown as {
      totalPrice: { centAmount: number };
      taxedPrice: { totalTax: { centAmount: number } };
      custom: { fields: { netPrices: boolean; taxNote: string | null } };
    };
    expect(order.totalPrice.centAmount).toBe(43_65);
    expect(order.taxedPrice.totalTax.centAmount).toBe(0);
    expect(order.custom.fields).toMatchObject({ netPrices: true, taxNote: REVERSE_CHARGE_NOTE });
  });

  test('an invalid or unverifiable check keeps gross prices', async () => {
    for (const outcome of ['invalid', 'unverifiable'] as const) {
      const cart = await companyCart('DE', 'DE223456789', await proof('DE', 'DE223456789', outcome));
      expect(cart.totalPrice.centAmount).toBe(51_94);
      expect(cart.taxedPrice.totalTax.centAmount).toBe(8_29);
      expect(cart.custom.fields.netPrices).toBe(false);
    }
  });

  test('a proof of another VAT ID, a made-up proof id or no company keeps gross prices', async () => {
    const other = await proof('DE', 'DE999999999', 'valid');
    expect((await companyCart('DE', 'DE123456789', other)).totalPrice.centAmount).toBe(51_94);
    const madeUp = '00000000-0000-4000-8000-000000000000';
    expect((await companyCart('DE', 'DE123456789', madeUp)).totalPrice.centAmount).toBe(51_94);
    const valid = await proof('DE', 'DE323456789', 'valid');
    expect((await companyCart('DE', 'DE323456789', valid, '')).totalPrice.centAmount).toBe(51_94);
  });

  test('a Slovak company in the seller country pays Slovak VAT', async () => {
    const cart = await companyCart('SK', 'SK1234567890', await proof('SK', 'SK1234567890', 'valid'));
    expect(cart.taxedPrice.totalTax.centAmount).toBeGreaterThan(0);
    expect(cart.custom.fields.netPrices).toBe(false);
  });

  test('without the store flag the valid ID keeps gross prices', async () => {
    await database.db.update(stores).set({ taxRateChangeEnabled: false }).where(eq(stores.country, 'AT'));
    const cart = await companyCart('AT', 'ATU12345678', await proof('AT', 'ATU12345678', 'valid'));
    expect(cart.custom.fields.netPrices).toBe(false);
    expect(cart.taxedPrice.totalTax.centAmount).toBeGreaterThan(0);
  });
});
