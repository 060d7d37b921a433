/**
 * The return from Adyen's Hosted Checkout on real PostgreSQL, with Adyen faked at the network
 * layer (decision 258): each session status the return reads leads where the shopper expects —
 * back to payment with the cart kept, or the pending page — and none of them places an order
 * without the verified AUTHORISATION.
 */
import { randomUUID } from 'node:crypto';
import { type CartService, createCartService, createCatalogReader } from '@toolyard/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  insertParcelShipping,
  insertProduct,
} from '../../../commerce/src/carts/cart.db-fixtures.ts';
import { insertStores, readyCart } from '../../../commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { type FakeVendor, startFakeVendor } from '../testing/fake-vendor.ts';
import { createAdyenAdapter } from './adyen.adapter.ts';
import { type CheckoutPayment, createCheckoutPayment } from './checkout-payment.ts';
import type { SessionStatus } from './payment-provider.port.ts';

const SKU = 'EX10000093';
let database: TestDatabase;
let carts: CartService;
let checkout: CheckoutPayment;
let adyen: FakeVendor;
/** What the fake Adyen answers for each session on the return. */
const statuses = new Map<string, SessionStatus>();

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 4_95, freeAbove: 99_00 } });
  await insertProduct(database.db, { sku: SKU, prices: { DE: 20_00 }, stock: 100 });
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
  adyen = await startFakeVendor((request) => {
    if (request.method === 'POST' && request.url === '/v71/sessions') {
      const id = `CS${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
      return {
        status: 201,
        body: JSON.stringify({
          id,
          sessionData: 'Ab02b4c0!BQABAgCW…',
          url: `https://checkoutshopper-test.adyen.com/checkoutshopper/checkout/hosted/${id}`,
          expiresAt: '2026-11-25T18:30:00+01:00',
        }),
      };
    }
    const id = /^\/v71\/sessions\/(\w+)\?/.exec(request.url)?.[1] ?? '';
    const status = statuses.get(id);
    return status
      ? { status: 200, body: JSON.stringify({ id, status }) }
      : { status: 422, body: JSON.stringify({ status: 422, errorCode: '000', message: 'not found' }) };
  });
  checkout = createCheckoutPayment({
    db: database.db,
    carts,
    provider: createAdyenAdapter({
      apiKey: 'test-key',
      merchantAccount: 'ToolyardDE',
      hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
      baseUrl: adyen.baseUrl,
    }),
  });
});
afterAll(async () => {
  await adyen?.close();
  await database.destroy();
});

/** A card payment sent to Adyen's page, and the shopper back with the session left in `status`. */
async function backWith(status: SessionStatus) {
  const ctx = contextFor('DE');
  const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
  const started = await checkout.pay(ctx, {
    cartId: cart.id,
    method: 'scheme',
    idempotencyKey: randomUUID(),
    returnUrl: 'https://de.toolyard.example/checkout/payment/return',
  });
  if (started.kind !== 'redirect') throw new Error(JSON.stringify(started));
  const sessionId = started.url.split('/hosted/')[1]!;
  statuses.set(sessionId, status);
  const answer = await checkout.finish(ctx, { sessionId, sessionResult: 'X3XtfGC7!H4sIAAAAAAAA…' });
  const orders = await database.pool.query('select 1 from orders where cart_id = $1', [cart.id]);
  const [row] = (await database.pool.query('select state from carts where id = $1', [cart.id])).rows;
  return { answer, orders: orders.rows.length, cartState: row?.state };
}

describe('the return from Adyen Hosted Checkout', () => {
  it.each(['refused', 'canceled', 'expired'] as const)(
    '%s: back to payment (cancelled-transaction), no order, the cart kept',
    async (status) => {
      expect(await backWith(status)).toEqual({
        answer: expect.objectContaining({ kind: 'failed', code: 'cancelled-transaction' }),
        orders: 0,
        cartState: 'Active',
      });
    },
  );

  it.each(['completed', 'paymentPending', 'active'] as const)(
    '%s without its AUTHORISATION yet: the pending page, no order',
    async (status) => {
      expect(await backWith(status)).toEqual({ answer: { kind: 'pending' }, orders: 0, cartState: 'Active' });
    },
  );

  it('a session the shop never opened is a payment error, and Adyen is not asked', async () => {
    const before = adyen.requests.length;
    expect(
      await checkout.finish(contextFor('DE'), { sessionId: 'CS0000FORGED', sessionResult: 'x' }),
    ).toMatchObject({ kind: 'failed', code: 'payment-error' });
    expect(adyen.requests.length).toBe(before);
  });
});
