/**
 * The payment webhook at /webhooks/adyen on real PostgreSQL: a signed AUTHORISATION moves the
 * order's payment to Paid, a tampered body is refused (401) and changes nothing, and one that
 * arrives before the order exists is not accepted (so the provider delivers it again).
 */
import { createCartService, createCatalogReader, createSessionService } from '@toolyard/commerce';
import {
  createCheckoutPayment,
  createSandboxProvider,
  SANDBOX_CARDS,
  SANDBOX_HMAC_KEY,
  SANDBOX_PATH,
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
import { createPaymentModule, WEBHOOK_PATH } from './payments.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  await insertParcelShipping(database.db, { DE: { price: 4_95, freeAbove: 99_00 } });
  await insertProduct(database.db, { sku: 'EX10000092', prices: { DE: 30_00 }, stock: 50 });
});
afterAll(() => database.destroy());

const post = (body: string) => new Request(`http://localhost${WEBHOOK_PATH}`, { method: 'POST', body });

describe('payment webhook', () => {
  it('early → 503; signed → [accepted] and Paid; tampered → 401 and unchanged', async () => {
    const carts = createCartService({ db: database.db, catalog: createCatalogReader(database.db) });
    const sandbox = createSandboxProvider();
    const module = createPaymentModule({
      db: database.db,
      carts,
      sessions: createSessionService(database.db),
      sessionCookie: 'sid',
      provider: sandbox,
      log: () => {},
    });
    const checkout = createCheckoutPayment({ db: database.db, carts, provider: sandbox });
    const ctx = contextFor('DE');
    const cart = await readyCart(carts, ctx, [{ sku: 'EX10000092', quantity: 1 }]);
    const started = await checkout.pay(ctx, {
      cartId: cart.id,
      method: 'scheme',
      idempotencyKey: crypto.randomUUID(),
      returnUrl: 'http://localhost/checkout/payment/return',
    });
    if (started.kind !== 'redirect') throw new Error(JSON.stringify(started));
    const back = sandbox.choose(started.url.slice(SANDBOX_PATH.length + 1), {
      kind: 'card',
      cardNumber: SANDBOX_CARDS.authorised,
    })!;
    const outcome = await sandbox.submitDetails({
      redirectResult: new URL(back).searchParams.get('redirectResult')!,
    });
    if (outcome.resultCode !== 'Authorised') throw new Error(outcome.resultCode);
    const item = {
      eventCode: 'AUTHORISATION',
      success: true,
      pspReference: outcome.pspReference,
      merchantReference: outcome.merchantReference,
      merchantAccountCode: 'ToolyardSandbox',
      amount: outcome.amount,
    };
    const body = signedNotificationBody([item], SANDBOX_HMAC_KEY);

    // Before the shopper is back: no order yet, not accepted.
    expect((await module.webhook(post(body))).status).toBe(503);

    const done = await checkout.finish(ctx, new URL(back).searchParams.get('redirectResult')!);
    if (done.kind !== 'ordered') throw new Error(JSON.stringify(done));
    const state = async () =>
      (await database.pool.query('select payment_state from orders where id = $1', [done.placed.order.id]))
        .rows[0]?.payment_state;
    expect(await state()).toBe('Pending');

    const tampered = body.replace(`"value":${outcome.amount.value}`, '"value":1');
    const refused = await module.webhook(post(tampered));
    expect(refused.status).toBe(401);
    expect(await state()).toBe('Pending');

    const accepted = await module.webhook(post(body));
    expect(await accepted.text()).toBe('[accepted]');
    expect(await state()).toBe('Paid');
  });
});
