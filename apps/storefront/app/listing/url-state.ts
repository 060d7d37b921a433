/**
 * The listing's state in the URL, in InstantSearch's routing format (docs/decisions/103):
 * `query`, `refinementList[brand][0]`, `refinementList[tags][0]`, `refinementList[categories.lvl1][0]`
 * (category ids, OR within a level), `range[price]=10:500` (major units, either bound may be empty),
 * `ratingMenu[rating]=4`, `sortBy`, `page` and `hitsPerPage`. Defaults are left out, so every state
 * has exactly one query string and `parse(serialise(state))` is the state again.
 *
 * Parsing also reads what older links and forms send: `q` (the header's search form), `tags=a,b` and
 * `brand=` (the query-join format), `hits-per-page`, the spec's `new-arrivals` (newest first) and
 * `sales` (on-sale tag) sub-parameters, and `range[price][min]` / `[max]` from the no-JS price form.
 */
import {
  CATEGORY_LEVELS,
  DEFAULT_LISTING_PAGE_SIZE,
  DEFAULT_LISTING_SORT,
  FIRST_PAGE,
  LISTING_SORTS,
  type ListingPageSize,
  type ListingSort,
  normalizeListingQuery,
  normalizeListingSort,
  PRICE_RANGE,
} from '@toolyard/domain';

export type CategoryLevelKey = `lvl${(typeof CATEGORY_LEVELS)[number]}`;
export const CATEGORY_LEVEL_KEYS = CATEGORY_LEVELS.map((level) => `lvl${level}` as CategoryLevelKey);

export interface PriceFilter {
  min: number | null;
  max: number | null;
}

export interface ListingState {
  query: string;
  brand: string[];
  tags: string[];
  categories: Partial<Record<CategoryLevelKey, string[]>>;
  price: PriceFilter | null;
  /** "n stars and more" (1–5). */
  rating: number | null;
  sort: ListingSort;
  page: number;
  hitsPerPage: ListingPageSize;
}

/** What the search port allows per facet (search.port.ts). */
const MAX_VALUES = 50;
const MAX_VALUE_LENGTH = 200;
const MAX_QUERY_LENGTH = 200;
/** Pages beyond this are never asked of the engine (search.port.ts). */
export const MAX_PAGE = 10_000;

export function emptyListingState(): ListingState {
  return {
    query: '',
    brand: [],
    tags: [],
    categories: {},
    price: null,
    rating: null,
    sort: DEFAULT_LISTING_SORT,
    page: FIRST_PAGE,
    hitsPerPage: DEFAULT_LISTING_PAGE_SIZE,
  };
}

/** `refinementList[brand][0]`, `refinementList[brand][1]`, … in index order, blanks dropped. */
function indexedValues(params: URLSearchParams, name: string): string[] {
  const prefix = `${name}[`;
  const found: Array<[number, string]> = [];
  for (const [key, value] of params) {
    if (!key.startsWith(prefix) || !key.endsWith(']')) continue;
    const index = key.slice(prefix.length, -1);
    if (!/^\d{1,3}$/.test(index)) continue;
    found.push([Number(index), value]);
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
}

function cleanValues(values: readonly string[]): string[] {
  const kept = values.map((value) => value.trim()).filter((v) => v !== '' && v.length <= MAX_VALUE_LENGTH);
  return [...new Set(kept)].slice(0, MAX_VALUES);
}

function priceBound(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null || raw.trim() === '') return null;
  const value = Number(raw.trim());
  if (!Number.isFinite(value)) return null;
  return Math.min(PRICE_RANGE.max, Math.max(PRICE_RANGE.min, Math.round(value)));
}

function parsePrice(params: URLSearchParams): PriceFilter | null {
  const combined = params.get('range[price]');
  let min: number | null;
  let max: number | null;
  if (combined !== null) {
    const [low, high] = combined.split(':');
    min = priceBound(low);
    max = priceBound(high);
  } else {
    min = priceBound(params.get('range[price][min]'));
    max = priceBound(params.get('range[price][max]'));
  }
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  // The whole range is no filter at all.
  if (min === PRICE_RANGE.min) min = null;
  if (max === PRICE_RANGE.max) max = null;
  return min === null && max === null ? null : { min, max };
}

function splitJoined(value: string | null): string[] {
  return value === null ? [] : value.split(',');
}

export function parseListingState(params: URLSearchParams): ListingState {
  const state = emptyListingState();
  state.query = (params.get('query') ?? params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  state.brand = cleanValues([
    ...indexedValues(params, 'refinementList[brand]'),
    ...splitJoined(params.get('brand')),
  ]);
  const tags = [...indexedValues(params, 'refinementList[tags]'), ...splitJoined(params.get('tags'))];
  if (params.has('sales')) tags.push('on-sale');
  state.tags = cleanValues(tags);
  for (const level of CATEGORY_LEVEL_KEYS) {
    const values = cleanValues(indexedValues(params, `refinementList[categories.${level}]`));
    if (values.length > 0) state.categories[level] = values;
  }
  state.price = parsePrice(params);
  const rating = Number(params.get('ratingMenu[rating]') ?? params.get('range[rating]')?.split(':')[0] ?? '');
  state.rating = Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null;
  const sortBy = params.get('sortBy');
  state.sort = sortBy === null && params.has('new-arrivals') ? 'newest' : normalizeListingSort(sortBy);
  const { page, hitsPerPage } = normalizeListingQuery(
    { page: params.get('page'), hitsPerPage: params.get('hitsPerPage') ?? params.get('hits-per-page') },
    { maxPage: MAX_PAGE },
  );
  state.page = page;
  state.hitsPerPage = hitsPerPage;
  return state;
}

/** The canonical query string (no leading '?'; empty for the default state). */
export function serialiseListingState(state: ListingState): string {
  const params = new URLSearchParams();
  if (state.query) params.set('query', state.query);
  const list = (name: string, values: readonly string[] | undefined) => {
    for (const [i, value] of (values ?? []).entries()) params.set(`${name}[${i}]`, value);
  };
  list('refinementList[brand]', state.brand);
  list('refinementList[tags]', state.tags);
  for (const level of CATEGORY_LEVEL_KEYS)
    list(`refinementList[categories.${level}]`, state.categories[level]);
  if (state.price) params.set('range[price]', `${state.price.min ?? ''}:${state.price.max ?? ''}`);
  if (state.rating !== null) params.set('ratingMenu[rating]', String(state.rating));
  if (state.sort !== DEFAULT_LISTING_SORT) params.set('sortBy', state.sort);
  if (state.page !== FIRST_PAGE) params.set('page', String(state.page));
  if (state.hitsPerPage !== DEFAULT_LISTING_PAGE_SIZE) params.set('hitsPerPage', String(state.hitsPerPage));
  return params.toString();
}

/** `path?query` of a state (just `path` for the default state). */
export function listingHref(path: string, state: ListingState): string {
  const search = serialiseListingState(state);
  return search ? `${path}?${search}` : path;
}

/** A changed filter starts again at page 1 (the old page may not exist any more). */
export function withFilters(state: ListingState, change: Partial<ListingState>): ListingState {
  return { ...state, ...change, page: FIRST_PAGE };
}

export function toggled(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

export function hasFilters(state: ListingState): boolean {
  return (
    state.brand.length > 0 ||
    state.tags.length > 0 ||
    Object.values(state.categories).some((values) => (values?.length ?? 0) > 0) ||
    state.price !== null ||
    state.rating !== null
  );
}

/** The state without any facet filter (the query, sort and page size stay). */
export function clearedFilters(state: ListingState): ListingState {
  return withFilters(state, { brand: [], tags: [], categories: {}, price: null, rating: null });
}

export { LISTING_SORTS };
