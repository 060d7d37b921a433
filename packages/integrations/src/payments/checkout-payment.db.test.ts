/**
 * Paying a cart on real PostgreSQL through the sandbox provider's hosted page (decision 258): only
 * a payment whose verified AUTHORISATION arrived makes an order, a refused one leaves the cart as
 * it was, a double submit makes one order, the provider's webhook moves the payment state, and
 * the confirmation hook runs after commit.
 */
import { randomUUID } from 'node:crypto';
import {
  applyPaymentNotification,
  type CartService,
  createCartService,
  createCatalogReader,
  type PlacedOrder,
} from '@toolyard/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  insertParcelShipping,
  insertProduct,
} from '../../../commerce/src/carts/cart.db-fixtures.ts';
import { insertStores, readyCart } from '../../../commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { startFakeVendor } from '../testing/fake-vendor.ts';
import { createAdyenAdapter } from './adyen.adapter.ts';
import { type CheckoutPayment, createCheckoutPayment, PROVIDER_UNANSWERED } from './checkout-payment.ts';
import type { SessionReturn } from './payment-provider.port.ts';
import {
  createSandboxProvider,
  SANDBOX_CARDS,
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_PATH,
  type SandboxProvider,
} from './sandbox.provider.ts';

let database: TestDatabase;
let carts: CartService;
let sandbox: SandboxProvider;
let checkout: CheckoutPayment;
const webhooks: string[] = [];
const mailed: string[] = [];
const logged: string[] = [];
const SKU = 'EX10000091';
const RETURN = 'http://localhost:3000/checkout/payment/return';

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 4_95, freeAbove: 99_00 } });
  await insertProduct(database.db, { sku: SKU, prices: { DE: 50_00 }, stock: 100 });
  carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
  sandbox = createSandboxProvider({
    // What the shop's webhook does with an authorisation that has no order yet: keeps it for the
    // return (apps/storefront/server/payments.ts; its grace and redelivery are tested there).
    notify: async (body) => {
      webhooks.push(body);
      for (const item of sandbox.verifyNotification(body)) {
        const applied = await applyPaymentNotification(database.db, item);
        if (!applied.applied && item.eventCode === 'AUTHORISATION' && item.success)
          await checkout.holdAuthorisation(item);
      }
      return true;
    },
  });
  checkout = createCheckoutPayment({
    db: database.db,
    carts,
    provider: sandbox,
    onOrderPlaced: async (_ctx, placed: PlacedOrder) => void mailed.push(placed.order.orderNumber),
    log: (line) => void logged.push(line),
  });
});
afterAll(() => database.destroy());

const ordersOf = async (cartId: string) =>
  (await database.pool.query('select order_number, payment_state from orders where cart_id = $1', [cartId]))
    .rows;
const cartRow = async (cartId: string) =>
  (await database.pool.query('select state, document from carts where id = $1', [cartId])).rows[0];
const idOf = (url: string) => url.slice(SANDBOX_PATH.length + 1);
/** The shopper leaves the sandbox's page: the values the return URL carries. */
const back = async (next: Promise<string | null>): Promise<SessionReturn> => {
  const query = new URL((await next)!).searchParams;
  return { sessionId: query.get('sessionId')!, sessionResult: query.get('sessionResult')! };
};

async function startCard(
  ctx: ReturnType<typeof contextFor>,
  cartId: string,
  method = 'scheme',
  key = randomUUID(),
) {
  const started = await checkout.pay(ctx, { cartId, method, idempotencyKey: key, returnUrl: RETURN });
  if (started.kind !== 'redirect') throw new Error(`expected a redirect, got ${JSON.stringify(started)}`);
  return idOf(started.url);
}

describe('checkout payment through the sandbox', () => {
  it('card with 3-D Secure: authorised → exactly one order, paid on thank-you, mail after commit; webhook → Paid', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 2 }]);
    const id = await startCard(ctx, cart.id);
    expect(await ordersOf(cart.id)).toEqual([]);
    await sandbox.choose(id, { kind: 'card', cardNumber: SANDBOX_CARDS.challenge });
    const left = await back(sandbox.choose(id, { kind: 'challenge', code: SANDBOX_CHALLENGE_CODE }));
    const done = await checkout.finish(ctx, left);
    if (done.kind !== 'ordered') throw new Error(JSON.stringify(done));
    expect(done.placed.paymentStatus).toBe('paid');
    expect((done.placed.order as unknown as { totalPrice: unknown }).totalPrice).toMatchObject({
      centAmount: 100_00,
      currencyCode: 'EUR',
    });
    expect(await ordersOf(cart.id)).toEqual([
      { order_number: done.placed.order.orderNumber, payment_state: 'Pending' },
    ]);
    expect(mailed).toContain(done.placed.order.orderNumber);
    expect((await cartRow(cart.id)).state).toBe('Ordered');

    // A reload of the return page answers the same order.
    const again = await checkout.finish(ctx, left);
    expect(again.kind === 'ordered' && again.placed.order.id).toBe(done.placed.order.id);
    expect(await ordersOf(cart.id)).toHaveLength(1);

    await expect.poll(() => webhooks.length).toBeGreaterThan(0);
    const items = sandbox.verifyNotification(webhooks.at(-1)!);
    expect(await applyPaymentNotification(database.db, items[0]!)).toMatchObject({
      applied: true,
      paymentState: 'Paid',
    });
    expect(await ordersOf(cart.id)).toEqual([
      { order_number: done.placed.order.orderNumber, payment_state: 'Paid' },
    ]);
    // The provider retries until answered: a repeat changes nothing.
    expect(await applyPaymentNotification(database.db, items[0]!)).toEqual({
      applied: false,
      reason: 'already-in-state',
    });
  });

  it('refused card: no order, the cart stays Active with its lines; paying again works', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
    const id = await startCard(ctx, cart.id);
    const left = await back(sandbox.choose(id, { kind: 'card', cardNumber: SANDBOX_CARDS.refused }));
    expect(await checkout.finish(ctx, left)).toMatchObject({
      kind: 'failed',
      code: 'cancelled-transaction',
    });
    expect(await ordersOf(cart.id)).toEqual([]);
    const row = await cartRow(cart.id);
    expect(row.state).toBe('Active');
    expect(row.document.lineItems).toMatchObject([{ sku: SKU, quantity: 1 }]);

    const retry = await startCard(ctx, cart.id);
    const ok = await back(sandbox.choose(retry, { kind: 'card', cardNumber: SANDBOX_CARDS.authorised }));
    expect((await checkout.finish(ctx, ok)).kind).toBe('ordered');
    expect(await ordersOf(cart.id)).toHaveLength(1);
  });

  it('double submit of cash on delivery with one key: one order', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
    const key = randomUUID();
    const input = { cartId: cart.id, method: 'cod', idempotencyKey: key, returnUrl: RETURN };
    const [a, b] = await Promise.all([checkout.pay(ctx, input), checkout.pay(ctx, input)]);
    const c = await checkout.pay(ctx, input);
    const numbers = [a, b, c].map((r) => (r.kind === 'ordered' ? r.placed.order.orderNumber : r.kind));
    expect(new Set(numbers).size).toBe(1);
    expect(await ordersOf(cart.id)).toHaveLength(1);
  });

  it('a failing webhook (refused authorisation) moves the payment to Failed', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
    const id = await startCard(ctx, cart.id, 'paypal');
    const left = await back(sandbox.choose(id, { kind: 'redirect', approve: true }));
    const done = await checkout.finish(ctx, left);
    if (done.kind !== 'ordered') throw new Error(JSON.stringify(done));
    const psp = (
      done.placed.order as unknown as {
        paymentInfo: { payments: { custom: { fields: { pspReference: string } } }[] };
      }
    ).paymentInfo.payments[0]!.custom.fields.pspReference;
    const outcome = await applyPaymentNotification(database.db, {
      eventCode: 'AUTHORISATION',
      success: false,
      pspReference: psp,
    });
    expect(outcome).toMatchObject({ applied: true, paymentState: 'Failed' });
    const payment = await database.pool.query('select state from payments where order_id = $1', [
      done.placed.order.id,
    ]);
    expect(payment.rows).toEqual([{ state: 'Failed' }]);
  });

  it('a refund is not undone by its authorisation delivered again; an expired offer fails a pending payment', async () => {
    const ctx = contextFor('DE');
    const pspOfNewOrder = async () => {
      const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
      const left = await back(
        sandbox.choose(await startCard(ctx, cart.id, 'paypal'), {
          kind: 'redirect',
          approve: true,
        }),
      );
      const done = await checkout.finish(ctx, left);
      if (done.kind !== 'ordered') throw new Error(JSON.stringify(done));
      const order = done.placed.order as unknown as {
        paymentInfo: { payments: { custom: { fields: { pspReference: string } } }[] };
      };
      return { cartId: cart.id, psp: order.paymentInfo.payments[0]!.custom.fields.pspReference };
    };
    const refunded = await pspOfNewOrder();
    const notify = (eventCode: string, pspReference: string, originalReference?: string) =>
      applyPaymentNotification(database.db, { eventCode, success: true, pspReference, originalReference });
    expect(await notify('AUTHORISATION', refunded.psp)).toMatchObject({ paymentState: 'Paid' });
    expect(await notify('REFUND', 'REFUND-1', refunded.psp)).toMatchObject({ paymentState: 'CreditOwed' });
    expect(await notify('AUTHORISATION', refunded.psp)).toEqual({ applied: false, reason: 'stale-event' });
    expect((await ordersOf(refunded.cartId))[0]?.payment_state).toBe('CreditOwed');

    const expired = await pspOfNewOrder();
    expect(await notify('OFFER_CLOSED', expired.psp)).toMatchObject({
      applied: true,
      paymentState: 'Failed',
    });
    expect((await ordersOf(expired.cartId))[0]?.payment_state).toBe('Failed');
  });

  it("a return in another browser (a banking app) places the order for the cart's owner, once, and says so", async () => {
    const payer = contextFor('DE');
    const cart = await readyCart(carts, payer, [{ sku: SKU, quantity: 1 }]);
    const left = await back(
      sandbox.choose(await startCard(payer, cart.id, 'paypal'), {
        kind: 'redirect',
        approve: true,
      }),
    );
    // No session at all, then another browser's own session: neither owns the cart, both pay for it.
    const bare = await checkout.finish(null, left);
    if (bare.kind !== 'ordered') throw new Error(JSON.stringify(bare));
    expect(bare.forOwner).toBe(true);
    const other = await checkout.finish(contextFor('DE'), left);
    expect(other.kind === 'ordered' && other.forOwner && other.placed.order.id).toBe(bare.placed.order.id);
    const row = await database.pool.query('select anonymous_id from orders where cart_id = $1', [cart.id]);
    expect(row.rows).toEqual([{ anonymous_id: payer.anonymousId }]);
    // The payer's own browser, coming back later, sees its order as its own.
    const own = await checkout.finish(payer, left);
    expect(own.kind === 'ordered' && !own.forOwner && own.placed.order.id).toBe(bare.placed.order.id);
    expect(mailed.filter((number) => number === bare.placed.order.orderNumber)).toHaveLength(1);
  });

  it('a return the provider cannot answer (Adyen down on GET /sessions) is no failed payment, and nothing is ordered', async () => {
    const adyenFake = await startFakeVendor((request) =>
      request.method === 'POST' && request.url === '/v71/sessions'
        ? {
            status: 201,
            body: JSON.stringify({
              id: 'CSD9D2E5B3F1A0C7E1',
              sessionData: 'Ab02b4c0!BQABAgCW…',
              url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/checkout/hosted/CSD9D2E5B3F1A0C7E1',
              expiresAt: '2026-11-25T18:30:00+01:00',
            }),
          }
        : { status: 500, body: JSON.stringify({ status: 500, errorCode: '905', message: 'Internal error' }) },
    );
    try {
      const adyen = createAdyenAdapter({
        apiKey: 'test-key',
        merchantAccount: 'ToolyardTest',
        hmacKey: '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
        baseUrl: adyenFake.baseUrl,
      });
      const viaAdyen = createCheckoutPayment({ db: database.db, carts, provider: adyen });
      const ctx = contextFor('DE');
      const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
      const started = await viaAdyen.pay(ctx, {
        cartId: cart.id,
        method: 'scheme',
        idempotencyKey: randomUUID(),
        returnUrl: RETURN,
      });
      expect(started).toEqual({
        kind: 'redirect',
        url: 'https://checkoutshopper-test.adyen.com/checkoutshopper/checkout/hosted/CSD9D2E5B3F1A0C7E1',
      });
      const answer = await viaAdyen.finish(ctx, {
        sessionId: 'CSD9D2E5B3F1A0C7E1',
        sessionResult: 'X3XtfGC7!H4sIAAAAAAAA…',
      });
      expect(answer).toMatchObject({ kind: 'failed', code: 'payment-error', detail: PROVIDER_UNANSWERED });
      expect(await ordersOf(cart.id)).toEqual([]);
    } finally {
      await adyenFake.close();
    }
  });

  it('the cart changed after authorisation: malformed-price, no order', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
    const id = await startCard(ctx, cart.id);
    const current = await carts.getCart(ctx, cart.id);
    if (!current.ok) throw new Error('cart');
    await carts.changeLineItemQuantity(
      ctx,
      { id: cart.id, version: current.value.version },
      { lineItemId: current.value.lineItems[0]!.id, quantity: 3 },
    );
    const left = await back(sandbox.choose(id, { kind: 'card', cardNumber: SANDBOX_CARDS.authorised }));
    expect(await checkout.finish(ctx, left)).toMatchObject({
      kind: 'failed',
      code: 'malformed-price',
    });
    expect(await ordersOf(cart.id)).toEqual([]);
  });
});

describe('methods the store does not offer', () => {
  it('iDEAL in the German store is refused before the shopper is sent to pay', async () => {
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: SKU, quantity: 1 }]);
    const result = await checkout.pay(ctx, {
      cartId: cart.id,
      method: 'ideal',
      idempotencyKey: randomUUID(),
      returnUrl: RETURN,
    });
    expect(result).toMatchObject({
      kind: 'failed',
      code: 'unprocessable-entity',
      detail: 'PaymentNotAllowed',
    });
  });
});

describe('a cart without an e-mail', () => {
  it('is refused before the provider is asked, and logged as "order without email" (001 §8)', async () => {
    const ctx = contextFor('DE');
    const cart = await carts.createCart(ctx);
    const filled = await carts.addLineItem(
      ctx,
      { id: cart.id, version: cart.version },
      { sku: SKU, quantity: 1 },
    );
    expect(filled.ok).toBe(true);
    const result = await checkout.pay(ctx, {
      cartId: cart.id,
      method: 'scheme',
      idempotencyKey: randomUUID(),
      returnUrl: RETURN,
    });
    expect(result).toMatchObject({ kind: 'failed', code: 'unprocessable-entity' });
    expect(logged).toContainEqual(`warn: order without email (cart ${cart.id})`);
    expect(await ordersOf(cart.id)).toEqual([]);
  });
});
