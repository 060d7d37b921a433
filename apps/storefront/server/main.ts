import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bootDatabase } from '@toolyard/commerce';
import type { ServerBuild } from 'react-router';
import { buildDomainMap } from '../app/store/domain-map.ts';
import { createAppHandler } from './app.ts';
import { parseEnv } from './env.ts';
import { nodeListener } from './http.ts';
import { createModules, seedIfEmpty } from './modules.ts';
import { createMiddlewareServices } from './services.ts';
import { createStaticHandler } from './static.ts';

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
const modules = createModules(database.db, domainMap.map, log);
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
  testRoutes: env.SHELL_TEST_ROUTES,
});

const server = createServer(nodeListener(handler, log));
server.listen(env.PORT, env.HOST, () => log(`listening on http://localhost:${env.PORT}`));

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  server.close();
  server.closeAllConnections();
  await database.shutdown();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
