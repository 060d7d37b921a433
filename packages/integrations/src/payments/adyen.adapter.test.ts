/** Adyen's voucher expiry without an offset (decision 256 addendum). */
import { multibancoActionSchema } from '@toolyard/commerce';
import { describe, expect, it } from 'vitest';
import { withLisbonOffset } from './adyen.adapter.ts';

describe('withLisbonOffset', () => {
  it('reads a time without an offset as Lisbon’s: UTC in winter, UTC+1 in summer; a zoned time is kept', () => {
    expect(withLisbonOffset('2026-12-01T23:59:00')).toBe('2026-12-01T23:59:00+00:00');
    expect(withLisbonOffset('2026-07-01T12:00:00')).toBe('2026-07-01T12:00:00+01:00');
    expect(withLisbonOffset('2026-07-01T12:00:00Z')).toBe('2026-07-01T12:00:00Z');
    expect(withLisbonOffset('2026-07-01T12:00:00+02:00')).toBe('2026-07-01T12:00:00+02:00');
  });

  it('the voucher it gives is one the shop’s Multibanco order accepts', () => {
    const voucher = {
      reference: '522771332',
      entity: '11249',
      expiresAt: '2026-03-05T12:00:10',
      merchantReference: 'PT-000123',
    };
    expect(multibancoActionSchema.safeParse(voucher).success).toBe(false);
    const fixed = { ...voucher, expiresAt: withLisbonOffset(voucher.expiresAt) };
    expect(multibancoActionSchema.safeParse(fixed).success).toBe(true);
  });
});
