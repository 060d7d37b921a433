import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor } from '../carts/cart.db-fixtures.ts';
import type { RequestContext } from '../context.ts';
import type { CustomPaymentKind } from '../payments/payment.rules.ts';
import { insertDeSkShop, placeReadyOrder } from './order.db-fixtures.ts';
import type { OrderView } from './order.service.ts';
import { createOrderLifecycleService, type OrderLifecycleService } from './order-lifecycle.service.ts';

let database: TestDatabase;
let lifecycle: OrderLifecycleService;

const DRILL = 'EX10000040';
const SAW = 'EX10000041';

beforeAll(async () => {
  database = await createTestDatabase();
  await insertDeSkShop(database.db, [
    { sku: DRILL, price: 100_00, stock: 50 },
    { sku: SAW, price: 20_00, stock: 50 },
  ]);
  lifecycle = createOrderLifecycleService(database.db);
});
afterAll(() => database.destroy());

const stockOf = async (sku: string) =>
  Number(
    (await database.pool.query('select available_quantity from inventory where sku = $1', [sku])).rows[0]
      .available_quantity,
  );
const eventsOf = async (orderId: string) =>
  (
    await database.pool.query(
      "select type, payload from domain_events where payload->>'orderId' = $1 and type <> 'order.placed' order by id",
      [orderId],
    )
  ).rows as { type: string; payload: Record<string, unknown> }[];
const stored = async (orderId: string) =>
  (
    await database.pool.query(
      'select order_state, shipment_state, payment_state, version from orders where id = $1',
      [orderId],
    )
  ).rows[0];

/** An order as a shopper places it: two drills and a saw in one cart. */
async function placedOrder(
  kind: CustomPaymentKind,
  ctx: RequestContext = contextFor('DE'),
): Promise<OrderView> {
  return placeReadyOrder(
    database.db,
    ctx,
    [
      { sku: DRILL, quantity: 2 },
      { sku: SAW, quantity: 1 },
    ],
    kind,
  );
}
const at = (order: { id: string; version: number }) => ({ id: order.id, version: order.version });
const operator = contextFor('DE');

describe('order lifecycle', () => {
  test('a bank-transfer order goes Open → Confirmed, is marked paid, ships and completes, one event per step', async () => {
    let order = await placedOrder('bank_transfer');
    expect(order).toMatchObject({ orderState: 'Open', paymentState: 'BalanceDue', shipmentState: 'Pending' });

    order = expectOk(await lifecycle.confirmOrder(operator, at(order)));
    order = expectOk(await lifecycle.markPaid(operator, at(order)));
    order = expectOk(await lifecycle.changeShipmentState(operator, at(order), 'Ready'));
    order = expectOk(await lifecycle.changeShipmentState(operator, at(order), 'Shipped'));
    order = expectOk(await lifecycle.completeOrder(operator, at(order)));

    expect(order).toMatchObject({
      orderState: 'Complete',
      paymentState: 'Paid',
      shipmentState: 'Shipped',
      version: 6,
    });
    expect(await stored(order.id)).toEqual({
      order_state: 'Complete',
      shipment_state: 'Shipped',
      payment_state: 'Paid',
      version: 6,
    });
    const events = await eventsOf(order.id);
    expect(events.map((event) => event.type)).toEqual([
      'order.confirmed',
      'order.payment-state-changed',
      'order.shipment-state-changed',
      'order.shipment-state-changed',
      'order.completed',
    ]);
    expect(events[1]!.payload).toMatchObject({
      orderNumber: order.orderNumber,
      version: 3,
      from: { paymentState: 'BalanceDue' },
      to: { paymentState: 'Paid' },
    });
    const payment = await database.pool.query('select state from payments where order_id = $1', [order.id]);
    expect(payment.rows).toEqual([{ state: 'Paid' }]);
  });

  test('cancelling gives the reserved stock back, in the same step as the state and its event', async () => {
    const drillBefore = await stockOf(DRILL);
    const sawBefore = await stockOf(SAW);
    const order = await placedOrder('cod');
    expect(await stockOf(DRILL)).toBe(drillBefore - 2);
    expect(await stockOf(SAW)).toBe(sawBefore - 1);

    const cancelled = expectOk(await lifecycle.cancelOrder(operator, at(order)));
    expect(cancelled).toMatchObject({
      orderState: 'Cancelled',
      paymentState: 'Pending',
      version: order.version + 1,
    });
    expect(await stockOf(DRILL)).toBe(drillBefore);
    expect(await stockOf(SAW)).toBe(sawBefore);
    const [event] = await eventsOf(order.id);
    expect(event).toMatchObject({
      type: 'order.cancelled',
      payload: {
        releasedStock: expect.arrayContaining([
          { sku: DRILL, quantity: 2 },
          { sku: SAW, quantity: 1 },
        ]),
      },
    });

    // A second cancel is refused and gives nothing back twice.
    expect(await lifecycle.cancelOrder(operator, at(cancelled))).toMatchObject({
      ok: false,
      error: {
        code: 'IllegalStateTransition',
        message: 'Order state cannot change from Cancelled to Cancelled: it is already Cancelled.',
      },
    });
    expect(await stockOf(DRILL)).toBe(drillBefore);
  });

  test('when the event cannot be written, the cancel leaves state, version and stock as they were', async () => {
    const order = await placedOrder('cod');
    const stockBefore = await stockOf(DRILL);
    await database.pool.query(`
      create function refuse_cancel_event() returns trigger language plpgsql as $$
      begin
        if new.type = 'order.cancelled' then raise exception 'event store down'; end if;
        return new;
      end $$;
      create trigger refuse_cancel_event before insert on domain_events
        for each row execute function refuse_cancel_event();`);
    try {
      await expect(lifecycle.cancelOrder(operator, at(order))).rejects.toThrow();
    } finally {
      await database.pool.query(
        'drop trigger refuse_cancel_event on domain_events; drop function refuse_cancel_event();',
      );
    }
    expect(await stored(order.id)).toEqual({
      order_state: 'Open',
      shipment_state: 'Pending',
      payment_state: 'Pending',
      version: order.version,
    });
    expect(await stockOf(DRILL)).toBe(stockBefore);
    expect(expectOk(await lifecycle.cancelOrder(operator, at(order))).orderState).toBe('Cancelled');
    expect(await stockOf(DRILL)).toBe(stockBefore + 2);
  });

  test('a paid order that is cancelled owes the money back', async () => {
    let order = await placedOrder('bank_transfer');
    order = expectOk(await lifecycle.markPaid(operator, at(order)));
    order = expectOk(await lifecycle.cancelOrder(operator, at(order)));
    expect(order).toMatchObject({ orderState: 'Cancelled', paymentState: 'CreditOwed' });
    // The refund settles the payment; the stock came back once, at the cancel, not again now.
    const stockAfterCancel = await stockOf(DRILL);
    order = expectOk(await lifecycle.changePaymentState(operator, at(order), 'Paid'));
    expect(order).toMatchObject({ orderState: 'Cancelled', paymentState: 'Paid' });
    expect(await stockOf(DRILL)).toBe(stockAfterCancel);
  });

  test('a stale version is a ConcurrentModification with the current version, and nothing changes', async () => {
    const order = await placedOrder('cod');
    const confirmed = expectOk(await lifecycle.confirmOrder(operator, at(order)));
    const stockBefore = await stockOf(DRILL);

    const stale = await lifecycle.cancelOrder(operator, at(order));
    expect(stale).toEqual({
      ok: false,
      error: {
        code: 'ConcurrentModification',
        message: `Object version mismatch: the order has version ${confirmed.version}.`,
        currentVersion: confirmed.version,
      },
    });
    expect(await stored(order.id)).toMatchObject({ order_state: 'Confirmed', version: confirmed.version });
    expect(await stockOf(DRILL)).toBe(stockBefore);
    expect((await eventsOf(order.id)).map((event) => event.type)).toEqual(['order.confirmed']);
  });

  test('two operators changing the same order at once: one wins, the other gets the new version', async () => {
    const order = await placedOrder('cod');
    const stockBefore = await stockOf(DRILL);
    const results = await Promise.all([
      lifecycle.cancelOrder(operator, at(order)),
      lifecycle.cancelOrder(operator, at(order)),
      lifecycle.confirmOrder(operator, at(order)),
    ]);
    const winners = results.filter((result) => result.ok);
    expect(winners).toHaveLength(1);
    for (const result of results.filter((r) => !r.ok)) {
      expect(result).toMatchObject({
        ok: false,
        error: { code: 'ConcurrentModification', currentVersion: order.version + 1 },
      });
    }
    expect(await eventsOf(order.id)).toHaveLength(1);
    const cancelled = winners[0]!.ok && winners[0]!.value.orderState === 'Cancelled';
    expect(await stockOf(DRILL)).toBe(cancelled ? stockBefore + 2 : stockBefore);
  });

  test('illegal moves are typed failures with a clear message and change nothing', async () => {
    const order = await placedOrder('cod');
    const shipOpen = await lifecycle.changeShipmentState(operator, at(order), 'Shipped');
    expect(shipOpen).toEqual({
      ok: false,
      error: {
        code: 'IllegalStateTransition',
        field: 'shipmentState',
        from: 'Pending',
        to: 'Shipped',
        message:
          'Shipment state cannot change from Pending to Shipped: from Pending it can only become Ready, Delayed, Backorder, Partial.',
      },
    });
    let current = expectOk(await lifecycle.confirmOrder(operator, at(order)));
    expect(await lifecycle.completeOrder(operator, at(current))).toMatchObject({
      ok: false,
      error: {
        message: expect.stringContaining(
          'complete only when shipped and paid (shipment Pending, payment Pending)',
        ),
      },
    });
    current = expectOk(await lifecycle.changeShipmentState(operator, at(current), 'Backorder'));
    current = expectOk(await lifecycle.changeShipmentState(operator, at(current), 'Partial'));
    expect(await lifecycle.cancelOrder(operator, at(current))).toMatchObject({
      ok: false,
      error: { code: 'IllegalStateTransition', message: expect.stringContaining('returned, not cancelled') },
    });
    expect(await stored(order.id)).toEqual({
      order_state: 'Confirmed',
      shipment_state: 'Partial',
      payment_state: 'Pending',
      version: current.version,
    });
    // Cash collected fails at the door; the carrier tries again later.
    current = expectOk(await lifecycle.changePaymentState(operator, at(current), 'Failed'));
    current = expectOk(await lifecycle.changePaymentState(operator, at(current), 'Pending'));
    expect(current.paymentState).toBe('Pending');
  });

  test('markPaid is for bank transfers and Multibanco only', async () => {
    const order = await placedOrder('cod');
    expect(await lifecycle.markPaid(operator, at(order))).toEqual({
      ok: false,
      error: {
        code: 'NotBankTransfer',
        message: `Order ${order.orderNumber} is not paid by bank transfer or Multibanco; only these are marked paid by hand.`,
      },
    });
    expect(await stored(order.id)).toMatchObject({ payment_state: 'Pending', version: order.version });
  });

  test('an order of another store, an unknown id or a malformed reference is refused', async () => {
    const order = await placedOrder('bank_transfer');
    expect(await lifecycle.confirmOrder(contextFor('SK'), at(order))).toEqual({
      ok: false,
      error: { code: 'OrderNotFound', message: 'Order not found' },
    });
    expect(
      await lifecycle.confirmOrder(operator, { id: '00000000-0000-4000-8000-000000000000', version: 1 }),
    ).toMatchObject({ ok: false, error: { code: 'OrderNotFound' } });
    expect(await lifecycle.confirmOrder(operator, { id: 'nope', version: 1 })).toMatchObject({
      ok: false,
      error: { code: 'InvalidOrderRef' },
    });
    expect(await lifecycle.confirmOrder(operator, { id: order.id, version: 2 ** 40 })).toMatchObject({
      ok: false,
      error: { code: 'InvalidOrderRef' },
    });
    expect(await stored(order.id)).toMatchObject({ order_state: 'Open', version: order.version });
  });
});
