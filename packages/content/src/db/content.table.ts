import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * CMS pages: the blocks of a page ("home", "not-found", "lander" …) per store variant ("de-de").
 * Operator-owned copy; UI messages live in the storefront (docs/decisions/050-string-ownership.md).
 */
export const contentPages = pgTable(
  'content_pages',
  {
    pageKey: text('page_key').notNull(),
    /** Lower-case locale variant, one of the 28 of spec 000 §2.2, e.g. "de-at". */
    locale: text('locale').notNull(),
    /** Ordered blocks: [{ name, props }]; props are checked against the block's schema when rendered. */
    blocks: jsonb('blocks').$type<unknown[]>().notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pageKey, t.locale] })],
);

export type ContentPageRow = typeof contentPages.$inferSelect;
