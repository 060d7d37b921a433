import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Shipping methods: parcel (default) and freight, with texts per language or locale. */
export const shippingMethods = pgTable('shipping_methods', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  /** Name per language. */
  name: jsonb('name').$type<Record<string, string>>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** localizedDescription per language. */
  description: jsonb('description').$type<Record<string, string>>().notNull().default({}),
  /** DeliveryTime text such as "2-4" per language-and-country ("de-AT") or per country ("AT"). */
  deliveryTime: jsonb('delivery_time').$type<Record<string, string>>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Zone rates: one zone per country, priced in the store currency, with a free-shipping threshold. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: text('id').primaryKey(),
    methodId: text('method_id')
      .notNull()
      .references(() => shippingMethods.id, { onDelete: 'cascade' }),
    /** Zone key: the country code. */
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    centAmount: bigint('cent_amount', { mode: 'number' }).notNull(),
    freeAboveCentAmount: bigint('free_above_cent_amount', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('shipping_rates_method_country_idx').on(t.methodId, t.country),
    index('shipping_rates_country_idx').on(t.country),
  ],
);

export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
export type ShippingRateRow = typeof shippingRates.$inferSelect;
