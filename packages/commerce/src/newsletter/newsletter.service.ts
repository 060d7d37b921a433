/**
 * Newsletter sign-up with double opt-in (spec 000 §2.5 footer newsletter for guests, 001 §2
 * …/exConsents/confirm). `subscribe` validates the e-mail with the domain rule and is idempotent
 * per store and address; it returns a confirmation token for the mail link only when one is needed.
 * `confirm` records the consent for the token carried in the link's hash.
 */
import { createHash, randomBytes } from 'node:crypto';
import { isValidEmail } from '@toolyard/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type NewsletterStatus, newsletterSubscriptions } from '../db/schema/newsletter.ts';

export interface SubscribeInput {
  email: string;
  storeKey: string;
  /** Store variant, e.g. "nl-be". */
  locale: string;
  /** Where the form was: "footer", "cms-block", "checkout" … */
  source: string;
  now?: Date;
}

export type SubscribeResult =
  | {
      ok: true;
      status: NewsletterStatus;
      /** Token for the confirmation link; null when the address is already confirmed. */
      confirmToken: string | null;
    }
  | { ok: false; error: 'invalid-email' };

export type ConfirmResult =
  | {
      ok: true;
      status: 'confirmed';
      email: string;
      storeKey: string;
      /** The store variant of the sign-up, e.g. "nl-be". */
      locale: string;
      alreadyConfirmed: boolean;
    }
  | { ok: false; error: 'invalid-token' };

export interface NewsletterService {
  subscribe(input: SubscribeInput): Promise<SubscribeResult>;
  confirm(input: { token: string; now?: Date }): Promise<ConfirmResult>;
  statusOf(storeKey: string, email: string): Promise<NewsletterStatus | null>;
  /** Ends a subscription (pending or confirmed); the consent times stay as the record of it. */
  unsubscribe(input: { storeKey: string; email: string; now?: Date }): Promise<void>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export function createNewsletterService(db: Database): NewsletterService {
  return {
    async subscribe(input) {
      const email = input.email.trim();
      if (!isValidEmail(email)) return { ok: false, error: 'invalid-email' };
      const now = input.now ?? new Date();
      const token = randomBytes(24).toString('base64url');
      const table = newsletterSubscriptions;
      // One statement: a new address is inserted as pending; a pending or unsubscribed one gets a
      // fresh token and consent time (the newest mail's link works); a confirmed one is left as is.
      const [row] = await db
        .insert(table)
        .values({
          storeKey: input.storeKey,
          email,
          emailLower: email.toLowerCase(),
          locale: input.locale,
          status: 'pending',
          source: input.source,
          confirmTokenHash: hashToken(token),
          consentRequestedAt: now,
        })
        .onConflictDoUpdate({
          target: [table.storeKey, table.emailLower],
          set: {
            status: sql`case when ${table.status} = 'confirmed' then ${table.status} else 'pending' end`,
            confirmTokenHash: sql`case when ${table.status} = 'confirmed' then ${table.confirmTokenHash} else excluded.confirm_token_hash end`,
            consentRequestedAt: sql`case when ${table.status} = 'confirmed' then ${table.consentRequestedAt} else excluded.consent_requested_at end`,
            unsubscribedAt: sql`case when ${table.status} = 'confirmed' then ${table.unsubscribedAt} else null end`,
            locale: sql`case when ${table.status} = 'confirmed' then ${table.locale} else excluded.locale end`,
            updatedAt: now,
          },
        })
        .returning({ status: table.status });
      const status = row?.status ?? 'pending';
      return { ok: true, status, confirmToken: status === 'confirmed' ? null : token };
    },

    async confirm({ token, now = new Date() }) {
      if (!TOKEN.test(token)) return { ok: false, error: 'invalid-token' };
      const table = newsletterSubscriptions;
      const [row] = await db
        .select({
          id: table.id,
          status: table.status,
          email: table.email,
          storeKey: table.storeKey,
          locale: table.locale,
        })
        .from(table)
        .where(eq(table.confirmTokenHash, hashToken(token)))
        .limit(1);
      if (!row) return { ok: false, error: 'invalid-token' };
      if (row.status === 'confirmed')
        return {
          ok: true,
          status: 'confirmed',
          email: row.email,
          storeKey: row.storeKey,
          locale: row.locale,
          alreadyConfirmed: true,
        };
      await db
        .update(table)
        .set({ status: 'confirmed', consentConfirmedAt: now, unsubscribedAt: null, updatedAt: now })
        .where(and(eq(table.id, row.id), eq(table.status, row.status)));
      return {
        ok: true,
        status: 'confirmed',
        email: row.email,
        storeKey: row.storeKey,
        locale: row.locale,
        alreadyConfirmed: false,
      };
    },

    async statusOf(storeKey, email) {
      const table = newsletterSubscriptions;
      const [row] = await db
        .select({ status: table.status })
        .from(table)
        .where(and(eq(table.storeKey, storeKey), eq(table.emailLower, email.trim().toLowerCase())))
        .limit(1);
      return row?.status ?? null;
    },

    async unsubscribe({ storeKey, email, now = new Date() }) {
      const table = newsletterSubscriptions;
      await db
        .update(table)
        .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, updatedAt: now })
        .where(and(eq(table.storeKey, storeKey), eq(table.emailLower, email.trim().toLowerCase())));
    },
  };
}
