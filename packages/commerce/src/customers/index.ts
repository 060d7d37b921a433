export * from './customer.errors.ts';
export * from './customer.rules.ts';
export * from './customer.schema.ts';
export * from './customer.service.ts';
export * from './customer-data.ts';
