export * from './cod.rules.ts';
export * from './payment.repository.ts';
export * from './payment.rules.ts';
