import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Custom payments (cash on delivery, bank transfer) created before the order (spec "Payment draft"). */
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
    centAmount: integer('cent_amount').notNull(),
    fractionDigits: integer('fraction_digits').notNull(),
    state: text('state').notNull(),
    custom: jsonb('custom').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payments_cart_idx').on(table.cartId)],
);
