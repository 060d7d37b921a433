/**
 * The storefront's JSON API as a framework-free handler: `POST /api/new-ct/{method}` with body
 * `[params, customQueryName?]`, answering `{ data }` or `{ error }`; `GET /api/openapi.json`;
 * `POST /api/recommendation` (recommendation.handler.ts).
 * Returns null for paths it does not own so the server can try its other routes.
 */
import type { CountryStore } from '@toolyard/domain';
import type { CartRow } from '../carts/cart.repository.ts';
import { createCartService } from '../carts/cart.service.ts';
import { invalidateOnCatalogChanges } from '../catalog/cache-invalidation.ts';
import { type CatalogServices, createCatalogServices } from '../catalog/index.ts';
import { withReferenceDataCache } from '../catalog/reference-data.cache.ts';
import type { RequestContext } from '../context.ts';
import { createCustomerService } from '../customers/customer.service.ts';
import { type Database, poolOf } from '../db/client.ts';
import type { Notifier } from '../notifier/index.ts';
import { createOrderService, createPurchaseHistory } from '../orders/order.service.ts';
import { createOrdersLinkSigner } from '../orders/orders-link.ts';
import type { CatalogReader, PurchaseHistory } from '../ports/index.ts';
import { tooManyRequests, withRateLimits } from '../rate-limits/api-rate-limits.ts';
import { createRateLimiter, type RateLimiter } from '../rate-limits/rate-limiter.ts';
import { ANONYMOUS_SESSION_TTL_SECONDS, CUSTOMER_SESSION_TTL_SECONDS } from '../sessions/session.rules.ts';
import { createSessionService, type Session, sessionInStore } from '../sessions/session.service.ts';
import { accountMethods } from './api.account-methods.ts';
import { echo, firstUnknownField, readJsonBody } from './api.body.ts';
import { withCartEvents } from './api.cart-events.ts';
import { cartLineMethods } from './api.cart-lines-methods.ts';
import { catalogMethods } from './api.catalog-methods.ts';
import { customerDataMethods } from './api.customer-data-methods.ts';
import { requireJsonContentType, requireSameOrigin } from './api.guard.ts';
import {
  ApiFailure,
  defaultResolveStore,
  errorResponse,
  json,
  readCookie,
  SESSION_COOKIE,
  sessionCookie,
} from './api.http.ts';
import { type ApiMethod, type ApiServices, transactionalMethods } from './api.methods.ts';
import { orderMethods } from './api.order-methods.ts';
import { createSessionAndCartReader } from './api.prefetch.ts';
import { withdrawalMethods } from './api.withdrawal-methods.ts';
import { buildOpenApiDocument } from './openapi.ts';
import {
  createRecommendationHandler,
  RECOMMENDATION_PATH,
  recommendationOpenApiPath,
} from './recommendation.handler.ts';

export const API_PREFIX = '/api/new-ct/';
export const OPENAPI_PATH = '/api/openapi.json';

export interface ApiHandlerOptions {
  db: Database;
  catalog: CatalogReader;
  /** The catalog module's services; built from `db` when not given. */
  catalogServices?: CatalogServices;
  purchaseHistory?: PurchaseHistory;
  /** Keeps the reference-data cache (and catalog services built here) right across nodes. */
  notifier?: Notifier;
  resolveStore?: (host: string) => CountryStore | null;
  services?: Partial<ApiServices>;
  log?: (level: 'error' | 'warn', message: string, error?: unknown) => void;
  clock?: () => Date;
  /** Limits of login, register, password reset, reviews, orders; counters in PostgreSQL by default. */
  rateLimiter?: RateLimiter;
  /** Signs the "my orders" links (decision 131); at least 32 characters, else one per process. */
  ordersLinkSecret?: string;
}

/** The handler; `clientIp` is the caller's address as the server judged it (for rate limits). */
export type ApiHandler = (request: Request, clientIp?: string | null) => Promise<Response | null>;

export function createApiHandler(options: ApiHandlerOptions): ApiHandler {
  const catalog = withReferenceDataCache(options.catalog);
  if (options.notifier) invalidateOnCatalogChanges(options.notifier, { referenceData: catalog });
  const clock = options.clock ?? (() => new Date());
  const services: ApiServices = {
    db: options.db,
    catalog,
    carts: createCartService({ db: options.db, catalog }),
    customers: createCustomerService(options.db),
    sessions: createSessionService(options.db, clock),
    orders: createOrderService(options.db),
    ...(options.notifier ? { notifier: options.notifier } : {}),
    ...options.services,
  };
  const catalogServices =
    options.catalogServices ??
    createCatalogServices(options.db, {
      purchaseHistory: options.purchaseHistory ?? createPurchaseHistory(options.db),
      ...(options.notifier ? { notifier: options.notifier } : {}),
    });
  const log = options.log ?? ((level, message, error) => console[level](message, error ?? ''));
  const base = {
    ...transactionalMethods,
    ...accountMethods,
    ...orderMethods(createOrdersLinkSigner(options.ordersLinkSecret)),
    ...withdrawalMethods,
    ...customerDataMethods,
    ...catalogMethods(catalogServices),
    ...cartLineMethods(catalogServices),
  };
  const limiter = options.rateLimiter ?? createRateLimiter({ pool: poolOf(options.db) });
  const methods: Record<string, ApiMethod> = withRateLimits(
    // Live cart updates (decision 140): committed cart writes are announced to every node.
    options.notifier ? withCartEvents(base, options.notifier, (message) => log('warn', message)) : base,
    limiter,
  );
  // Session + cart in one statement, unless the session service is replaced (then it is asked).
  const readSessionAndCart = options.services?.sessions
    ? null
    : createSessionAndCartReader(options.db, clock);
  const resolveStore = options.resolveStore ?? ((host: string) => defaultResolveStore(host));
  let openApi: string | null = null;
  const recommend = createRecommendationHandler({
    rails: catalogServices.rails,
    resolveStore,
    log,
    clock,
  });

  return async function handle(request: Request, clientIp: string | null = null): Promise<Response | null> {
    const url = new URL(request.url);
    if (url.pathname === OPENAPI_PATH) {
      openApi ??= JSON.stringify(
        buildOpenApiDocument(methods, { [RECOMMENDATION_PATH]: recommendationOpenApiPath() }),
      );
      return new Response(openApi, { headers: { 'content-type': 'application/json; charset=utf-8' } });
    }
    if (url.pathname === RECOMMENDATION_PATH) return recommend(request);
    if (!url.pathname.startsWith(API_PREFIX)) return null;
    const headers = new Headers();
    try {
      const name = url.pathname.slice(API_PREFIX.length);
      const definition = Object.hasOwn(methods, name) ? methods[name] : undefined;
      if (!definition)
        throw new ApiFailure(404, { code: 'not_found', message: `Unknown method ${echo(name)}` });
      if (request.method !== 'POST') {
        headers.set('allow', 'POST');
        throw new ApiFailure(405, { code: 'method_not_allowed', message: 'Use POST' });
      }
      requireSameOrigin(request, request.headers.get('host') ?? url.host);
      requireJsonContentType(request);
      const host = url.searchParams.get('host') ?? request.headers.get('host') ?? '';
      const store = resolveStore(host);
      if (!store)
        throw new ApiFailure(404, { code: 'store_not_found', message: `No store for host ${echo(host)}` });

      const params = await readParams(request, definition);
      const secure = url.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
      const token = readCookie(request, SESSION_COOKIE);
      const cartId = definition.cartId?.(params);
      let session: Session | null;
      let cart: CartRow | null | undefined;
      if (cartId && readSessionAndCart) ({ session, cart } = await readSessionAndCart(token, cartId));
      else session = await services.sessions.resolve(token);
      session = sessionInStore(session, store.storeKey);
      if (!session && definition.session === 'ensure') {
        // Every cookieless call would otherwise leave a session row behind (decision 263).
        const allowed = await limiter.consume('session-create-ip', `ip:${clientIp ?? 'unknown'}`);
        if (!allowed.ok) throw tooManyRequests(allowed.retryAfterSeconds);
        const created = await services.sessions.create(store.storeKey);
        session = created.session;
        headers.append('set-cookie', sessionCookie(created.token, ANONYMOUS_SESSION_TTL_SECONDS, secure));
      }
      const locale = pickLocale(store, url.searchParams.get('locale'));
      const ctx: RequestContext = {
        storeKey: store.storeKey,
        country: store.code,
        language: locale.language,
        locale: locale.locale,
        currency: store.currencyCode,
        customerId: session?.customerId ?? null,
        anonymousId: session?.anonymousId ?? null,
        now: clock(),
      };
      const data = await definition.run(
        {
          ctx,
          session,
          cart,
          services,
          clientIp,
          headers: request.headers,
          setSession(token: string | null, next: Session | null) {
            headers.delete('set-cookie');
            const ttl = next?.isLoggedIn ? CUSTOMER_SESSION_TTL_SECONDS : ANONYMOUS_SESSION_TTL_SECONDS;
            headers.append('set-cookie', sessionCookie(token, ttl, secure));
          },
          log,
        },
        params,
      );
      return json(200, { data }, headers);
    } catch (error) {
      if (error instanceof ApiFailure) return errorResponse(error, headers);
      log('error', `API ${url.pathname} failed`, error);
      // A session created or rotated before the failure is real: dropping its cookie signs the
      // caller out of a sign-in that happened (decision 249).
      const kept = new Headers();
      for (const cookie of headers.getSetCookie()) kept.append('set-cookie', cookie);
      return json(500, { error: { code: 'internal', message: 'Internal error' } }, kept);
    }
  };
}

function pickLocale(store: CountryStore, requested: string | null): { language: string; locale: string } {
  const language = requested?.slice(0, 2).toLowerCase();
  const chosen = store.languages.find((candidate) => candidate === language) ?? store.defaultLanguage;
  return { language: chosen, locale: `${chosen}-${store.code}` };
}

async function readParams(request: Request, definition: ApiMethod): Promise<unknown> {
  const body = await readJsonBody(request);
  if (!Array.isArray(body) || body.length < 1 || body.length > 2) {
    throw new ApiFailure(400, {
      code: 'bad_request',
      message: 'Body must be [params, customQueryName?]',
      field: 'body',
    });
  }
  if (body.length === 2 && typeof body[1] !== 'string') {
    throw new ApiFailure(400, {
      code: 'bad_request',
      message: 'customQueryName must be a string',
      field: '1',
    });
  }
  const parsed = definition.schema.safeParse(body[0]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = echo(issue?.path.map(String).join('.') || 'params');
    throw new ApiFailure(400, {
      code: 'bad_request',
      message: `${field}: ${echo(issue?.message ?? 'invalid')}`,
      field,
    });
  }
  const unknownField = firstUnknownField(body[0], parsed.data);
  if (unknownField) {
    const field = echo(unknownField);
    throw new ApiFailure(400, { code: 'unknown_field', message: `${field}: unknown field`, field });
  }
  return parsed.data;
}
