import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Product reviews with the custom fields of spec 000 §3 "Review". */
export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id').notNull(),
    sku: text('sku').notNull(),
    /** The reviewing customer; null for imported reviews. */
    customerId: text('customer_id'),
    authorName: text('author_name').notNull(),
    title: text('title').notNull().default(''),
    text: text('text').notNull().default(''),
    rating: smallint('rating').notNull(),
    locale: text('locale').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewCreatedAt: timestamp('review_created_at', { withTimezone: true }).notNull().defaultNow(),
    customerCareResponseText: text('customer_care_response_text'),
    source: text('source').notNull().default('shop'),
    titleTranslations: jsonb('title_translations').$type<Record<string, string>>().notNull().default({}),
    textTranslations: jsonb('text_translations').$type<Record<string, string>>().notNull().default({}),
    answerTranslations: jsonb('answer_translations').$type<Record<string, string>>().notNull().default({}),
    includedInStatistics: boolean('included_in_statistics').notNull().default(true),
    /** When the author consented on the add-review form (review-consent countries, CZ); else null. */
    consentGivenAt: timestamp('consent_given_at', { withTimezone: true }),
  },
  (t) => [
    index('reviews_top_idx').on(t.productId, t.rating.desc(), t.reviewCreatedAt.desc(), t.text.desc()),
    index('reviews_recent_idx').on(t.productId, t.reviewCreatedAt.desc()),
    uniqueIndex('reviews_customer_sku_idx').on(t.customerId, t.sku).where(sql`${t.customerId} is not null`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
