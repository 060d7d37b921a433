import { SESSION_COOKIE } from '@toolyard/commerce';
import { type Middleware, NEXT } from './types.ts';

const PERSONAL = new Set([
  'checkout',
  'account',
  'log-out',
  'login',
  'create-account',
  'password-reset',
  'order-tracking',
  'withdrawal',
]);

/** Seconds a shared cache may serve an anonymous page as fresh, then stale while it refetches. */
export const PAGE_FRESH_SECONDS = 60;
export const PAGE_STALE_SECONDS = 300;

export const CACHE_CONTROL = {
  /** Personal pages, and any page of a visitor with a session: no cache keeps them. */
  personal: 'private, no-store',
  /** A first visit sets the store cookies: the browser may keep it, a shared cache may not. */
  private: 'private, no-cache, max-age=0',
  /** Anonymous pages hold nothing personal (docs/decisions/116): shared caches may keep them. */
  shared: `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`,
} as const;

/**
 * Anonymous pages render nothing personal (the header's cart badge and account menu load after
 * hydration), so a shared cache may keep them; personal pages and visitors with a session are
 * never stored. A response that sets cookies is kept private (the server's page cache and
 * app.ts check the final response again: a loader may add cookies).
 */
export const setCacheControl: Middleware = ({ request, state, responseHeaders }) => {
  // A link carrying a single-use token (e-mail confirmation, decision 177) is one person's page.
  const personal =
    PERSONAL.has(state.routeKey) ||
    Boolean(request.cookies[SESSION_COOKIE]) ||
    request.url.searchParams.has('token');
  const value = personal
    ? CACHE_CONTROL.personal
    : responseHeaders.has('set-cookie')
      ? CACHE_CONTROL.private
      : CACHE_CONTROL.shared;
  responseHeaders.set('cache-control', value);
  return NEXT;
};
