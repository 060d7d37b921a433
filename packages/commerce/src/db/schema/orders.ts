import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Orders keep the priced cart as a snapshot document; states and the SKUs are columns for queries. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull().unique(),
    storeKey: text('store_key').notNull(),
    customerId: uuid('customer_id'),
    anonymousId: uuid('anonymous_id'),
    cartId: uuid('cart_id').notNull(),
    /** The client's Idempotency-Key of the order call: a repeat answers this order (decision 061). */
    idempotencyKey: text('idempotency_key'),
    orderState: text('order_state').notNull(),
    paymentState: text('payment_state').notNull(),
    shipmentState: text('shipment_state').notNull(),
    skus: text('skus').array().notNull(),
    version: integer('version').notNull().default(1),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_anonymous_idx').on(table.anonymousId),
    index('orders_skus_idx').using('gin', table.skus),
    uniqueIndex('orders_idempotency_key_idx').on(table.storeKey, table.idempotencyKey),
    // One live order per cart; an order cancelled because its payment could not start frees the cart.
    uniqueIndex('orders_cart_live_idx').on(table.cartId).where(sql`${table.orderState} <> 'Cancelled'`),
  ],
);

/** Per prefix (country + day) counter behind human order numbers such as DE-20260301-0007. */
export const orderNumberCounters = pgTable('order_number_counters', {
  prefix: text('prefix').primaryKey(),
  last: integer('last').notNull(),
});

/** The event types after which the shopper (or, for a withdrawal, also the shop) gets a mail (decision 259); the due index names them too. */
export const SHOPPER_MAIL_EVENT_TYPES = [
  'order.cancelled',
  'order.shipment-state-changed',
  'order.payment-state-changed',
  // The acknowledgement of a withdrawal statement (decision 265).
  'order.withdrawal-received',
  // Not the shopper's: the shop's own notice of that withdrawal, a second event so that each mail
  // has its own state and retries (decision 268).
  'order.withdrawal-notice',
] as const;

/** Outbox of domain events (e.g. order.placed) for integrations to pick up. */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The shopper's mail about this event (decision 259): null while due (or not a mail event);
     * 'sent', 'skipped' (the change needs no mail) or 'failed' (gave up after the bounded attempts).
     */
    mailState: text('mail_state'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /** After a failed send, not before this. */
    mailRetryAt: timestamp('mail_retry_at', { withTimezone: true }),
    mailError: text('mail_error'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    // Only the events still waiting for their mail: the job's one read stays small however long the
    // outbox grows (every order.placed and every handled event is outside it).
    index('domain_events_mail_due_idx')
      .on(table.id)
      .where(
        sql`${table.mailState} is null and ${table.type} in ('order.cancelled', 'order.shipment-state-changed', 'order.payment-state-changed', 'order.withdrawal-received', 'order.withdrawal-notice')`,
      ),
  ],
);
