/**
 * The listing loaders' server half: the URL state becomes a search of the request locale's index,
 * and the engine's result becomes the cards and facets a listing renders. A page past the last one
 * redirects to the first (001 §5 "Listing query": page within bounds, otherwise the default).
 */
import {
  type CurrencyCode,
  campaignNameOfTag,
  DEFAULT_LISTING_PAGE_SIZE,
  DEFAULT_LISTING_SORT,
  money,
  QUICK_FILTER_TAGS,
} from '@toolyard/domain';
import type { SearchQueryInput, SearchResult } from '@toolyard/search';
import { redirect } from 'react-router';
import sanitizeHtml from 'sanitize-html';
import type { CategoryLink, CategorySummary, ShellContext } from '../shell/context.ts';
import {
  type CategoryFacet,
  type CategoryPageData,
  categoryHref,
  type FacetValue,
  type ListingCard,
  type ListingData,
} from './listing.ts';
import {
  CATEGORY_LEVEL_KEYS,
  hasFilters,
  type ListingState,
  listingHref,
  parseListingState,
} from './url-state.ts';

export interface ListingScope {
  /** Category pages: products in this category or below it. */
  categoryId?: string;
}

/** What the engine is asked for a state (and the category of a category page). */
export function searchInputOf(state: ListingState, scope: ListingScope = {}): SearchQueryInput {
  const filters: NonNullable<SearchQueryInput['filters']> = {};
  if (state.brand.length) filters.brand = state.brand;
  if (state.tags.length) filters.tags = state.tags;
  const levels = Object.entries(state.categories).filter(([, values]) => values?.length);
  if (levels.length) filters.categories = Object.fromEntries(levels);
  if (scope.categoryId) filters.categoryId = scope.categoryId;
  if (state.price) {
    filters.price = {
      ...(state.price.min !== null ? { min: state.price.min } : {}),
      ...(state.price.max !== null ? { max: state.price.max } : {}),
    };
  }
  if (state.rating !== null) filters.rating = state.rating;
  return {
    text: state.query,
    filters,
    sort: state.sort,
    page: state.page,
    hitsPerPage: state.hitsPerPage,
  };
}

/** No filter, the default sort and page size (any page): the listing search engines may index. */
export function isDefaultListing(state: ListingState): boolean {
  return (
    !hasFilters(state) &&
    state.sort === DEFAULT_LISTING_SORT &&
    state.hitsPerPage === DEFAULT_LISTING_PAGE_SIZE
  );
}

/** A page past the last page of results: where to go instead (null when the page exists). */
export function outOfBoundsRedirect(path: string, state: ListingState, pages: number): string | null {
  if (state.page <= 1 || state.page <= pages) return null;
  return listingHref(path, { ...state, page: 1 });
}

/**
 * The tags a listing filters by: the quick-filter tags and campaigns. Other tags (the comparison's
 * "Popular" and "Sale") rank products but are no filter of spec 000 §2.4.
 */
export function listingTags(counts: Readonly<Record<string, number>>): Record<string, number> {
  return Object.fromEntries(
    Object.entries(counts).filter(
      ([tag]) => (QUICK_FILTER_TAGS as readonly string[]).includes(tag) || campaignNameOfTag(tag) !== null,
    ),
  );
}

function facetValues(
  counts: Readonly<Record<string, number>>,
  selected: readonly string[],
  label: (value: string) => string = (value) => value,
): FacetValue[] {
  // Selected values stay visible (to be removed) even when nothing matches them any more.
  const values = new Set([...Object.keys(counts), ...selected]);
  return [...values]
    .map((value) => ({
      value,
      label: label(value),
      count: counts[value] ?? 0,
      selected: selected.includes(value),
    }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/**
 * Category levels shown as facets: the refined levels (to undo them), then the first level below
 * them that offers a choice — on a category page the levels above it hold only its ancestors.
 */
export function categoryFacetLevels(state: ListingState, result: SearchResult): CategoryFacet['level'][] {
  const shown: CategoryFacet['level'][] = [];
  for (const level of CATEGORY_LEVEL_KEYS) {
    if (state.categories[level]?.length) {
      shown.push(level);
      continue;
    }
    if (Object.keys(result.facets.categories[level] ?? {}).length > 1) {
      shown.push(level);
      break;
    }
  }
  return shown;
}

export function listingCards(result: SearchResult, prefix: string): ListingCard[] {
  return result.hits.map((hit) => {
    const currency = hit.currency as CurrencyCode;
    return {
      id: hit.id,
      name: hit.name,
      href: `${prefix}/${hit.slug}`,
      brand: hit.brand,
      imageSrc: hit.imageUrl,
      price: money(currency, hit.price),
      standardPrice: hit.standardPrice > hit.price ? money(currency, hit.standardPrice) : null,
      inStock: hit.inStock,
      rating: hit.reviewCount > 0 ? { average: hit.rating, count: hit.reviewCount } : null,
    };
  });
}

function emptyListing(path: string, state: ListingState): ListingData {
  return {
    path,
    state,
    total: 0,
    pages: 0,
    cards: [],
    facets: { brand: [], tags: [], categories: [], rating: [], price: null },
    categoryNames: {},
    unavailable: true,
  };
}

/**
 * Loads a listing for the request URL (`path`: the listing's own path with the language prefix);
 * throws a redirect for a page past the last one.
 */
export async function loadListing(
  shell: ShellContext,
  url: URL,
  { path, prefix, ...scope }: ListingScope & { path: string; prefix: string },
): Promise<ListingData> {
  const state = parseListingState(url.searchParams);
  if (!shell.search) return emptyListing(path, state);
  const outcome = await shell.search.search(searchInputOf(state, scope));
  if (!outcome.ok) {
    // The engine failed: an empty listing is shown, but not kept as this URL's page.
    shell.degraded?.();
    return emptyListing(path, state);
  }
  const result = outcome.value;
  const elsewhere = outOfBoundsRedirect(path, state, result.pages);
  if (elsewhere) throw redirect(elsewhere);

  const levels = categoryFacetLevels(state, result);
  const categoryIds = new Set<string>();
  for (const level of CATEGORY_LEVEL_KEYS)
    for (const id of state.categories[level] ?? []) categoryIds.add(id);
  for (const level of levels)
    for (const id of Object.keys(result.facets.categories[level])) categoryIds.add(id);
  const links = (await shell.catalog?.categoriesByIds?.([...categoryIds])) ?? {};
  const categoryNames = Object.fromEntries([...categoryIds].map((id) => [id, links[id]?.name ?? id]));

  return {
    path,
    state,
    total: result.total,
    pages: result.pages,
    cards: listingCards(result, prefix),
    facets: {
      brand: facetValues(result.facets.brand, state.brand),
      tags: facetValues(listingTags(result.facets.tags), state.tags),
      categories: levels.map((level) => ({
        level,
        values: facetValues(
          result.facets.categories[level],
          state.categories[level] ?? [],
          (id) => categoryNames[id] ?? id,
        ),
      })),
      rating: (['4', '3', '2', '1'] as const).map((stars) => ({
        value: stars,
        label: stars,
        count: result.facets.rating[stars],
        selected: state.rating === Number(stars),
      })),
      price: result.facets.price
        ? { min: Math.floor(result.facets.price.min / 100), max: Math.ceil(result.facets.price.max / 100) }
        : null,
    },
    categoryNames,
    unavailable: false,
  };
}

/** Category content HTML as the shop allows it: text markup, links and images, no scripts or styles. */
export function sanitizeCategoryHtml(html: string | null | undefined): string | null {
  if (!html?.trim()) return null;
  const clean = sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['https', 'http', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener' }) },
  }).trim();
  return clean || null;
}

export function categoryPageData(category: CategorySummary, prefix: string): CategoryPageData {
  return {
    name: category.name,
    description: category.description,
    contentHtml: sanitizeCategoryHtml(category.contentHtml),
    breadcrumbs: (category.ancestors ?? []).map((link) => ({
      name: link.name,
      href: categoryHref(prefix, link),
    })),
    related: (category.related ?? []).map((link) => ({ name: link.name, href: categoryHref(prefix, link) })),
  };
}

/** Empty states suggest the store's first-level categories (at most eight). */
export async function popularCategories(
  shell: ShellContext,
  prefix: string,
  listing: ListingData,
): Promise<Array<{ name: string; href: string }>> {
  if (listing.total > 0 || !shell.catalog) return [];
  const top: CategoryLink[] = await shell.catalog.topCategories().catch((): CategoryLink[] => []);
  return top.slice(0, 8).map((link) => ({ name: link.name, href: categoryHref(prefix, link) }));
}
