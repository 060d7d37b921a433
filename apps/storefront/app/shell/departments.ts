/**
 * The built-in first-level departments, used by the navigation menu until the catalog offers
 * categories per language-country. They link to a search for the department name, a page that
 * exists in every store.
 */
import type { CategoryLink } from './context.ts';

export const DEPARTMENTS = [
  'power-tools',
  'hand-tools',
  'garden',
  'workshop',
  'measuring',
  'workwear',
  'construction',
  'cleaning',
] as const;

export function builtInDepartments(t: (key: string) => string): CategoryLink[] {
  return DEPARTMENTS.map((key) => ({ name: t(`shell.categories.${key}`), slug: key }));
}
