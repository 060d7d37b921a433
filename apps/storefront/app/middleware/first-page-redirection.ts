import { type Middleware, NEXT, redirectTo, relative } from './types.ts';

/** The first-page marker. */
export const FIRST_PAGE = '1';

/** ?page=1 redirects to the same path without it (other parameters kept in order). */
export const firstPageRedirection: Middleware = ({ request: { url } }) => {
  if (url.searchParams.get('page') !== FIRST_PAGE) return NEXT;
  const target = new URL(url);
  target.searchParams.delete('page');
  return redirectTo(relative(target));
};
