import { defineProject } from 'vitest/config';

// Storefront server code that needs the real PostgreSQL (the engine's test template); kept apart
// so the plain storefront tests do not start a database.
export default defineProject({
  test: {
    name: 'storefront-db',
    include: ['server/**/*.db.test.ts'],
    environment: 'node',
    globalSetup: ['../../packages/commerce/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
