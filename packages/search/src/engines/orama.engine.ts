/**
 * The in-process engine: one Orama database per index in this node's memory, analysed with the
 * same stopwords, stemmers and synonyms as the PostgreSQL engine. Every node holds its own copy and
 * must be told about catalog changes (see indexer.ts).
 */
import { type AnyOrama, create, insertMultiple, removeMultiple, search } from '@orama/orama';
import { CATEGORY_LEVELS } from '@toolyard/domain';
import { analyze, words } from '../analysis/text.ts';
import type { SearchDocument } from '../documents.ts';
import { languageOfIndex } from '../index-names.ts';
import {
  emptyFacets,
  pagesOf,
  RATING_STEPS,
  type SearchEngine,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
  type Suggestion,
} from '../search.port.ts';
import { appliesToLevelCounts, type Condition, conditionsOf } from './filters.ts';

const SCHEMA = {
  text: 'string',
  brand: 'enum',
  tags: 'enum[]',
  categories: 'enum[]',
  price: 'number',
  rating: 'number',
  createdAt: 'number',
  publishedAt: 'number',
} as const;

interface StoredDocument extends SearchHit {
  text: string;
  categories: string[];
  sortName: string;
  createdAt: number;
  publishedAt: number;
}

function tokenizerFor(language: string) {
  return {
    language,
    normalizationCache: new Map<string, string>(),
    tokenize: (raw: string) => analyze(raw, language),
  };
}

function storedOf(d: SearchDocument): StoredDocument {
  return {
    id: d.id,
    sku: d.sku,
    key: d.key,
    name: d.name,
    slug: d.slug,
    brand: d.brand ?? '',
    imageUrl: d.imageUrl,
    currency: d.currency,
    price: d.price,
    standardPrice: d.standardPrice,
    inStock: d.inStock,
    availableQuantity: d.availableQuantity,
    rating: d.rating,
    reviewCount: d.reviewCount,
    tags: d.tags,
    // One searchable text: Orama's all-words rule counts matches per property. The name twice
    // weighs it like the PostgreSQL engine's 'A' weight.
    text: [
      d.name,
      d.name,
      d.brand ?? '',
      d.model ?? '',
      d.codes.join(' '),
      d.categoryText,
      d.attributeText,
      d.synonymText,
    ].join(' '),
    categories: d.categories,
    sortName: d.sortName,
    createdAt: d.createdAt.getTime(),
    publishedAt: d.publishedAt.getTime(),
  };
}

function hitOf(doc: StoredDocument): SearchHit {
  return {
    id: doc.id,
    sku: doc.sku,
    key: doc.key,
    name: doc.name,
    slug: doc.slug,
    brand: doc.brand || null,
    imageUrl: doc.imageUrl,
    currency: doc.currency,
    price: doc.price,
    standardPrice: doc.standardPrice,
    inStock: doc.inStock,
    availableQuantity: doc.availableQuantity,
    rating: doc.rating,
    reviewCount: doc.reviewCount,
    tags: doc.tags,
  };
}

type Where = Record<string, unknown>;

function whereOf(conditions: readonly Condition[], categoryId: string | undefined): Where {
  const where: Where = {};
  const categoryAll: string[][] = [];
  if (categoryId) categoryAll.push([categoryId]);
  for (const c of conditions) {
    if (c.kind === 'in') where.brand = { in: c.values };
    else if (c.kind === 'overlaps') {
      if (c.facet === 'tags') where.tags = { containsAny: c.values };
      else categoryAll.push(c.values);
    } else if (c.kind === 'range') {
      where.price =
        c.min !== null && c.max !== null
          ? { between: [c.min, c.max] }
          : c.min !== null
            ? { gte: c.min }
            : { lte: c.max };
    } else where.rating = { gte: c.value };
  }
  if (categoryAll.length === 1) where.categories = { containsAny: categoryAll[0] };
  else if (categoryAll.length > 1)
    return { and: [where, ...categoryAll.map((values) => ({ categories: { containsAny: values } }))] };
  return where;
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type Row = [number | string, number, StoredDocument];

function sorterOf(sort: SearchQuery['sort'], hasText: boolean) {
  const tie = (a: Row, b: Row) => byCodePoint(a[2].id, b[2].id);
  switch (sort) {
    case 'name-asc':
      return (a: Row, b: Row) => byCodePoint(a[2].sortName, b[2].sortName) || tie(a, b);
    case 'name-desc':
      return (a: Row, b: Row) => byCodePoint(b[2].sortName, a[2].sortName) || tie(a, b);
    case 'price-asc':
      return (a: Row, b: Row) => a[2].price - b[2].price || tie(a, b);
    case 'price-desc':
      return (a: Row, b: Row) => b[2].price - a[2].price || tie(a, b);
    case 'newest':
      return (a: Row, b: Row) => b[2].createdAt - a[2].createdAt || tie(a, b);
    default:
      return hasText ? undefined : (a: Row, b: Row) => b[2].publishedAt - a[2].publishedAt || tie(a, b);
  }
}

export function createOramaEngine(): SearchEngine {
  const databases = new Map<string, AnyOrama>();
  const dbOf = (index: string): AnyOrama => {
    let db = databases.get(index);
    if (!db) {
      db = create({
        schema: SCHEMA,
        components: { tokenizer: tokenizerFor(languageOfIndex(index)) },
      }) as AnyOrama;
      databases.set(index, db);
    }
    return db;
  };

  /** Matches of the text (all words; a second pass allows one typo per word when none match). */
  const run = async (db: AnyOrama, text: string, params: Record<string, unknown>) => {
    const term = text.trim();
    const first = await search(db, { term, threshold: 0, ...params });
    if (first.count > 0 || !term || words(term).some((w) => /\d/.test(w))) return first;
    return search(db, { term, threshold: 0, tolerance: 1, ...params });
  };

  return {
    name: 'orama',
    async upsert(index, documents) {
      if (documents.length === 0) return;
      const db = dbOf(index);
      await removeMultiple(
        db,
        documents.map((d) => d.id),
        undefined,
        undefined,
        true,
      );
      await insertMultiple(db, documents.map(storedOf) as never, 1_000, undefined, true);
    },
    async remove(index, productIds) {
      const db = databases.get(index);
      if (db && productIds.length) await removeMultiple(db, [...productIds], undefined, undefined, true);
    },
    async clear(index) {
      databases.delete(index);
    },
    async search(index, query) {
      const db = dbOf(index);
      const conditions = conditionsOf(query.filters);
      const where = whereOf(conditions, query.filters.categoryId);
      const hasText = words(query.text).length > 0;
      const main = await run(db, hasText ? query.text : '', {
        where,
        sortBy: sorterOf(query.sort, hasText),
        limit: query.hitsPerPage,
        offset: (query.page - 1) * query.hitsPerPage,
        facets: { brand: { limit: 1_000 }, tags: { limit: 1_000 }, categories: { limit: 10_000 } },
      });
      const facets = emptyFacets();
      /** Counts that ignore some conditions: the main result's when nothing is ignored. */
      const countsWithout = async (keep: (c: Condition) => boolean, facetParams: Record<string, unknown>) => {
        const kept = conditions.filter(keep);
        if (kept.length === conditions.length && !('rating' in facetParams) && !('price' in facetParams))
          return main.facets ?? {};
        const other = await run(db, hasText ? query.text : '', {
          where: whereOf(kept, query.filters.categoryId),
          limit: 0,
          facets: facetParams,
        });
        return other.facets ?? {};
      };
      const values = (f: Record<string, { values: Record<string, number> }>, name: string) =>
        f[name]?.values ?? {};
      facets.brand = {
        ...values(await countsWithout((c) => c.facet !== 'brand', { brand: { limit: 1_000 } }), 'brand'),
      };
      delete facets.brand[''];
      facets.tags = values(
        await countsWithout((c) => c.facet !== 'tags', { tags: { limit: 1_000 } }),
        'tags',
      );
      for (const level of CATEGORY_LEVELS) {
        const all = values(
          await countsWithout((c) => appliesToLevelCounts(c, level), { categories: { limit: 10_000 } }),
          'categories',
        );
        const prefix = `lvl${level}:`;
        const bucket = facets.categories[`lvl${level}`];
        for (const [value, n] of Object.entries(all))
          if (value.startsWith(prefix)) bucket[value.slice(prefix.length)] = n;
      }
      const ratings = values(
        await countsWithout((c) => c.facet !== 'rating', {
          rating: { ranges: RATING_STEPS.map((s) => ({ from: Number(s), to: 5 })) },
        }),
        'rating',
      );
      for (const step of RATING_STEPS) facets.rating[step] = ratings[`${step}-5`] ?? 0;
      facets.price = await priceStats(
        db,
        run,
        hasText ? query.text : '',
        conditions,
        query.filters.categoryId,
      );
      return {
        hits: main.hits.map((h) => hitOf(h.document as unknown as StoredDocument)),
        total: main.count,
        page: query.page,
        hitsPerPage: query.hitsPerPage,
        pages: pagesOf(main.count, query.hitsPerPage),
        facets,
      } satisfies SearchResult;
    },
    async suggest(index, text, limit): Promise<Suggestion[]> {
      const db = databases.get(index);
      if (!db || words(text).length === 0) return [];
      const result = await run(db, text, { limit });
      return result.hits.map((h) => {
        const doc = h.document as unknown as StoredDocument;
        return { id: doc.id, name: doc.name, slug: doc.slug };
      });
    },
    async close() {
      databases.clear();
    },
  };
}

/** Cheapest and dearest match ignoring the price filter: two one-hit searches sorted by price. */
async function priceStats(
  db: AnyOrama,
  run: (db: AnyOrama, text: string, params: Record<string, unknown>) => ReturnType<typeof search>,
  text: string,
  conditions: readonly Condition[],
  categoryId: string | undefined,
): Promise<SearchResult['facets']['price']> {
  const where = whereOf(
    conditions.filter((c) => c.facet !== 'price'),
    categoryId,
  );
  const [low, high] = await Promise.all([
    run(db, text, { where, limit: 1, sortBy: { property: 'price', order: 'ASC' } }),
    run(db, text, { where, limit: 1, sortBy: { property: 'price', order: 'DESC' } }),
  ]);
  const min = (low.hits[0]?.document as unknown as StoredDocument | undefined)?.price;
  const max = (high.hits[0]?.document as unknown as StoredDocument | undefined)?.price;
  return min === undefined || max === undefined ? null : { min, max };
}
