/**
 * Prices that change by the clock, on real PostgreSQL: a product discount starting or ending, and a
 * volume discount doing so, are announced once, by one node, for the window since the last run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { insertProduct } from '../carts/cart.db-fixtures.ts';
import { type CatalogChange, catalogChanged } from '../notifier/channels.ts';
import { createLocalNotifier } from '../notifier/notifier.ts';
import { announcePriceBoundaries, PRICE_BOUNDARIES_LOCK } from './price-boundaries.job.ts';

const T0 = new Date('2026-11-27T10:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

let database: TestDatabase;
const notifier = createLocalNotifier(() => {});
const heard: CatalogChange[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  for (const sku of ['EX10000301', 'EX10000302', 'EX10000303']) {
    await insertProduct(database.db, { sku, prices: { DE: 100_00 }, stock: 5 });
  }
  const discount = (id: string, sku: string, from: Date | null, until: Date | null) =>
    database.pool.query(
      `insert into product_discounts (id, sku, country, name, value_type, permyriad, valid_from, valid_until)
       values ($1, $2, 'DE', '{"en":"Black Friday"}', 'relative', 2000, $3, $4)`,
      [id, sku, from, until],
    );
  await discount('starts', 'EX10000301', at(2), at(60 * 24));
  await discount('ends', 'EX10000302', at(-60), at(5));
  await discount('open-ended', 'EX10000303', null, null);
  await database.pool.query(
    `insert into cart_discounts (id, key, kind, name, value_type, permyriad, volume, volume_discount_group, valid_from)
     values ('vol', 'vol-10', 'volume', '{"en":"10 pieces"}', 'relative', 1500, 10, 'tools', $1)`,
    [at(8)],
  );
  notifier.subscribe(catalogChanged, (change) => {
    heard.push(change);
  });
});
afterAll(async () => {
  await notifier.close();
  await database.destroy();
});

describe('price boundaries', () => {
  it('announces each boundary once, in the run whose window it falls in', async () => {
    // First run on this database: it looks back one interval, where nothing starts or ends.
    expect(await announcePriceBoundaries(database.pool, notifier, at(0))).toEqual({
      ran: true,
      products: [],
      volumeDiscounts: 0,
    });
    // (0, 3]: the first discount starts.
    expect(await announcePriceBoundaries(database.pool, notifier, at(3))).toMatchObject({
      products: ['p-EX10000301'],
    });
    // (3, 10]: the second ends and the volume discount starts.
    expect(await announcePriceBoundaries(database.pool, notifier, at(10))).toMatchObject({
      products: ['p-EX10000302'],
      volumeDiscounts: 1,
    });
    // (10, 20]: nothing; a discount without dates never comes up.
    expect(await announcePriceBoundaries(database.pool, notifier, at(20))).toMatchObject({ products: [] });
    await expect.poll(() => heard.length).toBe(3);
    expect(heard).toEqual([
      { kind: 'products', productIds: ['p-EX10000301'], reason: 'price' },
      { kind: 'products', productIds: ['p-EX10000302'], reason: 'price' },
      { kind: 'reference' },
    ]);
  });

  it('runs on one node at a time: another holding the lock makes this one skip', async () => {
    const other = await database.pool.connect();
    try {
      await other.query('select pg_advisory_lock($1, $2)', [...PRICE_BOUNDARIES_LOCK]);
      expect(await announcePriceBoundaries(database.pool, notifier, at(30))).toEqual({
        ran: false,
        reason: 'another-node-is-running-it',
      });
    } finally {
      await other.query('select pg_advisory_unlock($1, $2)', [...PRICE_BOUNDARIES_LOCK]);
      other.release();
    }
  });
});
