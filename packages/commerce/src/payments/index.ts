export * from './cod.rules.ts';
export * from './multibanco.ts';
export * from './payment.repository.ts';
export * from './payment.rules.ts';
export * from './payment-options.service.ts';
export * from './payment-options.ts';
