import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/** One withdrawn line as the statement named it (kept as it was, whatever the order document becomes). */
export interface WithdrawnLine {
  lineId: string;
  sku: string;
  name: string;
  quantity: number;
}

/**
 * Withdrawal statements received through the withdrawal function (Directive 2011/83/EU art. 11a,
 * decision 265): what the consumer declared and when it reached us. Written with its domain event
 * (`order.withdrawal-received`) in one transaction; the event carries the acknowledgement mail.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    storeKey: text('store_key').notNull(),
    orderNumber: text('order_number').notNull(),
    /** sha256 of the statement's content: the same statement sent twice is one withdrawal. */
    statementKey: text('statement_key').notNull(),
    name: text('name').notNull(),
    /** Where the acknowledgement goes (the electronic means the consumer named). */
    email: text('email').notNull(),
    /** The withdrawn lines; null is the whole order. */
    lines: jsonb('lines').$type<WithdrawnLine[] | null>(),
    /** The language of the pages the statement was made in, for the acknowledgement. */
    locale: text('locale').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** When an operator marked it handled (decision 268); null: still open on their list. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** The operator's note with it (e.g. "refunded, parcel back"). */
    handledNote: text('handled_note'),
  },
  (table) => [
    index('order_withdrawals_order_idx').on(table.orderId, table.receivedAt),
    uniqueIndex('order_withdrawals_statement_idx').on(table.orderId, table.statementKey),
    // The operator's list, newest first; the open ones alone stay a small index (decision 268).
    index('order_withdrawals_received_idx').on(table.receivedAt, table.id),
    index('order_withdrawals_open_idx').on(table.receivedAt, table.id).where(sql`${table.handledAt} is null`),
  ],
);
