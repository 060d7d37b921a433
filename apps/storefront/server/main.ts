import { createServer } from 'node:http';
import { bootDatabase } from '@toolyard/commerce';
import { parseEnv } from './env.ts';

// Composition root. The React Router app replaces the placeholder handler below.
const env = parseEnv();
const log = (line: string) => console.log(`[toolyard] ${line}`);
const database = await bootDatabase({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  embeddedPort: env.EMBEDDED_PG_PORT,
  poolSize: env.DB_POOL_SIZE,
  log,
});

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html lang="en"><title>Toolyard</title><h1>Toolyard</h1></html>');
});
server.listen(env.PORT, env.HOST, () => log(`listening on http://localhost:${env.PORT}`));

async function shutdown() {
  server.close();
  await database.shutdown();
  process.exit(0);
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
