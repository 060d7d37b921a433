import { type Middleware, NEXT, redirectTo } from './types.ts';

/** Upper-case paths redirect to the lower-case path; the query is kept as it is. */
export const forceLowercase: Middleware = ({ request: { url } }) => {
  const lower = url.pathname.toLowerCase();
  return lower === url.pathname ? NEXT : redirectTo(`${lower}${url.search}`);
};
