/**
 * `node --import tsx bench/ab.ts plp 'plp?variant' [N]`: two pages of one storefront node compared
 * side by side, for a change too small for the page bench's noise. One client asks A, B, A, B, …
 * (N of each, 600 by default, after a warm-up) over one kept-alive connection, so whatever else the
 * box does slows both alike; prints each page's median and mean latency and B's difference to A.
 * Names as in page-cost.ts: home, plp, pdp, a path, or a page with a query.
 */
import http from 'node:http';
import { startStorefront } from '../e2e/server.ts';
import { namedPagePath, pagePaths, searchIndexesBuilt } from './pages.ts';

const [nameA = 'plp', nameB = 'plp?b', count = '600'] = process.argv.slice(2);
const N = Number(count);
const HOST = 'localhost';

const node = await startStorefront({ products: 2000, env: { HTML_CACHE: 'false', LOG_LEVEL: 'warn' } });
try {
  await searchIndexesBuilt(node.databaseUrl);
  const known: Record<string, string> = { home: '/', ...(await pagePaths(node.databaseUrl)) };
  const pathOf = (name: string) => {
    const path = namedPagePath(known, name);
    if (path === null) throw new Error(`unknown page ${name}`);
    return path;
  };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const started = performance.now();
      http
        .get({ host: '127.0.0.1', port: node.port, path, agent, headers: { host: HOST } }, (res) => {
          res.on('data', () => {});
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`${path}: ${res.statusCode}`)),
          );
        })
        .on('error', reject);
    });
  const paths = [pathOf(nameA), pathOf(nameB)] as const;
  for (let i = 0; i < 200; i++) await get(paths[i % 2] as string);
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < 2 * N; i++) times[i % 2]?.push(await get(paths[i % 2] as string));
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const [a, b] = times;
  console.log(`${nameA}: median ${median(a).toFixed(3)} ms, mean ${mean(a).toFixed(3)} ms (${paths[0]})`);
  console.log(`${nameB}: median ${median(b).toFixed(3)} ms, mean ${mean(b).toFixed(3)} ms (${paths[1]})`);
  console.log(
    `B − A: median ${(((median(b) - median(a)) / median(a)) * 100).toFixed(1)}%, mean ${(((mean(b) - mean(a)) / mean(a)) * 100).toFixed(1)}%`,
  );
  agent.destroy();
} finally {
  await node.stop();
}
