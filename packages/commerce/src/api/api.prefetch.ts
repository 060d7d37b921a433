/**
 * One statement for the two reads every cart action starts with: the session behind the cookie
 * and the cart named in the params. Named (prepared once per connection). The cart is only read
 * here; the cart service still checks store and owner against the session (canAccessCart).
 */
import type { CartRow } from '../carts/cart.repository.ts';
import type { CartDocument } from '../carts/cart.types.ts';
import { namedQuery } from '../catalog/named-query.ts';
import type { Database } from '../db/client.ts';
import type { CartState } from '../db/schema/carts.ts';
import { hashToken } from '../sessions/session.rules.ts';
import { type Session, toSession } from '../sessions/session.service.ts';

const SESSION_AND_CART_SQL = `
  select s.id as s_id, s.store_key as s_store_key, s.anonymous_id as s_anonymous_id,
    s.customer_id as s_customer_id, s.scope as s_scope, s.expires_at as s_expires_at,
    c.id as c_id, c.store_key as c_store_key, c.customer_id as c_customer_id,
    c.anonymous_id as c_anonymous_id, c.state as c_state, c.version as c_version,
    c.document as c_document, c.updated_at as c_updated_at
  from (select 1) as one
  left join sessions s on s.token_hash = $1 and s.expires_at > $2
  left join carts c on c.id = $3::uuid`;

interface SessionAndCartRow {
  s_id: string | null;
  s_store_key: string;
  s_anonymous_id: string;
  s_customer_id: string | null;
  s_scope: string;
  s_expires_at: Date;
  c_id: string | null;
  c_store_key: string;
  c_customer_id: string | null;
  c_anonymous_id: string | null;
  c_state: CartState;
  c_version: number;
  c_document: CartDocument;
  c_updated_at: Date;
}

export type SessionAndCartReader = (
  token: string | null,
  cartId: string,
) => Promise<{ session: Session | null; cart: CartRow | null }>;

export function createSessionAndCartReader(db: Database, clock: () => Date): SessionAndCartReader {
  return async (token, cartId) => {
    const tokenHash = token && token.length <= 200 ? hashToken(token) : null;
    const [row] = await namedQuery<SessionAndCartRow>(db, {
      name: 'api_session_and_cart',
      text: SESSION_AND_CART_SQL,
      values: [tokenHash, clock().toISOString(), cartId],
    });
    if (!row) return { session: null, cart: null };
    const session = row.s_id
      ? toSession({
          id: row.s_id,
          storeKey: row.s_store_key,
          anonymousId: row.s_anonymous_id,
          customerId: row.s_customer_id,
          scope: row.s_scope,
          expiresAt: new Date(row.s_expires_at),
        })
      : null;
    const cart: CartRow | null = row.c_id
      ? {
          id: row.c_id,
          storeKey: row.c_store_key,
          customerId: row.c_customer_id,
          anonymousId: row.c_anonymous_id,
          state: row.c_state,
          version: row.c_version,
          document: row.c_document,
          updatedAt: new Date(row.c_updated_at),
        }
      : null;
    return { session, cart };
  };
}
