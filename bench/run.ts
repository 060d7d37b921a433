/**
 * `npm run bench`: boots an embedded PostgreSQL in a temp dir, seeds the demo catalog (2,000
 * products) and serves the real API handler (createApiHandler, catalog services wired) over HTTP on
 * 127.0.0.1. A worker thread drives it with bounded loops (decision 036, 037):
 *  - add-to-cart: 50 clients, each with its own session and cart;
 *  - product-by-slug (getProduct { slug }): warm (the default 5 s product cache) and cold (a second
 *    handler with the product cache off, so every request reads PostgreSQL);
 * each (a) closed loop — 50 clients, zero think time: saturation throughput of the 2-core box that
 * also runs PostgreSQL and the load client — and (b) paced — 50 clients, each sending one request
 * every 100 ms (500 req/s offered) or 250 ms (200 req/s offered), latency from the scheduled send.
 * Prints a table with the load average per phase and writes bench/results/latest.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createApiHandler,
  createCatalogReader,
  createCatalogServices,
  createPurchaseHistory,
} from '@toolyard/commerce';
import type { LoadJob } from './load-client.ts';
import { serve } from './node-adapter.ts';
import { printPageRows, runPageBench } from './pages.ts';
import { benchPlaceOrder } from './place-order.ts';
import { runSearchBench } from './search.ts';
import { BENCH_HOST, startBenchDatabase } from './setup.ts';
import { summarize } from './stats.ts';
import { load } from './worker.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 40);
const WARMUP = 5;
const POOL_SIZE = Number(process.env.DB_POOL_SIZE ?? 4);
const INTERVALS = (process.env.BENCH_INTERVALS ?? '100,250').split(',').map(Number).filter(Boolean);
const ONLY = process.env.BENCH_ONLY ?? '';
const TARGET_P95 = { 'add-to-cart': 25, 'product (warm)': 10, 'product (cold)': 10 } as const;

const load1 = () => Math.round(os.loadavg()[0]! * 100) / 100;

async function main() {
  console.log(
    `bench: load average before start ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  const bench = await startBenchDatabase({ products: 2000, poolSize: POOL_SIZE });
  console.log(`bench: seeded 2,000 products in ${bench.seedMs} ms; pool ${POOL_SIZE} connections`);
  const { database, skus } = bench;
  const servers: ReturnType<typeof serve>[] = [];
  try {
    const listen = async (handler: Parameters<typeof serve>[0]) => {
      const server = serve(handler);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return (server.address() as AddressInfo).port;
    };
    const catalog = createCatalogReader(database.db);
    const warmPort = await listen(createApiHandler({ db: database.db, catalog, log: () => {} }));
    const coldPort = await listen(
      createApiHandler({
        db: database.db,
        catalog,
        log: () => {},
        catalogServices: createCatalogServices(
          database.db,
          { purchaseHistory: createPurchaseHistory(database.db) },
          { cacheTtlMs: 0 },
        ),
      }),
    );
    // Warm: a hot set of 200 product pages; cold: every page, cache off.
    const hotSlugs = bench.slugs.filter((_, index) => index % 10 === 0).slice(0, 200);

    const rows: Array<Record<string, string | number | null>> = [];
    const run = async (
      scenario: keyof typeof TARGET_P95,
      intervalMs: number | null,
      job: Omit<LoadJob, 'clients' | 'requestsPerClient' | 'warmupPerClient' | 'intervalMs' | 'host'>,
    ) => {
      if (ONLY && !scenario.startsWith(ONLY)) return;
      const loadBefore = load1();
      const requestsPerClient = intervalMs ? Math.max(10, Math.round(4000 / intervalMs)) * 2 : REQUESTS;
      const result = await load({
        ...job,
        host: BENCH_HOST,
        clients: CLIENTS,
        requestsPerClient,
        warmupPerClient: WARMUP,
        intervalMs,
      });
      const stats = summarize(result.latencies, result.windowMs);
      const service = summarize(result.serviceLatencies, result.windowMs);
      const row = {
        scenario,
        mode: intervalMs ? `paced ${intervalMs} ms` : 'closed loop',
        offered: intervalMs ? Math.round((CLIENTS * 1000) / intervalMs) : null,
        achieved: stats.requestsPerSecond,
        count: stats.count,
        p50: stats.p50,
        p95: stats.p95,
        p99: stats.p99,
        max: stats.max,
        serviceP95: service.p95,
        targetP95: TARGET_P95[scenario],
        errors: result.errors.length,
        errorSample: result.errors[0] ?? null,
        loadBefore,
        loadAfter: load1(),
      };
      rows.push(row);
      console.log(
        `${scenario.padEnd(15)} ${String(row.mode).padEnd(14)} p50 ${stats.p50} p95 ${stats.p95} p99 ${stats.p99} ms, ${stats.requestsPerSecond} req/s, errors ${row.errors}, load ${loadBefore}→${row.loadAfter}`,
      );
    };

    const addJob = { kind: 'add-to-cart' as const, port: warmPort, skus, slugs: [] };
    const warmJob = { kind: 'product' as const, port: warmPort, skus: [], slugs: hotSlugs };
    const coldJob = { kind: 'product' as const, port: coldPort, skus: [], slugs: bench.slugs };
    for (const interval of [null, ...INTERVALS]) {
      await run('add-to-cart', interval, addJob);
      await run('product (warm)', interval, warmJob);
      await run('product (cold)', interval, coldJob);
    }
    if (!ONLY || 'place-order'.startsWith(ONLY) || 'checkout-to-order'.startsWith(ONLY)) {
      rows.push(...(await benchPlaceOrder({ db: database.db, catalog, listen, host: BENCH_HOST, skus })));
    }

    printTable(rows);
    const results = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, loadAverageAtEnd: os.loadavg() },
      setup: {
        products: 2000,
        clients: CLIENTS,
        poolSize: POOL_SIZE,
        productCacheTtlMs: 5000,
        note: 'closed loop: zero think time, saturation; paced: one request per client per interval, latency from the scheduled send time (includes waiting behind a slow predecessor); serviceP95: from the actual send',
      },
      results: rows,
    };
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log(`bench: wrote ${path.join(out, 'latest.json')}`);
    if (rows.some((row) => Number(row.errors) > 0)) process.exitCode = 1;
  } catch (error) {
    console.error('bench failed:', error);
    process.exitCode = 1;
  } finally {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    await bench.stop();
  }
}

function printTable(rows: Array<Record<string, string | number | null>>) {
  const columns = [
    'scenario',
    'mode',
    'offered',
    'achieved',
    'p50',
    'p95',
    'p99',
    'targetP95',
    'errors',
    'loadBefore',
  ];
  const headers = [
    'scenario',
    'mode',
    'offered req/s',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'target p95',
    'errors',
    'load avg',
  ];
  const cells = rows.map((row) =>
    columns.map((column) => (row[column] === null ? '—' : String(row[column]))),
  );
  const widths = headers.map((header, i) => Math.max(header.length, ...cells.map((line) => line[i]!.length)));
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i]!)).join('  ');
  console.log(
    '\nclosed loop = 50 clients, zero think time (saturation on this box, Little’s law: p50 ≈ 50 / req/s)',
  );
  console.log(
    'paced       = 50 clients, one request each per interval; latency from the scheduled send time',
  );
  console.log(
    'product (warm) = 5 s product cache, 200 hot pages; product (cold) = cache off, every request reads PostgreSQL\n',
  );
  console.log(line(headers));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of cells) console.log(line(row));
}

/** Storefront pages against the bare React Router page (bench/pages.ts, decision 118). */
async function pages() {
  const { rows, js } = await runPageBench();
  printPageRows(rows, js);
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(out, { recursive: true });
  const results = {
    at: new Date().toISOString(),
    loadAverageAtEnd: os.loadavg(),
    rows,
    javascriptGzipKb: js,
  };
  writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(results, null, 2)}\n`);
  if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
}

// BENCH_ONLY=search or =pages runs only that bench (bench/search.ts, bench/pages.ts); no filter runs everything.
if (!ONLY.startsWith('search') && !ONLY.startsWith('pages')) await main();
if (!ONLY || ONLY.startsWith('search')) await runSearchBench();
if (!ONLY || ONLY.startsWith('pages')) await pages();
