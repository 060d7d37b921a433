/** Named (prepared) statements on the `pg` driver behind drizzle, for the hot paths. */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

export interface NamedQuery {
  name: string;
  text: string;
  values: unknown[];
}
export type Queryable = { query<R>(config: NamedQuery): Promise<{ rows: R[] }> };

/**
 * Runs a named statement on the driver behind drizzle (`pg` prepares it once per connection). A
 * handle without a driver client (never in this app) falls back to an unnamed statement.
 */
export async function namedQuery<R>(db: Database, query: NamedQuery): Promise<R[]> {
  const client = (db as Database & { $client?: Queryable }).$client;
  if (client && typeof client.query === 'function') return (await client.query<R>(query)).rows;
  const params = query.values.map((value) => sql.param(value));
  const parts = query.text.split(/\$(\d+)/);
  const chunks = parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : params[Number(part) - 1]));
  return (await db.execute(sql.join(chunks))).rows as R[];
}
