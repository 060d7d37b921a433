import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** SEO redirects: sourceUrl → targetUrl, 308 unless stated. */
export const seoRedirects = pgTable('seo_redirects', {
  sourceUrl: text('source_url').primaryKey(),
  targetUrl: text('target_url').notNull(),
  redirectionCode: integer('redirection_code').notNull().default(308),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SeoRedirectRow = typeof seoRedirects.$inferSelect;
