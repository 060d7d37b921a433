/**
 * The shopper hears from the shop after the order (decision 259). The operator's state changes are
 * written with a domain event in their transaction (order-lifecycle.service.ts); this job reads the
 * events still due (mail_state null: the partial index of migration 0021) and sends one mail per
 * event a shopper cares about — shipped (with the parcel's tracking when the operator gave it),
 * cancelled, refunded, a bank transfer or Multibanco voucher received (decision 266) — to the
 * order's e-mail, in the order's language; a withdrawal's acknowledgement to the shopper and its
 * notice to the shop's inbox, one event each (decisions 265, 268). Every node schedules it; the
 * advisory lock lets one node at a time run it (single-node-job.ts, decision 075), so an event is
 * not mailed twice by two nodes.
 * A failed send waits longer each time and is given up after MAX_MAIL_ATTEMPTS, each time logged.
 * At least once: a node that dies between the send and recording it sends that mail again.
 * Besides its timer, the job runs as soon as the lifecycle announces a change on the notifier.
 */
import {
  type Database,
  isPaidByHand,
  type JobLock,
  type JobSchedule,
  type Notifier,
  orderChanged,
  parcelTrackingSchema,
  poolOf,
  runLocked,
  scheduleEvery,
  schema,
  WITHDRAWAL_EVENT,
  WITHDRAWAL_NOTICE_EVENT,
} from '@toolyard/commerce';
import { CURRENCY_CODES, SELLER } from '@toolyard/domain';
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Mailer, MailMessage } from './mail.port.ts';
import { composeOrderUpdate, type OrderUpdateKind } from './order-update-mail.ts';
import { prepareWithdrawalMail, prepareWithdrawalNotice } from './withdrawal-mail.job.ts';

/** pg_try_advisory_lock(classid, objid): 7411 = the shop's lock space, 4 = order update mails. */
export const ORDER_UPDATE_MAILS_LOCK: JobLock = [7411, 4];
/** Short, so a shopper hears within a minute; a run with nothing due is one index-only read. */
export const ORDER_UPDATE_MAILS_INTERVAL_MS = 30_000;
export const MAX_MAIL_ATTEMPTS = 5;
/** The wait after the n-th failed attempt: a mail server's hiccup, then an outage of hours. */
const RETRY_AFTER_MINUTES = [1, 5, 30, 120];
const BATCH = 50;
const MAX_BATCHES = 10;

const statesSchema = z.object({
  orderState: z.string(),
  shipmentState: z.string(),
  paymentState: z.string(),
});
const payloadSchema = z.object({
  orderId: z.string().uuid(),
  from: statesSchema,
  to: statesSchema,
  /** The parcel the operator gave with Shipped (decision 266); a bad one is left out, not fatal. */
  parcelTracking: parcelTrackingSchema.loose().optional().catch(undefined),
});
type EventPayload = z.infer<typeof payloadSchema>;

const orderDocumentSchema = z.object({
  customerEmail: z.string().nullish(),
  locale: z.string().nullish(),
  country: z.string().nullish(),
  totalPrice: z.object({
    currencyCode: z.enum(CURRENCY_CODES),
    centAmount: z.number().int(),
    fractionDigits: z.number().int(),
  }),
});

/** Which mail a state change asks for; null for the changes a shopper need not hear of. */
export function orderUpdateKindOf(
  type: string,
  payload: EventPayload,
  /** A bank transfer or Multibanco voucher (isPaidByHand): its Paid comes days after the order. */
  paidByHand: boolean,
): OrderUpdateKind | null {
  const { from, to } = payload;
  if (type === 'order.cancelled') return 'cancelled';
  if (type === 'order.shipment-state-changed') {
    return to.shipmentState === 'Shipped' && from.shipmentState !== 'Shipped' ? 'shipped' : null;
  }
  if (type !== 'order.payment-state-changed') return null;
  // CreditOwed is money the shop owes back: a refund (an amount is not recorded, so nor partial ones).
  if (to.paymentState === 'CreditOwed') return 'refunded';
  // A card payment's Paid comes with placing the order, which the confirmation already covers; a
  // transfer that arrives days later is news. A refund taken back (CreditOwed → Paid) is not.
  if (to.paymentState === 'Paid' && paidByHand && from.paymentState !== 'CreditOwed') {
    return 'payment-received';
  }
  return null;
}

export interface OrderUpdateMailDeps {
  db: Database;
  mailer: Mailer;
  /** The store's order tracking page for this order (its country and language); null when unknown. */
  trackingUrlOf?: (order: { orderNumber: string; country: string; locale: string }) => string | null;
  /** The shop's customer-service inbox for its notice of each withdrawal (decision 268); default the seller's. */
  shopInbox?: string | undefined;
  log?: (line: string) => void;
}

export interface OrderUpdateMailCounts {
  sent: number;
  /** Events that need no mail (e.g. shipment Ready), or an order without an e-mail. */
  skipped: number;
  retrying: number;
  gaveUp: number;
}

export type OrderUpdateMailsOutcome =
  | { ran: true; counts: OrderUpdateMailCounts }
  | { ran: false; reason: 'another-node-is-running-it' };

type Due = { id: number; type: string; payload: Record<string, unknown>; attempts: number };
type Prepared = { mail: MailMessage; label: string } | { skip: string };

const events = schema.domainEvents;

/** The mail of one event, or why there is none. */
async function prepare(deps: OrderUpdateMailDeps, event: Due): Promise<Prepared> {
  // A withdrawal's acknowledgement of receipt (decision 265), composed from the recorded statement.
  if (event.type === WITHDRAWAL_EVENT) return prepareWithdrawalMail(deps.db, event);
  // The shop's own notice of it (decision 268): a second event, so each mail is sent and retried alone.
  if (event.type === WITHDRAWAL_NOTICE_EVENT) {
    return prepareWithdrawalNotice(deps.db, event, deps.shopInbox ?? SELLER.email);
  }
  const payload = payloadSchema.safeParse(event.payload);
  if (!payload.success) return { skip: 'payload without orderId and states' };
  const [order] = await deps.db
    .select({ orderNumber: schema.orders.orderNumber, document: schema.orders.document })
    .from(schema.orders)
    .where(eq(schema.orders.id, payload.data.orderId));
  if (!order) return { skip: 'order not found' };
  const paidWith = await deps.db
    .select({ paymentInterface: schema.payments.paymentInterface, methodName: schema.payments.methodName })
    .from(schema.payments)
    .where(eq(schema.payments.orderId, payload.data.orderId));
  const kind = orderUpdateKindOf(event.type, payload.data, paidWith.some(isPaidByHand));
  if (!kind) return { skip: 'no mail for this change' };
  const document = orderDocumentSchema.parse(order.document);
  if (!document.customerEmail) return { skip: 'order without e-mail' };
  const locale = document.locale ?? 'en';
  const trackingUrl =
    deps.trackingUrlOf?.({ orderNumber: order.orderNumber, country: document.country ?? '', locale }) ?? null;
  const mail = composeOrderUpdate(
    {
      kind,
      orderNumber: order.orderNumber,
      customerEmail: document.customerEmail,
      total: document.totalPrice,
      refundDue: kind === 'cancelled' && payload.data.to.paymentState === 'CreditOwed',
      trackingUrl,
      parcel: payload.data.parcelTracking ?? null,
    },
    locale,
  );
  return { mail, label: `${kind} mail of order ${order.orderNumber} (event ${event.id})` };
}

async function record(db: Database, id: number, values: Partial<typeof events.$inferInsert>) {
  await db.update(events).set(values).where(eq(events.id, id));
}

/** Sends the due event mails of one batch; the counts are added to `counts`. Returns how many were due. */
async function runBatch(deps: OrderUpdateMailDeps, now: Date, counts: OrderUpdateMailCounts) {
  const log = deps.log ?? (() => {});
  const due: Due[] = await deps.db
    .select({ id: events.id, type: events.type, payload: events.payload, attempts: events.mailAttempts })
    .from(events)
    .where(
      and(
        isNull(events.mailState),
        inArray(events.type, [...schema.SHOPPER_MAIL_EVENT_TYPES]),
        or(isNull(events.mailRetryAt), lte(events.mailRetryAt, now)),
      ),
    )
    .orderBy(asc(events.id))
    .limit(BATCH);
  for (const event of due) {
    const attempts = event.attempts + 1;
    let label = `mail of event ${event.id}`;
    try {
      const prepared = await prepare(deps, event);
      if ('skip' in prepared) {
        await record(deps.db, event.id, { mailState: 'skipped', mailError: prepared.skip });
        counts.skipped++;
        continue;
      }
      label = prepared.label;
      await deps.mailer.send(prepared.mail);
      await record(deps.db, event.id, {
        mailState: 'sent',
        mailAttempts: attempts,
        mailError: null,
        mailRetryAt: null,
        mailedAt: now,
      });
      counts.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempts >= MAX_MAIL_ATTEMPTS) {
        await record(deps.db, event.id, { mailState: 'failed', mailAttempts: attempts, mailError: message });
        counts.gaveUp++;
        log(`error: order update mails: ${label} given up after ${attempts} attempts: ${message}`);
        continue;
      }
      const minutes = RETRY_AFTER_MINUTES[attempts - 1] ?? 120;
      const retryAt = new Date(now.getTime() + minutes * 60_000);
      await record(deps.db, event.id, { mailAttempts: attempts, mailError: message, mailRetryAt: retryAt });
      counts.retrying++;
      log(
        `warn: order update mails: ${label} failed (attempt ${attempts} of ${MAX_MAIL_ATTEMPTS}, next at ${retryAt.toISOString()}): ${message}`,
      );
    }
  }
  return due.length;
}

/** One run on this node, unless another node is running it. */
export async function runOrderUpdateMails(
  deps: OrderUpdateMailDeps,
  options: { now?: Date } = {},
): Promise<OrderUpdateMailsOutcome> {
  const now = options.now ?? new Date();
  const outcome = await runLocked(poolOf(deps.db), ORDER_UPDATE_MAILS_LOCK, async () => {
    const counts: OrderUpdateMailCounts = { sent: 0, skipped: 0, retrying: 0, gaveUp: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      // A short batch emptied the due list; a backlog after an outage drains over a few runs.
      if ((await runBatch(deps, now, counts)) < BATCH) break;
    }
    return { ran: true as const, counts };
  });
  return outcome ?? { ran: false, reason: 'another-node-is-running-it' };
}

/**
 * Runs every `intervalMs` on this node (the first run soon after start), logging what it did; with
 * a notifier also as soon as an order changed (decision 266), so the shopper hears within seconds.
 */
export function scheduleOrderUpdateMails(
  deps: OrderUpdateMailDeps,
  options: { intervalMs?: number; notifier?: Notifier | undefined } = {},
): JobSchedule {
  const intervalMs = options.intervalMs ?? ORDER_UPDATE_MAILS_INTERVAL_MS;
  const log = deps.log ?? (() => {});
  const run = () =>
    runOrderUpdateMails(deps)
      .then((outcome) => {
        if (!outcome.ran) return;
        const c = outcome.counts;
        if (c.sent + c.retrying + c.gaveUp === 0) return;
        log(
          `order update mails: ${c.sent} sent, ${c.retrying} to retry, ${c.gaveUp} given up, ${c.skipped} needed none`,
        );
      })
      .catch((error: Error) =>
        log(`error: order update mails failed (next run in ${intervalMs / 1000} s): ${error.message}`),
      );
  // One run at a time on this node; a kick during a run asks for one more, which sees its event.
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const runOnce = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        void runOnce();
      }
    });
    return running;
  };
  // A random first delay, so nodes started together do not all queue for the lock at once.
  const timer = scheduleEvery(intervalMs, runOnce, Math.floor(Math.random() * intervalMs));
  const unsubscribe = options.notifier?.subscribe(orderChanged, () => {
    if (!stopped) void runOnce();
  });
  return {
    async stop() {
      stopped = true;
      unsubscribe?.();
      await timer.stop();
      await running;
    },
  };
}
