/**
 * Search probe (decision 091): the bench's PostgreSQL queries against a kept database, for iterating on
 * the engine. Reads the documents once into a JSON cache beside the database, builds the 20k and 100k
 * indexes only when they are missing (or PROBE_REBUILD=1), then times the bench's query mix (wall clock
 * per query variant, PostgreSQL CPU per search, statements per search; PROBE_SLOWEST=n lists the n
 * slowest searches) and, with PROBE_EXPLAIN=1,
 * prints EXPLAIN (ANALYZE, BUFFERS) of every statement one search issues (PROBE_EXPLAIN_AT: which;
 * PROBE_DUMP=prefix also writes them, with their values, to prefix.<n>.json for trying variants by hand).
 * BENCH_SEARCH_DIR must name a database the search bench seeded.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootDatabase, createSearchSource } from '@toolyard/commerce';
import {
  buildSearchDocument,
  createPostgresEngine,
  indexContext,
  type Queryable,
  type SearchDocument,
  searchQuerySchema,
} from '@toolyard/search';
import { queriesFor, settleSearchIndex, WARMUP } from './search-queries.ts';
import { summarize } from './stats.ts';

const dir = path.resolve(process.env.BENCH_SEARCH_DIR ?? '');
const SIZES = (process.env.PROBE_SIZES ?? '20000,100000').split(',').map(Number);
const INDEX: Record<number, string> = { 2000: 'prod.de-ch', 20000: 'prod.de-at', 100000: 'prod.de-de' };

/** CPU ticks (utime + stime) of every client backend of the bench database, from /proc. */
async function backendTicks(): Promise<number> {
  const { rows } = await database.pool.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and backend_type = 'client backend'",
  );
  let ticks = 0;
  for (const { pid } of rows) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}

const revive = (_key: string, value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(value)
    ? new Date(value)
    : value;

const database = await bootDatabase({
  dataDir: dir,
  embeddedPort: 59_000 + Math.floor(Math.random() * 900),
  poolSize: 4,
});
try {
  const cache = path.join(dir, 'probe-docs.json');
  let all: SearchDocument[];
  if (existsSync(cache)) all = JSON.parse(readFileSync(cache, 'utf8'), revive);
  else {
    const source = createSearchSource(database.db);
    const ids: string[] = [];
    for (let after: string | null = null; ids.length < 100_000; ) {
      const page = await source.productIds(after, 5_000);
      if (page.length === 0) break;
      ids.push(...page);
      after = page[page.length - 1] ?? null;
    }
    // The bench indexes a prefix of the ids per size in a German store; one read serves every size.
    const ctx = indexContext('prod.de-de', new Date());
    all = [];
    for (let i = 0; i < ids.length; i += 1_000)
      for (const product of await source.products(ctx, ids.slice(i, i + 1_000))) {
        const doc = buildSearchDocument(ctx, product);
        if (doc) all.push(doc);
      }
    writeFileSync(cache, JSON.stringify(all));
  }
  const statements: Array<{ text: string; values: unknown[] }> = [];
  const recording: Queryable = {
    query<R>(text: string, values?: unknown[]) {
      statements.push({ text, values: values ?? [] });
      return database.pool.query(text, values) as unknown as Promise<{ rows: R[] }>;
    },
  };
  const engine = createPostgresEngine(recording);
  for (const size of SIZES) {
    const index = INDEX[size] as string;
    const docs = all.slice(0, size);
    const { rows } = await database.pool.query<{ n: string }>(
      'select count(*) as n from search_documents where index_name = $1',
      [index],
    );
    if (Number(rows[0]?.n) !== docs.length || process.env.PROBE_REBUILD === '1') {
      const started = performance.now();
      await engine.clear(index);
      await engine.upsert(index, docs);
      await settleSearchIndex(database.pool);
      console.log(`${index}: built ${docs.length} in ${Math.round(performance.now() - started)} ms`);
    }
    const queries = queriesFor(docs).map((q) => searchQuerySchema.parse(q));
    if (process.env.PROBE_EXPLAIN === '1') {
      for (const n of (process.env.PROBE_EXPLAIN_AT ?? '30,31,32').split(',').map(Number)) {
        statements.length = 0;
        const q = queries[n] as (typeof queries)[number];
        const result = await engine.search(index, q);
        console.log(
          `\n=== ${index} query ${n}: ${JSON.stringify(q.text)} total ${result.total}; ${statements.length} statements`,
        );
        if (process.env.PROBE_DUMP)
          writeFileSync(`${process.env.PROBE_DUMP}.${n}.json`, JSON.stringify(statements));
        for (const s of [...statements]) {
          console.log(
            `--- ${s.text.replace(/\s+/g, ' ').slice(0, 160)}…  ${JSON.stringify(s.values).slice(0, 200)}`,
          );
          const plan = await database.pool.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${s.text}`,
            s.values,
          );
          console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
        }
      }
    }
    const latencies: number[] = [];
    const timed: Array<{ at: number; ms: number; text: string; total: number }> = [];
    const byVariant: number[][] = [[], [], []];
    let hits = 0;
    let trips = 0;
    let ticks = 0;
    for (const [i, query] of queries.entries()) {
      statements.length = 0;
      const before = i >= WARMUP ? await backendTicks() : 0;
      const started = performance.now();
      const result = await engine.search(index, query);
      if (i >= WARMUP) {
        ticks += (await backendTicks()) - before;
        latencies.push(performance.now() - started);
        byVariant[i % 3]?.push(latencies.at(-1) as number);
        timed.push({ at: i, ms: latencies.at(-1) as number, text: query.text, total: result.total });
        hits += result.total;
        trips += statements.length;
      }
    }
    const stats = summarize(latencies, 1);
    console.log(
      JSON.stringify({
        index,
        products: size,
        p50: stats.p50,
        p95: stats.p95,
        p99: stats.p99,
        avgHits: Math.round(hits / latencies.length),
        // p50/p95 of: a type word, brand + prefix, a typo
        variants: byVariant.map((l) => {
          const s = summarize(l, 1);
          return `${s.p50}/${s.p95}`;
        }),
        // PostgreSQL CPU per search (utime + stime of the pool's backends, 10 ms ticks): less
        // sensitive to the box's load than the wall-clock latencies.
        pgCpuMs: Math.round(((ticks * 10) / latencies.length) * 100) / 100,
        tripsPerSearch: Math.round((trips / latencies.length) * 100) / 100,
        load: os.loadavg().map((l) => Math.round(l * 100) / 100),
      }),
    );
    // PROBE_SLOWEST=n: the n slowest searches, to pick for PROBE_EXPLAIN_AT.
    const slowest = Number(process.env.PROBE_SLOWEST ?? 0);
    for (const t of timed.sort((a, b) => b.ms - a.ms).slice(0, slowest))
      console.log(`slow: query ${t.at} ${JSON.stringify(t.text)} total ${t.total}: ${t.ms.toFixed(1)} ms`);
  }
} finally {
  await database.shutdown();
}
