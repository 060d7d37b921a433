export * from './discount-code.rules.ts';
export * from './discount-code-applications.repository.ts';
export * from './volume-discounts.service.ts';
