import { LISTING_PAGE_SIZES, LISTING_SORTS } from '@toolyard/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchVariantOf } from './tag-label.ts';
import {
  CATEGORY_LEVEL_KEYS,
  type ListingState,
  MAX_PAGE,
  parseListingState,
  serialiseListingState,
} from './url-state.ts';

const value = fc
  .string({
    minLength: 1,
    maxLength: 30,
    unit: fc.constantFrom('a', 'Z', 'ä', ' ', '&', '=', '[', ':', '%', ',', '+', '1'),
  })
  .map((s) => s.trim())
  .filter((s) => s !== '');
// Comma-free for the query; facet values may hold commas (they are indexed, never joined).
const values = fc.uniqueArray(value, { maxLength: 4 });

const priceBound = fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: null });

const state: fc.Arbitrary<ListingState> = fc.record({
  query: fc.option(value, { nil: '' }),
  brand: values,
  tags: values,
  categories: fc
    .record(Object.fromEntries(CATEGORY_LEVEL_KEYS.map((level) => [level, values])))
    .map((levels) => Object.fromEntries(Object.entries(levels).filter(([, list]) => list.length > 0))),
  price: fc
    .tuple(priceBound, priceBound)
    .map(([a, b]) =>
      a === null && b === null
        ? null
        : a !== null && b !== null && a > b
          ? { min: b, max: a }
          : { min: a, max: b },
    ),
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
  sort: fc.constantFrom(...LISTING_SORTS),
  page: fc.integer({ min: 1, max: MAX_PAGE }),
  hitsPerPage: fc.constantFrom(...LISTING_PAGE_SIZES),
});

const parse = (search: string) => parseListingState(new URLSearchParams(search));

describe('listing state in the URL', () => {
  it('round-trips: parse(serialise(state)) is the state', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(parse(serialiseListingState(s))).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('writes InstantSearch parameter names and leaves the defaults out', () => {
    const s = parse('');
    expect(serialiseListingState(s)).toBe('');
    const search = serialiseListingState({
      ...s,
      query: 'drill',
      brand: ['Korvald'],
      tags: ['campaign:black_friday'],
      categories: { lvl1: ['c1'] },
      price: { min: 10, max: 500 },
      rating: 4,
      sort: 'price-asc',
      page: 2,
      hitsPerPage: 48,
    });
    expect(decodeURIComponent(search).split('&')).toEqual([
      'query=drill',
      'refinementList[brand][0]=Korvald',
      'refinementList[tags][0]=campaign:black_friday',
      'refinementList[categories.lvl1][0]=c1',
      'range[price]=10:500',
      'ratingMenu[rating]=4',
      'sortBy=price-asc',
      'page=2',
      'hitsPerPage=48',
    ]);
  });

  it('replaces an invalid page or page size by the defaults (24 per page, page 1)', () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '99999999']) expect(parse(`page=${bad}`).page).toBe(1);
    for (const bad of ['0', '25', '100', 'x']) expect(parse(`hitsPerPage=${bad}`).hitsPerPage).toBe(24);
    expect(parse('hitsPerPage=36&page=3')).toMatchObject({ hitsPerPage: 36, page: 3 });
    expect(parse('hits-per-page=12').hitsPerPage).toBe(12);
    expect(parse('sortBy=cheapest').sort).toBe('relevance');
  });

  it('reads the header form, join-format links and the spec sub-parameters', () => {
    expect(parse('q=saw').query).toBe('saw');
    expect(parse('tags=new,bestseller').tags).toEqual(['new', 'bestseller']);
    expect(parse('sales').tags).toEqual(['on-sale']);
    expect(parse('new-arrivals').sort).toBe('newest');
    expect(parse('new-arrivals&sortBy=name-asc').sort).toBe('name-asc');
    expect(parse('range[price][min]=20&range[price][max]=')).toMatchObject({ price: { min: 20, max: null } });
    expect(parse('range[price]=900:100').price).toEqual({ min: 100, max: 900 });
    expect(parse('range[price]=0:1000000').price).toBeNull();
    expect(parse('ratingMenu[rating]=9').rating).toBeNull();
    // Facet values in index order, whatever order the parameters come in.
    expect(parse('refinementList[brand][1]=B&refinementList[brand][0]=A').brand).toEqual(['A', 'B']);
  });
});

describe('the search sub-pages (sales, new arrivals)', () => {
  // What a pagination, sort or filter link of the page leads to: the state written out and read back.
  const followed = (search: string, change: Partial<ListingState>) =>
    parse(serialiseListingState({ ...parse(search), ...change }));

  it('stay what they are on page 2, in another sort or page size, and with more filters', () => {
    expect(searchVariantOf(parse('sales'))).toBe('sales');
    expect(searchVariantOf(followed('sales', { page: 2 }))).toBe('sales');
    expect(searchVariantOf(followed('sales', { sort: 'price-asc', hitsPerPage: 48 }))).toBe('sales');
    expect(searchVariantOf(followed('sales', { brand: ['Korvald'] }))).toBe('sales');
    expect(searchVariantOf(parse('new-arrivals'))).toBe('new-arrivals');
    expect(searchVariantOf(followed('new-arrivals', { page: 3 }))).toBe('new-arrivals');
  });

  it('end when their filter or sort is taken away, or a query is typed', () => {
    expect(searchVariantOf(followed('sales', { tags: [] }))).toBeNull();
    expect(searchVariantOf(followed('new-arrivals', { sort: 'price-asc' }))).toBeNull();
    expect(searchVariantOf(followed('sales', { query: 'saw' }))).toBeNull();
    expect(searchVariantOf(parse(''))).toBeNull();
  });
});
