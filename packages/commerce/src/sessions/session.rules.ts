import { createHash, randomBytes } from 'node:crypto';

/** Spec 001 §9 "session TTL 86400": a sign-in lasts one day. */
export const CUSTOMER_SESSION_TTL_SECONDS = 86_400;
/** Anonymous sessions keep a guest cart for 30 days (docs/decisions/032). */
export const ANONYMOUS_SESSION_TTL_SECONDS = 30 * 86_400;

/** 256 random bits, URL-safe; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function customerScope(customerId: string): string {
  return `customer_id:${customerId}`;
}

/** Spec: "a customer is logged in when the stored token's scope contains customer_id". */
export function isLoggedInScope(scope: string): boolean {
  return /(^|\s)customer_id:\S+/.test(scope);
}
