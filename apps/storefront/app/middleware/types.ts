/**
 * The request middleware chain of spec 000 §2.2: small pure functions run once per page request,
 * before rendering, in the order of ./chain.ts. A middleware either lets the request through
 * (possibly adding response headers or state) or answers with a redirect.
 */
import type { LanguageCode, LocaleCode } from '@toolyard/domain';
import type { ResolvedStore } from '../store/domain-map.ts';
import type { RouteKey } from '../store/paths.ts';

/** Default redirect status of the spec: 308 (permanent, method kept). */
export const DEFAULT_REDIRECT_STATUS = 308;
/** State-dependent redirects (guards, consent confirmation) must not be cached by browsers. */
export const TEMPORARY_REDIRECT_STATUS = 302;

export interface SeoRedirect {
  redirectionCode: number | null;
  targetURL: string;
}

export interface ActiveCartSummary {
  hasShippingInfo: boolean;
  hasShippingAddress: boolean;
}

/** What the chain needs from the outside world; injected by the server's composition root. */
export interface MiddlewareServices {
  findSeoRedirect(sourceUrl: string, storeKey: string): Promise<SeoRedirect | null>;
  customerId(request: MiddlewareRequest): Promise<string | null>;
  activeCart(request: MiddlewareRequest, customerId: string | null): Promise<ActiveCartSummary | null>;
  recordNewsletterConsent(consent: Record<string, unknown>, request: MiddlewareRequest): Promise<void>;
  warn(message: string): void;
}

export interface MiddlewareRequest {
  url: URL;
  method: string;
  headers: Headers;
  cookies: Readonly<Record<string, string>>;
  remoteAddress: string | null;
  store: ResolvedStore;
  /** Origins of every store (https://toolyard.de …): full-URL redirects may only go there. */
  shopOrigins?: readonly string[];
  /** TRUST_PROXY: X-Forwarded-* headers come from our own proxy (unset: trusted, as before). */
  trustProxy?: boolean;
}

export interface MiddlewareState {
  routeKey: RouteKey;
  prefix: LanguageCode | null;
  language: LanguageCode;
  locale: LocaleCode;
  clientIp: string | null;
  customerId: string | null;
}

export interface MiddlewareContext {
  request: MiddlewareRequest;
  state: MiddlewareState;
  /** Headers added to whatever response the request ends with (cookies, cache control). */
  responseHeaders: Headers;
  services: MiddlewareServices;
}

export type MiddlewareResult = { kind: 'next' } | { kind: 'redirect'; location: string; status: number };

export type Middleware = (context: MiddlewareContext) => MiddlewareResult | Promise<MiddlewareResult>;

export const NEXT: MiddlewareResult = { kind: 'next' };

export function redirectTo(location: string, status: number = DEFAULT_REDIRECT_STATUS): MiddlewareResult {
  return { kind: 'redirect', location, status };
}

/** Path plus query of a URL, the form every redirect location takes. */
export function relative(url: URL): string {
  return `${url.pathname}${url.search}`;
}
