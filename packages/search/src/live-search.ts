/**
 * Search as an app node runs it (decision 102): the indexes built when missing, and kept fresh
 * through the node's notifier whenever the catalog changes (prices, stock, texts, reviews, imports,
 * categories, reference data). Changes heard within 100 ms are reindexed together, one run at a time.
 */
import {
  type CatalogChange,
  catalogChanged,
  createSearchSource,
  type Database,
  type Notifier,
  poolOf,
} from '@toolyard/commerce';
import { LRUCache } from 'lru-cache';
import { createSearch, type Search, type SearchEngineName } from './create-search.ts';
import type { SearchOutcome } from './search.service.ts';

type Log = (line: string) => void;

export interface LiveSearch extends Search {
  /**
   * Resolves when the index holds its documents, building it first if no node has (the number of
   * documents built), or null when it was already there.
   */
  ready(index: string): Promise<number | null>;
  /** Makes every index ready, one after the other; the counts of those built here. */
  ensureIndexes(): Promise<Record<string, number>>;
  /** Resolves when every catalog change heard so far is in the indexes. */
  settled(): Promise<void>;
  /**
   * Calls `listener` each time this node's indexes have taken changes in (a reindex or a build
   * finished). Whatever was rendered from them before, as a cached page, may be out of date.
   */
  onIndexChanged(listener: () => void): () => void;
  close(): Promise<void>;
}

const COALESCE_MS = 100;
/**
 * Search answers kept per node (decision 195): every category page and CMS product block asks the
 * same queries. Dropped on every catalog change heard and again when this node's reindex of it is
 * done; the TTL bounds a lost message, as the product cache's (decision 021).
 */
const RESULT_TTL_MS = 5_000;
const MAX_RESULTS = 500;
/** Advisory lock key: one node builds the shared PostgreSQL indexes while the others wait. */
const INDEX_BUILD_LOCK = 0x5ea4c4;

export function createLiveSearch(
  db: Database,
  options: {
    engine: SearchEngineName;
    notifier: Notifier;
    log: Log;
    indexes?: readonly string[];
    /** How long a search answer is kept (0: not kept). */
    resultTtlMs?: number;
  },
): LiveSearch {
  const pool = poolOf(db);
  const search = createSearch({
    engine: options.engine,
    pool,
    source: createSearchSource(db),
    ...(options.indexes ? { indexes: options.indexes } : {}),
  });
  const { log } = options;

  let pendingIds = new Set<string>();
  let pendingAll = false;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();

  const resultTtl = options.resultTtlMs ?? RESULT_TTL_MS;
  const results = new LRUCache<string, Promise<SearchOutcome>>({ max: MAX_RESULTS });
  // Bumped whenever the indexes may have changed: a search started before must not keep its answer.
  let generation = 0;
  const dropResults = () => {
    generation++;
    results.clear();
  };
  const indexListeners = new Set<() => void>();
  const indexChanged = () => {
    dropResults();
    for (const listener of indexListeners) listener();
  };
  const service: Search['service'] = {
    engine: search.service.engine,
    suggest: (ctx, text, limit) => search.service.suggest(ctx, text, limit),
    search(ctx, input) {
      if (resultTtl <= 0) return search.service.search(ctx, input);
      const key = JSON.stringify([ctx.locale, input]);
      const hit = results.get(key);
      if (hit) return hit;
      const started = generation;
      const answer = search.service.search(ctx, input);
      results.set(key, answer, { ttl: resultTtl });
      answer.then(
        () => {
          if (started !== generation && results.get(key) === answer) results.delete(key);
        },
        () => {
          if (results.get(key) === answer) results.delete(key);
        },
      );
      return answer;
    },
  };

  const flush = () => {
    timer = null;
    const all = pendingAll;
    const ids = [...pendingIds];
    pendingAll = false;
    pendingIds = new Set();
    chain = chain.then(async () => {
      try {
        // Never empties an index: listings keep answering while everything is re-read.
        if (all) await search.indexer.refreshAll();
        else if (ids.length) await search.indexer.reindexProducts(ids);
        indexChanged();
      } catch (error) {
        // Some documents may have been written before the failure.
        indexChanged();
        log(
          `error: search reindex (${all ? 'all' : `${ids.length} products`}) failed: ${(error as Error).message}`,
        );
      }
    });
  };
  const onChange = (change: CatalogChange) => {
    dropResults();
    // Categories and reference data (discounts, shipping) change what many documents hold.
    if (change.kind !== 'products' || change.productIds === null) pendingAll = true;
    else for (const id of change.productIds) pendingIds.add(id);
    timer ??= setTimeout(flush, COALESCE_MS);
  };
  // A message missed while disconnected could have been any change.
  const unsubscribe = options.notifier.subscribe(catalogChanged, onChange, {
    onMissed: () => onChange({ kind: 'categories' }),
  });

  // Per index: resolved once it holds documents (built here or found built by another node).
  const ready = new Map<string, Promise<number | null>>();
  const buildIfMissing = async (index: string): Promise<number | null> => {
    if (search.engine.name === 'orama') return (await search.indexer.rebuild([index]))[index] ?? 0;
    const client = await pool.connect();
    const lockKey = search.indexes.indexOf(index);
    try {
      // Nodes starting together: one builds an index, the others wait and then find it filled.
      await client.query('select pg_advisory_lock($1, $2)', [INDEX_BUILD_LOCK, lockKey]);
      const { rowCount } = await client.query(
        'select 1 from search_documents where index_name = $1 limit 1',
        [index],
      );
      return rowCount ? null : ((await search.indexer.rebuild([index]))[index] ?? 0);
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [INDEX_BUILD_LOCK, lockKey]).catch(() => {});
      client.release();
    }
  };
  const readyIndex = (index: string): Promise<number | null> => {
    let promise = ready.get(index);
    if (!promise) {
      promise = buildIfMissing(index);
      ready.set(index, promise);
      // Answers read while the index was being filled are incomplete.
      promise.then(indexChanged, () => {});
      // A failed build is tried again by the next request rather than remembered.
      promise.catch((error: Error) => {
        ready.delete(index);
        log(`error: search index ${index} not built: ${error.message}`);
      });
    }
    return promise;
  };

  return {
    ...search,
    service,
    ready: readyIndex,
    async ensureIndexes() {
      const started = Date.now();
      const counts: Record<string, number> = {};
      // One after the other: a request for an index not reached yet builds that one first.
      for (const index of search.indexes) {
        const built = await readyIndex(index);
        if (built !== null) counts[index] = built;
      }
      const n = Object.keys(counts).length;
      if (n) log(`search: ${n} ${search.engine.name} indexes built in ${Date.now() - started} ms`);
      return counts;
    },
    async settled() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await chain;
    },
    onIndexChanged(listener) {
      indexListeners.add(listener);
      return () => indexListeners.delete(listener);
    },
    async close() {
      unsubscribe();
      indexListeners.clear();
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
      await search.engine.close();
    },
  };
}
