/**
 * The contract both engines keep, on a real PostgreSQL with a small demo catalog: the German store's
 * index `prod.de-de`, read from the catalog by the indexer.
 */
import { createSearchSource, type RequestContext, seedDemoData } from '@toolyard/commerce';
import { LISTING_SORTS } from '@toolyard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../commerce/test/database.ts';
import { fold } from './analysis/text.ts';
import { createSearch, type Search, type SearchEngineName } from './create-search.ts';
import { indexContext } from './indexer.ts';
import type { SearchHit, SearchQueryInput, SearchResult } from './search.port.ts';

const INDEX = 'prod.de-de';
const NOW = new Date('2026-11-02T00:00:00Z');
const ctx: RequestContext = indexContext(INDEX, NOW);

describe.each(['postgres', 'orama'] as SearchEngineName[])('search contract: %s', (engineName) => {
  let database: TestDatabase;
  let search: Search;
  let all: SearchHit[];

  const find = async (input: SearchQueryInput): Promise<SearchResult> => {
    const outcome = await search.service.search(ctx, input);
    if (!outcome.ok) throw new Error(outcome.error.message);
    return outcome.value;
  };
  const everything = async (input: SearchQueryInput = {}) => {
    const first = await find({ ...input, hitsPerPage: 100 });
    const hits = [...first.hits];
    for (let page = 2; page <= first.pages; page++)
      hits.push(...(await find({ ...input, hitsPerPage: 100, page })).hits);
    return hits;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db, { products: 240, now: NOW });
    search = createSearch({
      engine: engineName,
      pool: database.pool,
      source: createSearchSource(database.db),
      indexes: [INDEX],
    });
    await search.indexer.rebuild([INDEX]);
    all = await everything();
  });
  afterAll(async () => {
    await search?.engine.close();
    await database?.destroy();
  });

  it('indexes the products sold in the store, with the store price', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(new Set(all.map((h) => h.currency))).toEqual(new Set(['EUR']));
    for (const hit of all) expect(hit.price).toBeLessThanOrEqual(hit.standardPrice);
  });

  it('finds a product by its name, its EX code, its SKU and its EAN', async () => {
    const product = all[7] as SearchHit;
    const byName = await find({ text: product.name });
    expect(byName.hits[0]?.id).toBe(product.id);
    expect((await find({ text: product.key })).hits.map((h) => h.id)).toContain(product.id);
    expect((await find({ text: product.sku })).hits.map((h) => h.id)).toContain(product.id);
  });

  it('forgives a typo', async () => {
    const brand = all[0]?.brand as string;
    const typo = `${brand.slice(0, 3)}${brand[3] === 'x' ? 'y' : 'x'}${brand.slice(4)}`;
    const result = await find({ text: typo, hitsPerPage: 48 });
    expect(result.total).toBeGreaterThan(0);
    expect(result.hits.filter((h) => h.brand === brand).length).toBe(result.hits.length);
  });

  it('matches the last word as a prefix', async () => {
    const brand = all[0]?.brand as string;
    const result = await find({ text: brand.slice(0, 5), hitsPerPage: 48 });
    const expected = all.filter((h) => h.brand === brand).length;
    expect(result.total).toBe(expected);
  });

  it('stems German words: a plural finds the singular', async () => {
    const singular = all.find((h) => /stichsäge/i.test(h.name));
    expect(singular).toBeDefined();
    const result = await find({ text: 'Stichsägen', hitsPerPage: 100 });
    expect(result.hits.map((h) => h.id)).toContain(singular?.id);
    expect(result.total).toBe(all.filter((h) => /stichsäge/i.test(h.name)).length);
  });

  it('finds trade-term synonyms', async () => {
    const drills = all.filter((h) => /bohrschrauber/i.test(h.name));
    expect(drills.length).toBeGreaterThan(0);
    const result = await find({ text: 'Akkuschrauber', hitsPerPage: 100 });
    expect(result.hits.map((h) => h.id)).toEqual(expect.arrayContaining(drills.map((h) => h.id)));
  });

  it('counts facets: each brand count is what filtering by it returns, ignoring its own filter', async () => {
    const result = await find({});
    const brands = Object.entries(result.facets.brand);
    expect(brands.reduce((sum, [, n]) => sum + n, 0)).toBe(result.total);
    const [brand, count] = brands[0] as [string, number];
    const filtered = await find({ filters: { brand: [brand] } });
    expect(filtered.total).toBe(count);
    expect(filtered.facets.brand).toEqual(result.facets.brand);
    const [tag, tagCount] = Object.entries(filtered.facets.tags)[0] as [string, number];
    const both = await find({ filters: { brand: [brand], tags: [tag] } });
    expect(both.total).toBe(tagCount);
    expect(both.hits.every((h) => h.brand === brand && h.tags.includes(tag))).toBe(true);
  });

  it('filters by category level, price range and rating, and counts them', async () => {
    const result = await find({});
    const [department, count] = Object.entries(result.facets.categories.lvl0)[0] as [string, number];
    const inDepartment = await find({ filters: { categories: { lvl0: [department] } } });
    expect(inDepartment.total).toBe(count);
    expect(Object.keys(inDepartment.facets.categories.lvl0).length).toBe(
      Object.keys(result.facets.categories.lvl0).length,
    );
    const types = inDepartment.facets.categories.lvl1;
    expect(Object.values(types).reduce((a, b) => a + b, 0)).toBe(count);
    const price = result.facets.price as { min: number; max: number };
    const mid = Math.round((price.min + price.max) / 2 / 100);
    const cheap = await everything({ filters: { price: { max: mid } } });
    expect(cheap.length).toBe(all.filter((h) => h.price <= mid * 100).length);
    const rated = await find({ filters: { rating: 4 } });
    expect(rated.total).toBe(result.facets.rating['4']);
    expect(rated.total).toBe(all.filter((h) => h.rating >= 4).length);
  });

  it("lists a category's products as its level facet filters them, with the same counts", async () => {
    // The PostgreSQL engine answers a category listing from the documents (every category id) and
    // a facet filter from the narrow match table (decision 230): both must tell the same.
    const result = await find({});
    const [type] = Object.entries(result.facets.categories.lvl1)[0] as [string, number];
    for (const text of ['', (all[0] as SearchHit).name.split(' ')[0] as string]) {
      const listed = await find({ text, filters: { categoryId: type }, hitsPerPage: 100 });
      const faceted = await find({ text, filters: { categories: { lvl1: [type] } }, hitsPerPage: 100 });
      expect(listed.total).toBe(faceted.total);
      expect(listed.hits.map((h) => h.id)).toEqual(faceted.hits.map((h) => h.id));
      expect(listed.facets.brand).toEqual(faceted.facets.brand);
      expect(listed.facets.price).toEqual(faceted.facets.price);
    }
  });

  it.each(LISTING_SORTS.filter((s) => s !== 'relevance'))('sorts by %s', async (sort) => {
    const hits = await everything({ sort });
    expect(hits.length).toBe(all.length);
    const keyOf: Record<string, (h: SearchHit) => number | string> = {
      'name-asc': (h) => fold(h.name),
      'name-desc': (h) => fold(h.name),
      'price-asc': (h) => h.price,
      'price-desc': (h) => h.price,
    };
    if (sort === 'newest') {
      expect(hits.map((h) => h.id)).not.toEqual(all.map((h) => h.id).sort());
      return;
    }
    const keys = hits.map(keyOf[sort] as (h: SearchHit) => number | string);
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual(sort.endsWith('desc') ? sorted.reverse() : sorted);
  });

  it('sorts by relevance: the best text match first, the newest first without text', async () => {
    const product = all[3] as SearchHit;
    expect((await find({ text: product.name, sort: 'relevance' })).hits[0]?.id).toBe(product.id);
  });

  it('pages through the results without gaps or repeats', async () => {
    const first = await find({ sort: 'price-asc', hitsPerPage: 12, page: 1 });
    const second = await find({ sort: 'price-asc', hitsPerPage: 12, page: 2 });
    const both = await find({ sort: 'price-asc', hitsPerPage: 24, page: 1 });
    expect([...first.hits, ...second.hits].map((h) => h.id)).toEqual(both.hits.map((h) => h.id));
    expect(first.pages).toBe(Math.ceil(all.length / 12));
    const past = await find({ hitsPerPage: 12, page: first.pages + 1 });
    expect(past.hits).toEqual([]);
  });

  it('rejects invalid input with a message', async () => {
    const outcome = await search.service.search(ctx, { hitsPerPage: 0, filters: { price: { min: -1 } } });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.message).toMatch(/hitsPerPage/);
  });

  it('suggests products for what has been typed', async () => {
    const product = all[5] as SearchHit;
    const words = product.name.split(' ');
    const typed = `${words.slice(0, -1).join(' ')} ${(words.at(-1) as string).slice(0, 2)}`;
    const suggestions = await search.service.suggest(ctx, typed, 8);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.name && s.slug)).toBe(true);
  });

  it('is fresh after a catalog change once the products are reindexed', async () => {
    const product = all[11] as SearchHit;
    await database.pool.query(
      `update product_texts set name = name || ' Zauberwerkzeug' where product_id = $1 and language = 'de'`,
      [product.id],
    );
    expect((await find({ text: 'Zauberwerkzeug' })).total).toBe(0);
    await search.indexer.reindexProducts([product.id]);
    expect((await find({ text: 'Zauberwerkzeug' })).hits.map((h) => h.id)).toEqual([product.id]);
    await database.pool.query(
      `update products set enabled_on_market = array_remove(enabled_on_market, 'DE') where id = $1`,
      [product.id],
    );
    await search.indexer.reindexProducts([product.id]);
    expect((await find({ text: 'Zauberwerkzeug' })).total).toBe(0);
  });
});
