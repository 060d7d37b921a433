/**
 * The Orama engine keeps every document of an upsert larger than Orama's batch of 1,000 (decision 229):
 * its synchronous removeMultiple removed the later batches from timers after returning, so a
 * re-upsert of the search bench's whole index emptied it again in the background.
 */
import { describe, expect, it } from 'vitest';
import type { SearchDocument } from '../documents.ts';
import { searchQuerySchema } from '../search.port.ts';
import { createOramaEngine } from './orama.engine.ts';

const INDEX = 'prod.de-de';
const COUNT = 1_200;

function documentOf(i: number): SearchDocument {
  const name = `Bohrhammer Modell ${i}`;
  return {
    id: `p${String(i).padStart(5, '0')}`,
    sku: `SKU-${i}`,
    key: `EX${i}`,
    name,
    sortName: name.toLowerCase(),
    slug: `bohrhammer-${i}`,
    brand: i % 2 ? 'Makita' : 'Bosch',
    model: null,
    ean: null,
    imageUrl: null,
    codes: [`SKU-${i}`],
    tags: [],
    categories: ['lvl0:tools'],
    categoryText: 'Werkzeug',
    attributeText: '',
    synonymText: '',
    currency: 'EUR',
    price: 10_000 + i,
    standardPrice: 10_000 + i,
    inStock: true,
    availableQuantity: 5,
    rating: 4,
    reviewCount: 1,
    releaseDate: null,
    publishedAt: new Date('2026-01-01T00:00:00Z'),
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };
}

/** Lets every timer queued so far (and the ones those queue) run. */
async function drainTimers() {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('orama engine', () => {
  it('keeps every document of a large upsert, also when it replaces them', async () => {
    const engine = createOramaEngine();
    const docs = Array.from({ length: COUNT }, (_, i) => documentOf(i));
    const total = async () =>
      (await engine.search(INDEX, searchQuerySchema.parse({ text: 'bohrhammer', hitsPerPage: 1 }))).total;
    await engine.upsert(INDEX, docs);
    await engine.upsert(INDEX, docs);
    await drainTimers();
    expect(await total()).toBe(COUNT);
    await engine.remove(
      INDEX,
      docs.slice(0, 1_100).map((d) => d.id),
    );
    await drainTimers();
    expect(await total()).toBe(COUNT - 1_100);
    await engine.close();
  });
});
