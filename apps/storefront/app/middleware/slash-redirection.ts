import { withSlashRule } from '../store/paths.ts';
import { type Middleware, NEXT, redirectTo } from './types.ts';

/** Applies the trailing-slash rule of spec 000 §2.2 (see store/paths.ts), keeping the query. */
export const slashRedirection: Middleware = ({ request: { url } }) => {
  const target = withSlashRule(url.pathname.replace(/\/{2,}/g, '/'));
  return target === url.pathname ? NEXT : redirectTo(`${target}${url.search}`);
};
