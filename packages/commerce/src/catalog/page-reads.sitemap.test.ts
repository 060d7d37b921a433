/** What a store's sitemap lists (docs/decisions/117): categories with products, products sold there. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { seedDemoData } from '../../seed/index.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createCatalogPageReads } from './page-reads.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, { now: new Date('2026-03-15T00:00:00Z'), products: 120 });
}, 60_000);
afterAll(() => database.destroy());

/** Products on the market, eligible there and with a master-variant price in it, counted in plain SQL. */
async function soldIn(country: string): Promise<number> {
  const { rows } = await database.pool.query<{ count: string }>(
    `select count(distinct p.id) as count from products p
       join variants v on v.product_id = p.id and v.is_master
       join prices pr on pr.sku = v.sku and pr.country = $1
      where p.enabled_on_market @> array[$1]::text[] and p.eligible_for_selling @> array[$1]::text[]`,
    [country],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Takes AT out of one of the market columns of a product sold there; its German slug. */
async function withdrawFromAustria(column: 'enabled_on_market' | 'eligible_for_selling'): Promise<string> {
  const { rows } = await database.pool.query<{ slug: string }>(
    `update products set ${column} = array_remove(${column}, 'AT')
      where id = (select p.id from products p where p.enabled_on_market @> array['AT']::text[]
                    and p.eligible_for_selling @> array['AT']::text[] order by p.id desc limit 1)
      returning (select slug from product_texts t where t.product_id = products.id and t.language = 'de') as slug`,
  );
  const slug = rows[0]?.slug;
  expect(slug).toBeTruthy();
  return slug ?? '';
}

test('lists every product sold in the store once, with its slug in each of the store’s languages', async () => {
  const reads = createCatalogPageReads(database.db);
  const { products, categories } = await reads.sitemapEntries('BE', ['fr', 'nl'], 10_000);
  expect(products.length).toBe(await soldIn('BE'));
  expect(products.length).toBeGreaterThan(0);
  for (const slugs of products) expect(Object.keys(slugs).sort()).toEqual(['fr', 'nl']);
  expect(categories.length).toBeGreaterThan(0);
  for (const slugs of categories) expect(Object.keys(slugs).sort()).toEqual(['fr', 'nl']);
});

test('leaves out products not on the market and respects the limit', async () => {
  const reads = createCatalogPageReads(database.db);
  const hidden = await withdrawFromAustria('enabled_on_market');
  const { products } = await reads.sitemapEntries('AT', ['de'], 10_000);
  expect(products.map((slugs) => slugs.de)).not.toContain(hidden);
  expect(products.length).toBe(await soldIn('AT'));
  expect((await reads.sitemapEntries('AT', ['de'], 5)).products).toHaveLength(5);
});

test('leaves out products on the market but not eligible for selling there (not sold)', async () => {
  const reads = createCatalogPageReads(database.db);
  const unsold = await withdrawFromAustria('eligible_for_selling');
  const { products } = await reads.sitemapEntries('AT', ['de'], 10_000);
  expect(products.map((slugs) => slugs.de)).not.toContain(unsold);
  expect(products.length).toBe(await soldIn('AT'));
});

test('gives each store its own language’s slugs: the German store never lists a Slovak slug', async () => {
  const reads = createCatalogPageReads(database.db);
  const { rows } = await database.pool.query<{ de: string; sk: string }>(
    `select de.slug as de, sk.slug as sk from product_texts de
       join product_texts sk on sk.product_id = de.product_id and sk.language = 'sk'
      where de.language = 'de' and de.slug <> sk.slug`,
  );
  expect(rows.length).toBeGreaterThan(0);
  const { products, categories } = await reads.sitemapEntries('DE', ['de'], 10_000);
  const listed = new Set(products.map((slugs) => slugs.de));
  expect(products.every((slugs) => Object.keys(slugs).join() === 'de')).toBe(true);
  const slovak = new Set(rows.map((row) => row.sk));
  expect([...listed].filter((slug) => slug !== undefined && slovak.has(slug))).toEqual([]);
  expect(rows.some((row) => listed.has(row.de))).toBe(true);
  expect(categories.every((slugs) => Object.keys(slugs).join() === 'de')).toBe(true);
});
