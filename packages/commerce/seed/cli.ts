/**
 * `npm run seed [-- --products N]`: seeds the demo catalog into DATABASE_URL, or the embedded
 * PostgreSQL under DATA_DIR, unless it is already seeded.
 */
import { bootDatabase } from '../src/db/boot.ts';
import { catalogChanged, contentChanged, startNotifier } from '../src/notifier/index.ts';
import { DEFAULT_DEMO_PRODUCTS, isDemoDataSeeded, seedDemoData } from './index.ts';

function productsArgument(argv: readonly string[]): number {
  const index = argv.indexOf('--products');
  const raw = index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--products='))?.split('=')[1];
  const fallback = Number(process.env.DEMO_PRODUCTS ?? DEFAULT_DEMO_PRODUCTS);
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--products needs a positive whole number, got "${raw}"`);
    process.exit(2);
  }
  return value;
}

const products = productsArgument(process.argv.slice(2));
const database = await bootDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.data',
  embeddedPort: process.env.EMBEDDED_PG_PORT ? Number(process.env.EMBEDDED_PG_PORT) : undefined,
  poolSize: 4,
  log: (line) => console.log(line),
});
try {
  if (await isDemoDataSeeded(database.db)) {
    console.log('Demo data is already seeded; nothing to do.');
  } else {
    console.log(`Seeding ${products} demo products…`);
    const summary = await seedDemoData(database.db, { products, log: (line) => console.log(line) });
    console.log(
      `Seeded ${summary.products} products and ${summary.categories} categories in ${(summary.milliseconds / 1000).toFixed(1)} s`,
    );
    // Shops already running on this database keep catalog, content and search in node caches: tell them.
    const notifier = startNotifier({
      databaseUrl: database.url,
      pool: database.pool,
      redisUrl: process.env.REDIS_URL || undefined,
      log: (line) => console.log(line),
    });
    try {
      await notifier.publish(catalogChanged, { kind: 'categories' });
      await notifier.publish(catalogChanged, { kind: 'products', productIds: null, reason: 'import' });
      await notifier.publish(contentChanged, { locale: null });
    } finally {
      await notifier.close();
    }
  }
} finally {
  await database.shutdown();
}
