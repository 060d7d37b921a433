/** Facet filters in engine-neutral form: which facet a condition belongs to, so counts can skip it. */
import { CATEGORY_LEVELS } from '@toolyard/domain';
import { levelFacet } from '../documents.ts';
import type { CategoryLevelKey, SearchFilters } from '../search.port.ts';

export type FacetName = 'brand' | 'tags' | 'price' | 'rating' | CategoryLevelKey;

export type Condition =
  | { facet: 'brand'; kind: 'in'; values: string[] }
  | { facet: 'tags' | CategoryLevelKey; kind: 'overlaps'; values: string[] }
  | { facet: 'price'; kind: 'range'; min: number | null; max: number | null }
  | { facet: 'rating'; kind: 'atLeast'; value: number };

/** Price bounds in major units become minor units: every store currency has two fraction digits. */
const MINOR_PER_MAJOR = 100;

/** The active conditions of a query's filters (categoryId is not a facet and is left to the engine). */
export function conditionsOf(filters: SearchFilters): Condition[] {
  const out: Condition[] = [];
  if (filters.brand?.length) out.push({ facet: 'brand', kind: 'in', values: filters.brand });
  if (filters.tags?.length) out.push({ facet: 'tags', kind: 'overlaps', values: filters.tags });
  for (const level of CATEGORY_LEVELS) {
    const key = `lvl${level}` as CategoryLevelKey;
    const ids = filters.categories?.[key];
    if (ids?.length)
      out.push({ facet: key, kind: 'overlaps', values: ids.map((id) => levelFacet(level, id)) });
  }
  if (filters.price && (filters.price.min !== undefined || filters.price.max !== undefined)) {
    out.push({
      facet: 'price',
      kind: 'range',
      min: filters.price.min === undefined ? null : Math.round(filters.price.min * MINOR_PER_MAJOR),
      max: filters.price.max === undefined ? null : Math.round(filters.price.max * MINOR_PER_MAJOR),
    });
  }
  if (filters.rating !== undefined && filters.rating > 0)
    out.push({ facet: 'rating', kind: 'atLeast', value: filters.rating });
  return out;
}

/** Category level n counts apply the category filters of the levels above it only. */
export function appliesToLevelCounts(condition: Condition, level: number): boolean {
  if (!condition.facet.startsWith('lvl')) return true;
  return Number(condition.facet.slice(3)) < level;
}
