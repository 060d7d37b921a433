/**
 * The pending payment page's status route (decision 267) on real PostgreSQL: a shopper back from
 * the hosted page before the AUTHORISATION webhook asks GET /checkout/payment/status/?sessionId=…
 * and hears "pending" until the webhook has placed the order, then the order's number. Another
 * session learns only that it is placed; an unknown session is a 404; nothing is cached, and
 * asking places nothing.
 */
import { createCartService, createCatalogReader, createSessionService } from '@toolyard/commerce';
import { createSandboxProvider, SANDBOX_CARDS, SANDBOX_PATH } from '@toolyard/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  insertParcelShipping,
  insertProduct,
} from '../../../packages/commerce/src/carts/cart.db-fixtures.ts';
import { insertStores, readyCart } from '../../../packages/commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import { paymentReturnLoader, paymentStatusLoader } from '../app/checkout/payment.server.ts';
import type { ShellContext } from '../app/shell/context.ts';
import { storeOfCountry } from '../app/store/domain-map.ts';
import { createPaymentModule, WEBHOOK_PATH } from './payments.ts';

const ORIGIN = 'http://de.localhost:3000';
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 4_95, freeAbove: 99_00 } });
  await insertProduct(database.db, { sku: 'EX10000093', prices: { DE: 30_00 }, stock: 50 });
});
afterAll(() => database.destroy());

const carts = () => createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
const sessions = () => createSessionService(database.db);
const store = storeOfCountry('DE');

/** The shop with a sandbox whose webhook bodies wait for the test to deliver them. */
function shop() {
  const bodies: string[] = [];
  const sandbox = createSandboxProvider({
    notify: async (body) => {
      bodies.push(body);
      return true;
    },
  });
  const module = createPaymentModule({
    db: database.db,
    carts: carts(),
    sessions: sessions(),
    sessionCookie: 'sid',
    provider: sandbox,
    log: () => {},
  });
  const shellOf = (token: string | null) =>
    ({
      store,
      language: 'de',
      origin: ORIGIN,
      newsletter: null,
      payment: module.paymentFor(token ? { sid: token } : {}, store, 'de'),
    }) as unknown as ShellContext;
  /** The sandbox's AUTHORISATION reaches the shop's webhook; its answer. */
  const deliverWebhook = async () =>
    (
      await module.webhook(new Request(`${ORIGIN}${WEBHOOK_PATH}`, { method: 'POST', body: bodies.at(-1)! }))
    ).text();
  return { sandbox, shellOf, deliverWebhook };
}

/** A guest's session with a ready cart, paid by card on the sandbox's page: the return's query. */
async function paidByCard({ sandbox, shellOf }: ReturnType<typeof shop>) {
  const { token, session } = await sessions().create(store.storeKey);
  const ctx = contextFor('DE', { anonymousId: session.anonymousId });
  const cart = await readyCart(carts(), ctx, [{ sku: 'EX10000093', quantity: 1 }]);
  const started = await shellOf(token).payment!.pay({
    method: 'scheme',
    idempotencyKey: crypto.randomUUID(),
    returnUrl: `${ORIGIN}/checkout/payment/return`,
    newsletter: false,
  });
  if (started.kind !== 'redirect') throw new Error(JSON.stringify(started));
  const back = await sandbox.choose(started.url.slice(SANDBOX_PATH.length + 1), {
    kind: 'card',
    cardNumber: SANDBOX_CARDS.authorised,
  });
  return { token, cartId: cart.id, query: new URL(back!).search };
}

async function status(shell: ShellContext, sessionId: string) {
  const response = await paymentStatusLoader(
    new Request(`${ORIGIN}/checkout/payment/status/?sessionId=${encodeURIComponent(sessionId)}`),
    {},
    shell,
  );
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    text: await response.text(),
  };
}

const ordersOfCart = async (cartId: string) =>
  (
    await database.pool.query<{ order_number: string }>(
      'select order_number from orders where cart_id = $1',
      [cartId],
    )
  ).rows;

describe('the pending payment page asks for its order', () => {
  it('pending until the webhook, then the order number for its shopper only; unknown sessions 404; never cached', async () => {
    const payments = shop();
    const { token, cartId, query } = await paidByCard(payments);
    const sessionId = new URLSearchParams(query).get('sessionId')!;

    // Back before the AUTHORISATION: the pending page, which knows its session to ask about.
    const returned = await paymentReturnLoader(
      new Request(`${ORIGIN}/checkout/payment/return/${query}`),
      {},
      payments.shellOf(token),
    );
    expect(returned).toMatchObject({ outcome: 'unconfirmed', sessionId });

    // Asked as often as the page likes: pending, kept by no cache, and no order comes of asking.
    for (let i = 0; i < 3; i++) {
      expect(await status(payments.shellOf(token), sessionId)).toEqual({
        status: 200,
        cacheControl: 'private, no-store',
        text: JSON.stringify({ status: 'pending' }),
      });
    }
    expect(await ordersOfCart(cartId)).toEqual([]);

    // The webhook comes and places the order: the shopper's page learns its number.
    expect(await payments.deliverWebhook()).toBe('[accepted]');
    const [order] = await ordersOfCart(cartId);
    expect(await status(payments.shellOf(token), sessionId)).toMatchObject({
      status: 200,
      cacheControl: 'private, no-store',
      text: JSON.stringify({ status: 'ordered', orderNumber: order!.order_number }),
    });

    // Another browser (a banking app's, a stranger with the URL) learns only that it is placed.
    const other = await sessions().create(store.storeKey);
    for (const shell of [payments.shellOf(other.token), payments.shellOf(null)]) {
      const answer = await status(shell, sessionId);
      expect(answer.text).toBe(JSON.stringify({ status: 'ordered' }));
      expect(answer.text).not.toContain(order!.order_number);
    }

    // A session the shop never opened, or no session id at all.
    expect(await status(payments.shellOf(token), 'CS0000000000000000')).toMatchObject({
      status: 404,
      cacheControl: 'private, no-store',
    });
    expect((await status(payments.shellOf(token), '')).status).toBe(400);
    expect(await ordersOfCart(cartId)).toHaveLength(1);
  });

  it('a return the provider did not answer: "settle", and the return loaded again shows the order', async () => {
    const payments = shop();
    const { token, cartId, query } = await paidByCard(payments);
    const params = new URLSearchParams(query);
    const sessionId = params.get('sessionId')!;
    // The provider refuses to say how the session ended (here: a result it does not know).
    const unanswered = await paymentReturnLoader(
      new Request(`${ORIGIN}/checkout/payment/return/?sessionId=${sessionId}&sessionResult=x`),
      {},
      payments.shellOf(token),
    );
    expect(unanswered).toMatchObject({ outcome: 'unconfirmed', sessionId });
    // The page must load the return again to learn more: the return asks the provider anew.
    expect((await status(payments.shellOf(token), sessionId)).text).toBe(
      JSON.stringify({ status: 'settle' }),
    );
    expect(await ordersOfCart(cartId)).toEqual([]);

    // The authorisation comes; the webhook leaves the order to the return for now (decision 252).
    expect(await payments.deliverWebhook()).toBe('order not placed yet');
    expect((await status(payments.shellOf(token), sessionId)).text).toBe(
      JSON.stringify({ status: 'settle' }),
    );
    const again = (await paymentReturnLoader(
      new Request(`${ORIGIN}/checkout/payment/return/${query}`),
      {},
      payments.shellOf(token),
    )) as Response;
    const [order] = await ordersOfCart(cartId);
    expect(again.headers.get('location')).toBe(`/checkout/thank-you?order=${order!.order_number}`);
  });
});
