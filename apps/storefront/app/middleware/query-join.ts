import { type Middleware, NEXT, redirectTo } from './types.ts';

/** Separator of the shared join format: `tags=new,bestseller`. */
export const JOIN_SEPARATOR = ',';

/**
 * Rewrites repeated query parameters (`?tags=new&tags=bestseller`) into the shared join format
 * (`?tags=new,bestseller`) and redirects to the same path with the rebuilt query.
 */
export const queryJoin: Middleware = ({ request: { url } }) => {
  const keys = [...new Set(url.searchParams.keys())];
  if (keys.every((key) => url.searchParams.getAll(key).length < 2)) return NEXT;
  const joined = new URLSearchParams();
  for (const key of keys) {
    const values = url.searchParams.getAll(key).filter((value) => value !== '');
    joined.set(key, [...new Set(values)].join(JOIN_SEPARATOR));
  }
  return redirectTo(`${url.pathname}?${joined.toString()}`);
};
