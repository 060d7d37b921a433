export * from './volume-discounts.service.ts';
