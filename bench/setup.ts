/** Shared bench set-up: an embedded PostgreSQL in a temp dir, migrated and seeded with the demo catalog. */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type BootedDatabase,
  bootDatabase,
  createCatalogReader,
  startEmbeddedPostgres,
  withDatabase,
} from '@toolyard/commerce';
import { seedDemoData } from '../packages/commerce/seed/index.ts';

export const BENCH_HOST = 'de.localhost';

export interface BenchDatabase {
  database: BootedDatabase;
  seedMs: number;
  /** Sellable SKUs in DE with stock > 50 and the German slugs of their products. */
  skus: string[];
  slugs: string[];
  stop(): Promise<void>;
}

export async function startBenchDatabase(options: {
  products: number;
  poolSize: number;
}): Promise<BenchDatabase> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'toolyard-bench-'));
  chmodSync(dir, 0o755);
  const port = 55_000 + Math.floor(Math.random() * 5000);
  // Durable like `npm start`, so the numbers are the shop's, not a test cluster's.
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dir, 'data'),
    port,
    persistent: false,
    durable: true,
  });
  const database = await bootDatabase({
    databaseUrl: withDatabase(server.url, 'toolyard'),
    dataDir: dir,
    embeddedPort: port,
    poolSize: options.poolSize,
  });
  database.pool.on('error', () => {});
  const stop = async () => {
    await database.shutdown();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const seedStarted = performance.now();
    await seedDemoData(database.db, { products: options.products });
    const seedMs = Math.round(performance.now() - seedStarted);
    const candidates = await database.pool.query<{ sku: string; slug: string }>(
      `select v.sku, t.slug from variants v
         join products p on p.id = v.product_id
         join prices pr on pr.sku = v.sku and pr.country = 'DE'
         join inventory i on i.sku = v.sku and i.available_quantity > 50
         join product_texts t on t.product_id = p.id and t.language = 'de'
        where 'DE' = any(p.eligible_for_selling) and 'DE' = any(p.enabled_on_market) and v.sku not like '41000%'
        order by v.sku limit 400`,
    );
    const sellable = await createCatalogReader(database.db).variantsBySkus(
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
    if (skus.length < 10) throw new Error(`only ${skus.length} candidate SKUs are sellable in DE`);
    const slugs = (
      await database.pool.query<{ slug: string }>(
        `select t.slug from product_texts t join products p on p.id = t.product_id
          where t.language = 'de' and p.product_type <> 'extra_guarantee' order by t.slug`,
      )
    ).rows.map((row) => row.slug);
    return { database, seedMs, skus, slugs, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
