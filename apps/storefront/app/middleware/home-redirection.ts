import { splitLanguagePrefix } from '../store/paths.ts';
import { type Middleware, NEXT, redirectTo } from './types.ts';

/** The alternative home path /home (also under a language prefix) redirects to home. */
export const homeRedirection: Middleware = ({ request: { url } }) => {
  const { prefix, rest } = splitLanguagePrefix(url.pathname);
  if (rest !== '/home' && rest !== '/home/') return NEXT;
  return redirectTo(`${prefix ? `/${prefix}` : '/'}${url.search}`);
};
