export * from './catalog.rules.ts';
export { createCatalogReader, deliveryTimeFor } from './catalog-reader.ts';
export {
  announcePriceBoundaries,
  PRICE_BOUNDARIES_INTERVAL_MS,
  type PriceBoundariesOutcome,
  type PriceBoundariesSchedule,
  schedulePriceBoundaries,
} from './price-boundaries.job.ts';
export * from './products.schema.ts';
export {
  createProductLoader,
  createProductService,
  type ProductCacheOptions,
  type ProductLoader,
  type ProductQueryResult,
  type ProductService,
} from './products.service.ts';
export type * from './products.view.ts';
export { createRailService, type RailService } from './rails.service.ts';
export { createRecommendationService, type RecommendationService } from './recommendations.service.ts';
export { createSearchSource, type SearchSource, type SearchSourceProduct } from './search-source.ts';
export { type CatalogServices, createCatalogServices } from './services.ts';
export type { StoreRating, StoreRatingService } from './store-rating.service.ts';
