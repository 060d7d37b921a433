/**
 * The middleware registry under the spec's names and the order they run in
 * (docs/decisions/042-storefront-middleware-chain.md).
 */
import { localeCode } from '@toolyard/domain';
import { classifyPath, type RouteKey, splitLanguagePrefix } from '../store/paths.ts';
import { checkSearchParams } from './check-search-params.ts';
import { checkoutBilling } from './checkout-billing.ts';
import { firstPageRedirection } from './first-page-redirection.ts';
import { forceLowercase } from './force-lowercase.ts';
import { getClientIp } from './get-client-ip.ts';
import { homeRedirection } from './home-redirection.ts';
import { isAuthenticated } from './is-authenticated.ts';
import { isExConsentRequest } from './is-ex-consent-request.ts';
import { isOldUrlWithPrefix } from './is-old-url-with-prefix.ts';
import { localizeUrl } from './localize-url.ts';
import { nonAuthenticated } from './non-authenticated.ts';
import { prefixChecker } from './prefix-checker.ts';
import { queryJoin } from './query-join.ts';
import { seoRedirect } from './seo-redirect.ts';
import { setCacheControl } from './set-cache-control.ts';
import { slashRedirection } from './slash-redirection.ts';
import type {
  Middleware,
  MiddlewareContext,
  MiddlewareRequest,
  MiddlewareResult,
  MiddlewareServices,
} from './types.ts';
import { NEXT } from './types.ts';

export const MIDDLEWARE = {
  'get-client-ip': getClientIp,
  'localize-url': localizeUrl,
  'is-ex-consent-request': isExConsentRequest,
  'force-lowercase': forceLowercase,
  'home-redirection': homeRedirection,
  'is-old-url-with-prefix': isOldUrlWithPrefix,
  'prefix-checker': prefixChecker,
  'slash-redirection': slashRedirection,
  'first-page-redirection': firstPageRedirection,
  'check-search-params': checkSearchParams,
  'query-join': queryJoin,
  'seo-redirect': seoRedirect,
  'set-cache-control': setCacheControl,
  'is-authenticated': isAuthenticated,
  'non-authenticated': nonAuthenticated,
  'checkout-billing': checkoutBilling,
} as const satisfies Record<string, Middleware>;

export type MiddlewareName = keyof typeof MIDDLEWARE;

/** Runs on every page request, in this order; cookies are set first so redirects carry them too. */
export const GLOBAL_MIDDLEWARE: readonly string[] = [
  'get-client-ip',
  'localize-url',
  'is-ex-consent-request',
  'force-lowercase',
  'home-redirection',
  'is-old-url-with-prefix',
  'prefix-checker',
  'slash-redirection',
  'first-page-redirection',
  'check-search-params',
  'query-join',
  'seo-redirect',
  'set-cache-control',
];

/** Route guards after the global chain. */
export const ROUTE_MIDDLEWARE: Readonly<Partial<Record<RouteKey, readonly string[]>>> = {
  account: ['is-authenticated'],
  'log-out': ['is-authenticated'],
  login: ['non-authenticated'],
  'create-account': ['non-authenticated'],
  'password-reset': ['non-authenticated'],
  checkout: ['checkout-billing'],
};

export class UnknownMiddlewareError extends Error {
  readonly status = 500;
  constructor(readonly middlewareName: string) {
    super('Unknown middleware');
  }
}

export function resolveMiddleware(name: string): Middleware {
  const middleware = (MIDDLEWARE as Record<string, Middleware>)[name];
  if (!middleware) throw new UnknownMiddlewareError(name);
  return middleware;
}

export function middlewareNamesFor(routeKey: RouteKey): readonly string[] {
  return [...GLOBAL_MIDDLEWARE, ...(ROUTE_MIDDLEWARE[routeKey] ?? [])];
}

export interface ChainOutcome {
  result: MiddlewareResult;
  context: MiddlewareContext;
}

export function initialContext(request: MiddlewareRequest, services: MiddlewareServices): MiddlewareContext {
  const { prefix, rest } = splitLanguagePrefix(request.url.pathname.toLowerCase());
  const language = request.store.defaultLanguage;
  return {
    request,
    services,
    responseHeaders: new Headers(),
    state: {
      routeKey: classifyPath(rest),
      prefix,
      language,
      locale: localeCode(language, request.store.country),
      clientIp: null,
      customerId: null,
    },
  };
}

/**
 * Spec 000 §2.2: "Quotes in paths are forbidden" — `'` and `"`, raw or percent-encoded (browsers
 * send `'` as it is and `"` as %22).
 */
export function hasQuoteInPath(pathname: string): boolean {
  return /['"]|%2[27]/i.test(pathname);
}

/** The only middleware that runs for a forbidden path: none of them redirects. */
const NON_REDIRECTING: ReadonlySet<string> = new Set(['get-client-ip', 'localize-url', 'set-cache-control']);

/**
 * Runs the named middleware in order until one redirects; throws UnknownMiddlewareError (500).
 * A path with a quote is refused: no rule redirects it (that would turn it into a page), so it
 * renders as not found (404) with the store cookies set.
 */
export async function runMiddleware(
  request: MiddlewareRequest,
  services: MiddlewareServices,
  names?: readonly string[],
): Promise<ChainOutcome> {
  const context = initialContext(request, services);
  const refused = hasQuoteInPath(request.url.pathname);
  // Every name is resolved before any runs: an unknown one fails the request before side effects.
  const chain: Middleware[] = [];
  for (const name of names ?? middlewareNamesFor(context.state.routeKey)) {
    const middleware = resolveMiddleware(name);
    if (!refused || NON_REDIRECTING.has(name)) chain.push(middleware);
  }
  for (const middleware of chain) {
    // Most middleware answer synchronously: no await (and no microtask turn) for those.
    const pending = middleware(context);
    const result = pending instanceof Promise ? await pending : pending;
    if (result.kind === 'redirect') return { result, context };
  }
  return { result: NEXT, context };
}
