/**
 * The shop's side of a withdrawal (decision 268), on real PostgreSQL: the operator API shows the
 * withdrawals (on the order, and as a list newest first, the open ones alone) and marks one handled;
 * the order update mails job sends the shopper's acknowledgement and the shop's notice once each,
 * and a refused notice is retried alone.
 */
import { COUNTRIES } from '@toolyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorHandler } from '../../../commerce/src/api/operator.handler.ts';
import { createOperatorOrderMethods } from '../../../commerce/src/api/operator.orders.ts';
import {
  contextFor,
  insertParcelShipping,
  insertProduct,
} from '../../../commerce/src/carts/cart.db-fixtures.ts';
import { createPriceService } from '../../../commerce/src/catalog/prices.service.ts';
import { insertStores, placeReadyOrder } from '../../../commerce/src/orders/order.db-fixtures.ts';
import { createWithdrawalService } from '../../../commerce/src/orders/withdrawal.service.ts';
import { operatorCall } from '../../../commerce/test/api-client.ts';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import type { Mailer, MailMessage } from './mail.port.ts';
import { runOrderUpdateMails } from './order-update-mails.job.ts';

const TOKEN = 'operator-token-for-the-withdrawal-test-0123456789';
const DRILL = 'EX10000078';
const SAW = 'EX10000079';
const INBOX = 'service@toolyard.test';
let database: TestDatabase;
let handle: (request: Request) => Promise<Response | null>;
const NOW = new Date('2026-11-25T17:03:09Z');

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE', 'PL']);
  await insertParcelShipping(database.db, {
    DE: { price: 1_95, freeAbove: 59_00 },
    PL: { price: 9_99, freeAbove: 250_00 },
  });
  await insertProduct(database.db, { sku: DRILL, prices: { DE: 100_00, PL: 400_00 }, stock: 500 });
  await insertProduct(database.db, { sku: SAW, prices: { DE: 50_00, PL: 200_00 }, stock: 500 });
  handle = createOperatorHandler({
    token: TOKEN,
    prices: createPriceService(database.db),
    store: COUNTRIES.DE,
    orders: createOperatorOrderMethods(database.db),
    clock: () => new Date('2026-11-26T08:30:00Z'),
  });
});
afterAll(() => database?.destroy());

const call = (method: string, body: unknown, token: string | null = TOKEN) =>
  operatorCall(handle, method, body, token);

/** A mail server that may refuse one recipient. */
function mailServer() {
  const received: MailMessage[] = [];
  const state = { refuse: null as string | null };
  const mailer: Mailer = {
    async send(message) {
      if (message.to === state.refuse) throw new Error('452 4.2.2 Mailbox full');
      received.push(message);
      return { messageId: `<${received.length}@test>` };
    },
    close() {},
  };
  return {
    mailer,
    /** Refuse mails to this address (null: take all). */
    refuse: (address: string | null) => {
      state.refuse = address;
    },
    about: (orderNumber: string) => received.filter((mail) => mail.text.includes(orderNumber)),
  };
}

/** A guest's order in the country, withdrawn at `at` — the whole order, or the saw alone. */
async function withdrawn(country: 'DE' | 'PL', at: Date, only: 'saw' | null = null, name = 'Jana Meier') {
  const ctx = contextFor(country, { now: at });
  // Poland's cash on delivery takes fewer items: one drill there.
  const lines =
    country === 'DE'
      ? [
          { sku: DRILL, quantity: 1 },
          { sku: SAW, quantity: 2 },
        ]
      : [{ sku: DRILL, quantity: 1 }];
  const order = await placeReadyOrder(database.db, ctx, lines, 'cod');
  const withdrawals = createWithdrawalService(database.db);
  const email = 'buyer@example.com';
  const options = await withdrawals.options(ctx, { orderNumber: order.orderNumber, email });
  const saw = options?.lines.find((line) => line.sku === SAW);
  const result = await withdrawals.receive(ctx, {
    orderNumber: order.orderNumber,
    email,
    name,
    lineIds: only === 'saw' && saw ? [saw.lineId] : null,
  });
  if (!result.ok) throw new Error(result.error.code);
  return { order, id: result.value.receipt.id };
}

describe('withdrawals on the operator API', () => {
  it('without the right bearer token: 401, and nothing is marked', async () => {
    const { order, id } = await withdrawn('DE', NOW);
    for (const token of [null, 'operator-token-for-the-withdrawal-test-WRONG000000']) {
      expect((await call('listWithdrawals', {}, token)).status).toBe(401);
      expect((await call('markWithdrawalHandled', { withdrawalId: id }, token)).status).toBe(401);
    }
    const shown = await call('getOrder', { orderNumber: order.orderNumber });
    expect(shown.body.data.withdrawals).toMatchObject([{ id, handledAt: null }]);
  });

  it('getOrder shows the withdrawal as received: when, which lines, the name and e-mail', async () => {
    const { order, id } = await withdrawn('DE', NOW, 'saw', 'Eva Sägerin');
    const { status, body } = await call('getOrder', { orderNumber: order.orderNumber });
    expect(status).toBe(200);
    expect(body.data.withdrawals).toEqual([
      {
        id,
        orderNumber: order.orderNumber,
        storeKey: 'store-de',
        receivedAt: '2026-11-25T17:03:09.000Z',
        name: 'Eva Sägerin',
        email: 'buyer@example.com',
        wholeOrder: false,
        lines: [expect.objectContaining({ sku: SAW, quantity: 2 })],
        locale: 'de-DE',
        handledAt: null,
        handledNote: null,
      },
    ]);
  });

  it('listWithdrawals: newest first in bounded pages, the open ones alone, then marked handled once', async () => {
    // Poland's store holds only this test's withdrawals.
    const first = await withdrawn('PL', new Date('2026-11-20T09:00:00Z'));
    const second = await withdrawn('PL', new Date('2026-11-21T09:00:00Z'));
    const third = await withdrawn('PL', new Date('2026-11-22T09:00:00Z'));
    const page = (body: Record<string, unknown>) =>
      call('listWithdrawals', { storeKey: 'store-pl', ...body }).then((answer) => {
        expect(answer.status).toBe(200);
        return answer.body.data as { total: number; results: { id: string; orderNumber: string }[] };
      });
    const one = await page({ limit: 2 });
    expect(one.total).toBe(3);
    expect(one.results.map((row) => row.id)).toEqual([third.id, second.id]);
    expect((await page({ limit: 2, offset: 2 })).results.map((row) => row.id)).toEqual([first.id]);

    const marked = await call('markWithdrawalHandled', {
      withdrawalId: second.id,
      note: 'Refunded, parcel back',
    });
    expect(marked).toMatchObject({
      status: 200,
      body: {
        data: {
          id: second.id,
          orderNumber: second.order.orderNumber,
          handledAt: '2026-11-26T08:30:00.000Z',
          handledNote: 'Refunded, parcel back',
        },
      },
    });
    const open = await page({ status: 'open' });
    expect(open).toMatchObject({ total: 2 });
    expect(open.results.map((row) => row.id)).toEqual([third.id, first.id]);
    expect((await page({ status: 'handled' })).results.map((row) => row.id)).toEqual([second.id]);

    // A second operator's click: 409 with who was first, and the note is kept.
    expect(await call('markWithdrawalHandled', { withdrawalId: second.id, note: 'again' })).toEqual({
      status: 409,
      body: {
        error: {
          code: 'already_handled',
          message: `Withdrawal ${second.id} was marked handled at 2026-11-26T08:30:00.000Z`,
          handledAt: '2026-11-26T08:30:00.000Z',
          handledNote: 'Refunded, parcel back',
        },
      },
    });
    const shown = await call('getOrder', { orderNumber: second.order.orderNumber });
    expect(shown.body.data.withdrawals[0]).toMatchObject({ handledNote: 'Refunded, parcel back' });
  });

  it('bad bodies are 400 naming the field; an unknown withdrawal is 404', async () => {
    const { id } = await withdrawn('DE', NOW);
    const bad: [string, unknown, string][] = [
      ['listWithdrawals', { limit: 101 }, 'limit'],
      ['listWithdrawals', { offset: 10_001 }, 'offset'],
      ['listWithdrawals', { status: 'closed' }, 'status'],
      ['listWithdrawals', { handled: false }, 'body'],
      ['markWithdrawalHandled', {}, 'withdrawalId'],
      ['markWithdrawalHandled', { withdrawalId: 'W-1' }, 'withdrawalId'],
      ['markWithdrawalHandled', { withdrawalId: id, note: 'x'.repeat(1001) }, 'note'],
      ['markWithdrawalHandled', { withdrawalId: id, note: 'ok\u0007' }, 'note'],
      ['markWithdrawalHandled', { withdrawalId: id, handledAt: '2026-01-01' }, 'body'],
    ];
    for (const [method, body, field] of bad) {
      const answer = await call(method, body);
      expect(answer, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { code: 'bad_request', field } },
      });
    }
    expect(
      await call('markWithdrawalHandled', { withdrawalId: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b' }),
    ).toEqual({
      status: 404,
      body: {
        error: {
          code: 'withdrawal_not_found',
          message: 'Withdrawal 1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b not found',
        },
      },
    });
    const open = await call('listWithdrawals', { status: 'open', limit: 100 });
    expect(open.body.data.results.map((row: { id: string }) => row.id)).toContain(id);
  });
});

describe('the mails of a withdrawal', () => {
  it('the shopper’s acknowledgement and the shop’s English notice, each sent once', async () => {
    const server = mailServer();
    const { order } = await withdrawn('DE', NOW, 'saw', 'Eva "Säge" Meier');
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer, shopInbox: INBOX });
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer, shopInbox: INBOX });
    const mails = server.about(order.orderNumber);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      ['buyer@example.com', `Wir haben Ihren Widerruf zur Bestellung ${order.orderNumber} erhalten`],
      [INBOX, `Withdrawal received: order ${order.orderNumber} (store-de)`],
    ]);
    const notice = mails[1]!;
    expect(notice.text).toContain(`Order: ${order.orderNumber}`);
    expect(notice.text).toContain('Store: store-de');
    expect(notice.text).toContain('Received: 25 November 2026 at 18:03:09 CET (2026-11-25T17:03:09.000Z)');
    expect(notice.text).toContain('Name: Eva "Säge" Meier');
    expect(notice.text).toContain('E-mail: buyer@example.com');
    expect(notice.text).toMatch(new RegExp(`Withdrawn from: 2 × .+ \\(${SAW}\\)`));
    expect(notice.html).toContain('<th scope="row" align="left">Name</th><td>Eva &#34;Säge&#34; Meier</td>');
  });

  it('a refused notice is retried alone: the shopper is not mailed twice', async () => {
    const server = mailServer();
    server.refuse(INBOX);
    const { order } = await withdrawn('DE', NOW);
    const now = new Date();
    const logged: string[] = [];
    const deps = {
      db: database.db,
      mailer: server.mailer,
      shopInbox: INBOX,
      log: (line: string) => logged.push(line),
    };
    await runOrderUpdateMails(deps, { now });
    expect(server.about(order.orderNumber).map((mail) => mail.to)).toEqual(['buyer@example.com']);
    expect(logged.join('\n')).toContain(`shop notice of the withdrawal from order ${order.orderNumber}`);

    server.refuse(null);
    // Before the wait nothing is sent again; after it, the notice alone.
    await runOrderUpdateMails(deps, { now: new Date(now.getTime() + 30_000) });
    expect(server.about(order.orderNumber)).toHaveLength(1);
    await runOrderUpdateMails(deps, { now: new Date(now.getTime() + 61_000) });
    expect(server.about(order.orderNumber).map((mail) => mail.to)).toEqual(['buyer@example.com', INBOX]);
  });

  it('without SHOP_INBOX_EMAIL the notice goes to the seller’s e-mail', async () => {
    const server = mailServer();
    const { order } = await withdrawn('DE', NOW);
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer });
    expect(server.about(order.orderNumber).map((mail) => mail.to)).toEqual([
      'buyer@example.com',
      'info@toolyard.eu',
    ]);
  });
});
