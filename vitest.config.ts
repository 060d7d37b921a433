import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/storefront', 'e2e'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
