import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'storefront',
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    exclude: ['server/**/*.db.test.ts'],
    environment: 'node',
  },
});
