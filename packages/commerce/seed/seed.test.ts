import { COUNTRIES, COUNTRY_CODES, LANGUAGE_CODES } from '@toolyard/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { isDemoDataSeeded, seedDemoData } from './index.ts';

const NOW = new Date('2026-03-15T00:00:00Z');
let first: TestDatabase;
let second: TestDatabase;

beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  // Dropping a test database terminates its connections; a connection still closing must not crash the run.
  for (const database of [first, second])
    database.pool.on('connect', (client) => client.on('error', () => {}));
  expect(await isDemoDataSeeded(first.db)).toBe(false);
  await seedDemoData(first.db, { now: NOW });
  await seedDemoData(second.db, { now: NOW, products: 2000 });
}, 120_000);
afterAll(async () => {
  await Promise.all([first.destroy(), second.destroy()]);
});

async function rows(db: TestDatabase, query: string): Promise<Record<string, unknown>[]> {
  return (await db.pool.query(query)).rows;
}

test('seeding is deterministic: the same input gives the same rows', async () => {
  const digest = `select md5(string_agg(t::text, '|' order by t::text)) as h from`;
  for (const table of [
    'products',
    'product_texts',
    'variants',
    'prices',
    'inventory',
    'reviews',
    'categories',
    'category_texts',
    'product_discounts',
    'stores',
  ]) {
    const [a] = await rows(first, `${digest} ${table} t`);
    const [b] = await rows(second, `${digest} ${table} t`);
    expect(a?.h, table).toBe(b?.h);
  }
  expect(await isDemoDataSeeded(first.db)).toBe(true);
});

test('at least 2,000 products with EX codes, names and slugs in all 21 languages', async () => {
  const [count] = await rows(first, `select count(*)::int as n from products where key like 'EX10%'`);
  expect(count?.n).toBeGreaterThanOrEqual(2000);
  const languages = await rows(
    first,
    'select language, count(*)::int as n from product_texts group by language order by language',
  );
  expect(languages.map((row) => row.language)).toEqual([...LANGUAGE_CODES].sort());
  const bad = await rows(
    first,
    `select slug from product_texts t join products p on p.id = t.product_id where p.product_type <> 'extra_guarantee' and slug !~ '^[a-z0-9-]+-[0-9]{8}$' limit 5`,
  );
  expect(bad).toEqual([]);
  const [de] = await rows(
    first,
    `select name, slug from product_texts where language = 'de' and name like '%Akku-Bohrschrauber%' limit 1`,
  );
  expect(String(de?.slug)).toMatch(/^[a-z]+-akku-bohrschrauber-[a-z0-9-]+-10\d{6}$/);
  const [el] = await rows(first, `select slug from product_texts where language = 'el' limit 1`);
  expect(String(el?.slug)).toMatch(/^[a-z0-9-]+$/);
});

test('technical details and the delivery package are in every language, not English everywhere', async () => {
  // The product page showed "Class", "Weight", "12 pcs", "18.5 kg" and "user manual, case" in German.
  const missing = await rows(
    first,
    `select p.key from products p where p.product_type <> 'extra_guarantee' and (
       select count(*) from jsonb_object_keys(p.attributes->'techdetails')) <> 21 limit 3`,
  );
  expect(missing).toEqual([]);
  const [de] = await rows(
    first,
    `select p.attributes->'techdetails'->'de' as details, p.attributes->'deliveryPackage'->>'de' as box
       from products p where p.attributes->'techdetails'->'en'->0->>'value' like '% pcs' limit 1`,
  );
  expect(de?.details).toEqual([
    { name: 'Klasse', value: expect.stringMatching(/^\d+ Stk\.$/) },
    { name: 'Gewicht', value: expect.stringMatching(/^\d+(,5)? kg$/) },
  ]);
  expect(String(de?.box)).toMatch(/, Bedienungsanleitung(, Koffer)?$/);
});

test('every store is priced in its own currency for every product', async () => {
  expect((await rows(first, 'select key from stores')).length).toBe(25);
  const perCountry = await rows(
    first,
    `
    select p.country, p.currency, count(*)::int as n from prices p
    join variants v on v.sku = p.sku where v.is_master group by p.country, p.currency`,
  );
  expect(perCountry).toHaveLength(25);
  for (const row of perCountry) {
    expect(row.currency).toBe(COUNTRIES[row.country as keyof typeof COUNTRIES].currencyCode);
    expect(row.n).toBe(2000);
  }
});

test('categories 5 levels deep in three trees, named in all languages', async () => {
  const [depth] = await rows(
    first,
    `select max(depth)::int + 1 as levels from categories where tree = 'all'`,
  );
  expect(depth?.levels).toBe(5);
  const trees = await rows(first, 'select distinct tree from categories order by tree');
  expect(trees.map((row) => row.tree)).toEqual(['all', 'industry', 'longtail']);
  const [missing] = await rows(
    first,
    `select count(*)::int as n from categories c where (select count(*) from category_texts t where t.category_id = c.id) <> 21`,
  );
  expect(missing?.n).toBe(0);
  const [drill] = await rows(
    first,
    `
    select array(select t.name from unnest(c.related_category_ids) with ordinality r(id, n) join category_texts t on t.category_id = r.id and t.language = 'en' order by r.n) as related
    from categories c where c.key = 'all-drill'`,
  );
  expect(drill?.related).toEqual(['Battery pack', 'Drill bit set', 'Angle grinder']);
});

test('the catalog has what the shop needs to show: discounts, tags, variants, stock, freight, reviews', async () => {
  const one = async (query: string) => Number((await rows(first, query))[0]?.n);
  const now = `'${NOW.toISOString()}'::timestamptz`;
  expect(
    await one(
      `select count(*) as n from product_discounts where valid_from <= ${now} and valid_until > ${now}`,
    ),
  ).toBeGreaterThan(0);
  expect(
    await one(`select count(*) as n from product_discounts where valid_until <= ${now}`),
  ).toBeGreaterThan(0);
  expect(await one(`select count(*) as n from product_discounts where valid_from > ${now}`)).toBeGreaterThan(
    0,
  );
  for (const tag of [
    'new',
    'bestseller',
    'on-sale',
    'bware',
    'topRated',
    'campaign:black_friday',
    'campaign:cyber_week',
    'Popular',
    'Sale',
  ]) {
    expect(await one(`select count(*) as n from products where '${tag}' = any(tags)`), tag).toBeGreaterThan(
      0,
    );
  }
  expect(await one(`select count(*) as n from variants where kind = 'B' and sku like '20%'`)).toBeGreaterThan(
    0,
  );
  expect(
    await one(`select count(*) as n from variants where kind = 'set' and sku like '18%'`),
  ).toBeGreaterThan(0);
  expect(await one('select count(*) as n from inventory where available_quantity = 0')).toBeGreaterThan(0);
  expect(
    await one('select count(*) as n from inventory where available_quantity between 1 and 5'),
  ).toBeGreaterThan(0);
  expect(await one('select count(*) as n from products where is_package_type_freight')).toBeGreaterThan(0);
  expect(
    await one('select count(*) as n from products where cardinality(related_accessories) > 0'),
  ).toBeGreaterThan(0);
  expect(await one('select count(*) as n from reviews')).toBeGreaterThan(0);
  expect(
    await one(
      `select count(*) as n from extra_guarantees where sku in ('4100010','4100020','4100030','4100040')`,
    ),
  ).toBe(4);
  expect(await one(`select count(*) as n from discount_codes where code in ('WELCOME10','TOOLS5')`)).toBe(2);
  expect(await one('select count(*) as n from shipping_rates')).toBe(COUNTRY_CODES.length * 2);
  const [fr] = await rows(
    first,
    `select r.cent_amount::int as c from shipping_rates r join shipping_methods m on m.id = r.method_id where m.key = 'parcel' and r.country = 'FR'`,
  );
  expect(fr?.c).toBe(695);
});

test('review statistics on products match the reviews', async () => {
  const [mismatch] = await rows(
    first,
    `
    select count(*)::int as n from products p
    where p.review_count <> (select count(*) from reviews r where r.product_id = p.id)
       or p.review_rating_sum <> coalesce((select sum(rating) from reviews r where r.product_id = p.id), 0)`,
  );
  expect(mismatch?.n).toBe(0);
  void sql;
});

test('every store has its COD fee title in each of its languages', async () => {
  const stores = await rows(first, 'select country, languages, cod_fee_title from stores order by country');
  expect(stores).toHaveLength(25);
  for (const store of stores) {
    const country = COUNTRIES[store.country as keyof typeof COUNTRIES];
    expect(store.languages, String(store.country)).toEqual([...country.languages]);
    const titles = store.cod_fee_title as Record<string, string>;
    for (const language of country.languages) {
      expect(titles[language]?.trim(), `${store.country} ${language}`).toBeTruthy();
    }
  }
  const byCountry = new Map(
    stores.map((store) => [store.country, store.cod_fee_title as Record<string, string>]),
  );
  expect(byCountry.get('BE')).toMatchObject({
    fr: 'Frais de paiement à la livraison',
    nl: 'Kosten rembours',
  });
  expect(Object.keys(byCountry.get('CH') ?? {}).sort()).toEqual(['de', 'en', 'fr', 'it']);
  // Every shop language is used by some store, so all 21 are covered.
  const languages = new Set(stores.flatMap((store) => Object.keys(store.cod_fee_title as object)));
  expect([...languages].sort()).toEqual([...LANGUAGE_CODES].sort());
});
