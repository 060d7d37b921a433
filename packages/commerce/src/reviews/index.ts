export * from './my-reviews.ts';
export * from './reviews.errors.ts';
export * from './reviews.schema.ts';
export * from './reviews.service.ts';
