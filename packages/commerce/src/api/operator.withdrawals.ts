/**
 * The withdrawals on the operator API (decision 268): the statements shoppers sent through the
 * withdrawal function (decision 265), newest first, optionally only those nobody has handled yet,
 * and marking one handled with a note. The order itself does not change: the operator refunds,
 * cancels or books the return with the order methods, then marks the withdrawal handled.
 */
import { and, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { orderWithdrawals } from '../db/schema/withdrawals.ts';
import {
  badBody,
  listPage,
  MAX_LIST_LIMIT,
  MAX_LIST_OFFSET,
  type OperatorMethod,
} from './operator.common.ts';

type WithdrawalRow = typeof orderWithdrawals.$inferSelect;

/** A note is for people: printable text and line breaks, no other control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it refuses
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/;

const schemas = {
  listWithdrawals: z
    .object({
      /** `open`: not yet marked handled; `handled`: the others; absent: all. */
      status: z.enum(['open', 'handled']).optional(),
      storeKey: z.string().min(1).max(40).optional(),
      limit: z.number().int().min(1).max(MAX_LIST_LIMIT).default(20),
      offset: z.number().int().min(0).max(MAX_LIST_OFFSET).default(0),
    })
    .strict(),
  markWithdrawalHandled: z
    .object({
      withdrawalId: z.uuid(),
      note: z
        .string()
        .trim()
        .min(1)
        .max(1000)
        .refine((note) => !CONTROL.test(note), 'control characters are not allowed')
        .optional(),
    })
    .strict(),
};

/** A withdrawal as the operator sees it: the statement as received, and whether it is handled. */
export function operatorWithdrawalView(row: WithdrawalRow) {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    storeKey: row.storeKey,
    receivedAt: row.receivedAt.toISOString(),
    name: row.name,
    email: row.email,
    /** True: the whole order; else `lines` names the withdrawn ones. */
    wholeOrder: row.lines === null,
    lines: row.lines ?? null,
    locale: row.locale,
    handledAt: row.handledAt?.toISOString() ?? null,
    handledNote: row.handledNote ?? null,
  };
}

/** An order's withdrawals, oldest first (the order's own story), for getOrder. */
export async function withdrawalsOfOrder(db: Database, orderId: string) {
  const rows = await db
    .select()
    .from(orderWithdrawals)
    .where(eq(orderWithdrawals.orderId, orderId))
    .orderBy(orderWithdrawals.receivedAt, orderWithdrawals.id);
  return rows.map(operatorWithdrawalView);
}

export function createOperatorWithdrawalMethods(db: Database): Record<keyof typeof schemas, OperatorMethod> {
  return {
    async listWithdrawals(body) {
      const input = schemas.listWithdrawals.safeParse(body ?? {});
      if (!input.success) return badBody(input.error);
      const { status, storeKey, limit, offset } = input.data;
      const filters: (SQL | undefined)[] = [
        status === 'open' ? isNull(orderWithdrawals.handledAt) : undefined,
        status === 'handled' ? isNotNull(orderWithdrawals.handledAt) : undefined,
        storeKey ? eq(orderWithdrawals.storeKey, storeKey) : undefined,
      ];
      const where = and(...filters);
      return listPage(db, {
        table: orderWithdrawals,
        where,
        limit,
        offset,
        rows: db
          .select()
          .from(orderWithdrawals)
          .where(where)
          // Newest first: a withdrawal is a task, and the latest ones are what the operator checks.
          .orderBy(desc(orderWithdrawals.receivedAt), desc(orderWithdrawals.id))
          .limit(limit)
          .offset(offset),
        view: operatorWithdrawalView,
      });
    },

    async markWithdrawalHandled(body, now) {
      const input = schemas.markWithdrawalHandled.safeParse(body);
      if (!input.success) return badBody(input.error);
      const { withdrawalId, note } = input.data;
      // One statement: of two operators marking it at once, one wins and the other hears 409.
      const [updated] = await db
        .update(orderWithdrawals)
        .set({ handledAt: now, handledNote: note ?? null })
        .where(and(eq(orderWithdrawals.id, withdrawalId), isNull(orderWithdrawals.handledAt)))
        .returning();
      if (updated) return { ok: true, value: operatorWithdrawalView(updated) };
      const [existing] = await db
        .select()
        .from(orderWithdrawals)
        .where(eq(orderWithdrawals.id, withdrawalId));
      if (!existing) {
        return {
          ok: false,
          status: 404,
          error: { code: 'withdrawal_not_found', message: `Withdrawal ${withdrawalId} not found` },
        };
      }
      const view = operatorWithdrawalView(existing);
      return {
        ok: false,
        status: 409,
        error: {
          code: 'already_handled',
          message: `Withdrawal ${withdrawalId} was marked handled at ${view.handledAt}`,
          handledAt: view.handledAt,
          handledNote: view.handledNote,
        },
      };
    },
  };
}
