/**
 * Two app nodes on one database, each with its own catalog caches and its own notifier connection:
 * a write on one node reaches the other node's caches through PostgreSQL LISTEN/NOTIFY. Cache TTLs
 * are set to a minute here, so only the notification can explain a fresh read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { waitFor } from '../../test/wait.ts';
import { products, shippingMethods, shippingRates } from '../db/schema/index.ts';
import { catalogChanged } from '../notifier/channels.ts';
import { createNotifier, type Notifier } from '../notifier/notifier.ts';
import { postgresTransport } from '../notifier/postgres.transport.ts';
import { invalidateOnCatalogChanges } from './cache-invalidation.ts';
import { insertProduct, insertStore, testContext } from './catalog.fixtures.ts';
import { createCatalogReader } from './catalog-reader.ts';
import { withReferenceDataCache } from './reference-data.cache.ts';
import { createCatalogServices } from './services.ts';

let database: TestDatabase;
const notifiers: Notifier[] = [];
const de = () => testContext('DE');
const SLUG = 'bohrer-1-00000001';

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStore(database.db, 'DE');
  await insertProduct(database.db, {
    id: 'p1',
    sku: '00000001',
    brand: 'Korvald',
    names: { de: 'Bohrer 1', en: 'Drill 1' },
    prices: { DE: 99_00 },
  });
  await insertProduct(database.db, {
    id: 'p2',
    sku: '00000002',
    brand: 'Valtrix',
    names: { de: 'Bohrer 2', en: 'Drill 2' },
    prices: { DE: 49_00 },
  });
});
afterAll(() => database.destroy());
afterEach(async () => {
  await Promise.all(notifiers.splice(0).map((notifier) => notifier.close()));
});

async function node(hasPurchased = async () => false) {
  const notifier = createNotifier(
    postgresTransport({
      connectionString: database.url,
      pool: database.pool,
      retry: { firstMs: 20, maxMs: 200 },
    }),
    () => {},
  );
  notifiers.push(notifier);
  const services = createCatalogServices(
    database.db,
    { purchaseHistory: { hasPurchased }, notifier },
    { cacheTtlMs: 60_000 },
  );
  await notifier.ready();
  return { notifier, services };
}

const priceOf = async (services: Awaited<ReturnType<typeof node>>['services'], slug = SLUG) =>
  (await services.products.bySlug(de(), slug))?.price?.value.centAmount;

describe('catalog caches on two nodes', () => {
  test('a price changed on node A is served by node B, which had the old price cached', async () => {
    const [a, b] = [await node(), await node()];
    expect(await priceOf(b.services)).toBe(99_00);
    expect(await priceOf(a.services)).toBe(99_00);

    const changed = await a.services.prices.setPrice(de(), {
      sku: '00000001',
      country: 'DE',
      centAmount: 89_00,
    });
    expect(changed).toMatchObject({ ok: true, value: { centAmount: 89_00, currency: 'EUR' } });

    // Node A drops its own entry at once; node B when the notification arrives.
    expect(await priceOf(a.services)).toBe(89_00);
    await waitFor(async () => (await priceOf(b.services)) === 89_00, 'node B to serve the new price');
    await a.services.prices.setPrice(de(), { sku: '00000001', country: 'DE', centAmount: 99_00 });
  });

  test("a review added on node A shows in node B's review page, which it had kept", async () => {
    const [a, b] = [await node(async () => true), await node()];
    const reviewsOnB = async () => (await b.services.reviews.page(de(), 'p2')).results.map((r) => r.title);
    expect(await reviewsOnB()).toEqual([]);
    const added = await a.services.reviews.add(
      { ...de(), customerId: 'c1' },
      { sku: '00000002', rating: 5, title: 'Sehr gut', text: 'Bohrt sauber', authorName: 'Jana' },
    );
    expect(added.ok).toBe(true);
    // Node A's own page at once; node B's when the notification arrives (the TTL is a minute).
    expect((await a.services.reviews.page(de(), 'p2')).total).toBe(1);
    await waitFor(async () => (await reviewsOnB()).length === 1, 'node B to show the new review');
    expect(await reviewsOnB()).toEqual(['Sehr gut']);
  });

  test('only the changed product leaves the cache; the others stay cached', async () => {
    const [a, b] = [await node(), await node()];
    expect(await priceOf(b.services, 'bohrer-2-00000002')).toBe(49_00);
    // A write no service announces (a manual SQL fix) stays invisible while cached ...
    await database.db.update(products).set({ brand: 'Silent' }).where(eq(products.id, 'p2'));
    await a.services.prices.setPrice(de(), { sku: '00000001', country: 'DE', centAmount: 79_00 });
    await waitFor(async () => (await priceOf(b.services)) === 79_00, 'node B to drop p1');
    expect((await b.services.products.bySlug(de(), 'bohrer-2-00000002'))?.brand).toBe('Valtrix');
    // ... until someone announces it.
    await a.notifier.publish(catalogChanged, { kind: 'products', productIds: ['p2'], reason: 'text' });
    await waitFor(
      async () => (await b.services.products.bySlug(de(), 'bohrer-2-00000002'))?.brand === 'Silent',
      'node B to drop p2',
    );
    await database.db.update(products).set({ brand: 'Valtrix' }).where(eq(products.id, 'p2'));
    await a.services.prices.setPrice(de(), { sku: '00000001', country: 'DE', centAmount: 99_00 });
  });

  test('footer brands and reference data follow the catalog channel', async () => {
    const [a, b] = [await node(), await node()];
    expect(await b.services.topBrands.top(de(), 5)).toEqual(['Korvald', 'Valtrix']);
    const reference = withReferenceDataCache(createCatalogReader(database.db), 60_000);
    invalidateOnCatalogChanges(b.notifier, { referenceData: reference });
    expect(await reference.shippingMethods(de())).toEqual([]);

    await database.db.update(products).set({ brand: 'Aardwolf' }).where(eq(products.id, 'p2'));
    await database.db.insert(shippingMethods).values({ id: 'parcel', key: 'parcel', name: { de: 'Paket' } });
    await database.db
      .insert(shippingRates)
      .values({ id: 'parcel-de', methodId: 'parcel', country: 'DE', currency: 'EUR', centAmount: 5_90 });
    await a.notifier.publish(catalogChanged, { kind: 'products', productIds: ['p2'], reason: 'text' });
    await a.notifier.publish(catalogChanged, { kind: 'reference' });

    await waitFor(
      async () => (await b.services.topBrands.top(de(), 5))[0] === 'Aardwolf',
      'node B to read the brands again',
    );
    await waitFor(async () => (await reference.shippingMethods(de())).length === 1, 'shipping methods again');
    await database.db.update(products).set({ brand: 'Valtrix' }).where(eq(products.id, 'p2'));
  });

  test('product cards, summaries and store settings are kept per node and follow the catalog channel', async () => {
    const [a, b] = [await node(), await node()];
    const cardPrice = async () =>
      (await b.services.pages.productCards(de(), { kind: 'skus', skus: ['00000001'] }, 1))[0]?.centAmount;
    expect(await cardPrice()).toBe(99_00);
    expect((await b.services.pages.productBySlug(de(), SLUG, null))?.name).toBe('Bohrer 1');
    // Unannounced writes stay invisible while kept ...
    await database.pool.query("update prices set cent_amount = 1 where sku = '00000001'");
    await database.pool.query(
      "update product_texts set name = 'Still' where product_id = 'p1' and language = 'de'",
    );
    expect(await cardPrice()).toBe(99_00);
    // ... and a change announced on node A reaches node B's kept reads.
    await a.services.prices.setPrice(de(), { sku: '00000001', country: 'DE', centAmount: 89_00 });
    await waitFor(async () => (await cardPrice()) === 89_00, 'node B to read the cards again');
    expect((await b.services.pages.productBySlug(de(), SLUG, null))?.name).toBe('Still');
    await database.pool.query(
      "update product_texts set name = 'Bohrer 1' where product_id = 'p1' and language = 'de'",
    );
    await a.services.prices.setPrice(de(), { sku: '00000001', country: 'DE', centAmount: 99_00 });

    const campaignsOf = async () => (await b.services.stores.byKey(de().storeKey))?.campaignsEnabled;
    const kept = await campaignsOf();
    await database.pool.query('update stores set campaigns_enabled = not campaigns_enabled where key = $1', [
      de().storeKey,
    ]);
    expect(await campaignsOf()).toBe(kept);
    await a.notifier.publish(catalogChanged, { kind: 'reference' });
    await waitFor(async () => (await campaignsOf()) === !kept, 'node B to read the store again');
    await database.pool.query('update stores set campaigns_enabled = not campaigns_enabled where key = $1', [
      de().storeKey,
    ]);
  });

  test('a price change with bad input answers a clear error and changes nothing', async () => {
    const { services } = await node();
    expect(
      await services.prices.setPrice(de(), { sku: '00000001', country: 'DE', centAmount: -1 }),
    ).toMatchObject({
      ok: false,
      error: { code: 'invalid-input' },
    });
    expect(await services.prices.setPrice(de(), { sku: 'nope', country: 'DE', centAmount: 1 })).toMatchObject(
      {
        ok: false,
        error: { code: 'unknown-price', message: 'SKU nope has no price in DE to change' },
      },
    );
    expect(await priceOf(services)).toBe(99_00);
  });
});
