/**
 * The one request handler of the shop: JSON API, product images, static assets, then pages — each
 * page request runs the spec's middleware chain before React Router renders it.
 */

import { COUNTRY_CODES, type CountryCode } from '@toolyard/domain';
import { SANDBOX_PATH } from '@toolyard/integrations';
import { LRUCache } from 'lru-cache';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { StorefrontCheckout } from '../app/checkout/checkout-port.ts';
import { CONSENT_FORM_PATH } from '../app/consent/consent.ts';
import { MESSAGES_ASSET_PATH } from '../app/i18n/client-messages.ts';
import { runMiddleware, UnknownMiddlewareError } from '../app/middleware/chain.ts';
import { CACHE_CONTROL } from '../app/middleware/set-cache-control.ts';
import type { MiddlewareRequest, MiddlewareServices } from '../app/middleware/types.ts';
import { headerCartCount } from '../app/shell/cart-count.server.ts';
import type {
  ShellContext,
  ShellTrack,
  StorefrontCatalog,
  StorefrontContent,
  StorefrontMailbox,
  StorefrontNewsletter,
  StorefrontRequestForm,
  StorefrontSearch,
  StorefrontVat,
} from '../app/shell/context.ts';
import { VISITOR_PATH } from '../app/shell/visitor-state.ts';
import { parseCookies } from '../app/store/cookies.ts';
import { type DomainMap, type ResolvedStore, resolveStore, storeOrigin } from '../app/store/domain-map.ts';
import { isReservedPath } from '../app/store/paths.ts';
import { sameOriginLocation } from '../app/store/safe-location.ts';
import { accountApiFor } from './account-api.ts';
import { text, withBoundedBody } from './bounded-form.ts';
import { clientIpOf } from './client-ip.ts';
import { cmsResponse } from './cms-api.ts';
import { consentFormPost } from './consent-form.ts';
import { type HtmlCache, isIncompleteRender, markIncompleteRender } from './html-cache.ts';
import { type PaymentModule, WEBHOOK_PATH } from './payments.ts';
import { svgResponse } from './product-images.ts';
import { refusePageRequest } from './request-guard.ts';
import { createNonce, isHttps, withEditedHeaders, withSecurityHeaders } from './security-headers.ts';
import { withDoiTracking } from './server-tracking.ts';
import type { StorefrontSocial } from './social-auth.ts';

export interface AppDependencies {
  build: ServerBuild;
  mode: 'production' | 'development' | 'test';
  domainMap: DomainMap;
  services: MiddlewareServices;
  appVersion: string;
  staticFiles: (request: Request) => Promise<Response | null>;
  /** Commerce JSON API: a Response, or null when no endpoint matches. */
  api?: ((request: Request, clientIp: string | null) => Promise<Response | null>) | null;
  /** SVG illustration of a product by key, or null when unknown. */
  productImage?: ((key: string) => string | null) | null;
  catalogFor?: ((store: ResolvedStore, locale: string) => StorefrontCatalog | null) | null;
  contentFor?: ((locale: string) => StorefrontContent | null) | null;
  searchFor?: ((store: ResolvedStore, locale: string) => StorefrontSearch | null) | null;
  newsletterFor?:
    | ((
        store: ResolvedStore,
        locale: string,
        origin: string,
        prefix: string,
        clientIp: string | null,
      ) => StorefrontNewsletter | null)
    | null;
  /** The customer-service request form (same arguments as the newsletter). */
  requestFormFor?:
    | ((
        store: ResolvedStore,
        locale: string,
        origin: string,
        prefix: string,
        clientIp: string | null,
      ) => StorefrontRequestForm | null)
    | null;
  /** Items in the active cart of the request's session (cookies) in a store, for the header. */
  cartItemCount?:
    | ((cookies: Readonly<Record<string, string>>, store: ResolvedStore) => Promise<number>)
    | null;
  testRoutes?: boolean;
  /** TRUST_PROXY: X-Forwarded-Proto/-For come from our own proxy. */
  trustProxy?: boolean;
  /** Development and tests only: mails of the embedded SMTP server for /dev/mailbox/. */
  mailbox?: StorefrontMailbox | null;
  /** Shared cache of anonymous documents (HTML_CACHE, docs/decisions/116); null: every page renders. */
  htmlCache?: HtmlCache | null;
  /** GET /sitemap.xml and /robots.txt of the request's store and domain. */
  seoFiles?: ((request: Request, store: ResolvedStore, origin: string) => Promise<Response | null>) | null;
  /** Google/Facebook sign-in (decision 145); null when no provider is configured. */
  social?: StorefrontSocial | null;
  /** The checkout steps' flags, VAT ID check and address validation (decision 160). */
  checkoutFor?: ((store: ResolvedStore, page: Request, clientIp: string | null) => StorefrontCheckout) | null;
  /** The VAT ID check of the request's store (my profile); null without the port. */
  vatFor?: ((store: ResolvedStore) => StorefrontVat | null) | null;
  /** Checkout payment (decisions 150–153): per-request payment, webhook, sandbox pages. */
  payments?: PaymentModule | null;
  /** The person-naming tracking events of a request's visitor (decision 246). */
  trackFor?:
    | ((cookies: Readonly<Record<string, string>>, locale: string, customerId: string | null) => ShellTrack)
    | null;
}

const NOT_FOUND_TEXT = 'This page could not be found';
/** Hosts whose store origins are kept (a client can send any Host). */
const MAX_KNOWN_HOSTS = 256;

/** "/drills/_.data" → "/drills/", "/_.data" → "/", "/fr/login.data" → "/fr/login". */
export function pagePathOfDataRequest(pathname: string): string | null {
  if (pathname.endsWith('/_.data')) return pathname.slice(0, -'_.data'.length);
  if (pathname === '/_root.data') return '/';
  if (pathname.endsWith('.data')) return pathname.slice(0, -'.data'.length);
  return null;
}

/** The middleware's headers (cookies, cache control) added to the rendered answer. */
function withHeaders(response: Response, extra: Headers): Response {
  return withEditedHeaders(response, (headers) => addHeaders(headers, extra));
}

function addHeaders(headers: Headers, extra: Headers) {
  for (const [name, value] of extra) {
    if (name === 'set-cookie') continue;
    if (!headers.has(name)) headers.set(name, value);
  }
  for (const cookie of extra.getSetCookie()) headers.append('set-cookie', cookie);
}

/**
 * The middleware marks anonymous pages `public`; a loader or action may still have set a cookie or
 * answered with an error, or a read may have failed (`incomplete`): then no shared cache may keep
 * it (docs/decisions/116).
 */
export function privateWhenPersonal(response: Response, incomplete = false): Response {
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (!/(^|,)\s*public\b/i.test(cacheControl)) return response;
  if (response.status === 200 && !response.headers.has('set-cookie') && !incomplete) return response;
  response.headers.set('cache-control', CACHE_CONTROL.private);
  return response;
}

/** The browser messages modules (docs/decisions/210), exported by the build's entry.server.tsx. */
type MessagesAssetHandler = (request: Request) => Promise<Response | null>;

export function messagesAssetHandlerOf(build: ServerBuild): MessagesAssetHandler | null {
  const handler = (build.entry.module as { messagesAssetResponse?: unknown }).messagesAssetResponse;
  return typeof handler === 'function' ? (handler as MessagesAssetHandler) : null;
}

export function createAppHandler(deps: AppDependencies) {
  const render = createRequestHandler(deps.build, deps.mode);
  const messagesAsset = messagesAssetHandlerOf(deps.build);

  /**
   * Every store's origin as seen from a host (the same for all its requests): built once per host,
   * not for every page. Bounded: hosts are what clients send.
   */
  const originsByHost = new LRUCache<string, { origins: Record<CountryCode, string>; shopOrigins: string[] }>(
    {
      max: MAX_KNOWN_HOSTS,
    },
  );
  const originsOf = (host: string) => {
    let known = originsByHost.get(host);
    if (!known) {
      const origins = Object.fromEntries(
        COUNTRY_CODES.map((code) => [code, storeOrigin(code, deps.domainMap, host)]),
      ) as Record<CountryCode, string>;
      known = { origins, shopOrigins: Object.values(origins) };
      originsByHost.set(host, known);
    }
    return known;
  };

  const handlePage = async (
    request: Request,
    remoteAddress: string | null,
    nonce: string,
  ): Promise<Response> => {
    const url = new URL(request.url);
    const { pathname } = url;
    const host = request.headers.get('host') ?? url.host;

    if (pathname === VISITOR_PATH) return visitorState(request, host);
    // The cookie banner's form before hydration or without JavaScript (decision 261).
    if (pathname === CONSENT_FORM_PATH) {
      return consentFormPost(request, host, isHttps(request, deps.trustProxy ?? false));
    }
    // Before the static files: the modules end in .js but are no files (no middleware either).
    if (pathname.startsWith(MESSAGES_ASSET_PATH)) {
      return (await messagesAsset?.(request)) ?? text(404, NOT_FOUND_TEXT);
    }
    if (pathname === '/sitemap.xml' || pathname === '/robots.txt') {
      const store = resolveStore(host, deps.domainMap);
      const answer = await deps.seoFiles?.(request, store, storeOrigin(store.country, deps.domainMap, host));
      if (answer) return answer;
    }
    // The provider's webhook and the sandbox's hosted pages are no shop pages: no middleware chain.
    if (pathname === WEBHOOK_PATH && deps.payments) return deps.payments.webhook(request);
    if (pathname.startsWith(`${SANDBOX_PATH}/`) && deps.payments?.sandboxPage) {
      return (await deps.payments.sandboxPage(request)) ?? text(404, NOT_FOUND_TEXT);
    }
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const clientIp = clientIpOf(request.headers, remoteAddress, deps.trustProxy ?? false);
      const response = deps.api ? await deps.api(request, clientIp) : null;
      return (
        response ??
        Response.json({ error: { code: 'not-found', message: 'No such endpoint' } }, { status: 404 })
      );
    }
    if (pathname === '/cms' || pathname.startsWith('/cms/')) {
      const mode = deps.mode === 'production' ? 'production' : 'development';
      const answer = await cmsResponse(request, resolveStore(host, deps.domainMap), deps.contentFor, mode);
      if (answer) return answer;
    }
    const image = /^\/media\/products\/([a-z0-9-]{1,80})\.svg$/i.exec(pathname);
    if (image) {
      const svg = deps.productImage?.(image[1] ?? '') ?? null;
      if (!svg) return text(404, NOT_FOUND_TEXT);
      return svgResponse(svg, request);
    }
    const dataPath = pagePathOfDataRequest(pathname);
    const isManifest = pathname === '/__manifest';
    if (!dataPath && !isManifest && isReservedPath(pathname)) {
      return (await deps.staticFiles(request)) ?? text(404, NOT_FOUND_TEXT);
    }

    const refusal = refusePageRequest(request, host);
    if (refusal) return text(refusal.status, refusal.message);
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    if (!readOnly) {
      const bounded = await withBoundedBody(request);
      if (bounded instanceof Response) return bounded;
      request = bounded;
    }

    const pageUrl = new URL(url);
    if (dataPath) {
      pageUrl.pathname = dataPath;
      pageUrl.searchParams.delete('_routes');
    }
    const store = resolveStore(host, deps.domainMap);
    const { origins, shopOrigins } = originsOf(host);
    const middlewareRequest: MiddlewareRequest = {
      url: pageUrl,
      method: request.method,
      headers: request.headers,
      cookies: parseCookies(request.headers.get('cookie')),
      remoteAddress,
      store,
      shopOrigins,
      trustProxy: deps.trustProxy ?? false,
    };
    let outcome: Awaited<ReturnType<typeof runMiddleware>>;
    try {
      outcome = await runMiddleware(
        middlewareRequest,
        deps.services,
        readOnly && !isManifest ? undefined : ['get-client-ip', 'localize-url', 'set-cache-control'],
      );
    } catch (error) {
      if (error instanceof UnknownMiddlewareError) return text(500, error.message);
      throw error;
    }
    const { result, context } = outcome;
    if (result.kind === 'redirect') {
      // Every middleware already builds its target through safe-location; this is the last gate.
      const location = sameOriginLocation(result.location, middlewareRequest.shopOrigins) ?? '/';
      const headers = new Headers(context.responseHeaders);
      if (dataPath) {
        headers.set('x-remix-redirect', location);
        headers.set('x-remix-status', String(result.status));
        return new Response(null, { status: 204, headers });
      }
      headers.set('location', location);
      return new Response(null, { status: result.status, headers });
    }

    const clientIp = clientIpOf(request.headers, remoteAddress, deps.trustProxy ?? false);
    const customerId = context.state.customerId ?? (await deps.services.customerId(middlewareRequest));
    const track = deps.trackFor?.(middlewareRequest.cookies, context.state.locale, customerId) ?? null;
    const shell: ShellContext = {
      store,
      locale: context.state.locale,
      language: context.state.language,
      prefix: context.state.prefix,
      routeKey: context.state.routeKey,
      origin: origins[store.country],
      origins,
      customerId,
      account: deps.api ? accountApiFor(deps.api, request, clientIp, context.state.language) : null,
      appVersion: deps.appVersion,
      catalog: deps.catalogFor?.(store, context.state.locale) ?? null,
      content: deps.contentFor?.(context.state.locale) ?? null,
      search: deps.searchFor?.(store, context.state.locale) ?? null,
      newsletter: withDoiTracking(
        deps.newsletterFor?.(
          store,
          context.state.locale,
          origins[store.country],
          context.state.prefix ? `/${context.state.prefix}` : '',
          clientIp,
        ) ?? null,
        track,
      ),
      requestForm:
        deps.requestFormFor?.(
          store,
          context.state.locale,
          origins[store.country],
          context.state.prefix ? `/${context.state.prefix}` : '',
          clientIp,
        ) ?? null,
      cartItemCount: deps.cartItemCount
        ? () => deps.cartItemCount?.(middlewareRequest.cookies, store) ?? Promise.resolve(0)
        : null,
      testRoutes: deps.testRoutes ?? false,
      mailbox: deps.mailbox ?? null,
      social: deps.social ?? null,
      checkout: deps.checkoutFor?.(store, request, clientIp) ?? null,
      vat: deps.vatFor?.(store) ?? null,
      payment: deps.payments?.paymentFor(middlewareRequest.cookies, store, context.state.language) ?? null,
      track,
      degraded: () => markIncompleteRender(request),
    };
    const response = await render(request, { shell, nonce });
    // Route discovery (/__manifest) is not a page load: it must not rewrite the store cookies.
    if (isManifest) return response;
    // A read that failed before the headers went out: no shared cache (ours, a CDN's) keeps the page.
    return privateWhenPersonal(withHeaders(response, context.responseHeaders), isIncompleteRender(request));
  };

  /**
   * GET /api/visitor: the header's personal state (signed in, cart items) for the request's session
   * and store — read by the browser after hydration, so no page needs it (docs/decisions/116).
   */
  const visitorState = async (request: Request, host: string): Promise<Response> => {
    const noStore = { 'cache-control': CACHE_CONTROL.personal };
    if (request.method !== 'GET') return text(405, 'Method not allowed', { allow: 'GET', ...noStore });
    const store = resolveStore(host, deps.domainMap);
    const cookies = parseCookies(request.headers.get('cookie'));
    const countItems = deps.cartItemCount;
    const [customerId, cartCount] = await Promise.all([
      deps.services.customerId({
        url: new URL(request.url),
        method: request.method,
        headers: request.headers,
        cookies,
        remoteAddress: null,
        store,
      }),
      headerCartCount({ cartItemCount: countItems ? () => countItems(cookies, store) : null }),
    ]);
    return Response.json({ isLoggedIn: customerId !== null, cartCount }, { headers: noStore });
  };

  return async function handle(request: Request, remoteAddress: string | null): Promise<Response> {
    const nonce = createNonce();
    const https = isHttps(request, deps.trustProxy ?? false);
    const response = deps.htmlCache
      ? await deps.htmlCache.serve(
          request,
          nonce,
          (page, pageNonce) => handlePage(page, remoteAddress, pageNonce),
          https ? 'https' : 'http',
        )
      : await handlePage(request, remoteAddress, nonce);
    return withSecurityHeaders(response, nonce, https);
  };
}
