import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/storefront', 'apps/storefront/vitest.db.config.ts', 'e2e'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default is one worker fewer than the cores: a single worker on the 2-core CI box,
    // where the unit and database files then ran one at a time, waiting on PostgreSQL half the
    // time. One per core took that phase from ~320 s to ~240 s (docs/decisions/270). The browser
    // tests keep their one worker (e2e/vitest.config.ts).
    maxWorkers: availableParallelism(),
  },
});
