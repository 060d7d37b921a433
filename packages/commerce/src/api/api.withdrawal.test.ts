/**
 * The withdrawal function through the JSON API handler on real PostgreSQL (decision 265): the
 * statement is recorded once with its domain event in one transaction, a foreign order is not
 * found, the period counts from the shipping day, a company order is refused, and the lookups share
 * the order tracking's per-IP limit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { placeApiOrder } from '../../test/api-order.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor, insertParcelShipping, insertProduct } from '../carts/cart.db-fixtures.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { createLocalNotifier } from '../notifier/index.ts';
import { insertStores } from '../orders/order.db-fixtures.ts';
import { createOrderLifecycleService, orderChanged } from '../orders/order-lifecycle.service.ts';
import { type ApiHandler, createApiHandler } from './api.handler.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
let handle: ApiHandler;
let now = new Date('2026-11-02T09:00:00Z');
let kicks = 0;
const notifier = createLocalNotifier();

beforeAll(async () => {
  database = await createTestDatabase({ max: 6 });
  await insertStores(database.db, ['DE', 'SK']);
  await insertParcelShipping(database.db, { DE: { price: 1_95, freeAbove: 59_00 } });
  await insertProduct(database.db, { sku: 'EX10000091', prices: { DE: 25_00 }, stock: 1000 });
  await insertProduct(database.db, { sku: 'EX10000092', prices: { DE: 9_00 }, stock: 1000 });
  handle = createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    log: () => {},
    clock: () => now,
    notifier,
  });
  notifier.subscribe(orderChanged, () => {
    kicks++;
  });
});
afterAll(() => database.destroy());

let shoppers = 0;
const client = (host?: string) => apiClient(handle, `198.51.100.${++shoppers}`, host);

/** A guest places a bank-transfer order of both SKUs; answers its number and id. */
async function guestOrder(
  email: string,
): Promise<{ orderNumber: string; id: string; shopper: ReturnType<typeof client> }> {
  const shopper = client();
  const order = await placeApiOrder(shopper, email, [
    ['EX10000091', 2],
    ['EX10000092', 1],
  ]);
  return { ...order, shopper };
}

const withdrawals = async (orderId: string) =>
  (
    await database.pool.query(
      'select name, email, lines, received_at from order_withdrawals where order_id = $1',
      [orderId],
    )
  ).rows;
const withdrawalEvents = async (orderId: string) =>
  (
    await database.pool.query(
      "select payload, mail_state from domain_events where type = 'order.withdrawal-received' and payload->>'orderId' = $1",
      [orderId],
    )
  ).rows;

describe('withdrawal statements', () => {
  test('a guest withdraws from the whole order: one record and one due mail event, the same statement again changes nothing', async () => {
    const order = await guestOrder('wanda@example.com');
    const guest = client();
    const options = await guest.call('getWithdrawalOptions', {
      orderNumber: order.orderNumber.toLowerCase(),
      email: 'WANDA@example.com',
    });
    expect(options.status).toBe(200);
    expect(options.body.data).toMatchObject({
      orderNumber: order.orderNumber,
      name: 'Jana Meier',
      email: 'wanda@example.com',
      eligibility: { ok: true, lastDay: null },
      received: [],
    });
    expect(options.body.data.lines.map((line: Json) => [line.sku, line.quantity])).toEqual([
      ['EX10000091', 2],
      ['EX10000092', 1],
    ]);

    const statement = { orderNumber: order.orderNumber, email: 'wanda@example.com', name: 'Jana Meier' };
    const first = await guest.call('withdrawOrder', statement);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      duplicate: false,
      receipt: {
        orderNumber: order.orderNumber,
        name: 'Jana Meier',
        lines: null,
        receivedAt: now.toISOString(),
      },
    });
    expect(kicks).toBeGreaterThan(0);
    const kicked = kicks;
    // Sent twice (a double click, a reload): the same withdrawal, however the name was spaced.
    const again = await guest.call('withdrawOrder', { ...statement, name: '  jana   MEIER ' });
    expect(again.body.data).toEqual({ ...first.body.data, duplicate: true });
    expect(kicks).toBe(kicked);

    expect(await withdrawals(order.id)).toEqual([
      { name: 'Jana Meier', email: 'wanda@example.com', lines: null, received_at: now },
    ]);
    const events = await withdrawalEvents(order.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      mail_state: null,
      payload: { withdrawalId: first.body.data.receipt.id, orderNumber: order.orderNumber, lineIds: null },
    });

    // Another statement for an order withdrawn from as a whole adds nothing.
    const other = await guest.call('withdrawOrder', { ...statement, name: 'Someone Else' });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({
      code: 'already_withdrawn',
      receipt: { id: first.body.data.receipt.id },
    });

    const receipt = await client().call('getWithdrawalReceipt', { id: first.body.data.receipt.id });
    expect(receipt.body.data).toEqual(first.body.data.receipt);
    expect((await client().call('getWithdrawalReceipt', { id: randomUUID() })).status).toBe(404);
    expect(
      (await client('sk.localhost').call('getWithdrawalReceipt', { id: first.body.data.receipt.id })).status,
    ).toBe(404);
  });

  test('lines one by one; every line withdrawn covers the order; a line of another order is refused', async () => {
    const order = await guestOrder('lines@example.com');
    const guest = client();
    const ref = { orderNumber: order.orderNumber, email: 'lines@example.com', name: 'Jana Meier' };
    const { lines } = (
      await guest.call('getWithdrawalOptions', { orderNumber: ref.orderNumber, email: ref.email })
    ).body.data;
    const saw = await guest.call('withdrawOrder', { ...ref, lines: [lines[1].lineId] });
    expect(saw.body.data.receipt.lines).toEqual([
      { lineId: lines[1].lineId, sku: 'EX10000092', name: expect.any(String), quantity: 1 },
    ]);
    const unknown = await guest.call('withdrawOrder', { ...ref, lines: [randomUUID()] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.field).toBe('lines');
    expect((await guest.call('withdrawOrder', { ...ref, lines: [lines[0].lineId] })).status).toBe(200);
    const whole = await guest.call('withdrawOrder', ref);
    expect(whole.status).toBe(409);
    expect(whole.body.error.code).toBe('already_withdrawn');
    expect(await withdrawals(order.id)).toHaveLength(2);
    expect(await withdrawalEvents(order.id)).toHaveLength(2);
  });

  test("another shopper's order is not found, even with its number; the orderer's own session needs no e-mail match", async () => {
    const order = await guestOrder('owner@example.com');
    const owner = order.shopper;
    const stranger = client();
    const wrong = await stranger.call('withdrawOrder', {
      orderNumber: order.orderNumber,
      email: 'stranger@example.com',
      name: 'Mallory',
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.error.code).toBe('order_not_found');
    expect(
      (
        await stranger.call('getWithdrawalOptions', {
          orderNumber: order.orderNumber,
          email: 'stranger@example.com',
        })
      ).status,
    ).toBe(404);
    // Without an e-mail only the session's own order: the guest session that placed it.
    expect((await stranger.call('getWithdrawalOptions', { orderNumber: order.orderNumber })).status).toBe(
      404,
    );
    expect((await owner.call('getWithdrawalOptions', { orderNumber: order.orderNumber })).status).toBe(200);
    // In another store the number is unknown.
    expect(
      (
        await client('sk.localhost').call('getWithdrawalOptions', {
          orderNumber: order.orderNumber,
          email: 'owner@example.com',
        })
      ).status,
    ).toBe(404);
    expect(await withdrawals(order.id)).toEqual([]);
  });

  test('after shipping the period runs to 14 days after the assumed delivery, then the refusal names the last day', async () => {
    const order = await guestOrder('shipped@example.com');
    const lifecycle = createOrderLifecycleService(database.db);
    // Shipped on Monday 2 November (Berlin): open until Monday 30 November.
    const operator = contextFor('DE', { now: new Date('2026-11-02T09:00:00Z') });
    let ref = { id: order.id, version: 1 };
    for (const step of [
      () => lifecycle.confirmOrder(operator, ref),
      () => lifecycle.changeShipmentState(operator, ref, 'Ready'),
      () => lifecycle.changeShipmentState(operator, ref, 'Shipped'),
    ]) {
      const changed = expectOk(await step());
      ref = { id: changed.id, version: changed.version };
    }
    const statement = { orderNumber: order.orderNumber, email: 'shipped@example.com', name: 'Jana Meier' };
    try {
      now = new Date('2026-11-30T23:00:00Z'); // 1 December, 00:00 in Berlin
      const late = await client().call('withdrawOrder', statement);
      expect(late.status).toBe(409);
      expect(late.body.error).toMatchObject({
        code: 'not_withdrawable',
        reason: 'period-over',
        lastDay: '2026-11-30',
      });
      expect(await withdrawals(order.id)).toEqual([]);

      now = new Date('2026-11-30T22:59:00Z'); // 23:59 on the last day
      const options = await client().call('getWithdrawalOptions', {
        orderNumber: statement.orderNumber,
        email: statement.email,
      });
      expect(options.body.data.eligibility).toEqual({ ok: true, lastDay: '2026-11-30' });
      const inTime = await client().call('withdrawOrder', statement);
      expect(inTime.status).toBe(200);
      expect(inTime.body.data.receipt.receivedAt).toBe('2026-11-30T22:59:00.000Z');
    } finally {
      now = new Date('2026-11-02T09:00:00Z');
    }
  });

  test('a company order with a VAT ID is not a consumer contract', async () => {
    const order = await guestOrder('firma@example.com');
    // As checkout keeps a company purchase: the client type and the billing address's VAT ID.
    await database.pool.query(
      `update orders set document = jsonb_set(jsonb_set(document, '{clientType}', '"COMPANY"'), '{billingAddress,vatNumber}', '"DE123456789"') where id = $1`,
      [order.id],
    );
    const refused = await client().call('withdrawOrder', {
      orderNumber: order.orderNumber,
      email: 'firma@example.com',
      name: 'Jana Meier',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'not_withdrawable', reason: 'business-order' });
  });

  test('the record and its event are one transaction: an event that cannot be written leaves no record', async () => {
    const order = await guestOrder('atomic@example.com');
    await database.pool.query(`
      create function refuse_withdrawal_event() returns trigger language plpgsql as $$
      begin
        if new.type = 'order.withdrawal-received' then raise exception 'outbox unavailable'; end if;
        return new;
      end $$;
      create trigger refuse_withdrawal_event before insert on domain_events
        for each row execute function refuse_withdrawal_event();`);
    try {
      const failed = await client().call('withdrawOrder', {
        orderNumber: order.orderNumber,
        email: 'atomic@example.com',
        name: 'Jana Meier',
      });
      expect(failed.status).toBe(500);
      expect(await withdrawals(order.id)).toEqual([]);
    } finally {
      await database.pool.query(
        'drop trigger refuse_withdrawal_event on domain_events; drop function refuse_withdrawal_event();',
      );
    }
  });

  test('lookups and statements share the order lookup limit per address', async () => {
    const prober = client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const ref = { orderNumber: `DE-20000101-${i}`, email: 'x@example.com' };
      statuses.push((await prober.call('getWithdrawalOptions', ref)).status);
      statuses.push((await prober.call('withdrawOrder', { ...ref, name: 'X' })).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(404));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});
