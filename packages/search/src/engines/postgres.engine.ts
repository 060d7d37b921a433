/**
 * The PostgreSQL engine: documents in `search_documents`, one tsvector per row built with the
 * index language's configuration, pg_trgm over the index vocabulary for typos, facets and hits in
 * one statement. Every app node reads the same tables, so all nodes answer alike.
 */
import { CATEGORY_LEVELS } from '@toolyard/domain';
import { LRUCache } from 'lru-cache';
import { fold, postgresConfigOf, queryWords, SIMPLE_CONFIG, words } from '../analysis/text.ts';
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

export interface Queryable {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** Words shorter than this are never "corrected": too many neighbours. */
const TYPO_MIN_LENGTH = 4;
const TYPO_ALTERNATIVES = 3;

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function conditionSql(params: Params, c: Condition): string {
  switch (c.kind) {
    case 'in':
      return `brand = any(${params.add(c.values)}::text[])`;
    case 'overlaps':
      return `${c.facet === 'tags' ? 'tags' : 'categories'} && ${params.add(c.values)}::text[]`;
    case 'range': {
      const parts: string[] = [];
      if (c.min !== null) parts.push(`price >= ${params.add(c.min)}::bigint`);
      if (c.max !== null) parts.push(`price <= ${params.add(c.max)}::bigint`);
      return parts.join(' and ') || 'true';
    }
    case 'atLeast':
      return `rating >= ${params.add(c.value)}::real`;
  }
}

function allOf(parts: string[]): string {
  return parts.length ? parts.map((p) => `(${p})`).join(' and ') : 'true';
}

const ORDER: Record<SearchQuery['sort'], string> = {
  relevance: 'published_at desc, product_id',
  'name-asc': 'sort_name collate "C" asc, product_id',
  'name-desc': 'sort_name collate "C" desc, product_id',
  'price-asc': 'price asc, product_id',
  'price-desc': 'price desc, product_id',
  newest: 'created_at desc, product_id',
};

interface HitRow {
  product_id: string;
  sku: string;
  key: string;
  name: string;
  slug: string;
  brand: string | null;
  image_url: string | null;
  currency: string;
  price: string | number;
  standard_price: string | number;
  in_stock: boolean;
  available_quantity: number;
  rating: number;
  review_count: number;
  tags: string[];
}

const HIT_COLUMNS = [
  'product_id',
  'sku',
  'key',
  'name',
  'slug',
  'brand',
  'image_url',
  'currency',
  'price',
  'standard_price',
  'in_stock',
  'available_quantity',
  'rating',
  'review_count',
  'tags',
]
  .map((column) => `'${column}', s.${column}`)
  .join(', ');

function hitOf(row: HitRow): SearchHit {
  return {
    id: row.product_id,
    sku: row.sku,
    key: row.key,
    name: row.name,
    slug: row.slug,
    brand: row.brand,
    imageUrl: row.image_url,
    currency: row.currency,
    price: Number(row.price),
    standardPrice: Number(row.standard_price),
    inStock: row.in_stock,
    availableQuantity: row.available_quantity,
    rating: row.rating,
    reviewCount: row.review_count,
    tags: row.tags,
  };
}

export function createPostgresEngine(pool: Queryable): SearchEngine {
  /** Whether a tsquery keeps any term after the configuration's stopwords, per (config, query). */
  const termsKnown = new LRUCache<string, boolean>({ max: 10_000 });
  const hasTerms = async (config: string, tsquery: string): Promise<boolean> => {
    const key = `${config}\u0000${tsquery}`;
    const known = termsKnown.get(key);
    if (known !== undefined) return known;
    const { rows } = await pool.query<{ n: number }>('select numnode(to_tsquery($1::regconfig, $2)) as n', [
      config,
      tsquery,
    ]);
    const has = (rows[0]?.n ?? 0) > 0;
    termsKnown.set(key, has);
    return has;
  };
  /**
   * The tsquery text of a search: every word must match (AND); the last word is a prefix. With
   * `typos`, a word may also match up to three similar words of the index vocabulary when it is
   * not one itself. Null when the text has no words (or, with `typos`, no word could be corrected).
   */
  const tsqueryOf = async (index: string, text: string, typos: boolean): Promise<string | null> => {
    const list = queryWords(text).map(fold);
    if (list.length === 0) return null;
    const checked = list.filter((w) => w.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(w));
    if (typos && checked.length === 0) return null;
    const near = new Map<string, string[]>();
    if (typos) {
      const { rows } = await pool.query<{ word: string; known: boolean; near: string[] }>(
        `select w.word,
           exists(select 1 from search_terms t where t.index_name = $1 and t.term = w.word) as known,
           array(select t.term from search_terms t where t.index_name = $1 and t.term % w.word
                 order by similarity(t.term, w.word) desc, t.term limit ${TYPO_ALTERNATIVES}) as near
         from unnest($2::text[]) as w(word)`,
        [index, checked],
      );
      for (const row of rows) if (!row.known) near.set(row.word, row.near);
    }
    return list
      .map((word, i) => {
        const self = i === list.length - 1 ? `'${word}':*` : `'${word}'`;
        const alternatives = (near.get(word) ?? []).map((term) => `'${term}'`);
        return `(${[self, ...alternatives].join(' | ')})`;
      })
      .join(' & ');
  };

  const upsertChunk = async (index: string, config: string, docs: readonly SearchDocument[]) => {
    await pool.query(
      `insert into search_documents (index_name, product_id, sku, key, name, sort_name, slug, brand, model,
         ean, image_url, tags, categories, currency, price, standard_price, in_stock, available_quantity,
         rating, review_count, release_date, published_at, created_at, tsv, indexed_at)
       select $1, d.id, d.sku, d.key, d.name, d.sort_name, d.slug, d.brand, d.model, d.ean, d.image_url,
         array(select json_array_elements_text(d.tags)), array(select json_array_elements_text(d.categories)),
         d.currency, d.price, d.standard_price, d.in_stock, d.available_quantity, d.rating, d.review_count,
         d.release_date, d.published_at, d.created_at,
         setweight(to_tsvector($2::regconfig, d.name || ' ' || coalesce(d.brand, '') || ' ' || coalesce(d.model, '')), 'A')
           || setweight(to_tsvector('${SIMPLE_CONFIG}', d.codes), 'A')
           || setweight(to_tsvector($2::regconfig, d.category_text), 'B')
           || setweight(to_tsvector($2::regconfig, d.attribute_text || ' ' || d.synonym_text), 'C'),
         now()
       from json_to_recordset($3::json) as d(id text, sku text, key text, name text, sort_name text, slug text,
         brand text, model text, ean text, image_url text, codes text, tags json, categories json, currency text,
         price bigint, standard_price bigint, in_stock boolean, available_quantity integer, rating real,
         review_count integer, release_date timestamptz, published_at timestamptz, created_at timestamptz,
         category_text text, attribute_text text, synonym_text text)
       on conflict (index_name, product_id) do update set sku = excluded.sku, key = excluded.key,
         name = excluded.name, sort_name = excluded.sort_name, slug = excluded.slug, brand = excluded.brand,
         model = excluded.model, ean = excluded.ean, image_url = excluded.image_url, tags = excluded.tags,
         categories = excluded.categories, currency = excluded.currency, price = excluded.price,
         standard_price = excluded.standard_price, in_stock = excluded.in_stock,
         available_quantity = excluded.available_quantity, rating = excluded.rating,
         review_count = excluded.review_count, release_date = excluded.release_date,
         published_at = excluded.published_at, created_at = excluded.created_at, tsv = excluded.tsv,
         indexed_at = excluded.indexed_at`,
      [
        index,
        config,
        JSON.stringify(
          docs.map((d) => ({
            id: d.id,
            sku: d.sku,
            key: d.key,
            name: d.name,
            sort_name: d.sortName,
            slug: d.slug,
            brand: d.brand,
            model: d.model,
            ean: d.ean,
            image_url: d.imageUrl,
            codes: d.codes.join(' '),
            tags: d.tags,
            categories: d.categories,
            currency: d.currency,
            price: d.price,
            standard_price: d.standardPrice,
            in_stock: d.inStock,
            available_quantity: d.availableQuantity,
            rating: d.rating,
            review_count: d.reviewCount,
            release_date: d.releaseDate?.toISOString() ?? null,
            published_at: d.publishedAt.toISOString(),
            created_at: d.createdAt.toISOString(),
            category_text: d.categoryText,
            attribute_text: d.attributeText,
            synonym_text: d.synonymText,
          })),
        ),
      ],
    );
    const vocabulary = new Set<string>();
    for (const d of docs)
      for (const word of words(`${d.name} ${d.brand ?? ''} ${d.categoryText} ${d.synonymText}`))
        if (word.length >= TYPO_MIN_LENGTH) vocabulary.add(fold(word));
    if (vocabulary.size)
      await pool.query(
        `insert into search_terms (index_name, term) select $1, unnest($2::text[]) on conflict do nothing`,
        [index, [...vocabulary]],
      );
  };

  const engine: SearchEngine = {
    name: 'postgres',
    async upsert(index, documents) {
      const config = postgresConfigOf(languageOfIndex(index));
      for (let i = 0; i < documents.length; i += 1_000)
        await upsertChunk(index, config, documents.slice(i, i + 1_000));
    },
    async remove(index, productIds) {
      if (productIds.length === 0) return;
      await pool.query(
        'delete from search_documents where index_name = $1 and product_id = any($2::text[])',
        [index, [...productIds]],
      );
    },
    async clear(index) {
      await pool.query('delete from search_documents where index_name = $1', [index]);
      await pool.query('delete from search_terms where index_name = $1', [index]);
    },
    // Correctly spelt words cost one statement; the vocabulary is asked only when nothing matched.
    async search(index, query) {
      const exact = await searchWith(index, query, await tsqueryOf(index, query.text, false));
      if (exact.total > 0) return exact;
      const corrected = await tsqueryOf(index, query.text, true);
      return corrected ? searchWith(index, query, corrected) : exact;
    },
    async suggest(index, text, limit) {
      const exact = await suggestWith(index, await tsqueryOf(index, text, false), limit);
      if (exact.length > 0) return exact;
      return suggestWith(index, await tsqueryOf(index, text, true), limit);
    },
    async close() {},
  };

  async function searchWith(
    index: string,
    query: SearchQuery,
    tsquery: string | null,
  ): Promise<SearchResult> {
    const params = new Params();
    const indexParam = params.add(index);
    const base: string[] = [`d.index_name = ${indexParam}`];
    const from = 'search_documents d';
    let queryParam = '';
    // Only stopwords ("die", "the") match everything, as no text does.
    const config = postgresConfigOf(languageOfIndex(index));
    if (tsquery && !(await hasTerms(config, tsquery))) tsquery = null;
    if (tsquery) {
      queryParam = `to_tsquery(${params.add(config)}::regconfig, ${params.add(tsquery)})`;
      // A plain `tsv @@ query` (no OR around it) lets the planner use the GIN index.
      base.push(`d.tsv @@ ${queryParam}`);
    }
    if (query.filters.categoryId) base.push(`d.categories @> array[${params.add(query.filters.categoryId)}]`);
    const conditions = conditionsOf(query.filters);
    const sqlOf = new Map(conditions.map((c) => [c, conditionSql(params, c)]));
    const except = (keep: (c: Condition) => boolean) =>
      allOf(conditions.filter(keep).map((c) => sqlOf.get(c) as string));
    const all = except(() => true);
    // The rank is computed for the rows that pass every filter only: ts_rank reads the whole tsvector.
    const ranked = query.sort === 'relevance' && tsquery !== null;
    const order = ranked ? `rank desc, ${ORDER.relevance}` : ORDER[query.sort];
    const limit = params.add(query.hitsPerPage);
    const offset = params.add((query.page - 1) * query.hitsPerPage);
    const page = ranked
      ? `select product_id, published_at, ts_rank(tsv, ${queryParam}) as rank
             from base where ${all} order by ${order} limit ${limit} offset ${offset}`
      : `select product_id from base where ${all} order by ${order} limit ${limit} offset ${offset}`;
    const categoryFilters = conditions.some((c) => c.facet.startsWith('lvl'));
    // Without category filters every level shares one condition: filter rows before unnesting.
    const categoryCounts = categoryFilters
      ? CATEGORY_LEVELS.map(
          (level) => `select category, count(*) as n from base, unnest(categories) category
               where category like 'lvl${level}:%' and ${except((c) => appliesToLevelCounts(c, level))}
               group by category`,
        ).join(' union all ')
      : `select category, count(*) as n from (select categories from base where ${all}) b,
             unnest(b.categories) category where category like 'lvl%' group by category`;
    const statement = `
        with base as materialized (
          select d.product_id, d.brand, d.tags, d.categories, d.price, d.rating, d.sort_name, d.created_at,
            d.published_at${ranked ? ', d.tsv' : ''}
          from ${from} where ${base.join(' and ')}
        )
        select
          (select coalesce(json_agg(json_build_object(${HIT_COLUMNS}) order by page.position), '[]') from (
             select product_id, row_number() over () as position from (${page}) ordered) page
             join search_documents s on s.index_name = ${indexParam} and s.product_id = page.product_id
          ) as hits,
          (select count(*) from base where ${all}) as total,
          (select coalesce(json_object_agg(brand, n), '{}') from (
             select brand, count(*) as n from base where brand is not null and ${except((c) => c.facet !== 'brand')}
             group by brand) x) as brands,
          (select coalesce(json_object_agg(tag, n), '{}') from (
             select tag, count(*) as n from base, unnest(tags) tag where ${except((c) => c.facet !== 'tags')}
             group by tag) x) as tags,
          (select coalesce(json_object_agg(category, n), '{}') from (${categoryCounts}) x) as categories,
          (select json_build_object(${RATING_STEPS.map((s) => `'${s}', count(*) filter (where rating >= ${s})`).join(', ')})
             from base where ${except((c) => c.facet !== 'rating')}) as rating,
          (select json_build_object('min', min(price), 'max', max(price))
             from base where ${except((c) => c.facet !== 'price')}) as price`;
    const { rows } = await pool.query<{
      hits: HitRow[];
      total: string;
      brands: Record<string, number>;
      tags: Record<string, number>;
      categories: Record<string, number>;
      rating: SearchResult['facets']['rating'];
      price: { min: number | null; max: number | null };
    }>(statement, params.values);
    const row = rows[0];
    const facets = emptyFacets();
    if (!row) throw new Error('search statement returned no row');
    facets.brand = row.brands;
    facets.tags = row.tags;
    for (const [value, n] of Object.entries(row.categories)) {
      const [level, id] = [value.slice(0, 4), value.slice(5)];
      const bucket = facets.categories[level as keyof typeof facets.categories];
      if (bucket) bucket[id] = n;
    }
    facets.rating = row.rating;
    facets.price =
      row.price.min === null || row.price.max === null
        ? null
        : { min: Number(row.price.min), max: Number(row.price.max) };
    const total = Number(row.total);
    return {
      hits: row.hits.map(hitOf),
      total,
      page: query.page,
      hitsPerPage: query.hitsPerPage,
      pages: pagesOf(total, query.hitsPerPage),
      facets,
    };
  }

  async function suggestWith(index: string, tsquery: string | null, limit: number): Promise<Suggestion[]> {
    if (!tsquery) return [];
    const { rows } = await pool.query<Suggestion>(
      `select d.product_id as id, d.name, d.slug
       from search_documents d, to_tsquery($2::regconfig, $3) q
       where d.index_name = $1 and d.tsv @@ q
       order by ts_rank(d.tsv, q) desc, d.published_at desc, d.product_id limit $4`,
      [index, postgresConfigOf(languageOfIndex(index)), tsquery, limit],
    );
    return rows;
  }

  return engine;
}
