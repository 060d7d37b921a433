/**
 * `npm run bench`: boots an embedded PostgreSQL in a temp dir, seeds the demo catalog (2,000
 * products) and measures through the real HTTP API handler on 127.0.0.1:
 *  - add-to-cart with 50 concurrent clients, each with its own session and cart;
 *  - product-by-slug (getProduct), when the catalog's product service is available.
 * Prints p50/p95/p99 and req/s and writes bench/results/latest.json.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as commerce from '@toolyard/commerce';
import {
  bootDatabase,
  createApiHandler,
  createCatalogReader,
  startEmbeddedPostgres,
  withDatabase,
} from '@toolyard/commerce';
import { seedDemoData } from '../packages/commerce/seed/index.ts';
import { serve } from './node-adapter.ts';
import { type LatencySummary, summarize } from './stats.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const ADDS_PER_CLIENT = Number(process.env.BENCH_ADDS ?? 40);
const WARMUP_PER_CLIENT = 5;
const PRODUCT_REQUESTS = Number(process.env.BENCH_PRODUCT_REQUESTS ?? 2000);
const PRODUCT_CONCURRENCY = Number(process.env.BENCH_PRODUCT_CONCURRENCY ?? 10);
const HOST = 'de.localhost';

const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS + 10 });

function post(port: number, method: string, body: unknown, cookie: string | null) {
  return new Promise<{ status: number; json: unknown; cookie: string | null; ms: number }>(
    (resolve, reject) => {
      const payload = JSON.stringify(body);
      const started = performance.now();
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: `/api/new-ct/${method}?host=${HOST}`,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            ...(cookie ? { cookie } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const setCookie = res.headers['set-cookie']?.[0]?.split(';')[0] ?? null;
            resolve({
              status: res.statusCode ?? 0,
              json: JSON.parse(Buffer.concat(chunks).toString('utf8')),
              cookie: setCookie,
              ms: performance.now() - started,
            });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    },
  );
}

interface CartAnswer {
  data?: { cart: { id: string; version: number } };
  error?: { code: string; message: string };
}

async function addToCartClient(
  port: number,
  skus: readonly string[],
  index: number,
  latencies: number[],
  errors: string[],
) {
  const created = await post(port, 'createCart', [{}], null);
  const cookie = created.cookie;
  let cart = (created.json as CartAnswer).data!.cart;
  for (let i = 0; i < WARMUP_PER_CLIENT + ADDS_PER_CLIENT; i++) {
    // A realistic cart: five products whose quantities grow.
    const sku = skus[(index * 5 + (i % 5)) % skus.length]!;
    const answer = await post(
      port,
      'addToCart',
      [
        [
          { id: cart.id, version: cart.version },
          { product: { sku }, quantity: 1 },
        ],
      ],
      cookie,
    );
    const json = answer.json as CartAnswer;
    if (answer.status !== 200 || !json.data) {
      errors.push(`${answer.status} ${json.error?.code ?? ''}`);
      continue;
    }
    cart = json.data.cart;
    if (i >= WARMUP_PER_CLIENT) latencies.push(answer.ms);
  }
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
    // The catalog's product services are wired when the package exports them (createCatalogApi).
    const factory = (commerce as Record<string, unknown>).createCatalogApi as
      | ((db: unknown) => commerce.CatalogApi)
      | undefined;
    const handler = createApiHandler({
      db: database.db,
      catalog,
      catalogApi: factory?.(database.db),
      log: () => {},
    });
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

    // add-to-cart, 50 concurrent clients
    const latencies: number[] = [];
    const errors: string[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) => addToCartClient(apiPort, skus, index, latencies, errors)),
    );
    const addToCart = summarize(latencies, performance.now() - started);

    // product by slug
    let product: LatencySummary | { skipped: string };
    const probe = await post(apiPort, 'getProduct', [{ slug: candidates.rows[0]!.slug }], null);
    if (probe.status !== 200) {
      product = { skipped: `getProduct answered ${probe.status} (${JSON.stringify(probe.json)})` };
    } else {
      const productLatencies: number[] = [];
      const slugs = candidates.rows.map((row) => row.slug);
      let next = 0;
      const productStarted = performance.now();
      await Promise.all(
        Array.from({ length: PRODUCT_CONCURRENCY }, async () => {
          while (next < PRODUCT_REQUESTS) {
            const slug = slugs[next++ % slugs.length]!;
            const answer = await post(apiPort, 'getProduct', [{ slug }], null);
            if (answer.status === 200) productLatencies.push(answer.ms);
            else errors.push(`getProduct ${answer.status}`);
          }
        }),
      );
      product = summarize(productLatencies, performance.now() - productStarted);
    }

    const results = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      addToCart: { clients: CLIENTS, requestsPerClient: ADDS_PER_CLIENT, ...addToCart, targetP95Ms: 25 },
      productBySlug: { concurrency: PRODUCT_CONCURRENCY, ...product, targetP95Ms: 10 },
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
    agent.destroy();
    if (http) await new Promise((resolve) => http?.close(resolve));
    await database.shutdown();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
