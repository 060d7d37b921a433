// Every table of the engine; drizzle-kit reads these files to generate migrations.
export * from './meta.ts';
