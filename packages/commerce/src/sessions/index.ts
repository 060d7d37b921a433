export * from './session.rules.ts';
export * from './session.service.ts';
