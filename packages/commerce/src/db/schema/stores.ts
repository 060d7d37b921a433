import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A campaign announced by a store (spec 000 §3 "Store": campaigns JSON list). */
export interface StoreCampaign {
  campaignName: string;
  /** ISO date-time. */
  startDate: string;
  endDate: string;
}

/**
 * The 25 country stores with the custom fields of spec 000 §3: cash-on-delivery fee title, bank
 * data for bank transfer, campaigns and the feature flags of spec 000 §1.
 */
export const stores = pgTable('stores', {
  key: text('key').primaryKey(),
  country: text('country').notNull().unique(),
  currency: text('currency').notNull(),
  /** First entry is the default language. */
  languages: text('languages').array().notNull(),
  name: text('name').notNull(),
  /** Cash-on-delivery fee title per language. */
  codFeeTitle: jsonb('cod_fee_title').$type<Record<string, string>>().notNull().default({}),
  bankOwner: text('bank_owner'),
  bankInstitute: text('bank_institute'),
  iban: text('iban'),
  bic: text('bic'),
  campaigns: jsonb('campaigns').$type<StoreCampaign[]>().notNull().default([]),
  extraGuaranteeEnabled: boolean('extra_guarantee_enabled').notNull().default(false),
  complementaryProductsEnabled: boolean('complementary_products_enabled').notNull().default(false),
  addressAutocompleteEnabled: boolean('address_autocomplete_enabled').notNull().default(false),
  vatValidationEnabled: boolean('vat_validation_enabled').notNull().default(false),
  taxRateChangeEnabled: boolean('tax_rate_change_enabled').notNull().default(false),
  trustScoreEnabled: boolean('trust_score_enabled').notNull().default(false),
  reviewCollectionEnabled: boolean('review_collection_enabled').notNull().default(false),
  campaignsEnabled: boolean('campaigns_enabled').notNull().default(false),
  mapsReviewsEnabled: boolean('maps_reviews_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;
