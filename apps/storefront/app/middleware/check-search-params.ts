import { MAX_PAGE } from '../listing/url-state.ts';
import { type Middleware, NEXT, redirectTo, relative } from './types.ts';

/** Listing page sizes of spec 000 §2.4 (24 is the default and needs no parameter). */
export const PAGE_SIZES = ['12', '24', '36', '48'] as const;
const LISTING_ROUTES = new Set(['search', 'content']);

/** A page the listing can show: past MAX_PAGE it would show page 1 under a "page N" title. */
function isValidPage(value: string): boolean {
  return /^[1-9]\d{0,4}$/.test(value) && Number(value) <= MAX_PAGE;
}

/**
 * Invalid `page` and `hitsPerPage` (also spelled `hits-per-page`) values on listings are replaced by
 * the defaults: the parameter is dropped and the browser redirected.
 */
export const checkSearchParams: Middleware = ({ request: { url }, state }) => {
  if (!LISTING_ROUTES.has(state.routeKey)) return NEXT;
  const target = new URL(url);
  let changed = false;
  for (const key of ['page']) {
    const values = target.searchParams.getAll(key);
    if (values.length > 0 && !values.every(isValidPage)) {
      target.searchParams.delete(key);
      changed = true;
    }
  }
  for (const key of ['hitsPerPage', 'hits-per-page']) {
    const values = target.searchParams.getAll(key);
    if (values.length > 0 && !values.every((v) => (PAGE_SIZES as readonly string[]).includes(v))) {
      target.searchParams.delete(key);
      changed = true;
    }
  }
  return changed ? redirectTo(relative(target)) : NEXT;
};
