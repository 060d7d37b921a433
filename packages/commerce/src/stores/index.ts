export * from './stores.service.ts';
