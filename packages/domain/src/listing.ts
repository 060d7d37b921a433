/** Product listing options and query normalisation (spec 000 §2.4, 001 §5 "Listing query"). */

export const LISTING_PAGE_SIZES = [12, 24, 36, 48] as const;
export type ListingPageSize = (typeof LISTING_PAGE_SIZES)[number];
export const DEFAULT_LISTING_PAGE_SIZE: ListingPageSize = 24;

export const LISTING_SORTS = [
  'relevance',
  'name-asc',
  'name-desc',
  'price-asc',
  'price-desc',
  'newest',
] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'relevance';

/** Price facet bounds in major units (the platform query multiplies them by 100). */
export const PRICE_RANGE = { min: 0, max: 1_000_000 } as const;

export const FIRST_PAGE = 1;

/** Category facet levels 0..4. */
export const CATEGORY_LEVELS = [0, 1, 2, 3, 4] as const;

export interface ListingQuery {
  readonly hitsPerPage: ListingPageSize;
  readonly page: number;
}

/** Reads a query value ("24", 24, ["24"]) as an integer, or null. */
function integerOf(value: unknown): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : null;
  if (typeof raw === 'string' && /^\d+$/.test(raw.trim())) {
    const parsed = Number(raw.trim());
    return Number.isSafeInteger(parsed) ? parsed : null;
  }
  return null;
}

/**
 * Invalid hitsPerPage (not an allowed size) or page (not an integer ≥ 1, or above maxPage when
 * known) are replaced by the defaults 24 and 1.
 */
export function normalizeListingQuery(
  query: { hitsPerPage?: unknown; page?: unknown },
  { maxPage }: { maxPage?: number } = {},
): ListingQuery {
  const size = integerOf(query.hitsPerPage);
  const page = integerOf(query.page);
  const pageValid = page !== null && page >= FIRST_PAGE && (maxPage === undefined || page <= maxPage);
  return {
    hitsPerPage: LISTING_PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_LISTING_PAGE_SIZE,
    page: pageValid ? page : FIRST_PAGE,
  };
}

export function normalizeListingSort(value: unknown): ListingSort {
  return LISTING_SORTS.find((sort) => sort === value) ?? DEFAULT_LISTING_SORT;
}

/** Clamps a price-facet range into 0..1,000,000 and orders its bounds. */
export function normalizePriceRange(min: number, max: number): { min: number; max: number } {
  const clamp = (value: number, fallback: number) =>
    Number.isFinite(value) ? Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, value)) : fallback;
  const low = clamp(min, PRICE_RANGE.min);
  const high = clamp(max, PRICE_RANGE.max);
  return low <= high ? { min: low, max: high } : { min: high, max: low };
}

/** Page 1 is canonical without a page parameter; pages above 1 keep it (and a "page N" title). */
export function isFirstPageMarker(page: unknown): boolean {
  return integerOf(page) === FIRST_PAGE;
}
