import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Newsletter sign-ups with double opt-in: one row per store and e-mail (case-insensitive). A sign-up
 * is `pending` until the link in the confirmation mail (…/exConsents/confirm?hash=…) is followed;
 * only the SHA-256 of that link's token is stored. Consent timestamps are kept as evidence.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeKey: text('store_key').notNull(),
    email: text('email').notNull(),
    emailLower: text('email_lower').notNull(),
    /** Store variant the visitor signed up in, e.g. "nl-be": the language of the mails. */
    locale: text('locale').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    /** Where the sign-up came from: "footer", "cms-block", "checkout", … */
    source: text('source').notNull(),
    confirmTokenHash: text('confirm_token_hash').unique(),
    consentRequestedAt: timestamp('consent_requested_at', { withTimezone: true }).notNull(),
    consentConfirmedAt: timestamp('consent_confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_store_email_uq').on(table.storeKey, table.emailLower),
    index('newsletter_subscriptions_status_idx').on(table.status),
    check(
      'newsletter_subscriptions_status_ck',
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
  ],
);
