export * from './blocks/index.ts';
export { type ContentPageRow, contentPages } from './db/content.table.ts';
export { type ContentLogger, consoleContentLogger } from './logger.ts';
export { SEED_CATEGORY_KEYS, type SeedCopy } from './seed/copy-schema.ts';
export { COMPANY, INFO_PAGE_KEYS, type InfoPageKey, storePaymentMethods } from './seed/info-pages.ts';
export {
  MORE_INFO_PAGE_KEYS,
  type MoreInfoPageKey,
} from './seed/more-info-pages.ts';
export {
  CONTENT_PAGE_KEYS,
  infoCopies,
  moreInfoCopies,
  seedContent,
  seedCopies,
  seededPages,
} from './seed/seed.ts';
export { type BlockExamples, blockExamples, showcasePage } from './seed/showcase.ts';
export {
  type ContentDatabase,
  type ContentPage,
  type ContentStore,
  contentLocale,
  createContentStore,
  PAGE_KEY_PATTERN,
  PAGE_KEYS_TTL_MS,
  type PutPageError,
  type PutPageResult,
  validateBlocks,
} from './store.ts';
