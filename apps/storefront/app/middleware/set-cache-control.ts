import { type Middleware, NEXT } from './types.ts';

const PERSONAL = new Set([
  'checkout',
  'account',
  'log-out',
  'login',
  'create-account',
  'password-reset',
  'order-tracking',
]);

/**
 * Pages carry per-visitor cookies, so no shared cache may keep them: personal pages are never
 * stored, the rest must be revalidated on every use.
 */
export const setCacheControl: Middleware = ({ state, responseHeaders }) => {
  responseHeaders.set(
    'cache-control',
    PERSONAL.has(state.routeKey) ? 'private, no-store' : 'private, no-cache, max-age=0',
  );
  return NEXT;
};
