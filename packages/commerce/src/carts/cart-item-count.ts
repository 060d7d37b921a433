/**
 * The header's cart badge: how many items the visitor's active cart holds, read in one statement
 * from the session cookie (session by its unique token hash, then the newest active cart of the
 * session's customer or anonymous id through the carts owner indexes). No cookie: no query at all.
 */
import { sql } from 'drizzle-orm';
import { SESSION_COOKIE } from '../api/api.http.ts';
import type { Database } from '../db/client.ts';
import { hashToken } from '../sessions/session.rules.ts';

/**
 * Quantities of the active cart's lines (extra-guarantee lines ride on the product they cover and
 * are not counted, as in the order flow's item count). A session is a customer's when its scope
 * holds `customer_id:<id>` (spec 000 §4), otherwise its guest cart counts.
 */
export const CART_ITEM_COUNT_SQL = `
  select coalesce(sum((line->>'quantity')::int)
    filter (where line->>'type' is distinct from 'extra_guarantee'), 0)::int as count
  from sessions s
  cross join lateral (
    select c.document from carts c
    where c.state = 'Active' and c.store_key = $2 and (
      (s.customer_id is not null and s.scope ~ '(^|[[:space:]])customer_id:[^[:space:]]+'
        and c.customer_id = s.customer_id)
      or (not (s.customer_id is not null and s.scope ~ '(^|[[:space:]])customer_id:[^[:space:]]+')
        and c.anonymous_id = s.anonymous_id and c.customer_id is null))
    order by c.updated_at desc
    limit 1
  ) active
  cross join lateral jsonb_array_elements(coalesce(active.document->'lineItems', '[]'::jsonb)) line
  where s.token_hash = $1 and s.expires_at > $3`;

type CountRow = { count: number | null };
type Queryable = {
  query<R>(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: R[] }>;
};

function positional(text: string, values: unknown[]) {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
}

export type CartItemCounter = (
  cookies: Readonly<Record<string, string>>,
  storeKey: string,
) => Promise<number>;

export function createCartItemCounter(db: Database, clock: () => Date = () => new Date()): CartItemCounter {
  return async (cookies, storeKey) => {
    const token = cookies[SESSION_COOKIE];
    if (!token || token.length > 200) return 0;
    const values = [hashToken(token), storeKey, clock().toISOString()];
    const query = { name: 'storefront_cart_item_count', text: CART_ITEM_COUNT_SQL, values };
    // Named statement on the pg pool (prepared once per connection), as the other hot paths do.
    const client = (db as Database & { $client?: Queryable }).$client;
    const rows = client
      ? (await client.query<CountRow>(query)).rows
      : ((await db.execute(positional(CART_ITEM_COUNT_SQL, values))).rows as unknown as CountRow[]);
    return Number(rows[0]?.count ?? 0);
  };
}
