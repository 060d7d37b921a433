/**
 * Search bench (decision 091): both engines of packages/search at 2k, 20k and 100k products.
 * One demo catalog of 100,000 products is seeded once (~2½ min; BENCH_SEARCH_DIR keeps it for the
 * next run); three German indexes take the first 2k, 20k and 100k products (prod.de-ch, prod.de-at,
 * prod.de-de: same analysis, separate indexes). Per engine and size: index build time, memory of the
 * Orama index (heap and RSS delta after GC), PostgreSQL's on-disk size, and search latency p50/p95
 * for text plus two facets (brand and a price ceiling), sequential, after warm-up.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bootDatabase, createSearchSource, isDemoDataSeeded, seedDemoData } from '@toolyard/commerce';
import {
  buildSearchDocument,
  createSearchEngine,
  indexContext,
  type SearchDocument,
  type SearchEngineName,
  searchQuerySchema,
} from '@toolyard/search';
import { queriesFor, settleSearchIndex, WARMUP } from './search-queries.ts';
import { summarize } from './stats.ts';

const SIZES = [
  { products: 2_000, index: 'prod.de-ch', targetP95: null },
  { products: 20_000, index: 'prod.de-at', targetP95: 10 },
  { products: 100_000, index: 'prod.de-de', targetP95: 25 },
] as const;

/** BENCH_SEARCH_SIZES=100000 and BENCH_SEARCH_ENGINES=postgres narrow a run (iterating on one engine). */
const listOf = (value: string | undefined) => value?.split(',').filter(Boolean) ?? [];
const ONLY_SIZES = listOf(process.env.BENCH_SEARCH_SIZES).map(Number);
const ONLY_ENGINES = listOf(process.env.BENCH_SEARCH_ENGINES);
const sizes = SIZES.filter((s) => ONLY_SIZES.length === 0 || ONLY_SIZES.includes(s.products));
const engines = (['postgres', 'orama'] as SearchEngineName[]).filter(
  (name) => ONLY_ENGINES.length === 0 || ONLY_ENGINES.includes(name),
);

v8.setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const mb = (bytes: number) => Math.round(bytes / 1024 / 102.4) / 10;
function settle() {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage();
}

export async function runSearchBench(): Promise<Array<Record<string, string | number | null>>> {
  const keep = process.env.BENCH_SEARCH_DIR;
  const dir = keep ? path.resolve(keep) : mkdtempSync(path.join(os.tmpdir(), 'toolyard-search-bench-'));
  mkdirSync(dir, { recursive: true });
  const database = await bootDatabase({
    dataDir: dir,
    embeddedPort: 56_000 + Math.floor(Math.random() * 3000),
    poolSize: 4,
  });
  const rows: Array<Record<string, string | number | null>> = [];
  try {
    // The catalog is always seeded at the largest size, so a kept database serves every size.
    const catalogSize = SIZES[SIZES.length - 1]?.products ?? 0;
    const largest = sizes[sizes.length - 1]?.products ?? 0;
    if (!(await isDemoDataSeeded(database.db))) {
      const started = performance.now();
      await seedDemoData(database.db, { products: catalogSize });
      console.log(
        `search bench: seeded ${catalogSize} products in ${Math.round(performance.now() - started)} ms`,
      );
    }
    const source = createSearchSource(database.db);
    const ids: string[] = [];
    for (let after: string | null = null; ids.length < largest; ) {
      const page = await source.productIds(after, 5_000);
      if (page.length === 0) break;
      ids.push(...page);
      after = page[page.length - 1] ?? null;
    }
    for (const size of sizes) {
      const ctx = indexContext(size.index, new Date());
      const readStarted = performance.now();
      const docs: SearchDocument[] = [];
      const subset = ids.slice(0, size.products);
      for (let i = 0; i < subset.length; i += 1_000) {
        for (const product of await source.products(ctx, subset.slice(i, i + 1_000))) {
          const doc = buildSearchDocument(ctx, product);
          if (doc) docs.push(doc);
        }
      }
      const readMs = Math.round(performance.now() - readStarted);
      const queries = queriesFor(docs).map((q) => searchQuerySchema.parse(q));
      for (const name of engines) {
        const engine = createSearchEngine(name, database.pool);
        const before = settle();
        const buildStarted = performance.now();
        await engine.clear(size.index);
        await engine.upsert(size.index, docs);
        const buildMs = Math.round(performance.now() - buildStarted);
        const after = settle();
        let disk: number | null = null;
        if (name === 'postgres') {
          await settleSearchIndex(database.pool);
          const { rows: sized } = await database.pool.query<{ bytes: string }>(
            'select sum(pg_column_size(d.*))::bigint as bytes from search_documents d where index_name = $1',
            [size.index],
          );
          disk = mb(Number(sized[0]?.bytes ?? 0));
        }
        const latencies: number[] = [];
        let hits = 0;
        for (const [i, query] of queries.entries()) {
          const started = performance.now();
          const result = await engine.search(size.index, query);
          if (i >= WARMUP) {
            latencies.push(performance.now() - started);
            hits += result.total;
          }
        }
        const stats = summarize(latencies, 1);
        const row = {
          scenario: `search ${name}`,
          products: size.products,
          documents: docs.length,
          readMs,
          buildMs,
          heapMB: name === 'orama' ? mb(after.heapUsed - before.heapUsed) : 0,
          rssMB: name === 'orama' ? mb(after.rss - before.rss) : 0,
          pgDataMB: disk,
          p50: stats.p50,
          p95: stats.p95,
          p99: stats.p99,
          targetP95: size.targetP95,
          avgHits: Math.round(hits / latencies.length),
        };
        rows.push(row);
        console.log(JSON.stringify(row));
        await engine.clear(size.index);
        await engine.close();
      }
    }
    printTable(rows);
    const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results');
    mkdirSync(out, { recursive: true });
    writeFileSync(
      // A narrowed run does not replace the full run's results.
      path.join(
        out,
        sizes.length < SIZES.length || engines.length < 2 ? 'search-partial.json' : 'search.json',
      ),
      `${JSON.stringify({ at: new Date().toISOString(), cpus: os.cpus().length, rows }, null, 2)}\n`,
    );
    return rows;
  } finally {
    await database.shutdown();
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(rows: Array<Record<string, string | number | null>>) {
  const columns = Object.keys(rows[0] ?? {});
  const cells = rows.map((row) => columns.map((c) => (row[c] === null ? '—' : String(row[c]))));
  const widths = columns.map((c, i) =>
    Math.max(c.length, ...cells.map((line) => (line[i] as string).length)),
  );
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i] as number)).join('  ');
  console.log(
    '\nsearch: text + two facets (brand, price ceiling), sequential; ms; memory of the Orama index',
  );
  console.log(line(columns));
  for (const row of cells) console.log(line(row));
}

if (import.meta.url === `file://${process.argv[1]}`) await runSearchBench();
