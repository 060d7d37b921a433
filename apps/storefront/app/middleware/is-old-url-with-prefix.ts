import { splitLanguagePrefix, withSlashRule } from '../store/paths.ts';
import { sameOriginPath } from '../store/safe-location.ts';
import { type Middleware, NEXT, redirectTo } from './types.ts';

const OLD_PREFIX = /^\/(p|category|search)(\/.+)$/;

/**
 * Old URLs /p/<product>, /category/<slug>/ and /search/<slug> lose their prefix. Repeated slashes
 * are collapsed first: stripping `/p` from `/p//evil.example` must not leave `//evil.example`.
 */
export const isOldUrlWithPrefix: Middleware = ({ request: { url } }) => {
  const { prefix, rest } = splitLanguagePrefix(url.pathname.replace(/\/{2,}/g, '/'));
  const match = OLD_PREFIX.exec(rest);
  if (!match?.[2] || match[2] === '/') return NEXT;
  const target = sameOriginPath(`${withSlashRule(`${prefix ? `/${prefix}` : ''}${match[2]}`)}${url.search}`);
  return target ? redirectTo(target) : NEXT;
};
