import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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

/** A verified AUTHORISATION of a hosted payment, as its webhook told it (decision 258). */
export interface StoredAuthorisation {
  pspReference: string;
  amount: { currency: string; value: number };
  /** The provider's name of the method (`visa`, `ideal` …), or null. */
  paymentMethod: string | null;
}

/**
 * Hosted Checkout payments (decision 258): which provider session pays for which of our references
 * (`<cartId>.<key>`). Adyen's answer on the shopper's return has no amount or pspReference, so the
 * verified AUTHORISATION webhook is kept here until the return (or the webhook itself, once the
 * shopper has been back or had time to) places the order from it.
 */
export const hostedPayments = pgTable(
  'hosted_payments',
  {
    reference: text('reference').primaryKey(),
    cartId: uuid('cart_id').notNull(),
    /** Null when the webhook came for a reference whose session was never recorded. */
    sessionId: text('session_id'),
    /** The shop's method key the session was opened for (a notification names a card's brand). */
    method: text('method'),
    authorisation: jsonb('authorisation').$type<StoredAuthorisation>(),
    /** When the shopper was back with a status that is no failure (the pending page). */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('hosted_payments_session_idx').on(table.sessionId)],
);
