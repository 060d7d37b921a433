import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/storefront', 'apps/storefront/vitest.db.config.ts', 'e2e'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
