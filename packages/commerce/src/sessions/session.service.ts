import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema/sessions.ts';
import {
  ANONYMOUS_SESSION_TTL_SECONDS,
  CUSTOMER_SESSION_TTL_SECONDS,
  customerScope,
  hashToken,
  isLoggedInScope,
  newToken,
} from './session.rules.ts';

export interface Session {
  id: string;
  storeKey: string;
  anonymousId: string;
  customerId: string | null;
  scope: string;
  expiresAt: Date;
  isLoggedIn: boolean;
}

/** A session from its row (drizzle's or the API's combined session + cart read). */
export function toSession(
  row: Pick<
    typeof sessions.$inferSelect,
    'id' | 'storeKey' | 'anonymousId' | 'customerId' | 'scope' | 'expiresAt'
  >,
): Session {
  return {
    id: row.id,
    storeKey: row.storeKey,
    anonymousId: row.anonymousId,
    customerId: row.customerId,
    scope: row.scope,
    expiresAt: row.expiresAt,
    isLoggedIn: isLoggedInScope(row.scope),
  };
}

/** A session belongs to the store it was created in; elsewhere it is no session (decision 035). */
export function sessionInStore(session: Session | null, storeKey: string | undefined): Session | null {
  return session && storeKey !== undefined && session.storeKey !== storeKey ? null : session;
}

export function createSessionService(db: Database, clock: () => Date = () => new Date()) {
  const expiry = (seconds: number) => new Date(clock().getTime() + seconds * 1000);
  // Read on every API call: prepared once (no SQL rebuilding, no re-parsing in PostgreSQL).
  const byTokenHash = db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('sessions_by_token_hash');
  return {
    /** A new anonymous session; the token goes into the cookie, only its hash into the table. */
    async create(storeKey: string): Promise<{ token: string; session: Session }> {
      const token = newToken();
      const [row] = await db
        .insert(sessions)
        .values({ tokenHash: hashToken(token), storeKey, expiresAt: expiry(ANONYMOUS_SESSION_TTL_SECONDS) })
        .returning();
      return { token, session: toSession(row!) };
    },

    /**
     * The live session of a cookie token. With `storeKey` (every request has a store), a session
     * of another store counts as none: pages and API agree on who is signed in, per store.
     */
    async resolve(token: string | null | undefined, storeKey?: string): Promise<Session | null> {
      if (!token || token.length > 200) return null;
      const [row] = await byTokenHash.execute({ tokenHash: hashToken(token), now: clock().toISOString() });
      return sessionInStore(row ? toSession(row) : null, storeKey);
    },

    /**
     * Signs the session in under a fresh token (the old one stops working: no session fixation);
     * the anonymous id stays so the guest cart can be merged.
     */
    async signIn(session: Session, customerId: string): Promise<{ token: string; session: Session }> {
      const token = newToken();
      const [row] = await db
        .update(sessions)
        .set({
          tokenHash: hashToken(token),
          customerId,
          scope: customerScope(customerId),
          expiresAt: expiry(CUSTOMER_SESSION_TTL_SECONDS),
        })
        .where(eq(sessions.id, session.id))
        .returning();
      return { token, session: toSession(row!) };
    },

    /** Logout ends the session; the browser starts a new anonymous one. */
    async end(session: Session): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, session.id));
    },

    /** After a password change or reset every other session of the customer is ended. */
    async endAllOf(customerId: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.customerId, customerId));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
