export * from './order.repository.ts';
export * from './order.rules.ts';
export * from './order.service.ts';
export * from './order-lifecycle.service.ts';
export * from './withdrawal.service.ts';
