/** The header's store rating: real reviews of the store's country only, and fresh after a new review. */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { reviews } from '../db/schema/index.ts';
import { createLocalNotifier } from '../notifier/index.ts';
import { publishProductChanges } from '../notifier/publish.ts';
import { invalidateOnCatalogChanges } from './cache-invalidation.ts';
import { createStoreRatingService } from './store-rating.service.ts';

let database: TestDatabase;
let n = 0;
const review = (locale: string, rating: number, includedInStatistics = true) => ({
  id: `r${++n}`,
  productId: 'p1',
  sku: '00000001',
  authorName: 'Jana',
  rating,
  locale,
  includedInStatistics,
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

describe('store rating', () => {
  test('is the mean and count of the reviews written in that country, none where there are none', async () => {
    const ratings = createStoreRatingService(database.db, { cacheTtlMs: 0 });
    expect(await ratings.of({ country: 'DE' })).toBeNull();
    await database.db
      .insert(reviews)
      .values([
        review('de-DE', 5),
        review('de-DE', 4),
        review('en-DE', 4),
        review('de-AT', 1),
        review('de-DE', 1, false),
      ]);
    expect(await ratings.of({ country: 'DE' })).toEqual({ average: 4.3, count: 3 });
    expect(await ratings.of({ country: 'AT' })).toEqual({ average: 1, count: 1 });
    expect(await ratings.of({ country: 'SK' })).toBeNull();
  });

  test('a cached rating follows a review announced on the notifier', async () => {
    const notifier = createLocalNotifier(() => {});
    const ratings = createStoreRatingService(database.db, { cacheTtlMs: 60_000 });
    invalidateOnCatalogChanges(notifier, { storeRating: ratings });
    const before = await ratings.of({ country: 'AT' });
    await database.db.insert(reviews).values(review('de-AT', 5));
    expect(await ratings.of({ country: 'AT' })).toEqual(before);
    await publishProductChanges(notifier, ['p1'], 'review');
    expect(await ratings.of({ country: 'AT' })).toEqual({ average: 3, count: 2 });
  });
});

describe('recent store reviews (trust-review carousel)', () => {
  test('are the newest reviews with text among those the rating counts, newest first', async () => {
    const ratings = createStoreRatingService(database.db, { cacheTtlMs: 0 });
    const at = (day: number) => new Date(Date.UTC(2026, 10, day));
    await database.db.insert(reviews).values([
      { ...review('de-CH', 5), text: 'Schnell geliefert.', reviewCreatedAt: at(3) },
      { ...review('fr-CH', 4), text: 'Très bon outil.', reviewCreatedAt: at(5) },
      { ...review('it-CH', 2), text: '', reviewCreatedAt: at(6) },
      { ...review('de-CH', 1, false), text: 'Hidden by an operator.', reviewCreatedAt: at(7) },
      { ...review('de-AT', 5), text: 'Other store.', reviewCreatedAt: at(8) },
    ]);
    const recent = await ratings.recent({ country: 'CH' }, 6);
    expect(recent.map((row) => row.text)).toEqual(['Très bon outil.', 'Schnell geliefert.']);
    expect(recent[0]).toMatchObject({ rating: 4, locale: 'fr-CH', createdAt: '2026-11-05T00:00:00.000Z' });
    expect(await ratings.recent({ country: 'CH' }, 1)).toHaveLength(1);
    expect(await ratings.recent({ country: 'SE' }, 6)).toEqual([]);
  });
});
