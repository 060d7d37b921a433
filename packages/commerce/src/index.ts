export type { RequestContext } from './context.ts';
export * from './db/index.ts';
export type * from './ports/index.ts';
export { createCatalogReader } from './catalog/index.ts';
