/** Preconditions, sellability and payment eligibility at order time, on real PostgreSQL. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor, insertParcelShipping, insertProduct, ref } from '../carts/cart.db-fixtures.ts';
import { type CartService, createCartService } from '../carts/cart.service.ts';
import type { CartAddress } from '../carts/cart.types.ts';
import { createCatalogReader } from '../catalog/index.ts';
import type { RequestContext } from '../context.ts';
import { insertStores, readyCart, VALID_ADDRESS } from '../orders/order.db-fixtures.ts';
import { type CodTotals, cartPaymentOptions, codTotalsOf } from '../payments/payment-options.service.ts';
import { type PlaceOrderInput, placeOrder } from './place-order.flow.ts';

let database: TestDatabase;
let carts: CartService;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['SK', 'DE', 'PL']);
  await insertParcelShipping(database.db, {
    SK: { price: 1_95, freeAbove: 59_00 },
    DE: { price: 1_95, freeAbove: 59_00 },
    PL: { price: 9_00, freeAbove: 269_00 },
  });
  await insertProduct(database.db, { sku: 'EX10000050', prices: { SK: 10_00, DE: 10_00, PL: 40_00 } });
  await insertProduct(database.db, { sku: 'EX10000051', prices: { DE: 20_00 }, isFreight: true });
  await insertProduct(database.db, { sku: 'EX10000052', prices: { DE: 5_00 } });
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
});
afterAll(() => database.destroy());

const orderCount = async () =>
  Number((await database.pool.query('select count(*) from orders')).rows[0].count);
const DE = VALID_ADDRESS.DE!;

/** Places a bank-transfer order for a cart with this billing (and shipping) address. */
async function attempt(
  ctx: RequestContext,
  billing: CartAddress,
  options: { shipping?: CartAddress; input?: Partial<PlaceOrderInput>; email?: string } = {},
) {
  let cart = await carts.createCart(ctx);
  cart = expectOk(await carts.addLineItem(ctx, ref(cart), { sku: 'EX10000050', quantity: 1 })).cart;
  if (options.email !== '') {
    cart = expectOk(await carts.setCustomerEmail(ctx, ref(cart), options.email ?? 'buyer@example.com'));
  }
  // The cart's own postal-code check runs on address actions; write what it lets through.
  await database.pool.query(
    `update carts set document = jsonb_set(jsonb_set(document, '{billingAddress}', $2::jsonb), '{shippingAddress}', $3::jsonb) where id = $1`,
    [cart.id, JSON.stringify(billing), JSON.stringify(options.shipping ?? { country: ctx.country })],
  );
  const before = await orderCount();
  const result = await placeOrder({ db: database.db }, ctx, {
    cart: ref(cart),
    payment: 'bank_transfer',
    ...options.input,
  });
  if (!result.ok) {
    expect(await orderCount()).toBe(before);
    const row = (await database.pool.query('select state, version from carts where id = $1', [cart.id]))
      .rows[0];
    expect(row).toEqual({ state: 'Active', version: cart.version });
  }
  return result;
}

describe('preconditions with the spec’s errors', () => {
  test('no e-mail: payment needs customer email and billing first name', async () => {
    expect(await attempt(contextFor('DE'), DE, { shipping: DE, email: '' })).toMatchObject({
      ok: false,
      error: { code: 'MissingCustomerData', field: 'customerEmail' },
    });
  });

  test.each([
    ['firstName', { firstName: '   ' }, 'MissingCustomerData'],
    ['lastName', { lastName: ' ' }, 'InvalidAddress'],
    ['streetName', { streetName: undefined }, 'InvalidAddress'],
    ['city', { city: '' }, 'InvalidAddress'],
    ['streetNumber', { streetNumber: 'Hinterhaus' }, 'InvalidAddress'],
    ['phone', { phone: '123' }, 'InvalidAddress'],
  ])('billing %s missing, blank or invalid → Billing Address Error', async (field, change, code) => {
    const result = await attempt(contextFor('DE'), { ...DE, ...change }, { shipping: DE });
    expect(result).toMatchObject({ ok: false, error: { code } });
    if (code === 'InvalidAddress') {
      expect(result).toMatchObject({
        error: { message: 'Billing Address Error', field: `billingAddress.${field}` },
      });
    }
  });

  test('postal codes: the billing text, and the shipping text with the address as JSON', async () => {
    expect(await attempt(contextFor('DE'), { ...DE, postalCode: '1011' }, { shipping: DE })).toMatchObject({
      ok: false,
      error: { message: 'Postal code is incorrect in billing address', field: 'billingAddress.postalCode' },
    });
    const shipping = { ...DE, postalCode: 'ABCDE' };
    const result = await attempt(contextFor('DE'), DE, { shipping });
    const message = result.ok ? '' : result.error.message;
    const prefix = 'Postal code is incorrect in shipping address: ';
    expect(message.startsWith(prefix)).toBe(true);
    expect(JSON.parse(message.slice(prefix.length))).toEqual(shipping);
  });

  test('no shipping address → Shipping Address Error; "same as billing" ships to the billing address', async () => {
    expect(await attempt(contextFor('DE'), DE)).toMatchObject({
      ok: false,
      error: { message: 'Shipping Address Error', field: 'shippingAddress.firstName' },
    });
    const placed = expectOk(
      await attempt(contextFor('DE'), { ...DE, id: 'addr-1' }, { input: { sameAsBilling: true } }),
    );
    // The copy leaves the billing address's id behind (000 §4).
    const shipped = (placed.order as unknown as { shippingAddress: CartAddress }).shippingAddress;
    expect(shipped).toMatchObject(DE);
    expect(shipped).not.toHaveProperty('id');
  });

  test('a street number without digits passes in PL, where the check is off', async () => {
    expect((await attempt(contextFor('PL'), VALID_ADDRESS.PL!, { shipping: VALID_ADDRESS.PL })).ok).toBe(
      true,
    );
  });

  test('private customers have company, department and VAT number cleared; companies keep them', async () => {
    const withCompany = { ...DE, company: 'Meier GmbH', department: 'Einkauf', vatNumber: 'DE123456789' };
    const privateOrder = expectOk(
      await attempt(contextFor('DE'), withCompany, {
        shipping: withCompany,
        input: { clientType: 'PRIVATE' },
      }),
    ).order as unknown as { billingAddress: CartAddress; shippingAddress: CartAddress };
    for (const address of [privateOrder.billingAddress, privateOrder.shippingAddress]) {
      expect(address).toMatchObject({ company: '', department: '', vatNumber: '' });
    }
    const companyOrder = expectOk(await attempt(contextFor('DE'), withCompany, { shipping: withCompany }))
      .order as unknown as { billingAddress: CartAddress };
    expect(companyOrder.billingAddress).toMatchObject({ company: 'Meier GmbH', vatNumber: 'DE123456789' });
  });
});

describe('sellability and prices are checked again at order time', () => {
  test('a product taken off the market after it was added is refused, naming the line', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000052', quantity: 1 }]);
    await database.pool.query("update products set eligible_for_selling = '{}' where key = 'EX10000052'");
    const result = await placeOrder({ db: database.db }, ctx, { cart: ref(cart), payment: 'bank_transfer' });
    await database.pool.query("update products set eligible_for_selling = '{DE}' where key = 'EX10000052'");
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'LineNotSellable', sku: 'EX10000052', reason: 'not-sellable' },
    });
  });

  test('a line whose price in the store currency was removed is not sold at 0', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000052', quantity: 1 }]);
    await database.pool.query("delete from prices where sku = 'EX10000052' and country = 'DE'");
    const result = await placeOrder({ db: database.db }, ctx, { cart: ref(cart), payment: 'bank_transfer' });
    await database.pool.query(
      "insert into prices (sku, country, currency, cent_amount) values ('EX10000052', 'DE', 'EUR', 500)",
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'LineNotSellable', sku: 'EX10000052' } });
  });

  test('a price raised between cart and order is charged at the new price (read inside the transaction)', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000052', quantity: 1 }]);
    await database.pool.query(
      "update prices set cent_amount = 700 where sku = 'EX10000052' and country = 'DE'",
    );
    const placed = expectOk(
      await placeOrder({ db: database.db }, ctx, { cart: ref(cart), payment: 'bank_transfer' }),
    );
    await database.pool.query(
      "update prices set cent_amount = 500 where sku = 'EX10000052' and country = 'DE'",
    );
    // 7.00 + 1.95 parcel.
    expect((placed.order as unknown as { totalPrice: { centAmount: number } }).totalPrice.centAmount).toBe(
      8_95,
    );
  });
});

describe('payment options of a cart', () => {
  const optionsOf = async (ctx: RequestContext, cartId: string, clientType?: 'PRIVATE' | 'COMPANY') =>
    cartPaymentOptions(database.db, expectOk(await carts.getCart(ctx, cartId)), clientType);
  const byKey = (options: Awaited<ReturnType<typeof optionsOf>>) =>
    Object.fromEntries(options.paymentMethods.map((option) => [option.key, option]));

  test("the store's methods for the cart and client type, each eligible or with its reason", async () => {
    const ctx = contextFor('SK');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000050', quantity: 2 }]);
    const options = byKey(await optionsOf(ctx, cart.id));
    expect(Object.keys(options)).toEqual([
      'scheme',
      'paypal',
      'klarna_account',
      'applepay',
      'googlepay',
      'cod',
      'bank_transfer',
    ]);
    expect(options.cod).toMatchObject({ eligible: false, reason: 'over-item-limit' });
    expect(options.bank_transfer).toEqual({
      key: 'bank_transfer',
      eligible: true,
      reason: null,
      reasons: [],
    });
    // Selecting it on the cart is refused with the same reason, and the cart stays as it was.
    expect(await carts.setPayment(ctx, ref(cart), 'cod')).toMatchObject({
      ok: false,
      error: { code: 'PaymentNotAllowed', payment: 'cod', reason: 'over-item-limit' },
    });
    expect(expectOk(await carts.getCart(ctx, cart.id))).toMatchObject({
      version: cart.version,
      selectedPayment: null,
    });
    expect(expectOk(await carts.setPayment(ctx, ref(cart), 'bank_transfer')).selectedPayment).toBe(
      'bank_transfer',
    );
    // Ordering with it anyway is refused too, and places nothing.
    const before = await orderCount();
    const current = { id: cart.id, version: cart.version + 1 };
    expect(await placeOrder({ db: database.db }, ctx, { cart: current, payment: 'cod' })).toMatchObject({
      ok: false,
      error: { code: 'PaymentNotAllowed', payment: 'cod', reason: 'over-item-limit' },
    });
    expect(await orderCount()).toBe(before);
  });

  test('freight outside SK/HU/CZ/PL refuses COD; over 20 items refuses bank and cash', async () => {
    const ctx = contextFor('DE');
    const freight = await readyCart(carts, ctx, [{ sku: 'EX10000051', quantity: 1 }]);
    expect(byKey(await optionsOf(ctx, freight.id)).cod).toMatchObject({
      eligible: false,
      reason: 'freight-not-allowed',
    });
    const many = await readyCart(carts, ctx, [{ sku: 'EX10000050', quantity: 21 }]);
    const options = byKey(await optionsOf(ctx, many.id));
    expect(options.bank_transfer).toMatchObject({ eligible: false, reason: 'item-count-out-of-range' });
    expect(options.cod?.reasons).toContain('item-count-out-of-range');
  });

  test('the COD cap counts the COD fee: a cart the fee takes over the cap is not offered COD', async () => {
    // DE: cap €1,500, fee €2.90 (decision 033); both carts ship free.
    await insertProduct(database.db, { sku: 'EX10000053', prices: { DE: 1_499_00 } });
    await insertProduct(database.db, { sku: 'EX10000054', prices: { DE: 1_497_00 } });
    const ctx = contextFor('DE');
    const over = await readyCart(carts, ctx, [{ sku: 'EX10000053', quantity: 1 }]);
    expect(byKey(await optionsOf(ctx, over.id)).cod).toMatchObject({
      eligible: false,
      reason: 'over-price-cap',
    });
    const within = await readyCart(carts, ctx, [{ sku: 'EX10000054', quantity: 1 }]);
    expect(byKey(await optionsOf(ctx, within.id)).cod).toMatchObject({ eligible: true });
    // Offered means it can be chosen: the cart, now with its fee (€1,499.90), keeps COD eligible.
    const euros = (totals: CodTotals) =>
      [totals.withoutFee, totals.fee, totals.withFee].map((m) => m?.centAmount);
    expect(euros(codTotalsOf(within))).toEqual([1_497_00, 2_90, 1_499_90]);
    const chosen = expectOk(await carts.setPayment(ctx, ref(within), 'cod'));
    expect(chosen.totalPrice.centAmount).toBe(1_499_90);
    expect(byKey(await optionsOf(ctx, within.id)).cod).toMatchObject({ eligible: true });
    // Chosen, the cart's total holds the fee: the same three figures, not the fee twice.
    expect(euros(codTotalsOf(chosen))).toEqual([1_497_00, 2_90, 1_499_90]);
  });

  test('companies lose consumer pay-later; private customers lose invoice financing', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000050', quantity: 1 }]);
    const company = byKey(await optionsOf(ctx, cart.id, 'COMPANY'));
    expect(company.klarna).toMatchObject({ eligible: false, reason: 'not-for-companies' });
    expect(company.klarna_b2b).toMatchObject({ eligible: true });
    const personal = byKey(await optionsOf(ctx, cart.id, 'PRIVATE'));
    expect(personal.klarna_b2b).toMatchObject({ eligible: false, reason: 'companies-only' });
  });

  test('a store without bank details offers no bank transfer', async () => {
    await database.pool.query("update stores set iban = null where key = 'store-pl'");
    const ctx = contextFor('PL');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000050', quantity: 1 }]);
    expect(byKey(await optionsOf(ctx, cart.id)).bank_transfer).toMatchObject({
      eligible: false,
      reason: 'bank-details-missing',
    });
    await database.pool.query(
      "update stores set iban = 'PL61109010140000071219812874' where key = 'store-pl'",
    );
  });
});
