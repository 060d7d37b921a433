import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The PostgreSQL search engine's documents (packages/search): one row per product and index
 * `prod.{locale}`, built from the catalog for that store's language, price and stock. The GIN
 * indexes on tsv and categories and the trigram index on search_terms live in the custom migration
 * 0007 (with the pg_trgm and unaccent extensions); 0012 partitions the table by index_name (one
 * partition per store locale, decision 125); 0017 turns the GIN pending lists off (decision 190).
 * A search's match set is read from the narrow search_matches (0018, decision 230); these rows are
 * read for the page of hits (and for category listings).
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    indexName: text('index_name').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** Lower-case, accent-free name: both engines sort names by this, byte order. */
    sortName: text('sort_name').notNull(),
    slug: text('slug').notNull(),
    brand: text('brand'),
    model: text('model'),
    ean: text('ean'),
    imageUrl: text('image_url'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Every category id (any tree) and the category facet values "lvl{n}:{categoryId}" for levels 0–4. */
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** The facet values "lvl{n}:{categoryId}" alone: what a search counts (0017, decision 190). */
    levels: text('levels').array().notNull().default(sql`'{}'::text[]`),
    currency: text('currency').notNull(),
    /** The price a shopper pays at index time (active discount applied), minor units. */
    price: bigint('price', { mode: 'number' }).notNull(),
    standardPrice: bigint('standard_price', { mode: 'number' }).notNull(),
    inStock: boolean('in_stock').notNull(),
    availableQuantity: integer('available_quantity').notNull(),
    rating: real('rating').notNull(),
    reviewCount: integer('review_count').notNull(),
    releaseDate: timestamp('release_date', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    tsv: tsvector('tsv').notNull(),
    indexedAt: timestamp('indexed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.indexName, t.productId] }),
    index('search_documents_product_idx').on(t.productId),
    index('search_documents_price_idx').on(t.indexName, t.price),
    index('search_documents_name_idx').on(t.indexName, t.sortName),
    index('search_documents_created_idx').on(t.indexName, t.createdAt.desc()),
    index('search_documents_published_idx').on(t.indexName, t.publishedAt.desc()),
  ],
);

/**
 * The narrow companion of searchDocuments (decision 230): per document only what a search's match set
 * reads, so a broad match reads ~10 rows per heap page instead of 4. Partitioned like
 * search_documents, with a GIN on tsv (no pending list) and a foreign key from each partition to its
 * documents' partition (on delete cascade), all in the custom migration 0018. The engine writes both
 * tables; a document deleted any other way takes its row along.
 */
export const searchMatches = pgTable(
  'search_matches',
  {
    indexName: text('index_name').notNull(),
    productId: text('product_id').notNull(),
    tsv: tsvector('tsv').notNull(),
    brand: text('brand'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    levels: text('levels').array().notNull().default(sql`'{}'::text[]`),
    price: bigint('price', { mode: 'number' }).notNull(),
    rating: real('rating').notNull(),
    sortName: text('sort_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.indexName, t.productId] })],
);

/** Words of an index's names, brands and categories: the trigram vocabulary for typo matching. */
export const searchTerms = pgTable(
  'search_terms',
  {
    indexName: text('index_name').notNull(),
    term: text('term').notNull(),
  },
  (t) => [primaryKey({ columns: [t.indexName, t.term] })],
);
