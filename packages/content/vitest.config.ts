import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'content',
    include: ['src/**/*.test.ts'],
    globalSetup: ['../commerce/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
