export type * from './catalog-reader.ts';
export type * from './purchase-history.ts';
