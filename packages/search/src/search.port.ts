/** The search port: what a listing, the search page and the search bar ask, and what they get. */
import { CATEGORY_LEVELS, LISTING_SORTS, PRICE_RANGE } from '@toolyard/domain';
import { z } from 'zod';
import type { SearchDocument } from './documents.ts';

const facetValues = z.array(z.string().min(1).max(200)).max(50);

const categoryLevelsSchema = z
  .object(Object.fromEntries(CATEGORY_LEVELS.map((level) => [`lvl${level}`, facetValues.optional()])))
  .partial() as z.ZodType<Partial<Record<CategoryLevelKey, string[]>>>;

export type CategoryLevelKey = `lvl${(typeof CATEGORY_LEVELS)[number]}`;

const priceBound = z.number().min(PRICE_RANGE.min).max(PRICE_RANGE.max);

/** Facet filters in the listing's shape: values within one facet are alternatives (OR). */
export const searchFiltersSchema = z
  .object({
    tags: facetValues,
    brand: facetValues,
    /** Category facet levels 0–4 of the `all` tree, by category id. */
    categories: categoryLevelsSchema,
    /** Products in this category or below it, in any tree (category pages). */
    categoryId: z.string().min(1).max(200),
    /** Price range in major units (0–1,000,000), bounds included. */
    price: z
      .object({ min: priceBound.optional(), max: priceBound.optional() })
      .refine((p) => p.min === undefined || p.max === undefined || p.min <= p.max, 'min must not exceed max'),
    /** Average rating at least this (the rating menu's "4 stars & up"). */
    rating: z.number().min(0).max(5),
  })
  .partial();

export const searchQuerySchema = z.object({
  text: z.string().max(200).default(''),
  filters: searchFiltersSchema.default({}),
  sort: z.enum(LISTING_SORTS).default('relevance'),
  /** 1-based. */
  page: z.number().int().min(1).max(10_000).default(1),
  hitsPerPage: z.number().int().min(1).max(100).default(24),
});

export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;
export type SearchFilters = SearchQuery['filters'];

/** A product as a listing shows it; `slug` makes the URL (spec: a search hit is name and url). */
export interface SearchHit {
  id: string;
  sku: string;
  key: string;
  name: string;
  slug: string;
  brand: string | null;
  imageUrl: string | null;
  currency: string;
  /** What the shopper pays (active discount applied), minor units. */
  price: number;
  standardPrice: number;
  inStock: boolean;
  availableQuantity: number;
  rating: number;
  reviewCount: number;
  tags: string[];
}

export interface SearchFacets {
  brand: Record<string, number>;
  tags: Record<string, number>;
  categories: Record<CategoryLevelKey, Record<string, number>>;
  /** Products whose average rating is at least 1, 2, 3, 4 and 5. */
  rating: Record<'1' | '2' | '3' | '4' | '5', number>;
  /** Cheapest and dearest price among the matches, minor units; null without matches. */
  price: { min: number; max: number } | null;
}

export interface SearchResult {
  hits: SearchHit[];
  total: number;
  page: number;
  hitsPerPage: number;
  pages: number;
  facets: SearchFacets;
}

export interface Suggestion {
  id: string;
  name: string;
  slug: string;
}

/**
 * An engine behind the port. Each index is `prod.{locale}`; documents are replaced whole.
 * Counts of a facet ignore that facet's own filter (disjunctive, as InstantSearch shows them);
 * category level n counts apply only the category filters of the levels above it.
 */
export interface SearchEngine {
  readonly name: 'postgres' | 'orama';
  /** Replaces (or adds) these documents of the index. */
  upsert(index: string, documents: readonly SearchDocument[]): Promise<void>;
  /** Removes these products from the index; unknown ids are ignored. */
  remove(index: string, productIds: readonly string[]): Promise<void>;
  /** Empties the index. */
  clear(index: string): Promise<void>;
  search(index: string, query: SearchQuery): Promise<SearchResult>;
  /** Best hits for what has been typed so far (the last word is a prefix). */
  suggest(index: string, text: string, limit: number): Promise<Suggestion[]>;
  /** Releases what the engine holds (pools are the caller's). */
  close(): Promise<void>;
}

export const RATING_STEPS = ['1', '2', '3', '4', '5'] as const;

export function emptyFacets(): SearchFacets {
  return {
    brand: {},
    tags: {},
    categories: { lvl0: {}, lvl1: {}, lvl2: {}, lvl3: {}, lvl4: {} },
    rating: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    price: null,
  };
}

export function pagesOf(total: number, hitsPerPage: number): number {
  return Math.ceil(total / hitsPerPage);
}
