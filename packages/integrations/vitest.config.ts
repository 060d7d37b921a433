import { defineProject } from 'vitest/config';

// Proof rows and received mails are checked in a real PostgreSQL (the engine's test template).
export default defineProject({
  test: {
    name: 'integrations',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../commerce/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
