export * from './confirm-email.flow.ts';
export * from './merge-carts.rules.ts';
export * from './multibanco-order.flow.ts';
export * from './place-order.flow.ts';
export * from './provider-payment.flow.ts';
export * from './sign-in.flow.ts';
export * from './social-sign-in.flow.ts';
