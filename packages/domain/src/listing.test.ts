import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING_PAGE_SIZE,
  isFirstPageMarker,
  LISTING_PAGE_SIZES,
  LISTING_SORTS,
  normalizeListingQuery,
  normalizeListingSort,
  normalizePriceRange,
} from './listing.ts';

describe('listing options', () => {
  it('has the spec sizes and sorts', () => {
    expect(LISTING_PAGE_SIZES).toEqual([12, 24, 36, 48]);
    expect(DEFAULT_LISTING_PAGE_SIZE).toBe(24);
    expect(LISTING_SORTS).toEqual([
      'relevance',
      'name-asc',
      'name-desc',
      'price-asc',
      'price-desc',
      'newest',
    ]);
  });
});

describe('normalizeListingQuery', () => {
  it('keeps valid values from numbers, strings and repeated parameters', () => {
    expect(normalizeListingQuery({ hitsPerPage: 48, page: 3 })).toEqual({ hitsPerPage: 48, page: 3 });
    expect(normalizeListingQuery({ hitsPerPage: '12', page: '2' })).toEqual({ hitsPerPage: 12, page: 2 });
    expect(normalizeListingQuery({ hitsPerPage: ['36'], page: ['5'] })).toEqual({ hitsPerPage: 36, page: 5 });
  });

  it('replaces invalid values by the defaults', () => {
    expect(normalizeListingQuery({})).toEqual({ hitsPerPage: 24, page: 1 });
    expect(normalizeListingQuery({ hitsPerPage: 25, page: 0 })).toEqual({ hitsPerPage: 24, page: 1 });
    expect(normalizeListingQuery({ hitsPerPage: 'abc', page: '-2' })).toEqual({ hitsPerPage: 24, page: 1 });
    expect(normalizeListingQuery({ hitsPerPage: '12.0', page: 2.5 })).toEqual({ hitsPerPage: 24, page: 1 });
    expect(normalizeListingQuery({ page: '9' }, { maxPage: 8 })).toEqual({ hitsPerPage: 24, page: 1 });
    expect(normalizeListingQuery({ page: '8' }, { maxPage: 8 })).toEqual({ hitsPerPage: 24, page: 8 });
  });

  it('normalises sort and price range', () => {
    expect(normalizeListingSort('price-desc')).toBe('price-desc');
    expect(normalizeListingSort('cheapest')).toBe('relevance');
    expect(normalizePriceRange(-5, 2_000_000)).toEqual({ min: 0, max: 1_000_000 });
    expect(normalizePriceRange(500, 100)).toEqual({ min: 100, max: 500 });
    expect(normalizePriceRange(Number.NaN, Number.NaN)).toEqual({ min: 0, max: 1_000_000 });
  });

  it('recognises the first-page marker', () => {
    expect(isFirstPageMarker('1')).toBe(true);
    expect(isFirstPageMarker('2')).toBe(false);
    expect(isFirstPageMarker(undefined)).toBe(false);
  });
});
