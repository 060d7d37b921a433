export { DEFAULT_DEMO_PRODUCTS, isDemoDataSeeded, type SeedOptions, seedDemoData } from '../seed/index.ts';
export { type CatalogServices, createCatalogReader, createCatalogServices } from './catalog/index.ts';
export type { RequestContext } from './context.ts';
export * from './db/index.ts';
export { productImageSvg } from './media/index.ts';
export type * from './ports/index.ts';
