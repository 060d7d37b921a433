export * from './cod.rules.ts';
