import { withSlashRule } from '../store/paths.ts';
import { sameOriginPath } from '../store/safe-location.ts';
import { type Middleware, NEXT, redirectTo } from './types.ts';

/** Applies the trailing-slash rule of spec 000 §2.2 (see store/paths.ts), keeping the query. */
export const slashRedirection: Middleware = ({ request: { url } }) => {
  const target = withSlashRule(url.pathname.replace(/\/{2,}/g, '/'));
  if (target === url.pathname) return NEXT;
  const location = sameOriginPath(`${target}${url.search}`);
  return location ? redirectTo(location) : NEXT;
};
