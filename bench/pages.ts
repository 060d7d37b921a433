/**
 * Page bench (issue 9 "Must show", decision 118): requests per second of the storefront's home, a
 * category page (PLP) and a product page (PDP), with the HTML cache off and on, side by side in one
 * run with a bare React Router page of 50 items that this bench builds (bench/bare/, same React
 * Router and Vite as the storefront) and serves through the storefront's own HTTP layer. Plus the
 * JavaScript a PLP and a PDP load, gzipped, beyond what the bare page loads (React, React Router
 * and its tiny route). Loopback only; every loop bounded in count and time.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { allStoreLocales } from '@toolyard/domain';
import pg from 'pg';
import { type RunningStorefront, startStorefront } from '../e2e/server.ts';
import { procStat, summarize } from './stats.ts';
import { load } from './worker.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bareDir = path.join(root, 'bench/bare');
const CLIENTS = Number(process.env.BENCH_PAGE_CLIENTS ?? 10);
const REQUESTS = Number(process.env.BENCH_PAGE_REQUESTS ?? 60);
const MAX_MS = Number(process.env.BENCH_PAGE_MAX_MS ?? 15_000);
const WARMUP = Number(process.env.BENCH_PAGE_WARMUP ?? 3);
/** Untimed rounds of every page on every server before the measured ones: at most this many… */
const WARMUP_ROUNDS = Number(process.env.BENCH_PAGE_WARMUP_ROUNDS ?? 10);
/** …at least this many, and until no round beats a rendering server's best rate by more than the margin. */
const MIN_WARMUP_ROUNDS = Math.min(WARMUP_ROUNDS, 3);
const SETTLED_MARGIN = 0.05;
/** The default store (Slovakia) answers on plain `localhost`. */
const HOST = 'localhost';

export interface PageRow {
  page: string;
  mode: string;
  rps: number;
  /** The server's main-thread CPU per request (ms), null where /proc is not readable. */
  mainMs: number | null;
  /** The bare page's main-thread ms per request ÷ this page's (decision 269). */
  cpuRatio: number | null;
  p50: number;
  p95: number;
  ratio: number | null;
  target: string;
  cache: string;
  errors: number;
}

export function buildBare() {
  const cli = path.join(root, 'node_modules/@react-router/dev/bin.js');
  const result = spawnSync(process.execPath, [cli, 'build'], {
    cwd: bareDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('bench/bare: build failed');
}

/** The bare app in its own production process (bench/bare-server.ts); resolves with its port. */
export async function serveBare(): Promise<{ port: number; pid: number; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/bare-server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`bench/bare did not start: ${output}`)), 30_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /port=(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`bench/bare exited (${code}): ${output}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { port, pid: child.pid ?? 0, stop };
}

/**
 * The path of a page named on a bench's command line: `home`, `plp` or `pdp` (their paths in
 * `known`), any path (`/customer-service`), or a page with a query (`plp?variant`), for trying a
 * change side by side; null for another name.
 */
export function namedPagePath(known: Readonly<Record<string, string>>, name: string): string | null {
  if (name.startsWith('/')) return name;
  const [page = '', query] = name.split('?');
  const base = known[page];
  if (base === undefined) return null;
  return query === undefined ? base : `${base}?${query}`;
}

/** A category with products in SK and a product sold there, as their canonical paths. */
export async function pagePaths(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const category = await pool.query<{ slug: string }>(
      `select t.slug from categories c join category_texts t on t.category_id = c.id and t.language = 'sk'
        where c.tree = 'all' and c.depth = 0 and c.has_products @> array['SK']::text[]
        order by c.order_hint limit 1`,
    );
    const product = await pool.query<{ slug: string }>(
      `select t.slug from products p join product_texts t on t.product_id = p.id and t.language = 'sk'
         join variants v on v.product_id = p.id and v.is_master join prices pr on pr.sku = v.sku and pr.country = 'SK'
        where p.enabled_on_market @> array['SK']::text[] and p.product_type = 'standard_product'
        order by p.published_at desc limit 1`,
    );
    return { plp: `/${category.rows[0]?.slug}/`, pdp: `/${product.rows[0]?.slug}` };
  } finally {
    await pool.end();
  }
}

/**
 * Waits until the search indexes a fresh node builds in the background at start-up (decision 102:
 * every store locale, ~40 s on this box) are all filled and no longer growing, so the pages are
 * measured in a steady state and not against the start-up indexer's CPU. Bounded at 5 minutes.
 */
export async function searchIndexesBuilt(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const wanted = allStoreLocales().length;
  const deadline = Date.now() + 300_000;
  try {
    let last = '';
    while (Date.now() < deadline) {
      const { rows } = await pool.query<{ indexes: number; documents: number }>(
        'select count(distinct index_name)::int as indexes, count(*)::int as documents from search_documents',
      );
      const now = `${rows[0]?.indexes}/${rows[0]?.documents}`;
      if ((rows[0]?.indexes ?? 0) >= wanted && now === last) return;
      last = now;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    throw new Error('search indexes: still building after 5 minutes');
  } finally {
    await pool.end();
  }
}

/** The store cookies a first visit sets: sent on every bench request, as a returning browser does. */
async function returningVisitor(port: number, paths: string[]): Promise<string> {
  const jar = new Map<string, string>();
  for (const pagePath of paths) {
    const response = await fetch(`http://127.0.0.1:${port}${pagePath}`, {
      headers: { host: HOST },
      redirect: 'manual',
    });
    if (response.status !== 200) throw new Error(`${pagePath}: ${response.status}`);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    }
    await response.arrayBuffer();
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

/**
 * Same-origin JavaScript a page references: modulepreload links, module scripts, imports, and the
 * preload list the bootstrap adds after the first paint (decision 200) — every quoted asset path.
 */
async function scriptsOf(port: number, pagePath: string, cookie: string): Promise<Map<string, number>> {
  const html = await (
    await fetch(`http://127.0.0.1:${port}${pagePath}`, { headers: { host: HOST, cookie } })
  ).text();
  const urls = new Set<string>();
  for (const match of html.matchAll(/"(\/assets\/[^"]+\.js)"/g)) urls.add(match[1] ?? '');
  const sizes = new Map<string, number>();
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(`http://127.0.0.1:${port}${url}`)).arrayBuffer());
    sizes.set(url, gzipSync(body).length);
  }
  return sizes;
}

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const sum = (sizes: Map<string, number>) => [...sizes.values()].reduce((a, b) => a + b, 0);

/**
 * CPU time (ms) of a process's main thread, the one that renders. Per request it is the server's own
 * cost, whatever the load client on the same two cores can send: if the bare page's req/s were
 * bound by the client, the two ratios would part (decision 269). Null without /proc.
 */
function mainThreadCpuMs(pid: number): number | null {
  try {
    return procStat(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')).cpuMs;
  } catch {
    return null;
  }
}

async function measure(port: number, pagePath: string, cookie: string, pid = 0) {
  const cpuBefore = pid ? mainThreadCpuMs(pid) : null;
  const result = await load({
    kind: 'page',
    port,
    host: HOST,
    path: pagePath,
    cookie,
    clients: CLIENTS,
    requestsPerClient: REQUESTS,
    warmupPerClient: WARMUP,
    intervalMs: null,
    maxMs: MAX_MS,
    skus: [],
    slugs: [],
  });
  const cpuAfter = pid ? mainThreadCpuMs(pid) : null;
  const stats = summarize(result.latencies, result.windowMs);
  const errors = result.errors.filter((error) => !error.startsWith('skipped'));
  // Every request the server answered: warm-up ones and failed ones too; not those skipped at the
  // time bound, which were never sent.
  const sent = CLIENTS * WARMUP + result.latencies.length + errors.length;
  const mainMs =
    cpuBefore === null || cpuAfter === null ? null : Math.round(((cpuAfter - cpuBefore) / sent) * 100) / 100;
  const cache = Object.entries(result.cacheStatus ?? {})
    .map(([status, count]) => `${status} ${count}`)
    .join(', ');
  return { stats, errors, cache, mainMs };
}

export async function runPageBench(): Promise<{ rows: PageRow[]; js: Record<string, number> }> {
  console.log('pages: building bench/bare (React Router, same Vite as the storefront)…');
  buildBare();
  const bare = await serveBare();
  const nodes: RunningStorefront[] = [];
  try {
    console.log('pages: starting the storefront (2,000 products), cache off and cache on…');
    const uncached = await startStorefront({
      products: 2000,
      env: { HTML_CACHE: 'false', LOG_LEVEL: 'warn' },
    });
    nodes.push(uncached);
    const cached = await startStorefront({
      env: {
        HTML_CACHE: 'true',
        LOG_LEVEL: 'warn',
        DATABASE_URL: uncached.databaseUrl,
        SEED_ON_EMPTY: 'false',
      },
    });
    nodes.push(cached);
    console.log('pages: waiting for the start-up search index builds to finish…');
    await searchIndexesBuilt(uncached.databaseUrl);
    const { plp, pdp } = await pagePaths(uncached.databaseUrl);
    const pages = { home: '/', plp, pdp } as const;
    const cookie = await returningVisitor(uncached.port, Object.values(pages));
    console.log(
      `pages: home /, PLP ${plp}, PDP ${pdp}; ${CLIENTS} clients × ${REQUESTS} requests (≤ ${MAX_MS} ms)`,
    );

    // Every server warmed up on every page first, until its rate settles: measured is steady-state
    // throughput, not the JIT and the heap growing. One round was not enough: over six rounds the
    // bare page went from 532 to 1,031 req/s and an uncached PLP from 137 to 201 (decision 239).
    const warm: Array<[string, number, string, string]> = [['bare', bare.port, '/', '']];
    for (const [name, pagePath] of Object.entries(pages)) {
      warm.push([`${name} uncached`, uncached.port, pagePath, cookie]);
      warm.push([`${name} cached`, cached.port, pagePath, cookie]);
    }
    const best = new Map<string, number>();
    for (let round = 1; round <= WARMUP_ROUNDS; round++) {
      const rates: string[] = [];
      let settled = round >= MIN_WARMUP_ROUNDS;
      for (const [name, port, pagePath, pageCookie] of warm) {
        const rps = (await measure(port, pagePath, pageCookie)).stats.requestsPerSecond;
        const before = best.get(name) ?? 0;
        // Settled when no rendering server sets a new best by more than the margin. Cached answers
        // are bound by the load client on the same cores and swing ±30 % from round to round.
        if (!name.endsWith(' cached') && rps > before * (1 + SETTLED_MARGIN)) settled = false;
        best.set(name, Math.max(before, rps));
        rates.push(`${name} ${rps}`);
      }
      console.log(`pages: warm-up round ${round}: ${rates.join(', ')} req/s`);
      if (settled) break;
    }

    const rows: PageRow[] = [];
    let bareRps = 0;
    let bareMainMs: number | null = null;
    const row = (page: string, mode: string, run: Awaited<ReturnType<typeof measure>>, target: string) => {
      rows.push({
        page,
        mode,
        rps: run.stats.requestsPerSecond,
        p50: run.stats.p50,
        p95: run.stats.p95,
        ratio: page === 'bare' ? null : Math.round((run.stats.requestsPerSecond / bareRps) * 100) / 100,
        mainMs: run.mainMs,
        cpuRatio:
          page === 'bare' || run.mainMs === null || bareMainMs === null || run.mainMs === 0
            ? null
            : Math.round((bareMainMs / run.mainMs) * 100) / 100,
        target,
        cache: run.cache,
        errors: run.errors.length,
      });
      console.log(
        `${page.padEnd(5)} ${mode.padEnd(9)} ${run.stats.requestsPerSecond} req/s p50 ${run.stats.p50} p95 ${run.stats.p95} ms main ${run.mainMs ?? '?'} ms/req  ${run.cache}${run.errors[0] ? `  error: ${run.errors[0]}` : ''}`,
      );
    };
    for (const [name, pagePath] of Object.entries(pages)) {
      // The bare page right before each page: the shared machine's speed drifts within a run, and
      // each ratio compares runs a few seconds apart.
      const bareRun = await measure(bare.port, '/', '', bare.pid);
      bareRps = bareRun.stats.requestsPerSecond;
      bareMainMs = bareRun.mainMs;
      row('bare', `50 items (before ${name})`, bareRun, '');
      row(
        name,
        'uncached',
        await measure(uncached.port, pagePath, cookie, uncached.pid),
        name === 'home' ? '≥ 0.30×' : '≥ 0.40×',
      );
      row(name, 'cached', await measure(cached.port, pagePath, cookie, cached.pid), '≥ 1.0×');
    }
    // The bare page once more: its drift over the run shows how far to trust the ratios.
    row('bare', 'again', await measure(bare.port, '/', '', bare.pid), '');

    const bareJs = await scriptsOf(bare.port, '/', '');
    const js: Record<string, number> = { 'bare page (React + React Router + route)': kb(sum(bareJs)) };
    for (const [name, pagePath] of [
      ['PLP', plp],
      ['PDP', pdp],
    ] as const) {
      const sizes = await scriptsOf(uncached.port, pagePath, cookie);
      js[`${name} total`] = kb(sum(sizes));
      js[`${name} beyond the bare page (target ≤ 40 kB)`] = kb(sum(sizes) - sum(bareJs));
    }
    return { rows, js };
  } finally {
    for (const node of nodes.reverse()) await node.stop();
    await bare.stop();
  }
}

export function printPageRows(rows: PageRow[], js: Record<string, number>) {
  const headers = [
    'page',
    'mode',
    'req/s',
    'p50 ms',
    'p95 ms',
    '× bare',
    'target',
    'main ms/req',
    '× bare (CPU)',
    'errors',
    'X-Cache',
  ];
  const cells = rows.map((row) => [
    row.page,
    row.mode,
    String(row.rps),
    String(row.p50),
    String(row.p95),
    row.ratio === null ? '—' : String(row.ratio),
    row.target,
    row.mainMs === null ? '—' : String(row.mainMs),
    row.cpuRatio === null ? '—' : String(row.cpuRatio),
    String(row.errors),
    row.cache,
  ]);
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...cells.map((line) => line[i]?.length ?? 0)),
  );
  const line = (values: string[]) => values.map((value, i) => value.padEnd(widths[i] ?? 0)).join('  ');
  console.log(
    `\npages: ${CLIENTS} clients, closed loop, same box, every server warmed up first; each ratio against the bare run just before it`,
  );
  console.log(
    "× bare (CPU): the bare run's main-thread CPU per request ÷ the page's: the servers' own cost, whatever the load client on the same cores sends (decision 269)",
  );
  console.log(line(headers));
  for (const cell of cells) console.log(line(cell));
  console.log('\nJavaScript, gzip (kB):');
  for (const [name, value] of Object.entries(js)) console.log(`  ${name}: ${value}`);
}

// `node --import tsx bench/pages.ts` runs only this part.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { rows, js } = await runPageBench();
  printPageRows(rows, js);
}
