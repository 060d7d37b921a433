/**
 * Commerce and content features plugged into the shell: the JSON API, product images, sessions,
 * the catalog reads, demo and content seeds.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type ApiHandler,
  type CartAddress,
  contentChanged,
  createApiHandler,
  createCartItemCounter,
  createCartService,
  createCatalogReader,
  createCatalogServices,
  createLocalNotifier,
  createNewsletterService,
  createOperatorHandler,
  createOperatorOrderMethods,
  createPurchaseHistory,
  createRateLimiter,
  createSessionService,
  type Database,
  type IdentityVerifier,
  isDemoDataSeeded,
  type Notifier,
  poolOf,
  productImageSvg,
  type RateLimiterOptions,
  SESSION_COOKIE,
  seedDemoData,
} from '@toolyard/commerce';
import { type ContentDatabase, createContentStore, seedContent } from '@toolyard/content';
import { COUNTRIES, type CountryCode, countryOf } from '@toolyard/domain';
import {
  type AddressAutocompletePort,
  type CaseService,
  createTrackingSimulator,
  type Mailer,
  type PaymentProvider,
  type TrackingService,
  type VatIdChecker,
} from '@toolyard/integrations';
import { createLiveSearch, type LiveSearch } from '@toolyard/search';
import type { ActiveCartSummary } from '../app/middleware/types.ts';
import type {
  ShellTrack,
  StorefrontCatalog,
  StorefrontContent,
  StorefrontNewsletter,
  StorefrontRequestForm,
  StorefrontSearch,
} from '../app/shell/context.ts';
import { type DomainMap, type ResolvedStore, resolveStore, storeOrigin } from '../app/store/domain-map.ts';
import {
  AUTOCOMPLETE_DETAILS_PATH,
  AUTOCOMPLETE_SUGGEST_PATH,
  createAddressAutocompleteHandler,
} from './address-autocomplete.ts';
import { createStorefrontCatalog } from './catalog.ts';
import { apiMailHooks } from './mail.ts';
import { createNewsletterSignUp, newsletterOfOrder } from './newsletter-sign-up.ts';
import { orderConfirmationMailHook } from './order-mail.ts';
import { createShopPayments, type PaymentModule } from './payments.ts';
import { readProductDetail } from './product-detail.ts';
import { readProductExtras } from './product-extras.ts';
import { requestFormFor } from './request-form.ts';
import { storefrontSearchFor } from './search.ts';
import { createSuggestHandler, SEARCH_SUGGEST_PATH } from './search-suggest.ts';
import { createSeoFiles } from './seo-files.ts';
import { serverTrackingFor } from './server-tracking.ts';
import { createTrackingHandler, TRACKING_PATH_PREFIX } from './tracking.ts';
import { createVatValidateHandler, VAT_VALIDATE_PATH } from './vat.ts';

type Log = (line: string) => void;

export interface Modules {
  /** The JSON API (and the operator API); the second argument is the client address for rate limits. */
  api: ApiHandler;
  /**
   * Runs a request's work knowing its host, so a mail sent on the way links to the store the shopper
   * is on, with its port in development (storeOrigin).
   */
  withRequestHost: <T>(request: Request, work: () => T) => T;
  productImage: (key: string) => string | null;
  /** GET /sitemap.xml and /robots.txt of a store (docs/decisions/117). */
  seoFiles: ReturnType<typeof createSeoFiles>;
  catalogFor: (store: ResolvedStore, locale: string) => StorefrontCatalog;
  contentFor: (locale: string) => StorefrontContent;
  /** Product search (SEARCH_ENGINE) with indexes kept fresh through the notifier. */
  search: LiveSearch;
  searchFor: (store: ResolvedStore, locale: string) => StorefrontSearch | null;
  newsletterFor: (
    store: ResolvedStore,
    locale: string,
    origin: string,
    prefix: string,
    clientIp: string | null,
  ) => StorefrontNewsletter;
  /** The request form's case filing and mail; null without a case-management port. */
  requestFormFor: (
    store: ResolvedStore,
    locale: string,
    origin: string,
    prefix: string,
    clientIp: string | null,
  ) => StorefrontRequestForm | null;
  /**
   * Records the consent of …/exConsents/confirm (hash JSON with `email_token`); throws when unknown.
   * With the visitor's cookies, the tracking service hears of it (customer-consent).
   */
  confirmNewsletter: (
    consent: Record<string, unknown>,
    visitor?: { cookies: Readonly<Record<string, string>>; store: ResolvedStore },
  ) => Promise<void>;
  /** The person-naming tracking events of a request's visitor (decision 246). */
  trackFor: (
    cookies: Readonly<Record<string, string>>,
    locale: string,
    customerId: string | null,
  ) => ShellTrack;
  cartItemCount: (cookies: Readonly<Record<string, string>>, store: ResolvedStore) => Promise<number>;
  /** Checkout payment, thank-you, sandbox pages and the provider webhook (decisions 150–153). */
  payments: PaymentModule;
  seoRedirect: (sourceUrl: string) => Promise<{ targetURL: string; redirectionCode: number } | null>;
  /** The signed-in customer of the cookies' session in this store (a session of another store is none). */
  customerIdOf: (cookies: Readonly<Record<string, string>>, store: ResolvedStore) => Promise<string | null>;
  activeCartOf: (
    cookies: Readonly<Record<string, string>>,
    store: ResolvedStore,
  ) => Promise<ActiveCartSummary | null>;
}

/** A shipping address beyond the country every new cart starts with. */
export function isFilledAddress(address: CartAddress | null | undefined): boolean {
  if (!address) return false;
  return Object.entries(address).some(
    ([key, value]) => key !== 'country' && typeof value === 'string' && value.trim() !== '',
  );
}

/**
 * One set of services per node. With the node's notifier, every cache here (catalog, reference
 * data, content page lists) follows changes made on any node (decision 073).
 */
export interface ModuleOptions {
  /** REDIS_URL's client: rate-limit counters in Redis (PostgreSQL stays the fallback). */
  redis?: RateLimiterOptions['redis'];
  /** Outside services (packages/integrations); without a mailer mails go to the log (shell tests). */
  mailer?: Mailer | null;
  vatChecker?: VatIdChecker | null;
  /** ADDRESS_AUTOCOMPLETE_SERVICE (decision 260); without it the endpoint does not exist. */
  addressAutocomplete?: AddressAutocompletePort | null;
  /** Case management of the request form (CASE_SERVICE); without it the form answers 503. */
  cases?: CaseService | null;
  /** The node's notifier (decision 072); a process-local one when absent (tests). */
  notifier?: Notifier;
  /** OPERATOR_TOKEN: enables the operator API. */
  operatorToken?: string | undefined;
  /** ORDERS_LINK_SECRET: signs the "my orders" links (decision 131). */
  ordersLinkSecret?: string | undefined;
  /** SEARCH_ENGINE (decision 091); PostgreSQL when absent. */
  searchEngine?: 'postgres' | 'orama';
  /** Social sign-in's token check (decision 145); without it authSync is refused. */
  verifyIdentity?: IdentityVerifier;
  /** The card provider (PAYMENT_PROVIDER); the sandbox when absent. */
  paymentProvider?: PaymentProvider;
  /** SANDBOX_HELD_WEBHOOKS: the sandbox's held-webhook test card (decision 267). */
  sandboxHeldWebhooks?: boolean;
  /** The tracking service (BLOOMREACH_*, decision 243); the simulator when absent. */
  tracking?: TrackingService;
}

export function createModules(
  db: Database,
  domainMap: DomainMap,
  log: Log,
  options: ModuleOptions = {},
): Modules {
  const notifier = options.notifier ?? createLocalNotifier(log);
  const sessions = createSessionService(db);
  const rateLimiter = createRateLimiter({ pool: poolOf(db), redis: options.redis ?? null });
  const { mailer = null, vatChecker = null } = options;
  const newsletter = createNewsletterService(db);
  const signUpForNewsletter = createNewsletterSignUp({ newsletter, mailer, log });
  // The API's password-reset hook needs the Host of the request it runs in, for the mail's link.
  const apiRequestHost = new AsyncLocalStorage<string>();
  const hostOf = (request: Request) => request.headers.get('host') ?? new URL(request.url).host;
  const catalogServices = createCatalogServices(db, { purchaseHistory: createPurchaseHistory(db), notifier });
  // A mail's links open the shopper's store on the host the request came to.
  const originOfRequest = (country: CountryCode) =>
    storeOrigin(country, domainMap, apiRequestHost.getStore() ?? 'localhost');
  const orderMail = mailer ? orderConfirmationMailHook(mailer, db, originOfRequest) : null;
  const storeApi = createApiHandler({
    db,
    catalog: catalogServices.reader,
    catalogServices,
    notifier,
    rateLimiter,
    ...(options.ordersLinkSecret ? { ordersLinkSecret: options.ordersLinkSecret } : {}),
    resolveStore: (host) => countryOf(resolveStore(host, domainMap).country) ?? null,
    log: (level, message, error) => log(`${level}: ${message}${error ? ` ${String(error)}` : ''}`),
    services: {
      ...(options.verifyIdentity ? { verifyIdentity: options.verifyIdentity } : {}),
      ...(mailer ? apiMailHooks(mailer, originOfRequest) : {}),
      // Orders placed through the JSON API (COD, bank transfer, Multibanco) are confirmed as the
      // checkout pages' are (decision 154), by the same hook.
      ...(orderMail
        ? {
            onOrderPlaced: (ctx, orderNumber) =>
              orderMail(ctx, orderNumber).catch((error: Error) =>
                log(`warn: order mail ${orderNumber} failed: ${error.message}`),
              ),
          }
        : {}),
    },
  });
  const vatValidate = vatChecker
    ? createVatValidateHandler(vatChecker, {
        db,
        storeKeyOf: (request) => resolveStore(hostOf(request), domainMap).storeKey,
        rateLimiter,
      })
    : null;
  const autocomplete = options.addressAutocomplete
    ? createAddressAutocompleteHandler(options.addressAutocomplete, {
        db,
        storeOf: (request) => resolveStore(hostOf(request), domainMap),
        rateLimiter,
      })
    : null;
  const carts = createCartService({ db, catalog: createCatalogReader(db) });
  const payments = createShopPayments({
    db,
    carts,
    sessions,
    sessionCookie: SESSION_COOKIE,
    ...(options.paymentProvider ? { provider: options.paymentProvider } : {}),
    sandboxHeldWebhooks: options.sandboxHeldWebhooks === true,
    notifier,
    log,
    ...(orderMail ? { onOrderPlaced: orderMail } : {}),
    // The webhook's own request: its host names the shop's domains, as for the order mail.
    signUpForNewsletter: newsletterOfOrder(signUpForNewsletter, domainMap, () => apiRequestHost.getStore()),
  });
  const countCartItems = createCartItemCounter(db);
  const content = createContentStore(db as unknown as ContentDatabase, {
    onChange: (locale) =>
      notifier
        .publish(contentChanged, { locale })
        .catch((error: Error) => log(`warn: content change not sent: ${error.message}`)),
    logger: {
      warn: (message, details) => log(`warn: ${message} ${JSON.stringify(details ?? {})}`),
      error: (message, details) => log(`error: ${message} ${JSON.stringify(details ?? {})}`),
    },
  });
  const operator = createOperatorHandler({
    token: options.operatorToken,
    prices: catalogServices.prices,
    // Prices name their country; the context is only the default store's.
    store: COUNTRIES[resolveStore(null, domainMap).country],
    // Orders carry their own store; the notifier starts the order update mails at once (decision 266).
    orders: createOperatorOrderMethods(db, { notifier }),
  });
  notifier.subscribe(contentChanged, () => content.invalidate(), { onMissed: () => content.invalidate() });
  const search = createLiveSearch(db, { engine: options.searchEngine ?? 'postgres', notifier, log });
  const searchFor = (store: ResolvedStore, locale: string) => storefrontSearchFor(search, store, locale);
  const customerIdOf = async (cookies: Readonly<Record<string, string>>, store: ResolvedStore) => {
    const session = await sessions.resolve(cookies[SESSION_COOKIE], store.storeKey);
    return session?.isLoggedIn ? session.customerId : null;
  };
  const tracking = options.tracking ?? createTrackingSimulator(db);
  const trackFor = (cookies: Readonly<Record<string, string>>, locale: string, customerId: string | null) =>
    serverTrackingFor({ tracking, log }, cookies, locale, customerId);
  const track = createTrackingHandler({
    tracking,
    rateLimiter,
    storeOf: (request) => resolveStore(hostOf(request), domainMap),
    customerIdOf,
    log,
  });
  // A read like a page: not rate-limited (decision 082 limits credential and abuse paths; 107).
  const suggest = createSuggestHandler({
    storeOf: (request) => resolveStore(hostOf(request), domainMap),
    searchFor,
  });
  return {
    search,
    searchFor,
    contentFor: (locale) => ({
      blocksOf: async (pageKey) => (await content.getPage(pageKey, locale))?.blocks ?? null,
      pageKeys: () => content.pageKeys(locale),
    }),
    newsletterFor: (store, locale, origin, prefix, clientIp) => ({
      async subscribe({ email, source }) {
        const limit = await rateLimiter.consume('newsletter-ip', `ip:${clientIp ?? 'unknown'}`);
        if (!limit.ok) return { rateLimited: true, retryAfterSeconds: limit.retryAfterSeconds };
        return signUpForNewsletter({ email, storeKey: store.storeKey, locale, origin, prefix, source });
      },
      statusOf: (email) => newsletter.statusOf(store.storeKey, email),
      unsubscribe: (email) => newsletter.unsubscribe({ storeKey: store.storeKey, email }),
    }),
    requestFormFor: (store, locale, origin, prefix, clientIp) =>
      options.cases
        ? requestFormFor(
            { cases: options.cases, rateLimiter, mailer, log },
            store,
            locale,
            origin,
            prefix,
            clientIp,
          )
        : null,
    confirmNewsletter: async (consent, visitor) => {
      const token = typeof consent.email_token === 'string' ? consent.email_token : '';
      const result = await newsletter.confirm({ token });
      if (!result.ok) throw new Error('unknown or expired newsletter confirmation token');
      if (!visitor || result.alreadyConfirmed) return;
      // The link's token is a secret of the mail; the tracker gets the address it confirmed.
      await trackFor(
        visitor.cookies,
        result.locale,
        await customerIdOf(visitor.cookies, visitor.store),
      )({ event: 'customer-consent', newsletter: true, sms: false }, { email: result.email });
    },
    trackFor,
    withRequestHost: (request, work) => apiRequestHost.run(hostOf(request), work),
    api: async (request, clientIp) => {
      const operatorAnswer = await operator(request);
      if (operatorAnswer) return operatorAnswer;
      const { pathname } = new URL(request.url);
      if (pathname === SEARCH_SUGGEST_PATH) return suggest(request);
      if (pathname.startsWith(TRACKING_PATH_PREFIX)) return track(request, clientIp ?? null);
      if (
        autocomplete &&
        (pathname === AUTOCOMPLETE_SUGGEST_PATH || pathname === AUTOCOMPLETE_DETAILS_PATH)
      ) {
        return autocomplete(request, clientIp ?? null);
      }
      if (vatValidate && pathname === VAT_VALIDATE_PATH) {
        return vatValidate(request, clientIp ?? null);
      }
      return apiRequestHost.run(hostOf(request), () => storeApi(request, clientIp));
    },
    seoFiles: createSeoFiles({
      entries: (store, limit) => catalogServices.pages.sitemapEntries(store.country, store.languages, limit),
      pageKeys: (locale) => content.pageKeys(locale),
    }),
    productImage: (key) => {
      try {
        return productImageSvg(key);
      } catch {
        return null;
      }
    },
    catalogFor: (store, locale) => {
      const language = locale.split('-')[0] ?? store.defaultLanguage;
      return {
        ...createStorefrontCatalog(catalogServices, store, language),
        productDetail: (slug) => readProductDetail(catalogServices, store, language, slug),
        productExtras: (product, query, parts) =>
          readProductExtras(catalogServices, store, language, product, query, parts),
      };
    },
    seoRedirect: (sourceUrl) => catalogServices.seoRedirects.lookup(sourceUrl),
    activeCartOf: async (cookies, store) => {
      const session = await sessions.resolve(cookies[SESSION_COOKIE], store.storeKey);
      if (!session) return null;
      const language = store.defaultLanguage;
      const cart = await carts.getActiveCart({
        storeKey: store.storeKey,
        country: store.country,
        language,
        locale: `${language}-${store.country}`,
        currency: store.currency,
        customerId: session.isLoggedIn ? session.customerId : null,
        anonymousId: session.anonymousId,
        now: new Date(),
      });
      if (!cart) return null;
      return {
        hasShippingInfo: cart.shippingInfo !== null,
        hasShippingAddress: isFilledAddress(cart.shippingAddress),
      };
    },
    cartItemCount: (cookies, store) => countCartItems(cookies, store.storeKey),
    payments,
    customerIdOf,
  };
}

export async function seedIfEmpty(db: Database, products: number, log: Log) {
  if (!(await isDemoDataSeeded(db))) {
    const started = Date.now();
    await seedDemoData(db, { products });
    log(`demo data (${products} products) seeded in ${Date.now() - started} ms`);
  }
  await seedContent(db as unknown as ContentDatabase);
}
