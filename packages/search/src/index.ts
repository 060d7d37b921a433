export * from './create-search.ts';
export { buildSearchDocument, type SearchDocument } from './documents.ts';
export { createOramaEngine } from './engines/orama.engine.ts';
export { createPostgresEngine, type Queryable } from './engines/postgres.engine.ts';
export { indexNameOf } from './index-names.ts';
export { createSearchIndexer, indexContext, type SearchIndexer } from './indexer.ts';
export { createLiveSearch, type LiveSearch } from './live-search.ts';
export * from './search.port.ts';
export * from './search.service.ts';
