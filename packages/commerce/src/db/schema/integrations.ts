import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Every remote VAT ID check, kept as proof that the ID was confirmed when an order went out without
 * VAT (reverse charge): what we asked, what the service answered, and when. Written by
 * packages/integrations (docs/decisions/092-vat-id-check-port.md); never updated.
 */
export const vatIdChecks = pgTable(
  'vat_id_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeKey: text('store_key').notNull(),
    /** The customer's ID as checked, normalised with its prefix, e.g. "ATU13585627". */
    vatId: text('vat_id').notNull(),
    /** Our own ID sent as the requester (eVatR needs it; VIES records it), or null. */
    requesterVatId: text('requester_vat_id'),
    /** simulator | evatr | vies */
    service: text('service').notNull(),
    /** The request as sent: method, URL and body. */
    request: jsonb('request').notNull(),
    /** The answer as received: HTTP status and body text; null when none came (timeout, network). */
    response: jsonb('response'),
    /** The service's code mapped onto the spec's numbers (200, 201, 205, 999 …) or the raw code. */
    code: text('code'),
    /** valid | invalid | unverifiable (domain `vatCheckOutcome`). */
    outcome: text('outcome').notNull(),
    timedOut: boolean('timed_out').notNull().default(false),
    error: text('error'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('vat_id_checks_vat_id_idx').on(table.vatId, table.requestedAt)],
);

/**
 * Mails received by the embedded SMTP server (no SMTP_URL set): the development mailbox reads them.
 * The raw message is kept next to the decoded parts so nothing the sender produced is lost.
 */
export const mailboxMessages = pgTable(
  'mailbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    envelopeFrom: text('envelope_from'),
    envelopeTo: text('envelope_to').array().notNull(),
    messageId: text('message_id'),
    subject: text('subject').notNull(),
    textBody: text('text_body'),
    htmlBody: text('html_body'),
    raw: text('raw').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mailbox_messages_received_idx').on(table.receivedAt)],
);

/**
 * Customer-service requests ('submit a request', spec 001 §5) as the local case store keeps them
 * (docs/decisions/135): the default case-management system, and with CASE_SERVICE=web-to-case the
 * record of what was forwarded. `number` gives the shopper's case number.
 */
export const requestCases = pgTable(
  'request_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    storeKey: text('store_key').notNull(),
    locale: text('locale').notNull(),
    reason: text('reason').notNull(),
    subreason: text('subreason').notNull(),
    email: text('email').notNull(),
    /** The whole request as validated (domain RequestFormData without stale extra fields). */
    request: jsonb('request').notNull(),
    /** local | web-to-case */
    service: text('service').notNull(),
    /** Web-to-Case: HTTP status and body of the forward; null for the local store or before it. */
    forwardResponse: jsonb('forward_response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    /**
     * The outbox of Web-to-Case (decision 261): when the next forward is due; null when there is
     * nothing to send (local store, forwarded, or given up). A sender claims a row by moving it on.
     */
    nextDeliveryAt: timestamp('next_delivery_at', { withTimezone: true }),
    /** Forwards tried so far (the one in the shopper's request included). */
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    /** Why the last forward failed: status or network error. */
    lastDeliveryError: text('last_delivery_error'),
    /** Set when the forward is not tried again (refused as bad data, or too many attempts). */
    deliveryGaveUpAt: timestamp('delivery_gave_up_at', { withTimezone: true }),
  },
  (table) => [
    index('request_cases_email_idx').on(table.email, table.createdAt),
    index('request_cases_pending_delivery_idx')
      .on(table.nextDeliveryAt)
      .where(sql`${table.nextDeliveryAt} is not null`),
  ],
);
