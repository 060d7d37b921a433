/** Composition: the engine chosen by SEARCH_ENGINE (decision 091), its indexer and the service. */
import type { SearchSource } from '@toolyard/commerce';
import { allStoreLocales, searchIndexName } from '@toolyard/domain';
import { createOramaEngine } from './engines/orama.engine.ts';
import { createPostgresEngine, type Queryable } from './engines/postgres.engine.ts';
import { createSearchIndexer, type SearchIndexer } from './indexer.ts';
import type { SearchEngine } from './search.port.ts';
import { createSearchService, type SearchService } from './search.service.ts';

export const SEARCH_ENGINES = ['postgres', 'orama'] as const;
export type SearchEngineName = (typeof SEARCH_ENGINES)[number];
/** Chosen by the bench (decision 091). */
export const DEFAULT_SEARCH_ENGINE: SearchEngineName = 'postgres';

export function createSearchEngine(name: SearchEngineName, pool: Queryable): SearchEngine {
  return name === 'orama' ? createOramaEngine() : createPostgresEngine(pool);
}

export interface Search {
  service: SearchService;
  indexer: SearchIndexer;
  engine: SearchEngine;
  /** Every store locale's index: `prod.{locale}`. */
  indexes: string[];
}

export function createSearch(options: {
  engine: SearchEngineName;
  pool: Queryable;
  source: SearchSource;
  indexes?: readonly string[];
}): Search {
  const engine = createSearchEngine(options.engine, options.pool);
  const indexes = [...(options.indexes ?? allStoreLocales().map(searchIndexName))];
  return {
    engine,
    indexes,
    service: createSearchService(engine),
    indexer: createSearchIndexer({ source: options.source, engine, indexes }),
  };
}
