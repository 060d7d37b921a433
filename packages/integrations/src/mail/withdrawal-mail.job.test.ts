/**
 * The acknowledgement of a withdrawal through the order update mails job (decision 265), on real
 * PostgreSQL: the statement recorded by the engine is mailed once to the address given, in the
 * order's language; a refused send keeps the withdrawal and the mail is sent on a later run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextFor } from '../../../commerce/src/carts/cart.db-fixtures.ts';
import { insertDeSkShop, placeReadyOrder } from '../../../commerce/src/orders/order.db-fixtures.ts';
import { createWithdrawalService } from '../../../commerce/src/orders/withdrawal.service.ts';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import { mailServer } from './mail.fixtures.ts';
import { runOrderUpdateMails } from './order-update-mails.job.ts';

let database: TestDatabase;
const DRILL = 'EX10000078';

beforeAll(async () => {
  database = await createTestDatabase();
  await insertDeSkShop(database.db, [{ sku: DRILL, price: 100_00, stock: 500 }]);
});
afterAll(() => database?.destroy());

async function withdrawn(country: 'DE' | 'SK', email: string) {
  const ctx = contextFor(country, { now: new Date('2026-11-25T17:03:09Z') });
  const order = await placeReadyOrder(database.db, ctx, [{ sku: DRILL, quantity: 1 }], 'cod');
  const result = await createWithdrawalService(database.db).receive(ctx, {
    orderNumber: order.orderNumber,
    email,
    name: 'Eva Kováčová',
    lineIds: null,
  });
  if (!result.ok) throw new Error(result.error.code);
  return { order, receipt: result.value.receipt };
}

describe('withdrawal acknowledgement mail', () => {
  it('is sent once, in the order language, to the address the statement gave', async () => {
    const server = mailServer();
    // The statement's e-mail, not necessarily the order's.
    const { order } = await withdrawn('SK', 'eva.k@example.com');
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer });
    // The shop's own notice goes to its inbox (decision 268): the shopper's mails alone here.
    const toShopper = () =>
      server.received.filter(
        (mail) => mail.subject.includes(order.orderNumber) && mail.to !== 'info@toolyard.eu',
      );
    const mails = toShopper();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe('eva.k@example.com');
    expect(mails[0]?.subject).toBe(`Prijali sme vaše odstúpenie od objednávky ${order.orderNumber}`);
    expect(mails[0]?.text).toContain('Meno: Eva Kováčová');
    expect(mails[0]?.text).toContain('Prijaté: 25. novembra 2026 o 18:03:09 SEČ');
    await runOrderUpdateMails({ db: database.db, mailer: server.mailer });
    expect(toShopper()).toHaveLength(1);
  });

  it('a refused send keeps the withdrawal and its mail due; the next run after the wait sends it', async () => {
    const server = mailServer();
    server.down = true;
    const { order, receipt } = await withdrawn('DE', 'jana@example.com');
    const logged: string[] = [];
    const now = new Date();
    const first = await runOrderUpdateMails(
      { db: database.db, mailer: server.mailer, log: (line) => logged.push(line) },
      { now },
    );
    // The acknowledgement and the shop's notice (decision 268), each due again.
    expect(first).toMatchObject({ ran: true, counts: { retrying: 2 } });
    expect(logged.join('\n')).toContain(`withdrawal acknowledgement of order ${order.orderNumber}`);
    const kept = await database.pool.query('select id from order_withdrawals where id = $1', [receipt.id]);
    expect(kept.rows).toHaveLength(1);

    server.down = false;
    await runOrderUpdateMails(
      { db: database.db, mailer: server.mailer },
      { now: new Date(now.getTime() + 61_000) },
    );
    const [mail] = server.received.filter((sent) => sent.subject.includes(order.orderNumber));
    expect(mail?.subject).toBe(`Wir haben Ihren Widerruf zur Bestellung ${order.orderNumber} erhalten`);
    const state = await database.pool.query(
      "select mail_state from domain_events where type = 'order.withdrawal-received' and payload->>'withdrawalId' = $1",
      [receipt.id],
    );
    expect(state.rows).toEqual([{ mail_state: 'sent' }]);
  });
});
