/**
 * The product page's deferred part (decision 111): reviews with their statistics, and the related,
 * accessory, comparison and similar rails. The loader hands it over as a promise so the critical
 * product data streams first; types only here, so the browser bundle carries no server code.
 */
import type { Money } from '@toolyard/domain';

export const REVIEW_SORT_PARAM = 'reviewSort';
export const REVIEW_PAGE_PARAM = 'reviewPage';
/** URL values of the two sorts (spec 001 §3): 'top' is the default and is left out of links. */
export const REVIEW_SORT_VALUES = { top: 'Top reviews', recent: 'Most recent' } as const;
export type ReviewSortValue = keyof typeof REVIEW_SORT_VALUES;

export interface ReviewQuery {
  sort: ReviewSortValue;
  /** 1-based. */
  page: number;
}

/** `?reviewSort=recent&reviewPage=2`; anything unknown is the default (top reviews, page 1). */
export function reviewQueryOf(search: URLSearchParams): ReviewQuery {
  const sort = search.get(REVIEW_SORT_PARAM) === 'recent' ? 'recent' : 'top';
  const raw = search.get(REVIEW_PAGE_PARAM) ?? '';
  const page = /^\d{1,4}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  return { sort, page };
}

/** The page's own query with the review sort and page replaced; defaults are left out. */
export function reviewHref(search: URLSearchParams, query: ReviewQuery): string {
  const next = new URLSearchParams(search);
  next.delete(REVIEW_SORT_PARAM);
  next.delete(REVIEW_PAGE_PARAM);
  if (query.sort !== 'top') next.set(REVIEW_SORT_PARAM, query.sort);
  if (query.page > 1) next.set(REVIEW_PAGE_PARAM, String(query.page));
  const text = next.toString();
  return `${text ? `?${text}` : '?'}#rating-reviews`;
}

export interface ReviewItem {
  id: string;
  title: string;
  text: string;
  authorName: string;
  rating: number;
  /** ISO date-time of reviewCreatedAt. */
  createdAt: string;
  customerCareResponse: string | null;
}

export interface ReviewsData {
  query: ReviewQuery;
  total: number;
  pages: number;
  averageRating: number;
  /** Count per star, '1' … '5'. */
  distribution: Record<string, number>;
  items: ReviewItem[];
}

export interface RailProduct {
  sku: string;
  name: string;
  href: string;
  brand: string | null;
  image: string | null;
  price: Money | null;
  rating: { average: number; count: number } | null;
  inStock: boolean;
}

export interface ComparisonData {
  /** The ranked candidates (at most 5); the page's own product is the first column. */
  products: RailProduct[];
  /** Attribute rows: name, the page product's cell, then one per candidate ('-' where missing). */
  rows: Array<{ name: string; cells: string[] }>;
}

/** What the rails route (routes/product-rails.tsx) answers. */
export type ProductRailsData = Pick<ProductExtras, 'related' | 'accessories' | 'similar' | 'comparison'>;

/** The rails route of a product page: its browser code loads the rails from there (decision 221). */
export function productRailsHref(prefix: string, slug: string, sku: string): string {
  return `${prefix}/product-rails/${slug}?sku=${encodeURIComponent(sku)}`;
}

/** Which deferred parts to read: the document's (reviews), the rails route's (rails), or both. */
export type ExtrasParts = 'all' | 'reviews' | 'rails';

export interface ProductExtras {
  reviews: ReviewsData;
  related: RailProduct[];
  accessories: RailProduct[];
  similar: RailProduct[];
  comparison: ComparisonData | null;
}

/**
 * Message keys of the add-review form's answers: the spec's three texts (001 §8), the sign-in
 * prompt, field errors and thanks. Listed here, in browser code, because the browser renders them.
 */
export const REVIEW_ANSWERS = {
  notPurchased: 'product.review-not-purchased',
  duplicate: 'product.review-duplicate',
  other: 'product.review-error',
  thanks: 'product.review-thanks',
  signIn: 'pdp-reviews.sign-in-prompt',
  tooMany: 'account-security.too-many-requests',
  checkFields: 'pdp-reviews.check-fields',
  ratingRequired: 'pdp-reviews.rating-required',
  consentRequired: 'pdp-reviews.consent-required',
  required: 'form.required',
} as const;

/** The add-review form's answer (review-form.server.ts). */
export interface ReviewFormFields {
  rating: string;
  title: string;
  text: string;
  authorName: string;
}

export interface ReviewFormAnswer {
  ok: boolean;
  /** Message key, e.g. product.review-not-purchased (spec 001 §8 texts). */
  message: string;
  fields: ReviewFormFields;
  /** Field → message key for the fields that were refused before the engine saw them. */
  errors: Partial<Record<keyof ReviewFormFields | 'consent', string>>;
}
