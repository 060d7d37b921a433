/**
 * Commerce and content features plugged into the shell: the JSON API, product images, sessions,
 * the catalog reads, demo and content seeds.
 */
import {
  type ApiHandler,
  type CartAddress,
  createApiHandler,
  createCartService,
  createCatalogReader,
  createNewsletterService,
  createRateLimiter,
  createSessionService,
  type Database,
  isDemoDataSeeded,
  poolOf,
  productImageSvg,
  type RateLimiterOptions,
  SESSION_COOKIE,
  seedDemoData,
} from '@toolyard/commerce';
import { type ContentDatabase, createContentStore, seedContent } from '@toolyard/content';
import { countryOf } from '@toolyard/domain';
import type { ActiveCartSummary } from '../app/middleware/types.ts';
import type { StorefrontCatalog, StorefrontContent, StorefrontNewsletter } from '../app/shell/context.ts';
import { type DomainMap, type ResolvedStore, resolveStore } from '../app/store/domain-map.ts';
import { createCartItemCounter } from './cart-summary.ts';
import { createStorefrontCatalog, createTopBrands } from './catalog.ts';

type Log = (line: string) => void;

export interface Modules {
  /** The JSON API; the second argument is the client address for rate limits. */
  api: ApiHandler;
  productImage: (key: string) => string | null;
  catalogFor: (store: ResolvedStore, locale: string) => StorefrontCatalog;
  contentFor: (locale: string) => StorefrontContent;
  newsletterFor: (
    store: ResolvedStore,
    locale: string,
    origin: string,
    prefix: string,
    clientIp: string | null,
  ) => StorefrontNewsletter;
  /** Records the consent of …/exConsents/confirm (hash JSON with `email_token`); throws when unknown. */
  confirmNewsletter: (consent: Record<string, unknown>) => Promise<void>;
  cartItemCount: (cookies: Readonly<Record<string, string>>, store: ResolvedStore) => Promise<number>;
  /** The signed-in customer of the cookies' session in this store (a session of another store is none). */
  customerIdOf: (cookies: Readonly<Record<string, string>>, store: ResolvedStore) => Promise<string | null>;
  activeCartOf: (
    cookies: Readonly<Record<string, string>>,
    store: ResolvedStore,
  ) => Promise<ActiveCartSummary | null>;
}

/** The `hash` query of a confirmation link: base64url JSON with the token (and optionally redirect_to). */
export function consentHash(token: string, redirectTo?: string): string {
  const payload = { email_token: token, ...(redirectTo ? { redirect_to: redirectTo } : {}) };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** A shipping address beyond the country every new cart starts with. */
export function isFilledAddress(address: CartAddress | null | undefined): boolean {
  if (!address) return false;
  return Object.entries(address).some(
    ([key, value]) => key !== 'country' && typeof value === 'string' && value.trim() !== '',
  );
}

export interface ModuleOptions {
  /** REDIS_URL's client: rate-limit counters in Redis (PostgreSQL stays the fallback). */
  redis?: RateLimiterOptions['redis'];
}

export function createModules(
  db: Database,
  domainMap: DomainMap,
  log: Log,
  options: ModuleOptions = {},
): Modules {
  const sessions = createSessionService(db);
  const rateLimiter = createRateLimiter({ pool: poolOf(db), redis: options.redis ?? null });
  const carts = createCartService({ db, catalog: createCatalogReader(db) });
  const newsletter = createNewsletterService(db);
  const countCartItems = createCartItemCounter(db);
  const topBrands = createTopBrands(db);
  const content = createContentStore(db as unknown as ContentDatabase, {
    logger: {
      warn: (message, details) => log(`warn: ${message} ${JSON.stringify(details ?? {})}`),
      error: (message, details) => log(`error: ${message} ${JSON.stringify(details ?? {})}`),
    },
  });
  return {
    contentFor: (locale) => ({
      blocksOf: async (pageKey) => (await content.getPage(pageKey, locale))?.blocks ?? null,
      pageKeys: () => content.pageKeys(locale),
    }),
    newsletterFor: (store, locale, origin, prefix, clientIp) => ({
      async subscribe({ email, source }) {
        const limit = await rateLimiter.consume('newsletter-ip', `ip:${clientIp ?? 'unknown'}`);
        if (!limit.ok) return { rateLimited: true, retryAfterSeconds: limit.retryAfterSeconds };
        const result = await newsletter.subscribe({ email, storeKey: store.storeKey, locale, source });
        if (!result.ok) return 'invalid-email';
        if (result.confirmToken) {
          // No mail service is wired yet: the confirmation mail's link goes to the log.
          const link = `${origin}${prefix}/exConsents/confirm?hash=${consentHash(result.confirmToken)}`;
          log(`newsletter: confirmation mail (${locale}) with link ${link}`);
        }
        return result.status === 'confirmed' ? 'confirmed' : 'pending';
      },
    }),
    confirmNewsletter: async (consent) => {
      const token = typeof consent.email_token === 'string' ? consent.email_token : '';
      const result = await newsletter.confirm({ token });
      if (!result.ok) throw new Error('unknown or expired newsletter confirmation token');
    },
    api: createApiHandler({
      db,
      catalog: createCatalogReader(db),
      rateLimiter,
      resolveStore: (host) => countryOf(resolveStore(host, domainMap).country) ?? null,
      log: (level, message, error) => log(`${level}: ${message}${error ? ` ${String(error)}` : ''}`),
    }),
    productImage: (key) => {
      try {
        return productImageSvg(key);
      } catch {
        return null;
      }
    },
    catalogFor: (store, locale) =>
      createStorefrontCatalog(db, store, locale.split('-')[0] ?? store.defaultLanguage, topBrands),
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
    customerIdOf: async (cookies, store) => {
      const session = await sessions.resolve(cookies[SESSION_COOKIE], store.storeKey);
      return session?.isLoggedIn ? session.customerId : null;
    },
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
