/**
 * The PostgreSQL engine's search statement (decision 190): one round trip per search, typo fallback
 * included. The match set is read once from the index's partition of the narrow `search_matches`
 * (decision 230) into a narrow materialized CTE; hits, total and every facet count are aggregates
 * over it, and only the page of hits reads the documents' wide rows.
 */
import { CATEGORY_LEVELS } from '@toolyard/domain';
import {
  emptyFacets,
  pagesOf,
  RATING_STEPS,
  type SearchHit,
  type SearchQuery,
  type SearchResult,
} from '../search.port.ts';
import { appliesToLevelCounts, type Condition, conditionsOf } from './filters.ts';

/** Similar vocabulary words a misspelt word may also match. */
export const TYPO_ALTERNATIVES = 3;

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
      return `${c.facet === 'tags' ? 'tags' : 'levels'} && ${params.add(c.values)}::text[]`;
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

/** The text of a search, as the statement needs it. */
export interface TextQuery {
  config: string;
  /** The tsquery text of the words as typed (every word must match, the last one as a prefix). */
  tsquery: string;
  /**
   * When the words as typed match nothing under the filters, the statement itself retries with each
   * word of `typoWords` (null: not checked) also matching up to three similar vocabulary words it is
   * not one of; `pieces` are the tsquery terms of the words as typed, in order.
   */
  typos: { pieces: string[]; typoWords: Array<string | null> } | null;
}

export interface SearchStatement {
  text: string;
  values: unknown[];
}

export function searchStatement(index: string, query: SearchQuery, text: TextQuery | null): SearchStatement {
  const params = new Params();
  const indexParam = params.add(index);
  const where: string[] = [`d.index_name = ${indexParam}`];
  if (query.filters.categoryId) where.push(`d.categories @> array[${params.add(query.filters.categoryId)}]`);
  const conditions = conditionsOf(query.filters);
  const sqlOf = new Map(conditions.map((c) => [c, conditionSql(params, c)]));
  // Each condition is evaluated once, in the scan, into a flag column (f0, f1, …) that the kept
  // columns below and the counts read (written out in each, a condition ran once per use: decision 230).
  const flagOf = new Map(conditions.map((c, i) => [c, `f${i}`]));
  const except = (keep: (c: Condition) => boolean) =>
    allOf(conditions.filter(keep).map((c) => flagOf.get(c) as string));
  const all = except(() => true);
  const ranked = query.sort === 'relevance' && text !== null;
  /** A column only for the rows a count or the page reads (null otherwise): a broad match set stays in memory. */
  const keptIf = (condition: string, column: string) =>
    condition === 'true' ? `m.${column}` : `case when ${condition} then m.${column} end as ${column}`;
  const sortColumn: Partial<Record<SearchQuery['sort'], string>> = {
    'name-asc': 'sort_name',
    'name-desc': 'sort_name',
    newest: 'created_at',
  };
  const flags = conditions.map((c) => `(${sqlOf.get(c)}) as ${flagOf.get(c)}`);
  // The match set is read from the narrow search_matches (decision 230: ~10 rows per heap page
  // instead of 4). A category listing filters on every category id (any tree), which only the
  // documents hold: it reads search_documents, whose rows have the same columns.
  const table = query.filters.categoryId ? 'search_documents' : 'search_matches';
  // The columns facets and the sort read, each only for the rows that need it (a 100k type word
  // matches ~9,000 rows of which the filters keep a few thousand: with every column the match set
  // spilled to disk, decision 225); neither the tsvector nor every category id. A facet's column is
  // read by the rows passing every filter but its own (levels: but the category levels'); the page's
  // by the rows passing all. The rank is computed while the row is at hand, for those rows only.
  const facetColumns: Array<[string, (c: Condition) => boolean]> = [
    ['brand', (c) => c.facet !== 'brand'],
    ['tags', (c) => c.facet !== 'tags'],
    ['levels', (c) => !c.facet.startsWith('lvl')],
    ['price', (c) => c.facet !== 'price'],
    ['rating', (c) => c.facet !== 'rating'],
  ];
  const sorted = sortColumn[query.sort];
  const pageColumns = ['product_id', 'published_at', ...(sorted ? [sorted] : [])];
  const scope = where.join(' and ');
  const read = [...pageColumns, ...facetColumns.map(([column]) => column), ...(ranked ? ['tsv'] : [])];
  // `offset 0` keeps the scan a subquery of its own: pulled up, each flag's condition would be
  // written out again in every kept column.
  const matchSet = (tsquery: string | null) => {
    const scan = `select ${[...read.map((column) => `d.${column}`), ...flags].join(', ')}
        from ${table} d where ${scope}${tsquery ? ` and d.tsv @@ ${tsquery}` : ''} offset 0`;
    const columns = [
      ...pageColumns.map((column) => keptIf(all, column)),
      ...facetColumns.map(([column, keep]) => keptIf(except(keep), column)),
      ...conditions.map((c) => flagOf.get(c) as string),
      `${ranked ? `case when ${all} then ts_rank(m.tsv, ${tsquery}) end` : all} as rank`,
    ];
    return `select ${columns.join(', ')} from (${scan}) m`;
  };
  let ctes: string;
  if (text === null) {
    ctes = `base as materialized (${matchSet(null)})`;
  } else {
    const config = params.add(text.config);
    const exact = `to_tsquery(${config}::regconfig, ${params.add(text.tsquery)})`;
    // A plain `tsv @@ query` (no OR around it) lets the planner use the partition's GIN index.
    ctes = `exact as materialized (${matchSet(exact)})`;
    if (text.typos === null) ctes += ', base as (select * from exact)';
    else {
      // The vocabulary is asked only when no row of `exact` passes the filters (a one-time
      // condition): words spelt right never read it. Without a fallback row the corrected query is
      // null and its index scan returns at once. `base` is not copied: each use reads both CTEs.
      const near = `(select string_agg(' | ''' || n.term || '''', '' order by n.sim desc, n.term)
          from (select t.term, similarity(t.term, w.word) as sim from search_terms t
                where t.index_name = ${indexParam} and t.term % w.word
                order by sim desc, t.term limit ${TYPO_ALTERNATIVES}) n
          where not exists (select 1 from search_terms k where k.index_name = ${indexParam} and k.term = w.word))`;
      const corrected = '(select q from fallback)';
      ctes += `, fallback as materialized (
          select to_tsquery(${config}::regconfig,
            string_agg('(' || w.piece || coalesce(${near}, '') || ')', ' & ' order by w.i)) as q
          from unnest(${params.add(text.typos.pieces)}::text[], ${params.add(text.typos.typoWords)}::text[])
            with ordinality as w(piece, word, i)
          where not exists (select 1 from exact where ${ranked ? 'rank is not null' : 'rank'})
          having count(*) > 0),
        fixed as materialized (${matchSet(corrected)}),
        base as not materialized (
          select * from exact where not exists (select 1 from fallback) union all select * from fixed)`;
    }
  }
  // `rank` is null (ranked) or false (unranked) exactly for rows that fail a filter.
  const passes = ranked ? 'rank is not null' : 'rank';
  const order = ranked ? `rank desc, ${ORDER.relevance}` : ORDER[query.sort];
  const limit = params.add(query.hitsPerPage);
  const offset = params.add((query.page - 1) * query.hitsPerPage);
  const page = `select product_id from base where ${passes} order by ${order} limit ${limit} offset ${offset}`;
  // Rows are grouped by their whole category path first, then the few distinct paths unnested: a
  // 100k type word keeps ~3,000 rows on a handful of paths, and unnesting every row's five levels
  // hashed ~15,000 strings (a sixth of the statement). Counts are the same: each row still adds one
  // to every element of its path.
  const levelCounts = (where: string, level?: number) =>
    `select category, sum(n) as n from (select levels, count(*) as n from base where ${where} group by levels) g,
         unnest(g.levels) as category${level === undefined ? '' : ` where category like 'lvl${level}:%'`} group by category`;
  // Without category filters every level shares one condition.
  const categoryCounts = conditions.some((c) => c.facet.startsWith('lvl'))
    ? CATEGORY_LEVELS.map((level) =>
        levelCounts(
          except((c) => appliesToLevelCounts(c, level)),
          level,
        ),
      ).join(' union all ')
    : levelCounts(passes);
  const exceptRating = except((c) => c.facet !== 'rating');
  const exceptPrice = except((c) => c.facet !== 'price');
  // Brand counts and the totals (hits, rating steps, price range) in one pass over the match set,
  // grouped by brand; the totals then add up the few brand groups (decision 230).
  const ratings = RATING_STEPS.map(
    (s) => `count(*) filter (where rating >= ${s} and ${exceptRating}) as r${s}`,
  );
  const byBrand = `by_brand as materialized (
      select brand, count(*) filter (where brand is not null and ${except((c) => c.facet !== 'brand')}) as n,
        count(*) filter (where ${passes}) as total, ${ratings.join(', ')},
        min(price) filter (where ${exceptPrice}) as low, max(price) filter (where ${exceptPrice}) as high
      from base group by brand)`;
  const statement = `
      with ${ctes}, ${byBrand}
      select
        (select coalesce(json_agg(json_build_object(${HIT_COLUMNS}) order by page.position), '[]') from (
           select product_id, row_number() over () as position from (${page}) ordered) page
           join search_documents s on s.index_name = ${indexParam} and s.product_id = page.product_id
        ) as hits,
        (select coalesce(json_object_agg(brand, n), '{}') from by_brand where brand is not null and n > 0) as brands,
        (select coalesce(json_object_agg(tag, n), '{}') from (
           select tag, count(*) as n from (
             select unnest(tags) as tag from base where ${except((c) => c.facet !== 'tags')}) b
           group by tag) x) as tags,
        (select coalesce(json_object_agg(category, n), '{}') from (${categoryCounts}) x) as categories,
        (select json_build_object('total', coalesce(sum(total), 0),
             'rating', json_build_object(${RATING_STEPS.map((s) => `'${s}', coalesce(sum(r${s}), 0)`).join(', ')}),
             'min', min(low), 'max', max(high))
           from by_brand) as stats`;
  return { text: statement, values: params.values };
}

export interface StatementRow {
  hits: HitRow[];
  brands: Record<string, number>;
  tags: Record<string, number>;
  categories: Record<string, number>;
  stats: {
    total: number;
    rating: SearchResult['facets']['rating'];
    min: number | string | null;
    max: number | string | null;
  };
}

export function resultOf(row: StatementRow, query: SearchQuery): SearchResult {
  const facets = emptyFacets();
  facets.brand = row.brands;
  facets.tags = row.tags;
  for (const [value, n] of Object.entries(row.categories)) {
    const [level, id] = [value.slice(0, 4), value.slice(5)];
    const bucket = facets.categories[level as keyof typeof facets.categories];
    if (bucket) bucket[id] = n;
  }
  facets.rating = row.stats.rating;
  facets.price =
    row.stats.min === null || row.stats.max === null
      ? null
      : { min: Number(row.stats.min), max: Number(row.stats.max) };
  const total = Number(row.stats.total);
  return {
    hits: row.hits.map(hitOf),
    total,
    page: query.page,
    hitsPerPage: query.hitsPerPage,
    pages: pagesOf(total, query.hitsPerPage),
    facets,
  };
}
