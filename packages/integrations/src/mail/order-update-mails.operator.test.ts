/**
 * An order's life through the operator API (decision 266), on real PostgreSQL: the HTTP handler
 * with its bearer token changes the order through the lifecycle, and the order update mail job
 * (with a capturing mail port) tells the shopper — with the parcel's tracking when it shipped,
 * "payment received" for a Multibanco voucher paid later.
 */
import { COUNTRIES } from '@toolyard/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOperatorHandler } from '../../../commerce/src/api/operator.handler.ts';
import { createOperatorOrderMethods } from '../../../commerce/src/api/operator.orders.ts';
import {
  contextFor,
  insertParcelShipping,
  insertProduct,
  ref,
} from '../../../commerce/src/carts/cart.db-fixtures.ts';
import { createCartService } from '../../../commerce/src/carts/cart.service.ts';
import { createCatalogReader } from '../../../commerce/src/catalog/index.ts';
import { createPriceService } from '../../../commerce/src/catalog/prices.service.ts';
import type { RequestContext } from '../../../commerce/src/context.ts';
import { placeMultibancoOrder } from '../../../commerce/src/flows/multibanco-order.flow.ts';
import { createLocalNotifier } from '../../../commerce/src/notifier/notifier.ts';
import { insertStores, placeReadyOrder, readyCart } from '../../../commerce/src/orders/order.db-fixtures.ts';
import { answeringIssuer } from '../../../commerce/src/payments/multibanco.fixtures.ts';
import { operatorCall } from '../../../commerce/test/api-client.ts';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { expectOk } from '../../../commerce/test/results.ts';
import type { Mailer, MailMessage } from './mail.port.ts';
import { runOrderUpdateMails, scheduleOrderUpdateMails } from './order-update-mails.job.ts';

const TOKEN = 'operator-token-for-the-order-life-test-0123456789';
const DRILL = 'EX10000078';
let database: TestDatabase;
let handle: (request: Request) => Promise<Response | null>;
const notifier = createLocalNotifier(() => {});

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE', 'PT']);
  await insertParcelShipping(database.db, {
    DE: { price: 1_95, freeAbove: 59_00 },
    PT: { price: 1_95, freeAbove: 59_00 },
  });
  await insertProduct(database.db, { sku: DRILL, prices: { DE: 100_00, PT: 100_00 }, stock: 500 });
  handle = createOperatorHandler({
    token: TOKEN,
    prices: createPriceService(database.db),
    store: COUNTRIES.DE,
    orders: createOperatorOrderMethods(database.db, { notifier }),
  });
});
afterAll(async () => {
  await notifier.close();
  await database?.destroy();
});

const call = (method: string, body: unknown, token: string | null = TOKEN) =>
  operatorCall(handle, method, body, token);

/** The mail port as a mail server sees it. */
function mailServer() {
  const received: MailMessage[] = [];
  const listeners: (() => void)[] = [];
  const mailer: Mailer = {
    async send(message) {
      received.push(message);
      for (const listener of listeners.splice(0)) listener();
      return { messageId: `<${received.length}@test>` };
    },
    close() {},
  };
  return {
    mailer,
    about: (orderNumber: string) => received.filter((mail) => mail.subject.includes(orderNumber)),
    /** Resolves at the next mail that arrives. */
    next: () => new Promise<void>((resolve) => listeners.push(resolve)),
  };
}

const carts = () => createCartService({ db: database.db, catalog: createCatalogReader(database.db) });

const placed = (kind: 'cod' | 'bank_transfer', ctx: RequestContext = contextFor('DE')) =>
  placeReadyOrder(database.db, ctx, [{ sku: DRILL, quantity: 1 }], kind);

/** Runs an operator change and returns the order it answered (failing the test otherwise). */
async function operator(method: string, body: Record<string, unknown>) {
  const answer = await call(method, body);
  expect(answer, method).toMatchObject({ status: 200 });
  return answer.body.data as { orderNumber: string; version: number; [field: string]: unknown };
}

describe('the operator API runs an order’s life', () => {
  it('without the right bearer token: 401, and the order is not touched', async () => {
    const order = await placed('cod');
    const body = { orderNumber: order.orderNumber, version: order.version };
    for (const token of [null, 'operator-token-for-the-order-life-test-WRONG000000']) {
      expect(await call('cancelOrder', body, token)).toEqual({
        status: 401,
        body: { error: { code: 'unauthorized', message: 'A valid operator bearer token is required' } },
      });
    }
    expect((await call('getOrder', { orderNumber: order.orderNumber })).body.data).toMatchObject({
      orderState: 'Open',
      version: order.version,
    });
  });

  it('shipped with carrier and tracking: the order shows it, and the job sends one mail with the number and link', async () => {
    const order = await placed('cod');
    const server = mailServer();
    let at = await operator('confirmOrder', { orderNumber: order.orderNumber, version: order.version });
    at = await operator('changeShipmentState', {
      orderNumber: at.orderNumber,
      version: at.version,
      state: 'Ready',
    });
    at = await operator('changeShipmentState', {
      orderNumber: at.orderNumber,
      version: at.version,
      state: 'Shipped',
      carrier: 'DHL Paket',
      trackingNumber: '00340434161094042557',
      trackingUrl:
        'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
    });

    const { status, body } = await call('getOrder', { orderNumber: order.orderNumber });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      orderNumber: order.orderNumber,
      storeKey: 'store-de',
      version: order.version + 3,
      orderState: 'Confirmed',
      shipmentState: 'Shipped',
      paymentState: 'Pending',
      lineItems: [expect.objectContaining({ quantity: 1, variant: expect.objectContaining({ sku: DRILL }) })],
      parcelTracking: { carrier: 'DHL Paket', trackingNumber: '00340434161094042557' },
    });

    await runOrderUpdateMails({ db: database.db, mailer: server.mailer });
    const mails = server.about(order.orderNumber);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Ihre Toolyard-Bestellung ${order.orderNumber} ist unterwegs`);
    expect(mails[0]?.text).toContain('Versanddienstleister: DHL Paket');
    expect(mails[0]?.text).toContain('Sendungsnummer: 00340434161094042557');
    expect(mails[0]?.html).toContain(
      '<a href="https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557">',
    );
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer });
    expect(server.about(order.orderNumber)).toHaveLength(1);
  });

  it('cancelled: the shopper gets the cancellation mail, and at once when the job listens on the notifier', async () => {
    // The timer's first run is an hour away: only the operator's change can start the job.
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const server = mailServer();
    const job = scheduleOrderUpdateMails(
      { db: database.db, mailer: server.mailer },
      { intervalMs: 3_600_000, notifier },
    );
    vi.restoreAllMocks();
    try {
      const order = await placed('cod');
      const arrived = server.next();
      const cancelled = await operator('cancelOrder', {
        orderNumber: order.orderNumber,
        version: order.version,
      });
      expect(cancelled).toMatchObject({ orderState: 'Cancelled', version: order.version + 1 });
      await arrived;
      expect(server.about(order.orderNumber).map((mail) => mail.subject)).toEqual([
        `Ihre Toolyard-Bestellung ${order.orderNumber} wurde storniert`,
      ]);
    } finally {
      await job.stop();
    }
  });

  it('a stale version is 409 with the current one; an illegal move is refused with the rule; an unknown order is 404', async () => {
    const order = await placed('cod');
    const confirmed = await operator('confirmOrder', {
      orderNumber: order.orderNumber,
      version: order.version,
    });
    expect(await call('cancelOrder', { orderNumber: order.orderNumber, version: order.version })).toEqual({
      status: 409,
      body: {
        error: {
          code: 'concurrent_modification',
          message: `Object version mismatch: the order has version ${confirmed.version}.`,
          currentVersion: confirmed.version,
        },
      },
    });
    // The shipment cannot skip Ready.
    expect(
      await call('changeShipmentState', {
        orderNumber: order.orderNumber,
        version: confirmed.version,
        state: 'Shipped',
      }),
    ).toEqual({
      status: 409,
      body: {
        error: {
          code: 'illegal_state_transition',
          message:
            'Shipment state cannot change from Pending to Shipped: from Pending it can only become Ready, Delayed, Backorder, Partial.',
          field: 'shipmentState',
          from: 'Pending',
          to: 'Shipped',
        },
      },
    });
    // Cash on delivery is not marked received by hand.
    expect(
      await call('markPaymentReceived', { orderNumber: order.orderNumber, version: confirmed.version }),
    ).toMatchObject({ status: 422, body: { error: { code: 'not_bank_transfer' } } });
    expect(await call('getOrder', { orderNumber: 'DE-20990101-0001' })).toEqual({
      status: 404,
      body: { error: { code: 'order_not_found', message: 'Order DE-20990101-0001 not found' } },
    });
    expect((await call('getOrder', { orderNumber: order.orderNumber })).body.data).toMatchObject({
      orderState: 'Confirmed',
      shipmentState: 'Pending',
      version: confirmed.version,
    });
  });

  it('a bad body is 400 with a message naming the field, and changes nothing', async () => {
    const order = await placed('cod');
    const ref = { orderNumber: order.orderNumber, version: order.version };
    const bad: [string, unknown, string][] = [
      ['cancelOrder', { orderNumber: order.orderNumber, version: '1' }, 'version'],
      ['cancelOrder', { ...ref, reason: 'x' }, 'body'],
      ['changeShipmentState', { ...ref, state: 'Ready', trackingNumber: '123' }, 'state'],
      [
        'changeShipmentState',
        { ...ref, state: 'Shipped', trackingUrl: 'javascript:alert(1)' },
        'trackingUrl',
      ],
      ['changeShipmentState', { ...ref, state: 'Gone' }, 'state'],
      ['listOrders', { limit: 1_000 }, 'limit'],
    ];
    for (const [method, body, field] of bad) {
      const answer = await call(method, body);
      expect(answer.status, `${method} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'bad_request', field });
      expect(answer.body.error.message).toEqual(expect.any(String));
    }
    expect((await call('getOrder', ref)).status).toBe(400);
    expect((await call('getOrder', { orderNumber: order.orderNumber })).body.data).toMatchObject({
      orderState: 'Open',
      version: order.version,
    });
  });

  it('a Multibanco voucher paid later: "payment received" in Portuguese; a refund is mailed too', async () => {
    const ctx = contextFor('PT');
    const cart = await readyCart(carts(), ctx, [{ sku: DRILL, quantity: 1 }]);
    const { order } = expectOk(
      await placeMultibancoOrder({ db: database.db, multibanco: answeringIssuer }, ctx, { cart: ref(cart) }),
    );
    const server = mailServer();
    const paid = await operator('markPaymentReceived', {
      orderNumber: order.orderNumber,
      version: order.version,
    });
    expect(paid).toMatchObject({
      paymentState: 'Paid',
      payments: [expect.objectContaining({ method: 'multibanco', state: 'Paid' })],
    });
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer });
    const [received, ...more] = server.about(order.orderNumber);
    expect(more).toEqual([]);
    expect(received?.subject).toBe(`Pagamento recebido da sua encomenda Toolyard ${order.orderNumber}`);
    expect(received?.text).toMatch(/100,00\s€/);

    await operator('recordRefund', { orderNumber: order.orderNumber, version: paid.version });
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer });
    expect(server.about(order.orderNumber)).toHaveLength(2);
    expect((await call('getOrder', { orderNumber: order.orderNumber })).body.data.paymentState).toBe(
      'CreditOwed',
    );
  });

  it('lists orders by state, a bounded page at a time, oldest first', async () => {
    const first = await placed('bank_transfer');
    const second = await placed('bank_transfer');
    const { body } = await call('listOrders', { paymentState: 'BalanceDue', storeKey: 'store-de', limit: 1 });
    expect(body.data).toMatchObject({ offset: 0, limit: 1, count: 1, total: 2 });
    expect(body.data.results[0]).toMatchObject({
      orderNumber: first.orderNumber,
      paymentState: 'BalanceDue',
      customerEmail: 'buyer@example.com',
    });
    const next = await call('listOrders', {
      paymentState: 'BalanceDue',
      storeKey: 'store-de',
      limit: 1,
      offset: 1,
    });
    expect(next.body.data.results.map((row: { orderNumber: string }) => row.orderNumber)).toEqual([
      second.orderNumber,
    ]);
  });
});
