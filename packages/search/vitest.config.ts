import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'search',
    include: ['src/**/*.test.ts'],
    // The same throw-away PostgreSQL and migrated template database as the engine's tests.
    globalSetup: ['../commerce/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
