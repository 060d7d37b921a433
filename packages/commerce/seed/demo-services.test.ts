/** The catalog services on the seeded demo data, checked against the spec's numbers. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { testContext } from '../src/catalog/catalog.fixtures.ts';
import { createCatalogServices } from '../src/catalog/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { seedDemoData } from './index.ts';

const NOW = new Date('2026-03-15T00:00:00Z');
let database: TestDatabase;
let services: ReturnType<typeof createCatalogServices>;

beforeAll(async () => {
  database = await createTestDatabase();
  database.pool.on('connect', (client) => client.on('error', () => {}));
  await seedDemoData(database.db, { now: NOW, products: 300 });
  services = createCatalogServices(database.db, { purchaseHistory: { hasPurchased: async () => false } });
}, 60_000);
afterAll(() => database.destroy());

const at = (country: Parameters<typeof testContext>[0], language?: string) =>
  testContext(country, { now: NOW, ...(language ? { language } : {}) });

test('volume discounts: 3 items 5 %, 5 items 10 %, 10 items 15 %', async () => {
  const tiers = await services.volumeDiscounts.forGroup(at('DE'), 'volume_discount_default');
  expect(tiers.map((t) => [t.volume, t.discountPercentage])).toEqual([
    [3, 5],
    [5, 10],
    [10, 15],
  ]);
});

test('shipping fees per store: EUR, the FR and HU temporary fees, Bulgaria in euro', async () => {
  const fees = async (country: Parameters<typeof testContext>[0]) =>
    (await services.shipping.methods(at(country))).map((m) => [
      m.key,
      m.rate.price.centAmount,
      m.rate.freeAbove?.centAmount ?? null,
      m.rate.price.currencyCode,
    ]);
  expect(await fees('DE')).toEqual([
    ['parcel', 1_95, 59_00, 'EUR'],
    ['freight', 9_95, null, 'EUR'],
  ]);
  expect(await fees('FR')).toEqual([
    ['parcel', 6_95, 59_00, 'EUR'],
    ['freight', 39_95, null, 'EUR'],
  ]);
  expect((await fees('HU'))[0]).toEqual(['parcel', 1481_00, 22099_00, 'HUF']);
  // 3.95 BGN and 115 BGN at 1.95583 BGN per euro.
  expect((await fees('BG'))[0]).toEqual(['parcel', 2_02, 58_80, 'EUR']);
  const [parcel] = await services.shipping.methods(at('SK'));
  expect([parcel?.name, parcel?.deliveryTime]).toEqual(['Doručenie balíka', '1-3']);
});

test('first-level categories per language, with ASCII slugs even in Greek and Bulgarian', async () => {
  const sk = await services.categories.firstLevel(at('SK'));
  expect(sk).toHaveLength(9);
  expect(sk[0]).toMatchObject({ name: 'Elektrické náradie', slug: 'elektricke-naradie' });
  const gr = await services.categories.firstLevel(at('GR'));
  expect(gr[0]).toMatchObject({ name: 'Ηλεκτρικά εργαλεία', slug: 'ilektrika-ergaleia' });
  const bg = await services.categories.firstLevel(at('BG'));
  expect(bg[0]?.slug).toBe('elektroinstrumenti');
  const [tree] = await services.categories.tree(at('DE'), 'all');
  const depth = (node: { children?: unknown[] } | undefined): number =>
    node?.children?.length ? 1 + depth(node.children[0] as { children?: unknown[] }) : 1;
  expect(depth(tree)).toBe(5);
});

test('a product page in Czech: CZK price with its net value, stock and rating statistics', async () => {
  const listing = await services.products.query(at('CZ'), { limit: 1 });
  const first = listing.ok ? listing.value.results[0] : undefined;
  expect(first?.slug).toMatch(/-10\d{6}$/);
  const product = await services.products.bySlug(at('CZ'), first?.slug ?? '');
  expect(product?.price?.value.currencyCode).toBe('CZK');
  const gross = product?.price?.value.centAmount ?? 0;
  const net = product?.price?.netValue?.centAmount ?? 0;
  // 21 % VAT: net × 1.21 equals the gross to the cent.
  expect(Math.abs(net * 121 - gross * 100)).toBeLessThanOrEqual(60);
  expect(product?.reviewRatingStatistics.count).toBe(
    Object.values(product?.reviewRatingStatistics.ratingsDistribution ?? {}).reduce((a, b) => a + b, 0),
  );
});

test('coupons WELCOME10 (10 %) and TOOLS5 (5 € or the equivalent)', async () => {
  expect(await services.reader.discountCode(at('DE'), 'welcome10')).toMatchObject({
    type: 'relative',
    value: 1000,
  });
  expect(await services.reader.discountCode(at('DE'), 'TOOLS5')).toMatchObject({
    type: 'absolute',
    value: 5_00,
    minimumCentAmount: 20_00,
  });
  expect(await services.reader.discountCode(at('CZ'), 'TOOLS5')).toMatchObject({ value: 125_00 });
});

test('extra guarantees 4100010–4100040 for tools, not for accessories; complementary and comparison', async () => {
  const drills = await services.products.query(at('DE'), {
    attributes: [{ name: 'productType', values: ['standard_product'] }],
    limit: 50,
  });
  const tool = drills.ok
    ? drills.value.results.find((p) => p.brand !== 'Helmgrip' && p.relatedAccessories.length > 0)
    : undefined;
  expect(tool).toBeDefined();
  const offers = await services.reader.extraGuaranteeFor(at('DE'), tool?.sku ?? '');
  expect(offers.map((o) => [o.sku, o.rateBasisPoints])).toEqual([
    ['4100010', 1000],
    ['4100020', 1500],
    ['4100030', 2000],
    ['4100040', 2500],
  ]);
  expect(await services.reader.extraGuaranteeFor(at('CH'), tool?.sku ?? '')).toEqual([]);
  const accessory = await services.products.bySkus(at('DE'), tool?.relatedAccessories.slice(0, 1) ?? []);
  expect(accessory[0]?.productType).toBe('accessory');
  expect(await services.reader.extraGuaranteeFor(at('DE'), accessory[0]?.sku ?? '')).toEqual([]);

  const complementary = await services.complementary.bySku(at('DE'), tool?.sku ?? '');
  expect(complementary.products.length).toBeGreaterThan(0);
  expect(complementary.products.length).toBeLessThanOrEqual(4);
  expect(complementary.products.every((p) => p.productType === 'accessory')).toBe(true);

  const comparison = await services.comparison.bySku(at('DE'), tool?.sku ?? '');
  expect(comparison.length).toBeLessThanOrEqual(5);
  const score = (p: (typeof comparison)[number]) =>
    (p.availability.isOnStock ? 3 : 0) +
    (p.tags.includes('Popular') ? 2 : 0) +
    (p.tags.includes('Sale') ? 1 : 0);
  const scores = comparison.map(score);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
});

test('SEO redirects: /home → / with 308', async () => {
  expect(await services.seoRedirects.lookup('/home')).toEqual({ redirectionCode: 308, targetURL: '/' });
});
