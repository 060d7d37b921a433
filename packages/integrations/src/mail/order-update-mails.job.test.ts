/**
 * The mails after the order (decision 259), on real PostgreSQL: the operator changes an order
 * through the lifecycle service, the job mails the shopper once, in the order's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '../../../commerce/src/carts/cart.db-fixtures.ts';
import type { RequestContext } from '../../../commerce/src/context.ts';
import { insertDeSkShop, placeReadyOrder } from '../../../commerce/src/orders/order.db-fixtures.ts';
import { createOrderLifecycleService } from '../../../commerce/src/orders/order-lifecycle.service.ts';
import type { CustomPaymentKind } from '../../../commerce/src/payments/payment.rules.ts';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { expectOk } from '../../../commerce/test/results.ts';
import { mailServer } from './mail.fixtures.ts';
import { MAX_MAIL_ATTEMPTS, runOrderUpdateMails } from './order-update-mails.job.ts';

let database: TestDatabase;
const DRILL = 'EX10000077';

beforeAll(async () => {
  database = await createTestDatabase();
  await insertDeSkShop(database.db, [{ sku: DRILL, price: 100_00, stock: 500 }]);
});
afterAll(() => database?.destroy());

const trackingUrlOf = ({ orderNumber, country }: { orderNumber: string; country: string }) =>
  `http://${country.toLowerCase()}.localhost:3000/order-tracking?order=${orderNumber}`;

const placed = (kind: CustomPaymentKind, ctx: RequestContext) =>
  placeReadyOrder(database.db, ctx, [{ sku: DRILL, quantity: 1 }], kind);

const lifecycle = () => createOrderLifecycleService(database.db);
const at = (order: { id: string; version: number }) => ({ id: order.id, version: order.version });

describe('mails after the order', () => {
  it('shipped: one mail in the order language with the tracking page; Ready alone mails nothing; a second run sends nothing', async () => {
    const ctx = contextFor('SK');
    const server = mailServer();
    const deps = { db: database.db, mailer: server.mailer, trackingUrlOf };
    let order = await placed('cod', ctx);
    order = expectOk(await lifecycle().confirmOrder(ctx, at(order)));
    order = expectOk(await lifecycle().changeShipmentState(ctx, at(order), 'Ready'));
    await runOrderUpdateMails(deps);
    expect(server.about(order.orderNumber)).toEqual([]);

    order = expectOk(await lifecycle().changeShipmentState(ctx, at(order), 'Shipped'));
    await runOrderUpdateMails(deps);
    const [mail, ...more] = server.about(order.orderNumber);
    expect(more).toEqual([]);
    expect(mail?.to).toBe('buyer@example.com');
    expect(mail?.subject).toBe(`Vaša objednávka Toolyard ${order.orderNumber} je na ceste`);
    expect(mail?.text).toContain(`vaša objednávka ${order.orderNumber} bola odoslaná`);
    expect(mail?.text).toContain(
      `Svoju objednávku môžete kedykoľvek sledovať tu: http://sk.localhost:3000/order-tracking?order=${order.orderNumber}`,
    );
    expect(mail?.html).toContain('<html lang="sk">');

    await runOrderUpdateMails(deps);
    expect(server.about(order.orderNumber)).toHaveLength(1);
  });

  it('cancelled by the operator: the cancellation mail; a paid bank transfer first gets "payment received", and its cancellation promises the money back', async () => {
    const ctx = contextFor('DE');
    const server = mailServer();
    const deps = { db: database.db, mailer: server.mailer };
    const cod = await placed('cod', ctx);
    expectOk(await lifecycle().cancelOrder(ctx, at(cod)));
    await runOrderUpdateMails(deps);
    const [cancelled] = server.about(cod.orderNumber);
    expect(server.about(cod.orderNumber)).toHaveLength(1);
    expect(cancelled?.subject).toBe(`Ihre Toolyard-Bestellung ${cod.orderNumber} wurde storniert`);
    expect(cancelled?.text).not.toContain('erstatten');

    let bank = await placed('bank_transfer', ctx);
    bank = expectOk(await lifecycle().markPaid(ctx, at(bank)));
    await runOrderUpdateMails(deps);
    expect(server.about(bank.orderNumber).map((mail) => mail.subject)).toEqual([
      `Zahlung für Ihre Toolyard-Bestellung ${bank.orderNumber} erhalten`,
    ]);
    expect(server.about(bank.orderNumber)[0]?.text).toMatch(/Ihre Zahlung von 100,00\s€/);

    expectOk(await lifecycle().cancelOrder(ctx, at(bank)));
    await runOrderUpdateMails(deps);
    const last = server.about(bank.orderNumber).at(-1);
    expect(server.about(bank.orderNumber)).toHaveLength(2);
    expect(last?.subject).toBe(`Ihre Toolyard-Bestellung ${bank.orderNumber} wurde storniert`);
    expect(last?.text).toMatch(/Die bezahlten 100,00\s€ erstatten wir Ihnen/);
  });

  it('a refund (payment CreditOwed) is mailed; a COD payment collected at the door (Paid) is not', async () => {
    const ctx = contextFor('DE');
    const server = mailServer();
    let order = await placed('cod', ctx);
    order = expectOk(await lifecycle().changePaymentState(ctx, at(order), 'Paid'));
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer });
    expect(server.about(order.orderNumber)).toEqual([]);

    expectOk(await lifecycle().changePaymentState(ctx, at(order), 'CreditOwed'));
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer });
    expect(server.about(order.orderNumber).map((mail) => mail.subject)).toEqual([
      `Erstattung zu Ihrer Toolyard-Bestellung ${order.orderNumber}`,
    ]);
  });

  it('a refused send stays due: not retried before its time, then sent once; after the last attempt it is given up and logged', async () => {
    const ctx = contextFor('SK');
    const server = mailServer();
    const lines: string[] = [];
    const deps = { db: database.db, mailer: server.mailer, log: (line: string) => lines.push(line) };
    const start = new Date();
    const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

    const first = await placed('cod', ctx);
    expectOk(await lifecycle().cancelOrder(ctx, at(first)));
    server.down = true;
    await runOrderUpdateMails(deps, { now: start });
    expect(lines.join('\n')).toMatch(/cancelled mail of order .* failed \(attempt 1 of 5.*421 4\.3\.2/);
    server.down = false;
    await runOrderUpdateMails(deps, { now: start });
    expect(server.about(first.orderNumber)).toEqual([]);
    await runOrderUpdateMails(deps, { now: minutes(2) });
    expect(server.about(first.orderNumber)).toHaveLength(1);
    await runOrderUpdateMails(deps, { now: minutes(500) });
    expect(server.about(first.orderNumber)).toHaveLength(1);

    const second = await placed('cod', ctx);
    expectOk(await lifecycle().cancelOrder(ctx, at(second)));
    server.down = true;
    for (let attempt = 0; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      await runOrderUpdateMails(deps, { now: minutes(1_000 + attempt * 1_000) });
    }
    server.down = false;
    await runOrderUpdateMails(deps, { now: minutes(10_000) });
    expect(server.about(second.orderNumber)).toEqual([]);
    expect(lines.filter((line) => line.includes(second.orderNumber))).toHaveLength(MAX_MAIL_ATTEMPTS);
    expect(lines.join('\n')).toContain(
      `error: order update mails: cancelled mail of order ${second.orderNumber}`,
    );
    const { rows } = await database.pool.query(
      "select mail_state, mail_attempts, mail_error from domain_events where payload->>'orderId' = $1 and type = 'order.cancelled'",
      [second.id],
    );
    expect(rows).toEqual([
      {
        mail_state: 'failed',
        mail_attempts: MAX_MAIL_ATTEMPTS,
        mail_error: '421 4.3.2 Service not available',
      },
    ]);
  });

  it('two nodes running at once send the mail once', async () => {
    const ctx = contextFor('DE');
    const server = mailServer();
    const order = await placed('cod', ctx);
    expectOk(await lifecycle().cancelOrder(ctx, at(order)));
    const deps = { db: database.db, mailer: server.mailer };
    await Promise.all([runOrderUpdateMails(deps), runOrderUpdateMails(deps), runOrderUpdateMails(deps)]);
    expect(server.about(order.orderNumber)).toHaveLength(1);
  });
});
