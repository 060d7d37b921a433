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
import { createSearch, type Search, type SearchEngineName } from './create-search.ts';

type Log = (line: string) => void;

export interface LiveSearch extends Search {
  /** Builds the indexes that hold no document (every index for the in-process engine). */
  ensureIndexes(): Promise<Record<string, number>>;
  /** Resolves when every catalog change heard so far is in the indexes. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const COALESCE_MS = 100;
/** Advisory lock key: one node builds the shared PostgreSQL indexes while the others wait. */
const INDEX_BUILD_LOCK = 0x5ea4c4;

export function createLiveSearch(
  db: Database,
  options: { engine: SearchEngineName; notifier: Notifier; log: Log; indexes?: readonly string[] },
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

  const flush = () => {
    timer = null;
    const all = pendingAll;
    const ids = [...pendingIds];
    pendingAll = false;
    pendingIds = new Set();
    chain = chain.then(async () => {
      try {
        if (all) await search.indexer.rebuild(search.indexes);
        else if (ids.length) await search.indexer.reindexProducts(ids);
      } catch (error) {
        log(
          `error: search reindex (${all ? 'all' : `${ids.length} products`}) failed: ${(error as Error).message}`,
        );
      }
    });
  };
  const onChange = (change: CatalogChange) => {
    // Categories and reference data (discounts, shipping) change what many documents hold.
    if (change.kind !== 'products' || change.productIds === null) pendingAll = true;
    else for (const id of change.productIds) pendingIds.add(id);
    timer ??= setTimeout(flush, COALESCE_MS);
  };
  // A message missed while disconnected could have been any change.
  const unsubscribe = options.notifier.subscribe(catalogChanged, onChange, {
    onMissed: () => onChange({ kind: 'categories' }),
  });

  const buildMissing = async (): Promise<Record<string, number>> => {
    if (search.engine.name === 'orama') return search.indexer.rebuild(search.indexes);
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [INDEX_BUILD_LOCK]);
      const { rows } = await client.query<{ index_name: string }>(
        'select distinct index_name from search_documents',
      );
      const present = new Set(rows.map((r) => r.index_name));
      const missing = search.indexes.filter((index) => !present.has(index));
      return missing.length ? await search.indexer.rebuild(missing) : {};
    } finally {
      await client.query('select pg_advisory_unlock($1)', [INDEX_BUILD_LOCK]).catch(() => {});
      client.release();
    }
  };

  return {
    ...search,
    async ensureIndexes() {
      const started = Date.now();
      const counts = await buildMissing();
      const built = Object.keys(counts).length;
      if (built) log(`search: ${built} ${search.engine.name} indexes built in ${Date.now() - started} ms`);
      return counts;
    },
    async settled() {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      await chain;
    },
    async close() {
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
      await search.engine.close();
    },
  };
}
