import { bigint, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Payments of orders (spec "Payment draft"), written in the order's transaction. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeKey: text('store_key').notNull(),
    cartId: uuid('cart_id').notNull(),
    orderId: uuid('order_id'),
    paymentInterface: text('payment_interface').notNull(),
    methodName: text('method_name').notNull(),
    currencyCode: text('currency_code').notNull(),
    /** Minor units; bigint like every stored amount (a 30 M Ft order is 3,000,000,000 fillér). */
    centAmount: bigint('cent_amount', { mode: 'number' }).notNull(),
    fractionDigits: integer('fraction_digits').notNull(),
    state: text('state').notNull(),
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_cart_idx').on(table.cartId)],
);
