/** What a listing page renders (search and category pages alike): data only, no server code. */
import type { Money } from '@toolyard/domain';
import type { CategoryLink } from '../shell/context.ts';
import type { CategoryLevelKey, ListingState } from './url-state.ts';

export interface ListingCard {
  id: string;
  name: string;
  href: string;
  brand: string | null;
  /** Null: the default image (the image fallback rule). */
  imageSrc: string | null;
  price: Money;
  /** The standard price, struck through, when a discount applies. */
  standardPrice: Money | null;
  inStock: boolean;
  rating: { average: number; count: number } | null;
}

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

export interface CategoryFacet {
  level: CategoryLevelKey;
  values: FacetValue[];
}

export interface ListingData {
  /** The listing's own path with the language prefix ('/de/search', '/akku-bohrer/'). */
  path: string;
  state: ListingState;
  total: number;
  pages: number;
  cards: ListingCard[];
  facets: {
    brand: FacetValue[];
    tags: FacetValue[];
    categories: CategoryFacet[];
    /** Products with at least n stars, n = 5..1. */
    rating: FacetValue[];
    /** Cheapest and dearest price of the matches, major units (the price form's hints). */
    price: { min: number; max: number } | null;
  };
  /** Names of the category ids in the state (chips). */
  categoryNames: Record<string, string>;
  /** The search module is missing or failed: the listing says so instead of "no results". */
  unavailable: boolean;
}

export interface CategoryPageData {
  name: string;
  description: string | null;
  /** Sanitised CategoryContentHTML. */
  contentHtml: string | null;
  breadcrumbs: Array<{ name: string; href: string }>;
  related: Array<{ name: string; href: string }>;
}

/** Category link in the store's path scheme (categories end with '/'). */
export function categoryHref(prefix: string, category: CategoryLink): string {
  return `${prefix}/${category.slug}/`;
}
