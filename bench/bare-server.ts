/**
 * Serves bench/bare/build on 127.0.0.1 (a free port, printed as `port=<n>`) with React Router's own
 * Node listener. Its own process with NODE_ENV=production, as the storefront runs: React picks its
 * production build from NODE_ENV when first imported (decision 118).
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const bareDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'bare');
if (process.env.NODE_ENV !== 'production') throw new Error('bench/bare-server.ts needs NODE_ENV=production');
const { createRequestListener } = await import('@react-router/node');
const build = await import(pathToFileURL(path.join(bareDir, 'build/server/index.js')).href);
const listener = createRequestListener({ build, mode: 'production' });
const assets = path.join(bareDir, 'build/client');
const server = createServer((req, res) => {
  const asset = /^\/assets\/[\w.-]+\.js$/.exec(req.url ?? '')?.[0];
  if (!asset) return void listener(req, res);
  readFile(path.join(assets, asset)).then(
    (body) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(body),
    () => res.writeHead(404).end(),
  );
});
server.listen(0, '127.0.0.1', () => {
  console.log(`port=${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
