import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { categories, categoryTexts, inventory, reviews, seoRedirects } from '../db/schema/index.ts';
import { REVIEW_ERRORS } from '../reviews/index.ts';
import {
  insertCategory,
  insertDiscount,
  insertProduct,
  insertStore,
  testContext,
} from './catalog.fixtures.ts';
import { createCatalogServices } from './index.ts';

let database: TestDatabase;
let services: ReturnType<typeof createCatalogServices>;
const purchased = new Set(['c1:20000001']);
const NOW = new Date('2026-03-15T12:00:00Z');
const de = () => testContext('DE', { now: NOW });
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  services = createCatalogServices(db, {
    purchaseHistory: {
      hasPurchased: async (_ctx, customerId, sku) => {
        if (customerId === 'broken') throw new Error('orders down');
        return purchased.has(`${customerId}:${sku}`);
      },
    },
  });
  await insertStore(db, 'DE');
  await insertCategory(db, { id: 'tools', names: { de: 'Werkzeuge', en: 'Tools' } });
  await insertCategory(db, {
    id: 'drills',
    parentId: 'tools',
    ancestors: ['tools'],
    orderHint: '0.1',
    names: { de: 'Bohrer', en: 'Drills' },
  });
  await insertCategory(db, {
    id: 'saws',
    parentId: 'tools',
    ancestors: ['tools'],
    orderHint: '0.2',
    names: { de: 'Sägen', en: 'Saws' },
  });
  await insertCategory(db, {
    id: 'bits',
    parentId: 'tools',
    ancestors: ['tools'],
    orderHint: '0.3',
    names: { de: 'Bits', en: 'Bits' },
  });
  const drill = (n: number, cents: number, extra: Partial<Parameters<typeof insertProduct>[1]> = {}) =>
    insertProduct(db, {
      id: `d${n}`,
      sku: `2000000${n}`,
      prices: { DE: cents },
      categoryIds: ['tools', 'drills'],
      referencedCategoryIds: ['bits'],
      publishedAt: day(n),
      createdAt: day(10 - n),
      names: { de: `Bohrer ${n}`, en: `Drill ${n}` },
      ...extra,
    });
  await drill(1, 99_00, { brand: 'Korvald', tags: ['Sale'] });
  await drill(2, 49_00, { stock: 0, tags: ['Popular'] });
  await drill(3, 149_00, { brand: 'Valtrix', tags: ['Popular', 'Sale'], stock: 0 });
  await drill(4, 79_00, { tags: ['Popular'] });
  await insertDiscount(db, { id: 'x', sku: '20000001', permyriad: 2000 });
  await insertProduct(db, {
    id: 'b1',
    sku: '30000001',
    prices: { DE: 9_90 },
    categoryIds: ['tools', 'bits'],
    productType: 'accessory',
  });
  await db.insert(seoRedirects).values([
    { sourceUrl: '/p/old', targetUrl: '/bohrer-1-20000001' },
    { sourceUrl: '/temp', targetUrl: '/x', redirectionCode: 302 },
  ]);
});
afterAll(() => database.destroy());

describe('products', () => {
  test('by slug in the language, with price, active discount, stock and rating statistics', async () => {
    const product = await services.products.bySlug(de(), 'bohrer-1-20000001');
    expect(product).toMatchObject({
      id: 'd1',
      name: 'Bohrer 1',
      price: {
        value: { centAmount: 99_00, currencyCode: 'EUR' },
        discounted: { value: { centAmount: 79_20 } },
      },
      availability: { isOnStock: true, availableQuantity: 10 },
      reviewRatingStatistics: { count: 0, averageRating: 0 },
      taxRate: { amountBasisPoints: 1900, country: 'DE' },
    });
    expect(await services.products.bySlug(de(), 'drill-1-20000001')).toBeNull();
    expect(
      await services.products.bySlug(testContext('DE', { now: NOW, language: 'en' }), 'drill-1-20000001'),
    ).not.toBeNull();
  });

  test('query by slug alone (cached product page path) answers the same page as the general query', async () => {
    const page = async (input: Parameters<typeof services.products.query>[1]) => {
      const result = await services.products.query(de(), input);
      return result.ok ? { ...result.value, results: result.value.results.map((p) => p.id) } : result.error;
    };
    for (let i = 0; i < 2; i++) {
      expect(await page({ slug: 'bohrer-1-20000001' })).toEqual({
        offset: 0,
        limit: 24,
        count: 1,
        total: 1,
        results: ['d1'],
      });
    }
    // A sort sends the same slug through the general query: same products, same total.
    expect(await page({ slug: 'bohrer-1-20000001', sort: 'latest', limit: 24 })).toEqual(
      await page({ slug: 'bohrer-1-20000001' }),
    );
    expect(await page({ slug: 'no-such-product' })).toEqual({
      offset: 0,
      limit: 24,
      count: 0,
      total: 0,
      results: [],
    });
    expect(await page({ slug: 'drill-1-20000001' })).toMatchObject({ count: 0, total: 0 });
    expect(await page({ slug: 'bohrer-1-20000001', offset: 1 })).toMatchObject({ offset: 1, count: 0 });
  });

  test('default order is published date descending; price-up, price-down and latest sorts', async () => {
    const ids = async (sort?: 'price-up' | 'price-down' | 'latest') => {
      const result = await services.products.query(de(), { categoryId: 'drills', ...(sort ? { sort } : {}) });
      return result.ok ? result.value.results.map((p) => p.id) : result.error;
    };
    expect(await ids()).toEqual(['d4', 'd3', 'd2', 'd1']);
    expect(await ids('price-up')).toEqual(['d2', 'd4', 'd1', 'd3']);
    expect(await ids('price-down')).toEqual(['d3', 'd1', 'd4', 'd2']);
    expect(await ids('latest')).toEqual(['d1', 'd2', 'd3', 'd4']);
  });

  test('category includes descendants; attribute filters are joined with OR; isOnStock; paging with total', async () => {
    const all = await services.products.query(de(), { categoryId: 'tools', limit: 2, offset: 1 });
    expect(all.ok && [all.value.total, all.value.count, all.value.offset]).toEqual([5, 2, 1]);
    const or = await services.products.query(de(), {
      attributes: [
        { name: 'brand', values: ['Korvald'] },
        { name: 'brand', values: ['Valtrix'] },
      ],
    });
    expect(or.ok && or.value.results.map((p) => p.id).sort()).toEqual(['d1', 'd3']);
    const inStock = await services.products.query(de(), { categoryId: 'drills', isOnStock: true });
    expect(inStock.ok && inStock.value.results.map((p) => p.id)).toEqual(['d4', 'd1']);
    const bySkus = await services.products.bySkus(de(), ['20000002', '30000001']);
    expect(bySkus.map((p) => p.id).sort()).toEqual(['b1', 'd2']);
  });

  test('cached product data: stock is reused until invalidated, discount validity follows the request clock', async () => {
    const cached = createCatalogServices(database.db, {
      purchaseHistory: { hasPurchased: async () => false },
    });
    const uncached = createCatalogServices(
      database.db,
      { purchaseHistory: { hasPurchased: async () => false } },
      { cacheTtlMs: 0 },
    );
    expect((await cached.products.bySlug(de(), 'bohrer-4-20000004'))?.availability.availableQuantity).toBe(
      10,
    );
    await database.db.update(inventory).set({ availableQuantity: 3 }).where(eq(inventory.sku, '20000004'));
    expect((await cached.products.bySlug(de(), 'bohrer-4-20000004'))?.availability.availableQuantity).toBe(
      10,
    );
    expect((await uncached.products.bySlug(de(), 'bohrer-4-20000004'))?.availability.availableQuantity).toBe(
      3,
    );
    cached.products.invalidate();
    expect((await cached.products.bySlug(de(), 'bohrer-4-20000004'))?.availability.availableQuantity).toBe(3);
    await database.db.update(inventory).set({ availableQuantity: 10 }).where(eq(inventory.sku, '20000004'));

    const first = await cached.products.bySlug(de(), 'bohrer-1-20000001');
    expect(first?.price?.discounted?.value.centAmount).toBe(79_20);
    await insertDiscount(database.db, {
      id: 'late',
      sku: '20000001',
      permyriad: 5000,
      validFrom: new Date('2027-01-01T00:00:00Z'),
    });
    cached.products.invalidate();
    const later = await cached.products.bySlug(
      testContext('DE', { now: new Date('2027-02-01T00:00:00Z') }),
      'bohrer-1-20000001',
    );
    expect(later?.price?.discounted?.value.centAmount).toBe(49_50);
    const cachedNow = await cached.products.bySlug(de(), 'bohrer-1-20000001');
    expect(cachedNow?.price?.discounted?.value.centAmount).toBe(79_20);
  });

  test('bad input is refused with a message', async () => {
    const result = await services.products.query(de(), { limit: 1000 } as never);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toMatch(/limit/);
  });
});

describe('reviews', () => {
  beforeAll(async () => {
    const row = (id: string, rating: number, created: number, text: string) => ({
      id,
      productId: 'd2',
      sku: '20000002',
      authorName: 'A',
      title: id,
      text,
      rating,
      locale: 'de-DE',
      reviewCreatedAt: day(created),
      createdAt: day(created),
    });
    await database.db
      .insert(reviews)
      .values([
        ...Array.from({ length: 11 }, (_, i) => row(`r${i}`, (i % 5) + 1, i + 1, `t${i}`)),
        row('tie-a', 5, 30, 'aaa'),
        row('tie-b', 5, 30, 'bbb'),
      ]);
    await database.db.execute(
      `update products set review_count = 13, review_rating_sum = 43, ratings_distribution = '{"1":2,"2":2,"3":2,"4":2,"5":5}' where id = 'd2'` as never,
    );
  });

  test('Top reviews: rating desc, created desc, text desc; page of 10 with statistics', async () => {
    const page = await services.reviews.page(de(), 'd2', { sort: 'Top reviews' });
    expect(page).toMatchObject({
      offset: 0,
      total: 13,
      exists: true,
      count: 10,
      limit: 10,
      averageRating: 3.3,
    });
    expect(page.ratingsDistribution).toEqual({ '1': 2, '2': 2, '3': 2, '4': 2, '5': 5 });
    expect(page.results.slice(0, 3).map((r) => r.id)).toEqual(['tie-b', 'tie-a', 'r9']);
    const second = await services.reviews.page(de(), 'd2', { sort: 'Top reviews', offset: 10 });
    expect(second.count).toBe(3);
  });

  test('Most recent: created desc', async () => {
    const page = await services.reviews.page(de(), 'd2', { sort: 'Most recent' });
    expect(page.results.slice(2, 4).map((r) => r.id)).toEqual(['r10', 'r9']);
  });

  test('adding: not purchased, success with updated statistics, duplicate, and failures on our side', async () => {
    const input = { sku: '20000001', rating: 4, title: 'Gut', text: 'Passt', authorName: 'Eva' };
    const stranger = await services.reviews.add({ ...de(), customerId: 'c2' }, input);
    expect(stranger).toEqual({
      ok: false,
      error: { code: 'not-purchased', message: REVIEW_ERRORS['not-purchased'] },
    });
    expect(REVIEW_ERRORS['not-purchased']).toBe("You haven't purchased this particular SKU");
    const added = await services.reviews.add({ ...de(), customerId: 'c1' }, input);
    expect(added.ok).toBe(true);
    const stats = await services.reviews.page(de(), 'd1');
    expect([stats.total, stats.averageRating, stats.ratingsDistribution['4']]).toEqual([1, 4, 1]);
    const again = await services.reviews.add({ ...de(), customerId: 'c1' }, input);
    expect(again).toEqual({
      ok: false,
      error: { code: 'duplicate', message: 'You have already submitted review for your purchase for SKU' },
    });
    const broken = await services.reviews.add({ ...de(), customerId: 'broken' }, input);
    expect(broken).toEqual({
      ok: false,
      error: {
        code: 'unexpected',
        message: 'Something went wrong on our side. Please try again or contact support',
      },
    });
    const invalid = await services.reviews.add({ ...de(), customerId: 'c1' }, { ...input, rating: 6 });
    expect(!invalid.ok && invalid.error.code).toBe('invalid-input');
  });
});

describe('categories, recommendations, inventory, SEO', () => {
  test('categories by slug in accepted languages, id, key, siblings and tree', async () => {
    expect((await services.categories.bySlug(de(), 'drills', ['de', 'en']))?.id).toBe('drills');
    expect(await services.categories.bySlug(de(), 'drills', ['de'])).toBeNull();
    expect((await services.categories.byKey(de(), 'saws'))?.name).toBe('Sägen');
    expect((await services.categories.siblings(de(), 'drills')).map((c) => c.id)).toEqual(['saws', 'bits']);
    const [root] = await services.categories.tree(de(), 'all');
    expect(root?.children?.map((c) => c.slug)).toEqual(['bohrer', 'sagen', 'bits']);
  });

  test('categories are served from a snapshot until invalidated; with the cache off they are read every time', async () => {
    const uncached = createCatalogServices(
      database.db,
      { purchaseHistory: { hasPurchased: async () => false } },
      { cacheTtlMs: 0 },
    );
    expect((await services.categories.children(de(), 'tools')).map((c) => c.id)).toEqual([
      'drills',
      'saws',
      'bits',
    ]);
    await insertCategory(database.db, {
      id: 'ladders',
      parentId: 'tools',
      ancestors: ['tools'],
      orderHint: '0.4',
      names: { de: 'Leitern' },
    });
    expect((await services.categories.children(de(), 'tools')).map((c) => c.id)).toEqual([
      'drills',
      'saws',
      'bits',
    ]);
    expect((await uncached.categories.children(de(), 'tools')).map((c) => c.id)).toEqual([
      'drills',
      'saws',
      'bits',
      'ladders',
    ]);
    services.categories.invalidate();
    expect((await services.categories.bySlug(de(), 'leitern'))?.id).toBe('ladders');
    await database.db.delete(categories).where(eq(categories.id, 'ladders'));
    services.categories.invalidate();
  });

  test("the shell's top categories are read once per store and language, then kept until invalidated", async () => {
    const german = () => services.pages.topCategories({ country: 'DE', language: 'de' });
    await database.db
      .update(categories)
      .set({ hasProducts: ['DE'] })
      .where(eq(categories.id, 'tools'));
    expect((await german()).map((c) => c.name)).toEqual(['Werkzeuge']);
    const toolsInGerman = and(eq(categoryTexts.categoryId, 'tools'), eq(categoryTexts.language, 'de'));
    await database.db.update(categoryTexts).set({ name: 'Werkzeug' }).where(toolsInGerman);
    try {
      // Still the kept answer: the page render does not ask PostgreSQL again.
      expect((await german()).map((c) => c.name)).toEqual(['Werkzeuge']);
      expect((await german()).map((c) => c.name)).toEqual(['Werkzeuge']);
      services.pages.invalidate();
      expect((await german()).map((c) => c.name)).toEqual(['Werkzeug']);
    } finally {
      await database.db.update(categoryTexts).set({ name: 'Werkzeuge' }).where(toolsInGerman);
      services.pages.invalidate();
    }
  });

  test('complementary: products of the referenced categories; comparison ranks stock +3, Popular +2, Sale +1', async () => {
    const complementary = await services.complementary.bySku(de(), '20000002');
    expect(complementary.baseProduct?.id).toBe('d2');
    expect(complementary.products.map((p) => p.id)).toEqual(['b1']);
    // Candidates for d2: d4 (stock+Popular=5), d1 (stock+Sale=4), d3 (Popular+Sale=3).
    const comparison = await services.comparison.bySku(de(), '20000002');
    expect(comparison.map((p) => p.id)).toEqual(['d4', 'd1', 'd3']);
  });

  test('inventory by SKU list, SEO redirects with 308 default, volume discounts need a group', async () => {
    const stock = await services.inventory.bySkus(de(), ['20000002', '20000004', 'none']);
    expect(stock.results.sort((a, b) => a.sku.localeCompare(b.sku))).toEqual([
      { sku: '20000002', availableQuantity: 0 },
      { sku: '20000004', availableQuantity: 10 },
    ]);
    expect(await services.seoRedirects.lookup('/p/old')).toEqual({
      redirectionCode: 308,
      targetURL: '/bohrer-1-20000001',
    });
    expect(await services.seoRedirects.lookup('/temp')).toEqual({ redirectionCode: 302, targetURL: '/x' });
    expect(await services.seoRedirects.lookup('/nope')).toBeNull();
    expect(await services.volumeDiscounts.forGroup(de(), '')).toEqual([]);
  });
});
