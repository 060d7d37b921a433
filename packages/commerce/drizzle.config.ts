import { defineConfig } from 'drizzle-kit';

// Migrations are generated from every table module of the repo into one ordered folder.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema/*.ts', '../content/src/db/*.table.ts'],
  out: './db/migrations',
});
