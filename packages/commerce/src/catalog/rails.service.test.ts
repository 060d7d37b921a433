/** Related products, accessories, similar and co-purchase ranking, and POST /api/recommendation, on PostgreSQL. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createApiHandler } from '../api/api.handler.ts';
import { orders, products } from '../db/schema/index.ts';
import { insertCategory, insertProduct, insertStore, testContext } from './catalog.fixtures.ts';
import { createCatalogReader, createCatalogServices } from './index.ts';

// biome-ignore lint/suspicious/noExplicitAny: the tests read arbitrary JSON answers
type Json = any;

let database: TestDatabase;
let services: ReturnType<typeof createCatalogServices>;
let handle: (request: Request) => Promise<Response | null>;
const de = () => testContext('DE');
const day = (n: number) => new Date(Date.UTC(2026, 0, n));

async function order(skus: string[], state = 'Open') {
  await database.db.insert(orders).values({
    orderNumber: `DE-${randomUUID()}`,
    storeKey: 'DE',
    cartId: randomUUID(),
    orderState: state,
    paymentState: 'Paid',
    shipmentState: 'Pending',
    skus,
    document: {},
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  services = createCatalogServices(
    db,
    { purchaseHistory: { hasPurchased: async () => false } },
    { cacheTtlMs: 0 },
  );
  await insertStore(db, 'DE');
  await insertCategory(db, { id: 'tools', names: { en: 'Tools', de: 'Werkzeuge' } });
  await insertCategory(db, {
    id: 'drills',
    parentId: 'tools',
    ancestors: ['tools'],
    names: { en: 'Drills' },
  });
  await insertCategory(db, { id: 'saws', parentId: 'tools', ancestors: ['tools'], names: { en: 'Saws' } });
  await insertCategory(db, {
    id: 'cordless',
    parentId: 'drills',
    ancestors: ['tools', 'drills'],
    names: { en: 'Cordless drills' },
  });
  // The source: a cordless drill. Eleven more cordless drills (newest first by day), two corded.
  await insertProduct(db, {
    id: 'src',
    sku: '30000000',
    categoryIds: ['tools', 'drills', 'cordless'],
    brand: 'Brennwerk',
    prices: { DE: 100_00 },
    publishedAt: day(1),
  });
  for (let n = 1; n <= 11; n++) {
    await insertProduct(db, {
      id: `c${n}`,
      sku: `300000${String(n).padStart(2, '0')}`,
      categoryIds: ['tools', 'drills', 'cordless'],
      brand: n === 3 ? 'Brennwerk' : 'Other',
      prices: { DE: 50_00 + n },
      publishedAt: day(n + 1),
    });
  }
  await insertProduct(db, {
    id: 'corded',
    sku: '30000020',
    categoryIds: ['tools', 'drills'],
    brand: 'Brennwerk',
    prices: { DE: 40_00 },
    publishedAt: day(20),
  });
  await insertProduct(db, {
    id: 'saw',
    sku: '30000030',
    categoryIds: ['tools', 'saws'],
    prices: { DE: 70_00 },
    publishedAt: day(21),
  });
  await insertProduct(db, {
    id: 'bit',
    sku: '30000040',
    categoryIds: ['tools'],
    productType: 'accessory',
    prices: { DE: 5_00 },
  });
  await insertProduct(db, { id: 'case', sku: '30000041', categoryIds: ['tools'], prices: { DE: 9_00 } });
  // Not sold in Germany: never recommended there.
  await insertProduct(db, {
    id: 'foreign',
    sku: '30000042',
    categoryIds: ['tools', 'drills', 'cordless'],
    markets: ['AT'],
    prices: { AT: 9_00 },
    publishedAt: day(30),
  });
  await db
    .update(products)
    .set({
      relatedAccessories: ['30000040', '30000042', 'missing'],
      parentProductsForAccessory: ['30000041'],
    })
    .where(eq(products.id, 'src'));
  handle = createApiHandler({
    db,
    catalog: createCatalogReader(db),
    catalogServices: services,
    log: () => {},
  });
});
afterAll(() => database.destroy());

describe('related products and accessories', () => {
  test('related: 8 products of the deepest category, newest first, without the product itself', async () => {
    const related = await services.rails.related(de(), 'src');
    expect(related.map((p) => p.id)).toEqual(['c11', 'c10', 'c9', 'c8', 'c7', 'c6', 'c5', 'c4']);
  });

  test('related: a small category is topped up from its parent category, newest first', async () => {
    // 'saws' holds only the saw: the rest come from 'tools' (never the foreign-only product).
    const related = await services.rails.related(de(), 'saw');
    expect(related).toHaveLength(8);
    expect(related.map((p) => p.id)).not.toContain('saw');
    expect(related.map((p) => p.id)).not.toContain('foreign');
    const published = related.map((p) => p.publishedAt);
    expect([...published].sort().reverse()).toEqual(published);
  });

  test('accessories: relatedAccessories then parentProductsForAccessory, only sellable here', async () => {
    const accessories = await services.rails.accessories(de(), 'src');
    expect(accessories.map((p) => p.sku)).toEqual(['30000040', '30000041']);
    expect(await services.rails.accessories(de(), 'saw')).toEqual([]);
  });
});

describe('similar products', () => {
  test('shared level-3 category first, then shared brand breaks ties, level-2 only after', async () => {
    const similar = await services.rails.similar(de(), '30000000');
    // c3 shares cordless + drills + brand; the other cordless drills newest first; 'corded' shares
    // only drills and the brand, so it falls behind the eight cordless ones.
    expect(similar.map((p) => p.id)).toEqual(['c3', 'c11', 'c10', 'c9', 'c8', 'c7', 'c6', 'c5']);
    expect(similar.some((p) => p.id === 'foreign' || p.id === 'saw')).toBe(false);
  });

  test('an unknown SKU has no similar products', async () => {
    expect(await services.rails.similar(de(), '39999999')).toEqual([]);
  });
});

describe('cart recommendations', () => {
  test('falls back to similar products (without the cart items) while no order holds the cart', async () => {
    const found = await services.rails.cart(de(), ['30000000', '30000003']);
    expect(found[0]?.id).toBe('c11');
    expect(found.some((p) => p.id === 'src' || p.id === 'c3')).toBe(false);
  });

  test('products bought together, most orders first; cancelled orders do not count', async () => {
    await order(['30000030', '30000000']);
    await order(['30000030', '30000040', '30000000']);
    await order(['30000040', '30000001']);
    await order(['30000041', '30000000'], 'Cancelled');
    await order(['30000041', '30000000'], 'Cancelled');
    await order(['30000041', '30000000'], 'Cancelled');
    const found = await services.rails.cart(de(), ['30000000']);
    expect(found.map((p) => p.sku)).toEqual(['30000030', '30000040']);
  });
});

describe('POST /api/recommendation', () => {
  const post = async (body: unknown, headers: Record<string, string> = {}) => {
    const response = await handle(
      new Request('http://127.0.0.1:3000/api/recommendation?host=de.localhost', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    if (!response) throw new Error('not handled');
    return { status: response.status, body: (await response.json()) as Json };
  };
  const base = {
    bloomreachCookie: 'uid=1',
    typeId: 'similar',
    domainId: 'toolyard',
    languageAndCountry: 'de_DE',
  };

  test('similar products by sourceSku: results[0].value holds product cards', async () => {
    const { status, body } = await post({ ...base, sourceSku: '30000000' });
    expect(status).toBe(200);
    const value = body.results[0].value as Json[];
    expect(value).toHaveLength(8);
    expect(value[0]).toMatchObject({ sku: '30000003', price: { centAmount: 50_03, currencyCode: 'EUR' } });
    expect(typeof value[0].slug).toBe('string');
  });

  test('cart recommendation shape (categoryLvl2, categoryLvl3, productTitle) answers bought-together', async () => {
    const { status, body } = await post({
      ...base,
      typeId: 'cart',
      sourceSku: '30000000',
      categoryLvl2: 'Drills',
      categoryLvl3: 'Cordless drills',
      productTitle: 'Drill',
    });
    expect(status).toBe(200);
    expect(body.results[0].value.map((p: Json) => p.sku)).toEqual(['30000030', '30000040']);
  });

  test('bad bodies are 400 with a message naming the field', async () => {
    const missing = await post({ ...base });
    expect(missing.status).toBe(400);
    expect(missing.body.error.field).toBe('sourceSku');
    const locale = await post({ ...base, sourceSku: '1', languageAndCountry: 'german' });
    expect(locale).toMatchObject({ status: 400, body: { error: { field: 'languageAndCountry' } } });
    const extra = await post({ ...base, sourceSku: '1', evil: true });
    expect(extra.status).toBe(400);
    expect((await post('{not json')).status).toBe(400);
  });

  test('the API guards: JSON only (415), same origin only (403), POST only (405)', async () => {
    const form = await handle(
      new Request('http://127.0.0.1:3000/api/recommendation?host=de.localhost', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ ...base, sourceSku: '30000000' }),
      }),
    );
    expect(form?.status).toBe(415);
    const cross = await post({ ...base, sourceSku: '30000000' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.status).toBe(403);
    const get = await handle(new Request('http://127.0.0.1:3000/api/recommendation?host=de.localhost'));
    expect(get?.status).toBe(405);
  });

  test('the OpenAPI document lists the endpoint', async () => {
    const response = await handle(new Request('http://127.0.0.1:3000/api/openapi.json'));
    const document = (await response?.json()) as Json;
    expect(document.paths['/api/recommendation'].post.operationId).toBe('recommendation');
  });
});
