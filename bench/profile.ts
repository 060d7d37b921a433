/**
 * `node --import tsx bench/profile.ts`: one client, sequential add-to-cart and getProduct calls
 * through the real API handler (no HTTP), with every SQL round trip counted and timed, plus
 * EXPLAIN (ANALYZE, BUFFERS) of the hot statements. Run with `--cpu-prof` for a CPU profile.
 */
import { createApiHandler, createCatalogReader } from '@toolyard/commerce';
import { BENCH_HOST, startBenchDatabase } from './setup.ts';

interface Answer {
  data: { cart: { id: string; version: number } };
}

const N = Number(process.env.PROFILE_REQUESTS ?? 400);
const bench = await startBenchDatabase({ products: 2000, poolSize: Number(process.env.DB_POOL_SIZE ?? 4) });
try {
  const { database, skus, slugs } = bench;
  const pool = database.pool as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = pool.query.bind(pool);
  const spans = new Map<string, { count: number; ms: number }>();
  let counting = false;
  pool.query = (async (...args: unknown[]) => {
    const first = args[0] as string | { text: string; name?: string };
    const key = typeof first === 'string' ? first : (first.name ?? first.text);
    const started = performance.now();
    try {
      return await original(...args);
    } finally {
      if (counting) {
        const span = spans.get(key) ?? { count: 0, ms: 0 };
        span.count++;
        span.ms += performance.now() - started;
        spans.set(key, span);
      }
    }
  }) as typeof pool.query;

  const handler = createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    log: () => {},
  });
  const call = async (method: string, body: unknown, cookie: string | null) => {
    const response = (await handler(
      new Request(`http://127.0.0.1/api/new-ct/${method}?host=${BENCH_HOST}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      }),
    ))!;
    return {
      status: response.status,
      cookie: response.headers.get('set-cookie'),
      json: (await response.json()) as Answer,
    };
  };

  async function measure(label: string, run: (i: number) => Promise<void>) {
    for (let i = 0; i < 50; i++) await run(i); // warm-up
    spans.clear();
    counting = true;
    const times: number[] = [];
    const cpuStart = process.cpuUsage();
    for (let i = 0; i < N; i++) {
      const started = performance.now();
      await run(i);
      times.push(performance.now() - started);
    }
    const cpu = process.cpuUsage(cpuStart);
    counting = false;
    times.sort((a, b) => a - b);
    const total = times.reduce((a, b) => a + b, 0);
    const sqlCount = [...spans.values()].reduce((a, s) => a + s.count, 0);
    const sqlMs = [...spans.values()].reduce((a, s) => a + s.ms, 0);
    console.log(
      `\n${label}: mean ${(total / N).toFixed(2)} ms, p50 ${times[Math.floor(N / 2)]!.toFixed(2)} ms, ` +
        `node CPU ${((cpu.user + cpu.system) / 1000 / N).toFixed(2)} ms/req, ` +
        `${(sqlCount / N).toFixed(2)} SQL round trips/req, ${(sqlMs / N).toFixed(2)} ms/req waiting on SQL`,
    );
    for (const [key, span] of [...spans].sort((a, b) => b[1].ms - a[1].ms))
      console.log(
        `  ${(span.count / N).toFixed(2)}× ${(span.ms / span.count).toFixed(3)} ms  ${key.replace(/\s+/g, ' ').slice(0, 110)}`,
      );
  }

  // add-to-cart: a cart of five products whose quantities grow (as in the bench)
  let cookie: string | null = null;
  let cart: { id: string; version: number } | null = null;
  const fresh = async () => {
    const created = await call('createCart', [{}], null);
    cookie = created.cookie!.split(';')[0]!;
    cart = created.json.data.cart;
  };
  await fresh();
  await measure('add-to-cart (5-line cart)', async (i) => {
    if (i % 100 === 0) await fresh();
    const answer = await call('addToCart', [[cart, { product: { sku: skus[i % 5]! }, quantity: 1 }]], cookie);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.json));
    cart = answer.json.data.cart;
  });
  await measure('getProduct by slug (warm cache)', async (i) => {
    const answer = await call('getProduct', [{ slug: slugs[i % 50]! }], null);
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.json));
  });

  // EXPLAIN of the hot statements
  const c = await database.pool.connect();
  try {
    const five = skus.slice(0, 5);
    const explain = async (label: string, text: string, values: unknown[]) => {
      const { rows } = await c.query(`explain (analyze, buffers, summary) ${text}`, values);
      const lines = rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
      console.log(
        `\nEXPLAIN ${label}: ${lines.filter((l) => /Planning Time|Execution Time/.test(l)).join(', ')}`,
      );
      if (process.env.PROFILE_PLANS) console.log(lines.join('\n'));
    };
    const { variantSql } = await import('../packages/commerce/src/catalog/catalog-reader.ts');
    await explain('variantsBySkus (5 SKUs)', variantSql, ['DE', 'de', 'en', five]);
    const cartRow = await c.query('select id from carts limit 1');
    await explain('cart by id', 'select * from carts where id = $1 limit 1', [cartRow.rows[0].id]);
    await explain(
      'product id by slug',
      `select p.id, count(*) over () from products p where p.product_type <> 'extra_guarantee'
         and p.id in (select product_id from product_texts where language = $1 and slug = $2)
         order by p.published_at desc, p.id limit 24`,
      ['de', slugs[0]],
    );
  } finally {
    c.release();
  }
} finally {
  await bench.stop();
}
