import { sameOriginPath } from '../store/safe-location.ts';
import { type Middleware, NEXT, redirectTo } from './types.ts';

/**
 * Upper-case paths redirect to the lower-case path; the query is kept as it is. Repeated slashes
 * are collapsed on the way (`//EVIL.example` must not become the location `//evil.example`).
 */
export const forceLowercase: Middleware = ({ request: { url } }) => {
  const lower = url.pathname.toLowerCase();
  if (lower === url.pathname) return NEXT;
  const location = sameOriginPath(`${lower.replace(/\/{2,}/g, '/')}${url.search}`);
  return location ? redirectTo(location) : NEXT;
};
