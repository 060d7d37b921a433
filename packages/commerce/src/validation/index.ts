export * from './numbers.ts';
export * from './text.ts';
