import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Product discounts: a gross discounted price for a SKU, absolute (minor units off, per currency)
 * or relative (permyriad off), valid between validFrom and validUntil. country null = every market.
 */
export const productDiscounts = pgTable(
  'product_discounts',
  {
    id: text('id').primaryKey(),
    sku: text('sku').notNull(),
    country: text('country'),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    valueType: text('value_type').$type<'absolute' | 'relative'>().notNull(),
    /** relative: permyriad. */
    permyriad: integer('permyriad'),
    /** absolute: minor units off per currency, e.g. { EUR: 500, CZK: 12500 }. */
    amounts: jsonb('amounts').$type<Record<string, number>>(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    /** Higher wins when several apply. */
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_discounts_sku_idx').on(t.sku)],
);

export type CartDiscountKind = 'volume' | 'code';

/** Cart discounts: volume-discount tiers (by group) and the discounts behind coupon codes. */
export const cartDiscounts = pgTable(
  'cart_discounts',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind').$type<CartDiscountKind>().notNull(),
    name: jsonb('name').$type<Record<string, string>>().notNull(),
    valueType: text('value_type').$type<'absolute' | 'relative'>().notNull(),
    permyriad: integer('permyriad'),
    /** absolute: minor units per currency. */
    amounts: jsonb('amounts').$type<Record<string, number>>(),
    /** Minimum items total per currency for a code to apply. */
    minimumAmounts: jsonb('minimum_amounts').$type<Record<string, number>>(),
    /** Volume tiers: minimum quantity of the group. */
    volume: integer('volume'),
    volumeDiscountGroup: text('volume_discount_group'),
    /** null = every store. */
    storeKey: text('store_key'),
    isActive: boolean('is_active').notNull().default(true),
    requiresDiscountCode: boolean('requires_discount_code').notNull().default(false),
    sortOrder: text('sort_order').notNull().default('0.5'),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [index('cart_discounts_group_idx').on(t.volumeDiscountGroup, t.isActive)],
);

/** Coupon codes, stored upper-case; lookups upper-case the input. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    cartDiscountId: text('cart_discount_id')
      .notNull()
      .references(() => cartDiscounts.id, { onDelete: 'cascade' }),
    isActive: boolean('is_active').notNull().default(true),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** null = every store. */
    storeKeys: text('store_keys').array(),
    maxApplications: bigint('max_applications', { mode: 'number' }),
    /** Orders that used the code; raised in the order's transaction, never above maxApplications. */
    applications: bigint('applications', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('discount_codes_code_idx').on(t.code),
    check(
      'discount_codes_applications_within_max',
      sql`${t.maxApplications} is null or ${t.applications} <= ${t.maxApplications}`,
    ),
  ],
);

export type ProductDiscountRow = typeof productDiscounts.$inferSelect;
export type CartDiscountRow = typeof cartDiscounts.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
