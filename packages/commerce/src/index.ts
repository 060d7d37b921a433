export { DEFAULT_DEMO_PRODUCTS, isDemoDataSeeded, type SeedOptions, seedDemoData } from '../seed/index.ts';
export * from './api/index.ts';
export { CART_ITEM_COUNT_SQL, type CartItemCounter, createCartItemCounter } from './carts/cart-item-count.ts';
export * from './carts/index.ts';
export {
  announcePriceBoundaries,
  type CatalogServices,
  createCatalogReader,
  createCatalogServices,
  createSearchSource,
  type PriceBoundariesSchedule,
  type ProductView,
  type SearchSource,
  type SearchSourceProduct,
  schedulePriceBoundaries,
} from './catalog/index.ts';
export type { CategoryView } from './categories/index.ts';
export type { RequestContext } from './context.ts';
export * from './customers/index.ts';
export * from './db/index.ts';
export * from './flows/index.ts';
export * from './housekeeping/index.ts';
export { productImageSvg } from './media/index.ts';
export * from './newsletter/index.ts';
export * from './notifier/index.ts';
export * from './orders/index.ts';
export * from './payments/index.ts';
export type * from './ports/index.ts';
export * from './rate-limits/index.ts';
export * from './sessions/index.ts';
