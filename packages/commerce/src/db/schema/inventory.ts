import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Inventory entries (spec 000 §3): stock per SKU. */
export const inventory = pgTable('inventory', {
  sku: text('sku').primaryKey(),
  availableQuantity: integer('available_quantity').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type InventoryRow = typeof inventory.$inferSelect;
