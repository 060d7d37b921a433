/**
 * The payment webhook at /webhooks/adyen on real PostgreSQL: a signed AUTHORISATION moves the
 * order's payment to Paid, a tampered body is refused (401) and changes nothing, and one that
 * arrives before the order exists is kept for the shopper's return and not accepted (so the
 * provider delivers it again). Once its shopper has had time to come back and has not, the webhook
 * places the order itself (decision 252); a shopper who was back before it came saw the pending
 * page, and the webhook places the order at once (decision 258).
 */
import { createCartService, createCatalogReader, createSessionService } from '@toolyard/commerce';
import {
  createCheckoutPayment,
  createSandboxProvider,
  SANDBOX_CARDS,
  SANDBOX_HMAC_KEY,
  SANDBOX_PATH,
  type SandboxProvider,
  signedNotificationBody,
} from '@toolyard/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contextFor,
  insertParcelShipping,
  insertProduct,
} from '../../../packages/commerce/src/carts/cart.db-fixtures.ts';
import { insertStores, readyCart } from '../../../packages/commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';
import {
  createPaymentModule,
  type NewsletterConsentOfOrder,
  WEBHOOK_ORDER_GRACE_MS,
  WEBHOOK_PATH,
} from './payments.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 4_95, freeAbove: 99_00 } });
  await insertProduct(database.db, { sku: 'EX10000092', prices: { DE: 30_00 }, stock: 50 });
});
afterAll(() => database.destroy());

const post = (body: string) => new Request(`http://localhost${WEBHOOK_PATH}`, { method: 'POST', body });

const carts = () => createCartService({ db: database.db, catalog: createCatalogReader(database.db) });

/** A sandbox whose webhook bodies are kept, for the test to deliver when it wants. */
function capturingSandbox() {
  const bodies: string[] = [];
  const sandbox = createSandboxProvider({
    notify: async (body) => {
      bodies.push(body);
      return true;
    },
  });
  return { sandbox, bodies };
}

/**
 * A card payment the sandbox has authorised on its hosted page, its return (sessionId and
 * sessionResult) and its notification; neither has reached the shop yet.
 */
async function authorisedPayment(
  { sandbox, bodies }: { sandbox: SandboxProvider; bodies: string[] },
  { newsletter = false } = {},
) {
  const checkout = createCheckoutPayment({ db: database.db, carts: carts(), provider: sandbox });
  const ctx = contextFor('DE');
  let cart = await readyCart(carts(), ctx, [{ sku: 'EX10000092', quantity: 1 }]);
  if (newsletter) {
    // The pay form's box, kept on the cart before the shopper leaves for the provider.
    const consented = await carts().setNewsletterConsent(ctx, { id: cart.id, version: cart.version }, true);
    if (!consented.ok) throw new Error(consented.error.message);
    cart = consented.value;
  }
  const started = await checkout.pay(ctx, {
    cartId: cart.id,
    method: 'scheme',
    idempotencyKey: crypto.randomUUID(),
    returnUrl: 'http://localhost/checkout/payment/return',
  });
  if (started.kind !== 'redirect') throw new Error(JSON.stringify(started));
  const query = new URL(
    (await sandbox.choose(started.url.slice(SANDBOX_PATH.length + 1), {
      kind: 'card',
      cardNumber: SANDBOX_CARDS.authorised,
    }))!,
  ).searchParams;
  const back = { sessionId: query.get('sessionId')!, sessionResult: query.get('sessionResult')! };
  const [authorised] = sandbox.verifyNotification(bodies.at(-1)!);
  if (!authorised?.success) throw new Error('not authorised');
  const notification = (eventDate = new Date()) =>
    signedNotificationBody(
      [
        {
          eventCode: 'AUTHORISATION',
          success: true,
          pspReference: authorised.pspReference,
          merchantReference: authorised.merchantReference,
          merchantAccountCode: 'ToolyardSandbox',
          amount: authorised.amount,
          paymentMethod: 'visa',
          eventDate,
        },
      ],
      SANDBOX_HMAC_KEY,
    );
  return { checkout, ctx, cart, back, authorised, notification };
}

function paymentModule(sandbox: SandboxProvider) {
  const mails: string[] = [];
  const logs: string[] = [];
  const signUps: NewsletterConsentOfOrder[] = [];
  const module = createPaymentModule({
    db: database.db,
    carts: carts(),
    sessions: createSessionService(database.db),
    sessionCookie: 'sid',
    provider: sandbox,
    log: (line) => logs.push(line),
    onOrderPlaced: async (_ctx, orderNumber) => {
      mails.push(orderNumber);
    },
    signUpForNewsletter: async (consent) => {
      signUps.push(consent);
    },
  });
  return { module, mails, logs, signUps };
}

const ordersOfCart = async (cartId: string) =>
  (
    await database.pool.query<{ order_number: string; payment_state: string; anonymous_id: string }>(
      'select order_number, payment_state, anonymous_id from orders where cart_id = $1',
      [cartId],
    )
  ).rows;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('payment webhook', () => {
  it('early → 503; signed → [accepted] and Paid; tampered → 401 and unchanged', async () => {
    const provider = capturingSandbox();
    const { module } = paymentModule(provider.sandbox);
    const { checkout, ctx, back, authorised, notification } = await authorisedPayment(provider);
    const body = notification();

    // Before the shopper is back: no order yet, not accepted.
    expect((await module.webhook(post(body))).status).toBe(503);

    const done = await checkout.finish(ctx, back);
    if (done.kind !== 'ordered') throw new Error(JSON.stringify(done));
    const state = async () =>
      (await database.pool.query('select payment_state from orders where id = $1', [done.placed.order.id]))
        .rows[0]?.payment_state;
    expect(await state()).toBe('Pending');

    const tampered = body.replace(`"value":${authorised.amount.value}`, '"value":1');
    const refused = await module.webhook(post(tampered));
    expect(refused.status).toBe(401);
    expect(await state()).toBe('Pending');

    const accepted = await module.webhook(post(body));
    expect(await accepted.text()).toBe('[accepted]');
    expect(await state()).toBe('Paid');
  });

  it('nobody came back: after the grace the webhook places the paid order, once, and the late return answers it', async () => {
    const provider = capturingSandbox();
    const { module, mails, signUps } = paymentModule(provider.sandbox);
    const { checkout, ctx, cart, back, notification } = await authorisedPayment(provider, {
      newsletter: true,
    });

    // Still within the grace: the shopper may yet come back, so it waits.
    expect((await module.webhook(post(notification(minutesAgo(1))))).status).toBe(503);
    expect(await ordersOfCart(cart.id)).toEqual([]);

    // The tab was closed: money reserved, so the redelivery places the order from the cart.
    const late = notification(minutesAgo(WEBHOOK_ORDER_GRACE_MS / 60_000 + 1));
    expect(await (await module.webhook(post(late))).text()).toBe('[accepted]');
    const [order] = await ordersOfCart(cart.id);
    expect(order).toMatchObject({ payment_state: 'Paid', anonymous_id: ctx.anonymousId });
    expect(mails).toEqual([order!.order_number]);
    // The box ticked on the pay form: signed up (double opt-in) though nobody came back.
    expect(signUps).toEqual([{ email: 'buyer@example.com', country: 'DE', locale: 'de-DE' }]);

    // Delivered again, and the shopper's return after all: the same one order, no second mail.
    expect(await (await module.webhook(post(late))).text()).toBe('[accepted]');
    const returned = await checkout.finish(ctx, back);
    expect(returned.kind === 'ordered' && returned.placed.order.orderNumber).toBe(order!.order_number);
    expect(await ordersOfCart(cart.id)).toHaveLength(1);
    expect(mails).toHaveLength(1);
    expect(signUps).toHaveLength(1);
  });

  it('back from the hosted page before the webhook: the pending page, then the webhook places one paid order at once and the return shows it', async () => {
    const provider = capturingSandbox();
    const { module, mails } = paymentModule(provider.sandbox);
    const { checkout, ctx, cart, back, notification } = await authorisedPayment(provider);

    // Adyen says completed, but no amount or pspReference: no order yet, and no failure either.
    expect(await checkout.finish(ctx, back)).toEqual({ kind: 'pending' });
    const store = { storeKey: 'DE', country: 'DE', currency: 'EUR' } as ResolvedStore;
    expect(await module.paymentFor({}, store, 'de').finish(back)).toMatchObject({
      kind: 'failed',
      unconfirmed: true,
    });
    expect(await ordersOfCart(cart.id)).toEqual([]);

    // The shopper was back already: nobody else will place it, so the fresh webhook does, at once.
    expect(await (await module.webhook(post(notification()))).text()).toBe('[accepted]');
    const [order] = await ordersOfCart(cart.id);
    expect(order).toMatchObject({ payment_state: 'Paid', anonymous_id: ctx.anonymousId });
    expect(mails).toEqual([order!.order_number]);

    // The pending page's reload: the shopper's own order, still one, mailed once.
    const reloaded = await checkout.finish(ctx, back);
    expect(reloaded.kind === 'ordered' && !reloaded.forOwner && reloaded.placed.order.orderNumber).toBe(
      order!.order_number,
    );
    expect(await ordersOfCart(cart.id)).toHaveLength(1);
    expect(mails).toHaveLength(1);
  });

  it('a cart whose total changed after the authorisation becomes no order, and the log names the payment to refund', async () => {
    const provider = capturingSandbox();
    const { module, logs } = paymentModule(provider.sandbox);
    const { ctx, cart, authorised, notification } = await authorisedPayment(provider);
    const current = await carts().getCart(ctx, cart.id);
    if (!current.ok) throw new Error('cart');
    await carts().addLineItem(ctx, current.value, { sku: 'EX10000092', quantity: 1 });

    const answer = await module.webhook(post(notification(minutesAgo(60))));
    expect(await answer.text()).toBe('[accepted]');
    expect(await ordersOfCart(cart.id)).toEqual([]);
    expect(logs.filter((line) => line.startsWith('error:'))).toEqual([
      expect.stringContaining(`authorised payment ${authorised.pspReference}`),
    ]);
    expect(logs.join('\n')).toContain('refund it');
  });

  it('a body larger than any Adyen sends is refused with 413 before it is read whole', async () => {
    const { module } = paymentModule(createSandboxProvider());
    const answer = await module.webhook(post(`{"notificationItems":[${'{}'.repeat(200_000)}]}`));
    expect(answer.status).toBe(413);
  });
});
