import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Browser sessions: an opaque random token in an httpOnly cookie, stored here only as its SHA-256.
 * Every session has an anonymous id (guest carts belong to it); signing in sets customer_id and a
 * scope containing `customer_id:<id>` (spec: logged in when the scope contains customer_id).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    storeKey: text('store_key').notNull(),
    anonymousId: uuid('anonymous_id').notNull().defaultRandom(),
    customerId: uuid('customer_id'),
    scope: text('scope').notNull().default('anonymous'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sessions_customer_idx').on(table.customerId),
    // Housekeeping deletes expired sessions (decision 075).
    index('sessions_expires_idx').on(table.expiresAt),
  ],
);
