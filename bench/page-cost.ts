/**
 * `node --import tsx bench/page-cost.ts [--cpu-prof] [home|plp|pdp|bare ...]`: what one uncached
 * page costs, independent of how busy the shared box is. Starts one storefront node
 * (HTML_CACHE=false, 2,000 products, like the page bench) and the bare React Router page, waits for
 * the start-up search index builds, then loads each page with the page bench's client (a returning
 * visitor's cookies; COST_CLIENTS × COST_REQUESTS) and prints per request:
 * - CPU milliseconds of the server process and of its descendants (the embedded PostgreSQL), from
 *   /proc — CPU time spent does not depend on how many other processes wait for the cores, unlike
 *   req/s; their ratio to the bare page's CPU per request is what the page bench's ratio tends to
 *   on a quiet box;
 * - SQL transactions committed (about the round trips: a statement outside a transaction is one).
 * With `--cpu-prof` the storefront runs under V8's profiler and the top self and inclusive times of
 * each page's window are printed too (the profile stays in bench/results/profiles/).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startStorefront } from '../e2e/server.ts';
import { nowUs, type Profile, summarizeProfile } from './cpu-profile.ts';
import { buildBare, namedPagePath, pagePaths, searchIndexesBuilt, serveBare } from './pages.ts';
import { procStat, summarize } from './stats.ts';
import { load } from './worker.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const profileDir = path.join(root, 'bench/results/profiles');
const CLIENTS = Number(process.env.COST_CLIENTS ?? 4);
const REQUESTS = Number(process.env.COST_REQUESTS ?? 50);
const TOP = Number(process.env.PROFILE_TOP ?? 40);
const HOST = 'localhost';
/**
 * COST_ROUNDS > 1 measures the pages in turn that many times and prints each page's median too: on a
 * shared box the load changes within a run, and interleaved rounds let every page see the same.
 */
const ROUNDS = Math.max(1, Number(process.env.COST_ROUNDS ?? 1));

/** CPU time (user + system, ms) of a process and all its descendants, from /proc. */
function treeCpuMs(pid: number): { own: number; descendants: number } {
  const stats = new Map<number, { ppid: number; cpuMs: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { ppid, cpuMs } = procStat(readFileSync(`/proc/${entry}/stat`, 'utf8'));
      stats.set(Number(entry), { ppid, cpuMs });
    } catch {
      // the process ended meanwhile
    }
  }
  let descendants = 0;
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.pop();
    for (const [child, stat] of stats) {
      if (stat.ppid !== parent) continue;
      descendants += stat.cpuMs;
      queue.push(child);
    }
  }
  return { own: stats.get(pid)?.cpuMs ?? 0, descendants };
}

/** Committed transactions of the shop's database (statistics are flushed within ~1 s). */
async function transactions(databaseUrl: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ n: string }>(
      'select xact_commit as n from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await pool.end();
  }
}

const args = process.argv.slice(2);
const profiling = args.includes('--cpu-prof');
// A path (`/customer-service`) is measured as a shop page too, named by its path; a page with a
// query (`plp?variant`) is that page's path with the query, for trying a change side by side.
const PAGE_NAMES = ['bare', 'home', 'plp', 'pdp'];
const wanted = args.filter(
  (name) => PAGE_NAMES.includes(name.split('?')[0] as string) || name.startsWith('/'),
);
const names = wanted.length > 0 ? wanted : PAGE_NAMES;
if (profiling) {
  rmSync(profileDir, { recursive: true, force: true });
  mkdirSync(profileDir, { recursive: true });
}
buildBare();
const bare = await serveBare();
const node = await startStorefront({
  products: 2000,
  env: { HTML_CACHE: 'false', LOG_LEVEL: 'warn' },
  nodeArgs: [
    ...(profiling ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(process.env.COST_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ],
});
const windows: Array<{ name: string; from: number; to: number }> = [];
try {
  await searchIndexesBuilt(node.databaseUrl);
  const pages: Record<string, string> = { home: '/', ...(await pagePaths(node.databaseUrl)) };
  for (const name of names) {
    const named = name in pages ? null : namedPagePath(pages, name);
    if (named !== null) pages[name] = named;
  }
  const jar = new Map<string, string>();
  for (const pagePath of Object.values(pages)) {
    const response = await fetch(`http://127.0.0.1:${node.port}${pagePath}`, { headers: { host: HOST } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const [name = '', value = ''] = pair.split('=');
      jar.set(name, value);
    }
    await response.arrayBuffer();
  }
  const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  console.log(`${CLIENTS} clients × ${REQUESTS} requests (+2 warm-up each) per page`);
  console.log('page  server CPU ms/req  PostgreSQL CPU ms/req  total  SQL xact/req  p50 ms  bytes');
  const totals = new Map<string, number[]>();
  for (let round = 0; round < ROUNDS; round++)
    for (const name of names) {
      const isBare = name === 'bare';
      const port = isBare ? bare.port : node.port;
      const pagePath = isBare ? '/' : (pages[name] ?? '/');
      const pid = isBare ? bare.pid : node.pid;
      const before = await transactions(node.databaseUrl);
      const cpuBefore = treeCpuMs(pid);
      const from = nowUs();
      const result = await load({
        kind: 'page',
        port,
        host: HOST,
        path: pagePath,
        cookie: isBare ? '' : cookie,
        clients: CLIENTS,
        requestsPerClient: REQUESTS,
        warmupPerClient: 2,
        intervalMs: null,
        maxMs: 120_000,
        skus: [],
        slugs: [],
      });
      const cpuAfter = treeCpuMs(pid);
      windows.push({ name, from, to: nowUs() });
      const sent = CLIENTS * (REQUESTS + 2);
      const xact = isBare ? 0 : ((await transactions(node.databaseUrl)) - before - 1) / sent;
      const own = (cpuAfter.own - cpuBefore.own) / sent;
      const db = (cpuAfter.descendants - cpuBefore.descendants) / sent;
      const size = (
        await (
          await fetch(`http://127.0.0.1:${port}${pagePath}`, {
            headers: { host: HOST, cookie: isBare ? '' : cookie },
          })
        ).arrayBuffer()
      ).byteLength;
      const stats = summarize(result.latencies, result.windowMs);
      totals.set(name, [...(totals.get(name) ?? []), own + Math.max(0, db)]);
      console.log(
        `${name.padEnd(5)} ${own.toFixed(1).padStart(17)} ${db.toFixed(1).padStart(22)} ${(own + db).toFixed(1).padStart(6)} ${xact.toFixed(1).padStart(13)} ${String(stats.p50).padStart(7)} ${String(size).padStart(6)}${result.errors[0] ? `  error: ${result.errors[0]}` : ''}`,
      );
    }
  if (ROUNDS > 1) {
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const bareMedian = median(totals.get('bare') ?? []);
    console.log(`\nmedian of ${ROUNDS} rounds (server + PostgreSQL CPU ms/req, and bare ÷ page):`);
    for (const [name, values] of totals) {
      const ms = median(values);
      const ratio = bareMedian > 0 && name !== 'bare' ? `  ${(bareMedian / ms).toFixed(2)}` : '';
      console.log(`${name.padEnd(5)} ${ms.toFixed(1).padStart(6)}${ratio}`);
    }
  }
} finally {
  await node.stop();
  await bare.stop();
}
if (profiling) {
  // Only the storefront runs under the profiler.
  const [file] = readdirSync(profileDir).filter((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error('no CPU profile written');
  const profile = JSON.parse(readFileSync(path.join(profileDir, file), 'utf8')) as Profile;
  // The windows too, for a closer look at one page's samples in the kept profile.
  writeFileSync(path.join(profileDir, 'windows.json'), JSON.stringify(windows));
  for (const window of windows.filter((w) => w.name !== 'bare')) {
    const summary = summarizeProfile(profile, window, TOP);
    console.log(`\n=== ${window.name}: ${summary.allMs.toFixed(0)} ms sampled (${file})\n\nself:`);
    for (const line of summary.self) console.log(line);
    console.log('\nself by file:');
    for (const line of summary.byFile) console.log(line);
    console.log('\ntotal:');
    for (const line of summary.total) console.log(line);
    console.log('\ntotal, own code:');
    for (const line of summary.own) console.log(line);
  }
}
