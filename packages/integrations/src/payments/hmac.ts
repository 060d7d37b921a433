/**
 * Adyen's HMAC signature of a notification item (docs.adyen.com "Verify HMAC signatures"): the
 * signing string is pspReference, originalReference, merchantAccountCode, merchantReference,
 * amount value, amount currency, eventCode and success joined by ':' (missing fields as empty
 * strings); the key is the hex HMAC key from the Customer Area; the signature is the base64
 * HMAC-SHA256 in additionalData.hmacSignature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignedItem {
  pspReference?: string | null;
  originalReference?: string | null;
  merchantAccountCode?: string | null;
  merchantReference?: string | null;
  amount?: { value?: number | null; currency?: string | null } | null;
  eventCode?: string | null;
  success?: string | boolean | null;
}

export function signingString(item: SignedItem): string {
  return [
    item.pspReference ?? '',
    item.originalReference ?? '',
    item.merchantAccountCode ?? '',
    item.merchantReference ?? '',
    item.amount?.value ?? '',
    item.amount?.currency ?? '',
    item.eventCode ?? '',
    item.success ?? '',
  ].join(':');
}

export function notificationSignature(item: SignedItem, hexKey: string): string {
  return createHmac('sha256', Buffer.from(hexKey, 'hex'))
    .update(signingString(item), 'utf8')
    .digest('base64');
}

/** Constant-time comparison, so the signature cannot be guessed byte by byte from timings. */
export function isValidNotificationSignature(
  item: SignedItem,
  signature: string | undefined,
  hexKey: string,
) {
  if (!signature || !hexKey) return false;
  const expected = Buffer.from(notificationSignature(item, hexKey), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
