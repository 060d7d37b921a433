/**
 * What Enter in the search input does (000 §5): with a value equal to the selected hit's name it goes
 * to that hit's url; with any other value it goes to the search page with the value as `query`.
 * Null when there is nothing to search for.
 */
import { normaliseQuery } from './limits.ts';

export interface BarHit {
  name: string;
  url: string;
}

export type EnterTarget = { kind: 'product'; url: string } | { kind: 'search'; query: string; url: string };

export function searchUrl(prefix: string, query: string): string {
  return `${prefix}/search?${new URLSearchParams({ query })}`;
}

export function enterTarget(value: string, selected: BarHit | null, prefix: string): EnterTarget | null {
  const query = normaliseQuery(value);
  if (query === '') return null;
  if (selected && query === normaliseQuery(selected.name)) return { kind: 'product', url: selected.url };
  return { kind: 'search', query, url: searchUrl(prefix, query) };
}
