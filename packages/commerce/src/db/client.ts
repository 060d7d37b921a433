import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 4 });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => endPool(pool) };
}

/**
 * Ends the pool and waits until every connection has really closed. pg-pool's `end()` resolves as
 * soon as it has asked each client to end, before the connections are gone; stopping the embedded
 * PostgreSQL right after then terminates them under the pool ("terminating connection due to
 * administrator command"). The wait is bounded so a stuck socket cannot hold a shutdown.
 */
export async function endPool(pool: pg.Pool, boundMs = 3_000): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, boundMs);
    timer.unref();
  });
  await Promise.race([closed, bound]);
  clearTimeout(timer);
}

/** Creates the database named in `url` when it does not exist yet (embedded first start). */
export async function ensureDatabaseExists(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!name || name === 'postgres') return;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** The pg pool a drizzle database runs on (for libraries that take a pool, e.g. the rate limiter). */
export function poolOf(db: Database): pg.Pool {
  const pool = (db as Database & { $client?: pg.Pool }).$client;
  if (!pool) throw new Error('database has no pg pool');
  return pool;
}
