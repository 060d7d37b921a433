/**
 * The withdrawal function (Directive 2011/83/EU art. 11a, decision 265): a consumer names the
 * order, their name, the e-mail for the acknowledgement and optionally the lines, confirms, and
 * the statement is recorded with the moment it was received — together with its domain event
 * `order.withdrawal-received` in one transaction; the order update mails job sends the
 * acknowledgement from that event (at least once, retried while the mail server refuses), and the
 * shop's own notice from the `order.withdrawal-notice` written beside it (decision 268).
 *
 * Which order: the session's own order by number, else a guest's by number plus the e-mail it was
 * placed with (as the order tracking lookup; a wrong e-mail is "not found" like an unknown number).
 */
import { createHash } from 'node:crypto';
import {
  parseClientType,
  type WithdrawalEligibility,
  withdrawalAddsLines,
  withdrawalEligibility,
} from '@toolyard/domain';
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import { normalizeEmail } from '../customers/customer.rules.ts';
import type { Database } from '../db/client.ts';
import { domainEvents, orders } from '../db/schema/orders.ts';
import { orderWithdrawals, type WithdrawnLine } from '../db/schema/withdrawals.ts';

export const WITHDRAWAL_EVENT = 'order.withdrawal-received';
/**
 * The shop's notice of the same withdrawal (decision 268): its own event beside the first, so the
 * shopper's acknowledgement and the shop's mail each have their mail state and retries.
 */
export const WITHDRAWAL_NOTICE_EVENT = 'order.withdrawal-notice';

export interface WithdrawalOrderRef {
  orderNumber: string;
  /** The e-mail the order was placed with: needed unless it is the session's own order. */
  email?: string | undefined;
}

export interface WithdrawalStatement extends WithdrawalOrderRef {
  /** Where the acknowledgement goes; for a guest also the order's own e-mail (that finds it). */
  email: string;
  /** The consumer's name as they gave it. */
  name: string;
  /** The lines withdrawn from; null or empty is the whole order. */
  lineIds: readonly string[] | null;
}

export interface WithdrawalReceipt {
  id: string;
  orderNumber: string;
  name: string;
  email: string;
  /** null: the whole order. */
  lines: WithdrawnLine[] | null;
  receivedAt: string;
}

export interface WithdrawalOptions {
  orderNumber: string;
  /** Prefill: the billing name and the order's e-mail. */
  name: string;
  email: string;
  lines: WithdrawnLine[];
  eligibility: WithdrawalEligibility;
  received: WithdrawalReceipt[];
}

export type WithdrawalError =
  | { code: 'OrderNotFound' }
  | {
      code: 'NotWithdrawable';
      reason: 'business-order' | 'cancelled' | 'period-over';
      lastDay: string | null;
    }
  | { code: 'UnknownLines'; lineIds: string[] }
  | { code: 'AlreadyWithdrawn'; receipt: WithdrawalReceipt };

export type WithdrawalResult =
  | {
      ok: true;
      /** `order`: the withdrawn order, for the after-commit announcement. */
      value: { receipt: WithdrawalReceipt; duplicate: boolean; order: { id: string; version: number } };
    }
  | { ok: false; error: WithdrawalError };

type OrderRow = typeof orders.$inferSelect;
type Executor = Pick<Database, 'select' | 'insert'>;

const documentSchema = z.object({
  country: z.string().catch(''),
  locale: z.string().nullish(),
  customerEmail: z.string().nullish(),
  clientType: z.unknown().optional(),
  billingAddress: z
    .object({
      firstName: z.unknown().optional(),
      lastName: z.unknown().optional(),
      vatNumber: z.unknown().optional(),
    })
    .catch({}),
  lineItems: z
    .array(
      z.object({
        id: z.string(),
        name: z.unknown().optional(),
        quantity: z.number().int(),
        variant: z.object({ sku: z.string() }),
      }),
    )
    .catch([]),
});

const str = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A line's name in the order's language (names are kept per locale), else any it has. */
function lineName(name: unknown, locale: string): string {
  if (typeof name === 'string') return name;
  if (!name || typeof name !== 'object') return '';
  const names = name as Record<string, unknown>;
  const exact = names[locale] ?? names[locale.split('-')[0] ?? ''];
  if (typeof exact === 'string') return exact;
  return (Object.values(names).find((value) => typeof value === 'string') as string | undefined) ?? '';
}

function linesOf(document: z.infer<typeof documentSchema>): WithdrawnLine[] {
  const locale = document.locale ?? 'en';
  return document.lineItems.map((line) => ({
    lineId: line.id,
    sku: line.variant.sku,
    name: lineName(line.name, locale),
    quantity: line.quantity,
  }));
}

/** The same statement (name, e-mail, lines) gives the same key, whatever the spacing or case. */
export function statementKey(
  orderId: string,
  statement: Pick<WithdrawalStatement, 'name' | 'email'>,
  lineIds: string[] | null,
) {
  const content = JSON.stringify([
    orderId,
    statement.name.trim().replace(/\s+/g, ' ').toLowerCase(),
    normalizeEmail(statement.email),
    lineIds ? [...lineIds].sort() : null,
  ]);
  return createHash('sha256').update(content).digest('hex');
}

function receiptOf(row: typeof orderWithdrawals.$inferSelect): WithdrawalReceipt {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    name: row.name,
    email: row.email,
    lines: row.lines ?? null,
    receivedAt: row.receivedAt.toISOString(),
  };
}

/** The session's own order, else the guest's by number and e-mail; null for anyone else's. */
async function findOrder(db: Executor, ctx: RequestContext, ref: WithdrawalOrderRef, lock: boolean) {
  const owners = [
    ...(ctx.customerId ? [eq(orders.customerId, ctx.customerId)] : []),
    ...(ctx.anonymousId ? [eq(orders.anonymousId, ctx.anonymousId)] : []),
    ...(ref.email ? [sql`lower(${orders.document}->>'customerEmail') = ${normalizeEmail(ref.email)}`] : []),
  ];
  if (owners.length === 0) return null;
  const query = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeKey, ctx.storeKey),
        eq(orders.orderNumber, ref.orderNumber.trim().toUpperCase()),
        or(...owners),
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** When the shipment was marked Shipped (the lifecycle's event), or null. */
async function shippedAt(db: Executor, orderId: string): Promise<Date | null> {
  const [event] = await db
    .select({ payload: domainEvents.payload, createdAt: domainEvents.createdAt })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.type, 'order.shipment-state-changed'),
        sql`${domainEvents.payload}->>'orderId' = ${orderId}`,
        sql`${domainEvents.payload}->'to'->>'shipmentState' = 'Shipped'`,
      ),
    )
    .orderBy(asc(domainEvents.id))
    .limit(1);
  if (!event) return null;
  const at = event.payload.at;
  return typeof at === 'string' ? new Date(at) : event.createdAt;
}

async function eligibilityOf(db: Executor, row: OrderRow, now: Date): Promise<WithdrawalEligibility> {
  const document = documentSchema.parse(row.document);
  return withdrawalEligibility(
    {
      country: document.country,
      orderState: row.orderState,
      shipmentState: row.shipmentState,
      clientType: parseClientType(document.clientType),
      vatNumber: str(document.billingAddress.vatNumber) || null,
      placedAt: row.createdAt,
      shippedAt: row.shipmentState === 'Shipped' ? await shippedAt(db, row.id) : null,
    },
    now,
  );
}

async function receivedFor(db: Executor, orderId: string) {
  const rows = await db
    .select()
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, orderId))
    .orderBy(asc(orderWithdrawals.receivedAt));
  return rows.map(receiptOf);
}

export function createWithdrawalService(db: Database) {
  return {
    /** What the form needs: the order's lines, the prefill, whether (and until when) it is open. */
    async options(ctx: RequestContext, ref: WithdrawalOrderRef): Promise<WithdrawalOptions | null> {
      const row = await findOrder(db, ctx, ref, false);
      if (!row) return null;
      const document = documentSchema.parse(row.document);
      return {
        orderNumber: row.orderNumber,
        name: [str(document.billingAddress.firstName), str(document.billingAddress.lastName)]
          .filter(Boolean)
          .join(' '),
        email: document.customerEmail ?? '',
        lines: linesOf(document),
        eligibility: await eligibilityOf(db, row, ctx.now),
        received: await receivedFor(db, row.id),
      };
    },

    /** Records the confirmed statement (once), with its event, or says why it cannot be. */
    async receive(ctx: RequestContext, statement: WithdrawalStatement): Promise<WithdrawalResult> {
      return db.transaction(async (tx) => {
        // The row lock puts two statements for one order in a row, so the coverage check holds.
        const row = await findOrder(tx, ctx, statement, true);
        if (!row) return { ok: false, error: { code: 'OrderNotFound' } };
        const document = documentSchema.parse(row.document);
        const all = linesOf(document);
        const requested =
          statement.lineIds && statement.lineIds.length > 0 ? [...new Set(statement.lineIds)] : null;
        const unknown = (requested ?? []).filter((id) => !all.some((line) => line.lineId === id));
        if (unknown.length > 0) return { ok: false, error: { code: 'UnknownLines', lineIds: unknown } };
        // Every line named: that is the whole order.
        const lineIds = requested && requested.length < all.length ? requested : null;

        const key = statementKey(row.id, statement, lineIds);
        const earlier = await tx.select().from(orderWithdrawals).where(eq(orderWithdrawals.orderId, row.id));
        const same = earlier.find((withdrawal) => withdrawal.statementKey === key);
        const order = { id: row.id, version: row.version };
        if (same) return { ok: true, value: { receipt: receiptOf(same), duplicate: true, order } };

        const eligibility = await eligibilityOf(tx, row, ctx.now);
        if (!eligibility.ok) {
          return {
            ok: false,
            error: { code: 'NotWithdrawable', reason: eligibility.reason, lastDay: eligibility.lastDay },
          };
        }
        const covered = earlier.map((withdrawal) => withdrawal.lines?.map((line) => line.lineId) ?? null);
        if (!withdrawalAddsLines(covered, lineIds ?? all.map((line) => line.lineId))) {
          const whole = earlier.find((withdrawal) => withdrawal.lines === null) ?? earlier.at(-1)!;
          return { ok: false, error: { code: 'AlreadyWithdrawn', receipt: receiptOf(whole) } };
        }

        const [inserted] = await tx
          .insert(orderWithdrawals)
          .values({
            orderId: row.id,
            storeKey: row.storeKey,
            orderNumber: row.orderNumber,
            statementKey: key,
            name: statement.name.trim(),
            email: statement.email.trim(),
            lines: lineIds ? all.filter((line) => lineIds.includes(line.lineId)) : null,
            locale: document.locale ?? ctx.locale,
            receivedAt: ctx.now,
          })
          .returning();
        const withdrawal = inserted!;
        const payload = {
          orderId: row.id,
          orderNumber: row.orderNumber,
          storeKey: row.storeKey,
          withdrawalId: withdrawal.id,
          lineIds,
          at: withdrawal.receivedAt.toISOString(),
        };
        // The acknowledgement first: the shopper's mail is the one the law asks for without delay.
        await tx.insert(domainEvents).values([
          { type: WITHDRAWAL_EVENT, payload },
          { type: WITHDRAWAL_NOTICE_EVENT, payload },
        ]);
        return { ok: true, value: { receipt: receiptOf(withdrawal), duplicate: false, order } };
      });
    },

    /** A received statement by its id (the receipt page's link); null in another store. */
    async receipt(ctx: RequestContext, id: string): Promise<WithdrawalReceipt | null> {
      if (!z.string().uuid().safeParse(id).success) return null;
      const [row] = await db
        .select()
        .from(orderWithdrawals)
        .where(and(eq(orderWithdrawals.id, id), eq(orderWithdrawals.storeKey, ctx.storeKey)));
      return row ? receiptOf(row) : null;
    },
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
