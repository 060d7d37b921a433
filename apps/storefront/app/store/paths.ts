/**
 * Route keys of spec 000 §2.1 by path, language prefixes and the trailing-slash rule of §2.2
 * (docs/decisions/041-storefront-routes-and-trailing-slash.md).
 */
import { isLanguageCode, type LanguageCode } from '@toolyard/domain';

export type RouteKey =
  | 'home'
  | 'search'
  | 'login'
  | 'checkout'
  | 'account'
  | 'log-out'
  | 'create-account'
  | 'password-reset'
  | 'payment-error'
  | 'best-prices'
  | 'order-tracking'
  /** The withdrawal function (decision 265): /withdrawal and its receipt /withdrawal/received. */
  | 'withdrawal'
  | 'product'
  | 'content';

/** Product slug: a text part ending in "-" and an 8-digit product number. */
export const PRODUCT_SLUG = /^(?<name>[a-z0-9][a-z0-9-]*)-(?<number>\d{8})$/;

export function productNumberOf(slug: string): string | null {
  return PRODUCT_SLUG.exec(slug)?.groups?.number ?? null;
}

export const CHECKOUT_STEPS = [
  'login',
  'addresses',
  'payment',
  'password-reset',
  'create-account',
  'cart',
  'thank-you',
] as const;
export const ACCOUNT_PAGES = [
  'my-profile',
  'shipping-details',
  'billing-details',
  'my-newsletter',
  'order-history',
  'my-reviews',
  'loyalty-card',
] as const;
export const PASSWORD_RESET_PAGES = ['change-password', 'check-email'] as const;

/** Paths the shop never treats as pages (000 §2.1 reserved prefixes, assets, service worker). */
export function isReservedPath(pathname: string): boolean {
  return (
    /^\/(\.|__|api(\/|$)|font(\/|$)|cms(\/|$)|consentmanager\/|media\/|assets\/)/i.test(pathname) ||
    /^\/(service-worker|sw)\.js$/.test(pathname) ||
    /\.[a-z0-9]{2,5}$/i.test(pathname)
  );
}

export interface SplitPath {
  /** Language segment when the first segment is one of the 21 shop languages. */
  prefix: LanguageCode | null;
  /** The path without the prefix, always starting with '/'. */
  rest: string;
}

export function splitLanguagePrefix(pathname: string): SplitPath {
  const match = /^\/([a-z]{2})(\/.*)?$/i.exec(pathname);
  const segment = match?.[1]?.toLowerCase();
  if (match && segment && isLanguageCode(segment)) return { prefix: segment, rest: match[2] || '/' };
  return { prefix: null, rest: pathname || '/' };
}

function stripSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The route key of an unprefixed path. */
export function classifyPath(rest: string): RouteKey {
  const path = stripSlash(rest);
  const [first = '', second, ...more] = path.split('/').slice(1);
  if (path === '/') return 'home';
  if (first === 'search' && second === undefined) return 'search';
  if (first === 'login' && second === undefined) return 'login';
  if (first === 'log-out' && second === undefined) return 'log-out';
  if (first === 'create-account' && second === undefined) return 'create-account';
  if (first === 'checkout' && more.length === 0) {
    if (second === undefined || (CHECKOUT_STEPS as readonly string[]).includes(second)) return 'checkout';
  }
  if (first === 'my-account' && more.length === 0) {
    if (second === undefined || (ACCOUNT_PAGES as readonly string[]).includes(second)) return 'account';
  }
  // "My data" and its download are account pages too (no trailing slash, 000 §2.2; signed in only).
  if (first === 'my-account' && second === 'my-data') {
    if (more.length === 0 || (more.length === 1 && more[0] === 'download')) return 'account';
  }
  if (first === 'password-reset' && more.length === 0) {
    if (second === undefined || (PASSWORD_RESET_PAGES as readonly string[]).includes(second))
      return 'password-reset';
  }
  if (first === 'adyen-payment-error' && second === undefined) return 'payment-error';
  if (first === 'best-prices-guaranteed' && second === undefined) return 'best-prices';
  if (first === 'order-tracking' && second === undefined) return 'order-tracking';
  if (first === 'withdrawal' && more.length === 0 && (second === undefined || second === 'received'))
    return 'withdrawal';
  if (second === undefined && PRODUCT_SLUG.test(first)) return 'product';
  // A product page's rails (routes/product-rails.tsx, decision 221): a product's, without a slash.
  if (first === 'product-rails' && more.length === 0 && PRODUCT_SLUG.test(second ?? '')) return 'product';
  return 'content';
}

/** Spec 000 §2.2: internal pages end with '/', except these. */
const WITHOUT_SLASH: ReadonlySet<RouteKey> = new Set([
  'home',
  'product',
  'login',
  'checkout',
  'account',
  'log-out',
  'password-reset',
  'create-account',
  'search',
  'order-tracking',
  'withdrawal',
]);

export function wantsTrailingSlash(key: RouteKey): boolean {
  return !WITHOUT_SLASH.has(key);
}

/** The path with the trailing-slash rule applied (prefix kept); '/' and '/fr' stay as they are. */
export function withSlashRule(pathname: string): string {
  const { prefix, rest } = splitLanguagePrefix(pathname);
  const key = classifyPath(rest);
  if (key === 'home') return prefix ? `/${prefix}` : '/';
  const bare = stripSlash(rest);
  return `${prefix ? `/${prefix}` : ''}${bare}${wantsTrailingSlash(key) ? '/' : ''}`;
}
