import { bigint, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every app node (docs/decisions/082). The columns are the ones
 * rate-limiter-flexible's RateLimiterPostgres reads and writes (`key`, `points`, `expire` in epoch
 * ms); the table is migrated here so the limiter never creates tables at run time. Keys are
 * `<policy>:<hash>`: no e-mail or address is stored. Expired rows are dead weight only.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 255 }).primaryKey(),
    points: integer('points').notNull().default(0),
    expire: bigint('expire', { mode: 'number' }),
  },
  (table) => [index('rate_limits_expire_idx').on(table.expire)],
);
