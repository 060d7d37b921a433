import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type CartState = 'Active' | 'Ordered' | 'Merged';

/**
 * One row per cart. The document holds what the shopper chose (line items by SKU and quantity,
 * addresses, codes, shipping and payment selection); prices are recomputed from the catalog on
 * every read and write. Writes are guarded by `version` (optimistic concurrency).
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeKey: text('store_key').notNull(),
    customerId: uuid('customer_id'),
    anonymousId: uuid('anonymous_id'),
    state: text('state').$type<CartState>().notNull().default('Active'),
    version: integer('version').notNull().default(1),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('carts_customer_idx').on(table.customerId, table.state),
    index('carts_anonymous_idx').on(table.anonymousId, table.state),
    // Housekeeping finds abandoned guest carts by age (decision 075).
    index('carts_abandoned_idx')
      .on(table.updatedAt)
      .where(sql`${table.customerId} is null and ${table.state} in ('Active', 'Merged')`),
  ],
);
