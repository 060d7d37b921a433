export * from './inventory.service.ts';
