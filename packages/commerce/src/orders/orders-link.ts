/**
 * The tokenised "my orders" link (spec 001 §7 getUrlWithToken, docs/decisions/131): a stateless
 * token `<payload>.<mac>` where the payload names the store, the e-mail and the expiry, and the
 * MAC is HMAC-SHA256 over it with a server secret. Nothing is stored; a link dies at its expiry
 * or when the secret changes. The e-mail is the one the orders were placed with.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { normalizeEmail } from '../customers/customer.rules.ts';

/** A link is for looking at one's orders now, not a standing key: one day. */
export const ORDERS_LINK_TTL_SECONDS = 24 * 60 * 60;

const payloadSchema = z.object({ s: z.string(), e: z.string(), x: z.number().int() });

export interface OrdersLinkSigner {
  issue(storeKey: string, email: string, now: Date): string;
  /** The e-mail the token opens, or null when it is forged, for another store or expired. */
  verify(token: string, storeKey: string, now: Date): string | null;
}

export function createOrdersLinkSigner(secret: string | undefined): OrdersLinkSigner {
  // Without a configured secret, one per process: links then work until the next restart only.
  const key = secret && secret.length >= 32 ? secret : randomBytes(32).toString('hex');
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(storeKey, email, now) {
      const expires = Math.floor(now.getTime() / 1000) + ORDERS_LINK_TTL_SECONDS;
      const payload = Buffer.from(
        JSON.stringify({ s: storeKey, e: normalizeEmail(email), x: expires }),
      ).toString('base64url');
      return `${payload}.${mac(payload)}`;
    },
    verify(token, storeKey, now) {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return null;
      const expected = Buffer.from(mac(payload));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: z.infer<typeof payloadSchema>;
      try {
        parsed = payloadSchema.parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      } catch {
        return null;
      }
      if (parsed.s !== storeKey || parsed.x * 1000 <= now.getTime()) return null;
      return parsed.e;
    },
  };
}
