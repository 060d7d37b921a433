export * from './catalog.rules.ts';
export { createCatalogReader, deliveryTimeFor } from './catalog-reader.ts';
