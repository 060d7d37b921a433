// Every table of the engine; drizzle-kit reads these files to generate migrations.

export * from './carts.ts';
export * from './catalog.ts';
export * from './customers.ts';
export * from './discounts.ts';
export * from './integrations.ts';
export * from './inventory.ts';
export * from './meta.ts';
export * from './newsletter.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './rate-limits.ts';
export * from './reviews.ts';
export * from './search.ts';
export * from './seo.ts';
export * from './sessions.ts';
export * from './shipping.ts';
export * from './stores.ts';
export * from './tracking.ts';
export * from './withdrawals.ts';
