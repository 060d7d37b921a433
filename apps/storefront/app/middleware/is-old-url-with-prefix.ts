import { splitLanguagePrefix, withSlashRule } from '../store/paths.ts';
import { type Middleware, NEXT, redirectTo } from './types.ts';

const OLD_PREFIX = /^\/(p|category|search)(\/.+)$/;

/** Old URLs /p/<product>, /category/<slug>/ and /search/<slug> lose their prefix. */
export const isOldUrlWithPrefix: Middleware = ({ request: { url } }) => {
  const { prefix, rest } = splitLanguagePrefix(url.pathname);
  const match = OLD_PREFIX.exec(rest);
  if (!match?.[2] || match[2] === '/') return NEXT;
  const target = withSlashRule(`${prefix ? `/${prefix}` : ''}${match[2]}`);
  return redirectTo(`${target}${url.search}`);
};
