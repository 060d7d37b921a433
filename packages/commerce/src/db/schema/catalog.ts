import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type CategoryTree = 'all' | 'industry' | 'longtail';

/** Category trees all, industry and longtail (spec 000 §3 "Category"). Texts live in category_texts. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    tree: text('tree').$type<CategoryTree>().notNull(),
    parentId: text('parent_id'),
    /** Ids from the root down to the parent. */
    ancestors: text('ancestors').array().notNull().default(sql`'{}'::text[]`),
    depth: integer('depth').notNull().default(0),
    orderHint: text('order_hint').notNull().default('0.5'),
    imageUrl: text('image_url'),
    /** Markets (country codes) where the category has products. */
    hasProducts: text('has_products').array().notNull().default(sql`'{}'::text[]`),
    /** CategoryContentHTML per language. */
    contentHtml: jsonb('content_html').$type<Record<string, string>>().notNull().default({}),
    /** categoryPosts per locale. */
    categoryPosts: jsonb('category_posts').$type<Record<string, string[]>>().notNull().default({}),
    /** related_categories_1 to 3, by category id. */
    relatedCategoryIds: text('related_category_ids').array().notNull().default(sql`'{}'::text[]`),
    link: text('link'),
    hideChevron: boolean('hide_chevron').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('categories_tree_parent_idx').on(t.tree, t.parentId, t.orderHint),
    index('categories_parent_idx').on(t.parentId),
    index('categories_ancestors_idx').using('gin', t.ancestors),
  ],
);

export const categoryTexts = pgTable(
  'category_texts',
  {
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.language] }),
    uniqueIndex('category_texts_language_slug_idx').on(t.language, t.slug),
    index('category_texts_slug_idx').on(t.slug),
  ],
);

/** Energy label of an attribute set (label, fiche, nested label). */
export interface EnergyRating {
  label: string;
  fiche?: string;
  nestedLabel?: string;
}

/** Typed product attributes of spec 000 §3 that are not columns of their own. */
export interface ProductAttributes {
  highlights?: Record<string, string[]>;
  techdetails?: Record<string, Array<{ name: string; value: string }>>;
  faq?: Record<string, Array<{ question: string; answer: string }>>;
  deliveryPackage?: Record<string, string>;
  /** Dimensions in millimetres, weights in grams. */
  bruttoLength?: number;
  bruttoWidth?: number;
  bruttoHeight?: number;
  bruttoWeight?: number;
  nettoLength?: number;
  nettoWidth?: number;
  nettoHeight?: number;
  nettoWeight?: number;
  manualUrl?: string;
  numberOf360Images?: number;
  video?: string;
  energyRating?: EnergyRating;
  [name: string]: unknown;
}

export type ProductType = 'standard_product' | 'accessory' | 'extra_guarantee' | 'product';

/** Products (spec 000 §3 "Product"); key is the EX… product code. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    productType: text('product_type').$type<ProductType>().notNull().default('standard_product'),
    brand: text('brand'),
    family: text('family'),
    model: text('model'),
    ean: text('ean'),
    attributes: jsonb('attributes').$type<ProductAttributes>().notNull().default({}),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Assigned categories (leaf and their ancestors are resolved by category_ids + ancestors). */
    categoryIds: text('category_ids').array().notNull().default(sql`'{}'::text[]`),
    /** referencedResourceSet: categories whose products complement this one. */
    referencedCategoryIds: text('referenced_category_ids').array().notNull().default(sql`'{}'::text[]`),
    /** SKUs of accessories for this product, and of products this accessory belongs to. */
    relatedAccessories: text('related_accessories').array().notNull().default(sql`'{}'::text[]`),
    parentProductsForAccessory: text('parent_products_for_accessory')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPackageTypeFreight: boolean('is_package_type_freight').notNull().default(false),
    isBware: boolean('is_bware').notNull().default(false),
    volumeDiscountGroup: text('volume_discount_group'),
    /** Markets (country codes) where eligibleForSelling is true. */
    eligibleForSelling: text('eligible_for_selling').array().notNull().default(sql`'{}'::text[]`),
    /** Markets (country codes) where enabledOnMarket is true. */
    enabledOnMarket: text('enabled_on_market').array().notNull().default(sql`'{}'::text[]`),
    taxCategory: text('tax_category').notNull().default('standard'),
    releaseDate: timestamp('release_date', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Denormalised review statistics, kept in step when a review is added. */
    reviewCount: integer('review_count').notNull().default(0),
    reviewRatingSum: integer('review_rating_sum').notNull().default(0),
    /** Count of reviews per rating "1".."5". */
    ratingsDistribution: jsonb('ratings_distribution').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    index('products_published_idx').on(t.publishedAt.desc(), t.id),
    index('products_created_idx').on(t.createdAt.desc(), t.id),
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_tags_idx').using('gin', t.tags),
    index('products_brand_idx').on(t.brand),
  ],
);

export const productTexts = pgTable(
  'product_texts',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.language] }),
    uniqueIndex('product_texts_language_slug_idx').on(t.language, t.slug),
  ],
);

export type VariantKind = 'A' | 'B' | 'set' | 'test';

export interface ProductImage {
  url: string;
  label: string;
}

/** Variants by SKU: A-ware (EX10…), B-ware (EX20…), sets (EX18…), test (EX5…), virtual (41000…). */
export const variants = pgTable(
  'variants',
  {
    sku: text('sku').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').notNull(),
    kind: text('kind').$type<VariantKind>().notNull().default('A'),
    isMaster: boolean('is_master').notNull().default(false),
    /** Key of the generated illustration (see src/media). */
    imageKey: text('image_key'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('variants_product_idx').on(t.productId, t.variantId),
    uniqueIndex('variants_product_variant_idx').on(t.productId, t.variantId),
  ],
);

/** Gross price of a SKU per country, in minor units of the store currency. */
export const prices = pgTable(
  'prices',
  {
    sku: text('sku')
      .notNull()
      .references(() => variants.sku, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    currency: text('currency').notNull(),
    centAmount: bigint('cent_amount', { mode: 'number' }).notNull(),
    /** Custom net price field: the price before VAT when known. */
    netCentAmount: bigint('net_cent_amount', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.sku, t.country] }),
    index('prices_country_amount_idx').on(t.country, t.centAmount),
  ],
);

/** Extra-guarantee products (virtual SKUs 41000…): rate in basis points of the parent price. */
export const extraGuarantees = pgTable('extra_guarantees', {
  sku: text('sku')
    .primaryKey()
    .references(() => variants.sku, { onDelete: 'cascade' }),
  rateBasisPoints: integer('rate_basis_points').notNull(),
  excludedSkus: text('excluded_skus').array().notNull().default(sql`'{}'::text[]`),
  excludedBrands: text('excluded_brands').array().notNull().default(sql`'{}'::text[]`),
  /** Parent product types or relations the guarantee never applies to (e.g. accessory). */
  excludedRelations: text('excluded_relations').array().notNull().default(sql`'{}'::text[]`),
  enabledOnMarket: text('enabled_on_market').array().notNull().default(sql`'{}'::text[]`),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type CategoryRow = typeof categories.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;
