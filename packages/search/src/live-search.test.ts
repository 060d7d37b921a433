/**
 * Search on an app node, on real PostgreSQL: indexes built once when missing, and catalog changes
 * published on the notifier (a price set through the engine) reaching the listing's hits.
 */
import {
  catalogChanged,
  createCatalogServices,
  createLocalNotifier,
  createPurchaseHistory,
  type RequestContext,
  seedDemoData,
} from '@toolyard/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../commerce/test/database.ts';
import { indexContext } from './indexer.ts';
import { createLiveSearch, type LiveSearch } from './live-search.ts';

const INDEXES = ['prod.de-de', 'prod.cs-cz'];
const NOW = new Date('2026-11-02T00:00:00Z');

describe('live search on an app node', () => {
  let database: TestDatabase;
  const notifier = createLocalNotifier(() => {});
  let search: LiveSearch;
  const ctx: RequestContext = indexContext('prod.de-de', NOW);

  const hitOf = async (sku: string) => {
    const outcome = await search.service.search(ctx, { text: sku, hitsPerPage: 5 });
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.value.hits.find((hit) => hit.sku === sku) ?? null;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, { products: 120, now: NOW });
    search = createLiveSearch(database.db, {
      engine: 'postgres',
      notifier,
      log: () => {},
      indexes: INDEXES,
    });
  });
  afterAll(async () => {
    await search?.close();
    await database?.destroy();
  });

  it('builds the missing indexes at start-up, and only those', async () => {
    const first = await search.ensureIndexes();
    expect(Object.keys(first).sort()).toEqual([...INDEXES].sort());
    expect(first['prod.de-de']).toBeGreaterThan(50);
    // Another node (or the same, restarted) finds what is there and builds only what is missing.
    await database.pool.query("delete from search_documents where index_name = 'prod.cs-cz'");
    const restarted = createLiveSearch(database.db, {
      engine: 'postgres',
      notifier,
      log: () => {},
      indexes: INDEXES,
    });
    expect(await restarted.ready('prod.de-de')).toBeNull();
    expect(await restarted.ready('prod.cs-cz')).toBeGreaterThan(50);
    await restarted.close();
  });

  it('follows a price changed through the engine, via the notifier', async () => {
    const outcome = await search.service.search(ctx, { hitsPerPage: 1, sort: 'name-asc' });
    if (!outcome.ok) throw new Error(outcome.error.message);
    const before = outcome.value.hits[0];
    if (!before) throw new Error('empty index');
    const catalog = createCatalogServices(database.db, {
      notifier,
      purchaseHistory: createPurchaseHistory(database.db),
    });
    // Asked once before the change: the node keeps this answer (decision 195) until the change.
    expect((await hitOf(before.sku))?.standardPrice).toBe(before.standardPrice);
    const newPrice = before.standardPrice + 12_345;
    const set = await catalog.prices.setPrice(ctx, { sku: before.sku, country: 'DE', centAmount: newPrice });
    expect(set.ok).toBe(true);
    await search.settled();
    const after = await hitOf(before.sku);
    expect(after?.standardPrice).toBe(newPrice);
  });

  it('tells its listeners once a change is in the index, not when it is only heard', async () => {
    const heard: string[] = [];
    const off = search.onIndexChanged(() => heard.push('indexed'));
    await notifier.publish(catalogChanged, { kind: 'products', productIds: [], reason: 'stock' });
    // Heard, but the coalesced reindex has not run yet: a page rendered now still reads the old index.
    expect(heard).toEqual([]);
    await search.settled();
    expect(heard).toEqual(['indexed']);
    off();
    await notifier.publish(catalogChanged, { kind: 'products', productIds: [], reason: 'stock' });
    await search.settled();
    expect(heard).toEqual(['indexed']);
  });

  it('keeps a search answer until a catalog change is heard', async () => {
    const { rows } = await database.pool.query<{ sku: string }>(
      "select sku from search_documents where index_name = 'prod.de-de' order by sku desc limit 1",
    );
    const sku = rows[0]?.sku ?? '';
    expect((await hitOf(sku))?.sku).toBe(sku);
    // A write nobody announces (a manual SQL fix) is not seen while the answer is kept ...
    await database.pool.query(
      "update search_documents set brand = 'Silent' where index_name = 'prod.de-de' and sku = $1",
      [sku],
    );
    expect((await hitOf(sku))?.brand).not.toBe('Silent');
    // ... and is once any catalog change is heard (here: the reindex puts the true brand back).
    await notifier.publish(catalogChanged, { kind: 'products', productIds: [], reason: 'text' });
    const fresh = (await hitOf(sku))?.brand;
    expect(fresh).toBe('Silent');
    await search.settled();
  });

  it('a change of the category tree re-reads every index, which never stands empty meanwhile', async () => {
    const { rows } = await database.pool.query<{ sku: string }>(
      "select sku from search_documents where index_name = 'prod.de-de' limit 1",
    );
    const sku = rows[0]?.sku ?? '';
    await database.pool.query("delete from search_documents where index_name = 'prod.de-de'");
    expect(await hitOf(sku)).toBeNull();
    // Nothing is left behind for the counts either: the narrow match rows went with the documents.
    const gone = await search.service.search(ctx, { text: sku });
    expect(gone.ok && gone.value.total).toBe(0);
    await notifier.publish(catalogChanged, { kind: 'categories' });
    await search.settled();
    expect((await hitOf(sku))?.sku).toBe(sku);
    // While a catalog-wide refresh runs, the index keeps its documents.
    const counts: number[] = [];
    const count = async () =>
      Number(
        (
          await database.pool.query<{ n: string }>(
            "select count(*) as n from search_documents where index_name = 'prod.de-de'",
          )
        ).rows[0]?.n,
      );
    const before = await count();
    await notifier.publish(catalogChanged, { kind: 'reference' });
    const refreshing = search.settled();
    for (let i = 0; i < 20; i++) counts.push(await count());
    await refreshing;
    expect(Math.min(...counts)).toBe(before);
  });
});
