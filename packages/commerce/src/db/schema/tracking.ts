import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Tracking events (spec 001 §7 "Tracking service") as the tracking simulator of
 * packages/integrations keeps them when no Bloomreach project is configured: every app node writes
 * here, so an operator and the tests see what would have gone to the vendor. Bounded by the
 * simulator itself (30 days, about 100,000 rows), which prunes a batch with each insert.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    /** Increasing, so the row cap is a cheap range below max(id) on the primary key. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The spec's event name, e.g. "view-item", "checkout". */
    eventType: text('event_type').notNull(),
    /** The shop's locale variant, e.g. "de-at". */
    locale: text('locale').notNull(),
    /** The visitor's tracking cookie id. */
    cookie: text('cookie').notNull(),
    /** The signed-in customer's id; null for anonymous visitors. */
    userId: text('user_id'),
    email: text('email'),
    /** The event's spec fields as validated (gdpr_phone without whitespace, and so on). */
    properties: jsonb('properties').notNull(),
  },
  (table) => [index('tracking_events_received_at_idx').on(table.receivedAt)],
);
