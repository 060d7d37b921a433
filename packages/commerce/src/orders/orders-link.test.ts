import { describe, expect, test } from 'vitest';
import { createOrdersLinkSigner, ORDERS_LINK_TTL_SECONDS } from './orders-link.ts';

const SECRET = 'x'.repeat(40);
const now = new Date('2026-11-24T10:00:00Z');
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('my-orders link tokens (decision 131)', () => {
  test('open the e-mail they were issued for, in that store, until they expire', () => {
    const signer = createOrdersLinkSigner(SECRET);
    const token = signer.issue('store-de', ' Anna@Example.com', now);
    expect(signer.verify(token, 'store-de', later(ORDERS_LINK_TTL_SECONDS - 1))).toBe('anna@example.com');
    expect(signer.verify(token, 'store-de', later(ORDERS_LINK_TTL_SECONDS))).toBeNull();
    expect(signer.verify(token, 'store-at', now)).toBeNull();
  });

  test('another secret, a changed payload or a malformed token open nothing', () => {
    const token = createOrdersLinkSigner(SECRET).issue('store-de', 'anna@example.com', now);
    expect(createOrdersLinkSigner('y'.repeat(40)).verify(token, 'store-de', now)).toBeNull();
    const signer = createOrdersLinkSigner(SECRET);
    const [payload, mac] = token.split('.');
    const longer = Buffer.from(
      JSON.stringify({ s: 'store-de', e: 'anna@example.com', x: 9_999_999_999 }),
    ).toString('base64url');
    expect(signer.verify(`${longer}.${mac}`, 'store-de', now)).toBeNull();
    for (const bad of ['', 'abc', `${payload}.`, `${payload}.${mac}.x`, `.${mac}`]) {
      expect(signer.verify(bad, 'store-de', now)).toBeNull();
    }
  });

  test('a short or missing secret is replaced by a random one per process', () => {
    const token = createOrdersLinkSigner('short').issue('store-de', 'anna@example.com', now);
    expect(createOrdersLinkSigner('short').verify(token, 'store-de', now)).toBeNull();
  });
});
