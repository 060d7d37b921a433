/**
 * `npm run bench`: boots an embedded PostgreSQL in a temp dir, seeds the demo catalog (2,000
 * products) and measures through the real HTTP API handler on 127.0.0.1:
 *  - add-to-cart with 50 concurrent clients, each with its own session and cart;
 *  - product-by-slug (getProduct), when the catalog's product service is available.
 * Prints p50/p95/p99 and req/s and writes bench/results/latest.json.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  bootDatabase,
  createApiHandler,
  createCatalogReader,
  startEmbeddedPostgres,
  withDatabase,
} from '@toolyard/commerce';
import { seedDemoData } from '../packages/commerce/seed/index.ts';
import type { LoadJob, LoadResult } from './load-client.ts';
import { serve } from './node-adapter.ts';
import { type LatencySummary, summarize } from './stats.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ADDS_PER_CLIENT = Number(process.env.BENCH_ADDS ?? 40);
const WARMUP_PER_CLIENT = 5;
const PRODUCT_REQUESTS = Number(process.env.BENCH_PRODUCT_REQUESTS ?? 2000);
const PRODUCT_CONCURRENCY = Number(process.env.BENCH_PRODUCT_CONCURRENCY ?? 10);
const HOST = 'de.localhost';

/** Runs the load in a worker thread (own event loop, like a separate client machine). */
function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Workers do not inherit the tsx loader: register it, then import the TypeScript client.
    const client = new URL('./load-client.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(client)}); })`;
    const worker = new Worker(boot, { eval: true, workerData: job });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function main() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toolyard-bench-'));
  chmodSync(dir, 0o755);
  const port = 55_000 + Math.floor(Math.random() * 5000);
  console.log(`bench: embedded PostgreSQL in ${dir}`);
  const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'data'), port, persistent: false });
  const database = await bootDatabase({
    databaseUrl: withDatabase(server.url, 'toolyard'),
    dataDir: dir,
    embeddedPort: port,
    poolSize: Number(process.env.DB_POOL_SIZE ?? 20),
  });
  database.pool.on('error', () => {});
  let http: ReturnType<typeof serve> | null = null;
  try {
    const seedStarted = performance.now();
    await seedDemoData(database.db, { products: 2000 });
    console.log(`bench: seeded 2,000 products in ${Math.round(performance.now() - seedStarted)} ms`);

    const catalog = createCatalogReader(database.db);
    const handler = createApiHandler({ db: database.db, catalog, log: () => {} });
    const listening = serve(handler);
    http = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    const apiPort = (listening.address() as AddressInfo).port;

    const candidates = await database.pool.query<{ sku: string; slug: string }>(
      `select v.sku, t.slug from variants v
         join products p on p.id = v.product_id
         join prices pr on pr.sku = v.sku and pr.country = 'DE'
         join inventory i on i.sku = v.sku and i.available_quantity > 50
         join product_texts t on t.product_id = p.id and t.language = 'de'
        where 'DE' = any(p.eligible_for_selling) and 'DE' = any(p.enabled_on_market) and v.sku not like '41000%'
        order by v.sku limit 200`,
    );
    const sellable = await catalog.variantsBySkus(
      {
        storeKey: 'store-de',
        country: 'DE',
        language: 'de',
        locale: 'de-DE',
        currency: 'EUR',
        customerId: null,
        now: new Date(),
      },
      candidates.rows.map((row) => row.sku),
    );
    const skus = candidates.rows.map((row) => row.sku).filter((sku) => sellable.get(sku)?.sellable);
    if (skus.length < 10)
      throw new Error(
        `only ${skus.length} of ${candidates.rows.length} candidate SKUs are sellable in DE: ${JSON.stringify([...sellable.values()].slice(0, 1))}`,
      );

    const slugs = candidates.rows.map((row) => row.slug);
    const base = { port: apiPort, host: HOST, warmupPerClient: WARMUP_PER_CLIENT, skus, slugs };
    const errors: string[] = [];

    // add-to-cart, 50 concurrent clients, each with its own session and cart
    const adds = await load({
      ...base,
      kind: 'add-to-cart',
      clients: CLIENTS,
      requestsPerClient: ADDS_PER_CLIENT,
    });
    errors.push(...adds.errors);
    const addToCart = summarize(adds.latencies, adds.wallMs);

    // product by slug
    let product: LatencySummary | { skipped: string };
    let productSequential: LatencySummary | null = null;
    const probe = await load({
      ...base,
      kind: 'product',
      clients: 1,
      requestsPerClient: 1,
      warmupPerClient: 0,
    });
    if (probe.errors.length > 0) {
      product = { skipped: `getProduct is not wired (${probe.errors[0]})` };
    } else {
      const products = await load({
        ...base,
        kind: 'product',
        clients: PRODUCT_CONCURRENCY,
        requestsPerClient: Math.ceil(PRODUCT_REQUESTS / PRODUCT_CONCURRENCY),
      });
      errors.push(...products.errors);
      product = summarize(products.latencies, products.wallMs);
      const single = await load({ ...base, kind: 'product', clients: 1, requestsPerClient: 500 });
      errors.push(...single.errors);
      productSequential = summarize(single.latencies, single.wallMs);
    }

    const results = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      addToCart: { clients: CLIENTS, requestsPerClient: ADDS_PER_CLIENT, ...addToCart, targetP95Ms: 25 },
      productBySlug: { concurrency: PRODUCT_CONCURRENCY, ...product, targetP95Ms: 10 },
      productBySlugSequential: productSequential,
      errors: errors.length,
      errorSamples: [...new Set(errors)].slice(0, 5),
    };
    console.log(
      `add-to-cart @${CLIENTS} clients: p50 ${addToCart.p50} ms, p95 ${addToCart.p95} ms, p99 ${addToCart.p99} ms, ${addToCart.requestsPerSecond} req/s (${addToCart.count} requests)`,
    );
    if ('p95' in product) {
      console.log(
        `product-by-slug @${PRODUCT_CONCURRENCY}: p50 ${product.p50} ms, p95 ${product.p95} ms, p99 ${product.p99} ms, ${product.requestsPerSecond} req/s`,
      );
      if (productSequential) {
        const one = productSequential;
        console.log(
          `product-by-slug @1: p50 ${one.p50} ms, p95 ${one.p95} ms, p99 ${one.p99} ms, ${one.requestsPerSecond} req/s`,
        );
      }
    } else {
      console.log(`product-by-slug: skipped — ${product.skipped}`);
    }
    if (errors.length > 0) console.log(`errors: ${errors.length} (${results.errorSamples.join(', ')})`);
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  } catch (error) {
    console.error('bench failed:', error);
    process.exitCode = 1;
  } finally {
    if (http) await new Promise((resolve) => http?.close(resolve));
    await database.shutdown();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
