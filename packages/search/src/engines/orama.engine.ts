/**
 * The in-process engine: one Orama database per index in this node's memory, analysed with the
 * same stopwords, stemmers and synonyms as the PostgreSQL engine. Every node holds its own copy and
 * must be told about catalog changes (see indexer.ts).
 */
import { type AnyOrama, count, create, insertMultiple, removeMultiple, search } from '@orama/orama';
import { analyze, words } from '../analysis/text.ts';
import type { SearchDocument } from '../documents.ts';
import { languageOfIndex } from '../index-names.ts';
import {
  emptyFacets,
  pagesOf,
  RATING_STEPS,
  type SearchEngine,
  type SearchFacets,
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

/** Whether a document meets one facet condition (the same conditions PostgreSQL turns into SQL). */
function passes(c: Condition, doc: StoredDocument): boolean {
  switch (c.kind) {
    case 'in':
      return c.values.includes(doc.brand ?? '');
    case 'overlaps': {
      const values = c.facet === 'tags' ? doc.tags : doc.categories;
      return values.some((v) => c.values.includes(v));
    }
    case 'range':
      return (c.min === null || doc.price >= c.min) && (c.max === null || doc.price <= c.max);
    case 'atLeast':
      return doc.rating >= c.value;
  }
}

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The sorts of decision 087; undefined keeps Orama's relevance order (score, best first). */
function comparatorOf(sort: SearchQuery['sort'], hasText: boolean) {
  type Compare = (a: StoredDocument, b: StoredDocument) => number;
  const tie: Compare = (a, b) => byCodePoint(a.id, b.id);
  const sorts: Record<SearchQuery['sort'], Compare | undefined> = {
    'name-asc': (a, b) => byCodePoint(a.sortName, b.sortName) || tie(a, b),
    'name-desc': (a, b) => byCodePoint(b.sortName, a.sortName) || tie(a, b),
    'price-asc': (a, b) => a.price - b.price || tie(a, b),
    'price-desc': (a, b) => b.price - a.price || tie(a, b),
    newest: (a, b) => b.createdAt - a.createdAt || tie(a, b),
    relevance: hasText ? undefined : (a, b) => b.publishedAt - a.publishedAt || tie(a, b),
  };
  return sorts[sort];
}

/**
 * Removes every id now. Orama's synchronous `removeMultiple` removes the first batch at once and the
 * others later from timers, after it has returned: an upsert of more than one batch then removed its
 * own freshly inserted documents in the background (the search bench's 100k index emptied while it
 * was searched, and the process spun at exit, decision 229). One batch of every id leaves nothing
 * for later.
 */
async function removeAll(db: AnyOrama, ids: string[]): Promise<void> {
  if (ids.length) await removeMultiple(db, ids, ids.length, undefined, true);
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
      await removeAll(
        db,
        documents.map((d) => d.id),
      );
      await insertMultiple(db, documents.map(storedOf) as never, 1_000, undefined, true);
    },
    async remove(index, productIds) {
      const db = databases.get(index);
      if (db && productIds.length) await removeAll(db, [...productIds]);
    },
    async clear(index) {
      databases.delete(index);
    },
    async search(index, query) {
      const db = dbOf(index);
      const hasText = words(query.text).length > 0;
      // One Orama search for the text (and the category page), every match; filters, facet counts,
      // sort and page in one pass here, so disjunctive counts need no second search.
      const where = query.filters.categoryId
        ? { categories: { containsAny: [query.filters.categoryId] } }
        : {};
      const found = await run(db, hasText ? query.text : '', { where, limit: Math.max(1, count(db)) });
      const matches = found.hits.map((h) => h.document as unknown as StoredDocument);
      const conditions = conditionsOf(query.filters);
      const facets = emptyFacets();
      const passing: StoredDocument[] = [];
      let low = Number.POSITIVE_INFINITY;
      let high = Number.NEGATIVE_INFINITY;
      for (const doc of matches) {
        let failed = 0;
        let failedFacet: Condition['facet'] | null = null;
        for (const c of conditions) {
          if (!passes(c, doc)) {
            failed++;
            failedFacet = c.facet;
          }
        }
        if (failed === 0) passing.push(doc);
        // A facet's counts ignore its own filter: count a document that fails only that facet.
        const countsFor = (facet: Condition['facet']) =>
          failed === 0 || (failed === 1 && failedFacet === facet);
        if (doc.brand && countsFor('brand')) facets.brand[doc.brand] = (facets.brand[doc.brand] ?? 0) + 1;
        if (countsFor('tags')) for (const tag of doc.tags) facets.tags[tag] = (facets.tags[tag] ?? 0) + 1;
        if (countsFor('rating'))
          for (const step of RATING_STEPS) if (doc.rating >= Number(step)) facets.rating[step] += 1;
        if (countsFor('price')) {
          if (doc.price < low) low = doc.price;
          if (doc.price > high) high = doc.price;
        }
        for (const value of doc.categories) {
          if (!value.startsWith('lvl')) continue;
          const level = Number(value[3]);
          if (conditions.every((c) => !appliesToLevelCounts(c, level) || passes(c, doc))) {
            const bucket = facets.categories[`lvl${level}` as keyof SearchFacets['categories']];
            const id = value.slice(5);
            bucket[id] = (bucket[id] ?? 0) + 1;
          }
        }
      }
      facets.price = low <= high ? { min: low, max: high } : null;
      const compare = comparatorOf(query.sort, hasText);
      if (compare) passing.sort(compare);
      const offset = (query.page - 1) * query.hitsPerPage;
      return {
        hits: passing.slice(offset, offset + query.hitsPerPage).map(hitOf),
        total: passing.length,
        page: query.page,
        hitsPerPage: query.hitsPerPage,
        pages: pagesOf(passing.length, query.hitsPerPage),
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
