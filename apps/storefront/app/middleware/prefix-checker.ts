import { type Middleware, NEXT, redirectTo } from './types.ts';

/**
 * A language prefix equal to the store's default language, or not one of its languages,
 * redirects to / (spec 000 §2.2).
 */
export const prefixChecker: Middleware = ({ request: { store }, state: { prefix } }) => {
  if (prefix === null) return NEXT;
  if (prefix !== store.defaultLanguage && store.languages.includes(prefix)) return NEXT;
  return redirectTo('/');
};
