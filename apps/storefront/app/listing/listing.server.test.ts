/** The listing loaders' normalisation: URL state → search input, results → cards and facets. */
import { emptyFacets, type SearchHit, type SearchResult } from '@toolyard/search';
import { describe, expect, it } from 'vitest';
import {
  categoryFacetLevels,
  isDefaultListing,
  listingCards,
  listingTags,
  loadListing,
  outOfBoundsRedirect,
  sanitizeCategoryHtml,
  searchInputOf,
} from './listing.server.ts';
import { parseListingState } from './url-state.ts';

const state = (search: string) => parseListingState(new URLSearchParams(search));

function result(overrides: Partial<SearchResult> = {}): SearchResult {
  return { hits: [], total: 0, page: 1, hitsPerPage: 24, pages: 0, facets: emptyFacets(), ...overrides };
}

const hit = (overrides: Partial<SearchHit> = {}): SearchHit => ({
  id: 'p1',
  sku: '10010003',
  key: 'EX10010003',
  name: 'Korvald Drill KVD18',
  slug: 'korvald-drill-kvd18-10010003',
  brand: 'Korvald',
  imageUrl: null,
  currency: 'EUR',
  price: 169_99,
  standardPrice: 169_99,
  inStock: true,
  availableQuantity: 4,
  rating: 0,
  reviewCount: 0,
  tags: [],
  ...overrides,
});

describe('search input of a listing state', () => {
  it('asks for the page, size, sort, text and every facet filter the URL holds', () => {
    const input = searchInputOf(
      state(
        'query=drill&refinementList[brand][0]=Korvald&refinementList[tags][0]=on-sale' +
          '&refinementList[categories.lvl1][0]=c1&range[price]=10:&ratingMenu[rating]=4' +
          '&sortBy=price-desc&page=3&hitsPerPage=12',
      ),
      { categoryId: 'cat-7' },
    );
    expect(input).toEqual({
      text: 'drill',
      filters: {
        brand: ['Korvald'],
        tags: ['on-sale'],
        categories: { lvl1: ['c1'] },
        categoryId: 'cat-7',
        price: { min: 10 },
        rating: 4,
      },
      sort: 'price-desc',
      page: 3,
      hitsPerPage: 12,
    });
  });

  it('falls back to page 1 and 24 per page for values that are not allowed', () => {
    expect(searchInputOf(state('page=0&hitsPerPage=30'))).toMatchObject({
      page: 1,
      hitsPerPage: 24,
      filters: {},
    });
  });
});

describe('indexable category listings', () => {
  it('are the default listing on any page; filters, sorts and sizes make variants', () => {
    expect(isDefaultListing(state('page=4'))).toBe(true);
    expect(isDefaultListing(state('refinementList[brand][0]=Korvald'))).toBe(false);
    expect(isDefaultListing(state('sortBy=newest'))).toBe(false);
    expect(isDefaultListing(state('hitsPerPage=48'))).toBe(false);
  });
});

describe('a page past the last page', () => {
  it('redirects to the first page, keeping the rest of the state', () => {
    expect(outOfBoundsRedirect('/search', state('query=saw&page=9'), 3)).toBe('/search?query=saw');
    expect(outOfBoundsRedirect('/search', state('page=3'), 3)).toBeNull();
    // No results at all: page 1 is still the page to show (with the empty state).
    expect(outOfBoundsRedirect('/search', state(''), 0)).toBeNull();
  });
});

describe('category facet levels', () => {
  it('shows refined levels and then the first level that offers a choice', () => {
    const facets = emptyFacets();
    facets.categories.lvl0 = { root: 10 };
    facets.categories.lvl1 = { a: 6, b: 4 };
    facets.categories.lvl2 = { x: 3, y: 3 };
    expect(categoryFacetLevels(state(''), result({ facets }))).toEqual(['lvl1']);
    expect(categoryFacetLevels(state('refinementList[categories.lvl1][0]=a'), result({ facets }))).toEqual([
      'lvl1',
      'lvl2',
    ]);
  });
});

describe('cards', () => {
  it('strike the standard price only when the product is discounted, and link the product', () => {
    const [plain, discounted] = listingCards(
      result({
        hits: [hit(), hit({ id: 'p2', price: 149_99, standardPrice: 199_99, reviewCount: 3, rating: 4.3 })],
      }),
      '/de',
    );
    expect(plain).toMatchObject({
      href: '/de/korvald-drill-kvd18-10010003',
      standardPrice: null,
      rating: null,
    });
    expect(discounted?.price.centAmount).toBe(149_99);
    expect(discounted?.standardPrice?.centAmount).toBe(199_99);
    expect(discounted?.rating).toEqual({ average: 4.3, count: 3 });
  });
});

describe('tags facet', () => {
  it('keeps the quick-filter tags and campaigns, not the comparison tags', () => {
    expect(listingTags({ new: 2, Popular: 9, Sale: 4, 'campaign:black_friday': 3, topRated: 1 })).toEqual({
      new: 2,
      'campaign:black_friday': 3,
      topRated: 1,
    });
  });
});

describe('category content HTML', () => {
  it('keeps text markup and links, drops scripts, handlers and javascript: URLs', () => {
    const html = sanitizeCategoryHtml(
      '<h2>Drills</h2><p onclick="x()">Pick <a href="javascript:alert(1)">one</a> <a href="https://x.test/">here</a></p><script>alert(1)</script><style>p{}</style>',
    );
    expect(html).toBe(
      '<h2>Drills</h2><p>Pick <a rel="noopener">one</a> <a href="https://x.test/" rel="noopener">here</a></p>',
    );
    expect(sanitizeCategoryHtml('<script>x</script>')).toBeNull();
    expect(sanitizeCategoryHtml(null)).toBeNull();
  });
});

describe('a listing whose engine fails', () => {
  it('shows as unavailable and marks the render incomplete, so no shared cache keeps it', async () => {
    let marks = 0;
    const shell = {
      search: {
        index: 'prod.de-de',
        search: async () => ({ ok: false, error: { code: 'EngineUnavailable', message: 'down' } }),
        suggest: async () => [],
      },
      degraded: () => {
        marks += 1;
      },
    } as unknown as Parameters<typeof loadListing>[0];
    const listing = await loadListing(shell, new URL('http://de.localhost/search?query=saw'), {
      path: '/search',
      prefix: '',
    });
    expect(listing).toMatchObject({ total: 0, cards: [], unavailable: true });
    expect(marks).toBe(1);
  });
});
