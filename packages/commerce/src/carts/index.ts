export * from './cart.errors.ts';
export * from './cart.pricer.ts';
export * from './cart.repository.ts';
export * from './cart.service.ts';
export type * from './cart.types.ts';
export * from './cart.view.ts';
export * from './cart-live.ts';
export * from './cart-pricing.rules.ts';
export * from './result.ts';
