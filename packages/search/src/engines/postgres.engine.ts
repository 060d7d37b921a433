/**
 * The PostgreSQL engine: documents in `search_documents`, one tsvector per row built with the
 * index language's configuration, pg_trgm over the index vocabulary for typos; `search_matches`
 * holds each document's tsvector, facet and sort columns alone, for the match set (decision 230),
 * written in the same statement as the document. A search is one
 * statement (postgres.statement.ts, decision 190). Every app node reads the same tables, so all
 * nodes answer alike.
 */
import { LRUCache } from 'lru-cache';
import { fold, postgresConfigOf, queryWords, SIMPLE_CONFIG, words } from '../analysis/text.ts';
import type { SearchDocument } from '../documents.ts';
import { languageOfIndex } from '../index-names.ts';
import type { SearchEngine, SearchQuery, SearchResult, Suggestion } from '../search.port.ts';
import {
  resultOf,
  type StatementRow,
  searchStatement,
  type TextQuery,
  TYPO_ALTERNATIVES,
} from './postgres.statement.ts';

export interface Queryable {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

/** Words shorter than this are never "corrected": too many neighbours. */
const TYPO_MIN_LENGTH = 4;

const isTypoCandidate = (word: string) => word.length >= TYPO_MIN_LENGTH && /^\p{L}+$/u.test(word);

const categoryPath = (doc: SearchDocument) => doc.categories.filter((c) => c.startsWith('lvl')).join(' ');
const byCategoryPath = (a: SearchDocument, b: SearchDocument) => {
  const [pa, pb] = [categoryPath(a), categoryPath(b)];
  return pa < pb ? -1 : pa > pb ? 1 : a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0;
};

/** The columns of search_matches: what a search's match set reads (decision 230). */
const MATCH_COLUMNS =
  'index_name, product_id, tsv, brand, tags, levels, price, rating, sort_name, published_at, created_at';

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
    const checked = list.filter(isTypoCandidate);
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
    // The narrow search_matches row (decision 230) is written from the document's, in the same
    // statement and order (category order: the rows a word matches share heap pages there too).
    await pool.query(
      `with docs as (insert into search_documents (index_name, product_id, sku, key, name, sort_name, slug, brand, model,
         ean, image_url, tags, categories, levels, currency, price, standard_price, in_stock, available_quantity,
         rating, review_count, release_date, published_at, created_at, tsv, indexed_at)
       select $1, d.id, d.sku, d.key, d.name, d.sort_name, d.slug, d.brand, d.model, d.ean, d.image_url,
         array(select json_array_elements_text(d.tags)), array(select json_array_elements_text(d.categories)),
         array(select c from json_array_elements_text(d.categories) c where c like 'lvl%'),
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
         categories = excluded.categories, levels = excluded.levels, currency = excluded.currency, price = excluded.price,
         standard_price = excluded.standard_price, in_stock = excluded.in_stock,
         available_quantity = excluded.available_quantity, rating = excluded.rating,
         review_count = excluded.review_count, release_date = excluded.release_date,
         published_at = excluded.published_at, created_at = excluded.created_at, tsv = excluded.tsv,
         indexed_at = excluded.indexed_at
       returning ${MATCH_COLUMNS})
       insert into search_matches (${MATCH_COLUMNS}) select ${MATCH_COLUMNS} from docs
       on conflict (index_name, product_id) do update set
         ${MATCH_COLUMNS.split(', ')
           .slice(2)
           .map((column) => `${column} = excluded.${column}`)
           .join(', ')}`,
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
      // Written in category order, so the documents a search word matches (mostly one product type)
      // share heap pages: the search reads every matching row for its facets, and a 100k index
      // written in catalog order put each match on its own page (decision 190).
      const ordered = [...documents].sort(byCategoryPath);
      for (let i = 0; i < ordered.length; i += 1_000)
        await upsertChunk(index, config, ordered.slice(i, i + 1_000));
    },
    async remove(index, productIds) {
      if (productIds.length === 0) return;
      // The narrow rows first: the foreign key's cascade then finds nothing left to delete.
      await pool.query(
        `with matches as (delete from search_matches where index_name = $1 and product_id = any($2::text[]))
         delete from search_documents where index_name = $1 and product_id = any($2::text[])`,
        [index, [...productIds]],
      );
    },
    async clear(index) {
      await pool.query(
        `with matches as (delete from search_matches where index_name = $1)
         delete from search_documents where index_name = $1`,
        [index],
      );
      await pool.query('delete from search_terms where index_name = $1', [index]);
    },
    // One statement per search: the typo fallback runs inside it, only when nothing matched.
    async search(index, query) {
      return searchWith(index, query, await textQueryOf(index, query.text));
    },
    async suggest(index, text, limit) {
      const exact = await suggestWith(index, await tsqueryOf(index, text, false), limit);
      if (exact.length > 0) return exact;
      return suggestWith(index, await tsqueryOf(index, text, true), limit);
    },
    async close() {},
  };

  /** The text part of a search; null when it has no words, or only stopwords ("die", "the"). */
  async function textQueryOf(index: string, text: string): Promise<TextQuery | null> {
    const list = queryWords(text).map(fold);
    if (list.length === 0) return null;
    const config = postgresConfigOf(languageOfIndex(index));
    const pieces = list.map((word, i) => (i === list.length - 1 ? `'${word}':*` : `'${word}'`));
    const tsquery = pieces.map((piece) => `(${piece})`).join(' & ');
    // Only stopwords match everything, as no text does.
    if (!(await hasTerms(config, tsquery))) return null;
    const typoWords = list.map((w) => (isTypoCandidate(w) ? w : null));
    return { config, tsquery, typos: typoWords.some((w) => w !== null) ? { pieces, typoWords } : null };
  }

  async function searchWith(
    index: string,
    query: SearchQuery,
    text: TextQuery | null,
  ): Promise<SearchResult> {
    const statement = searchStatement(index, query, text);
    const { rows } = await pool.query<StatementRow>(statement.text, statement.values);
    const row = rows[0];
    if (!row) throw new Error('search statement returned no row');
    return resultOf(row, query);
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
