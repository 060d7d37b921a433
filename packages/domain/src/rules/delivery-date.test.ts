import { describe, expect, it } from 'vitest';
import { deliveryDate, deliveryDateRange, deliveryRange, deliveryRangeUpperBound } from './delivery-date.ts';

describe('deliveryDate', () => {
  it('adds the upper bound in calendar days', () => {
    expect(deliveryDate('Delivery in 2-4 days', '2026-11-20', { businessDays: false })).toBe('2026-11-24');
    expect(deliveryDate('Lieferzeit: 2 - 4 Werktage', '2026-11-20', { businessDays: false })).toBe(
      '2026-11-24',
    );
    expect(deliveryDate('1-30', '2026-12-15', { businessDays: false })).toBe('2027-01-14');
  });

  it('adds the upper bound in business days, skipping Saturday and Sunday', () => {
    // Friday + 4 business days = Thursday
    expect(deliveryDate('2-4', '2026-11-20', { businessDays: true })).toBe('2026-11-26');
    expect(deliveryDate('1-1', '2026-11-21', { businessDays: true })).toBe('2026-11-23');
  });

  it('gives no date without a range', () => {
    expect(deliveryDate('Delivery in 3 days', '2026-11-20', { businessDays: false })).toBeNull();
    expect(deliveryDate('', '2026-11-20', { businessDays: true })).toBeNull();
    expect(deliveryDate('2-', '2026-11-20', { businessDays: true })).toBeNull();
  });

  it('reads multi-digit ranges and removes all whitespace first', () => {
    expect(deliveryRangeUpperBound('10 -\t14 days')).toBe(14);
    expect(deliveryRangeUpperBound('1 0-1 4')).toBe(14);
    expect(deliveryRangeUpperBound('3–5 dní')).toBe(5);
  });

  it('throws for a malformed today', () => {
    expect(() => deliveryDate('2-4', '20.11.2026', { businessDays: false })).toThrow(RangeError);
    expect(() => deliveryDate('none', '2026-13-01', { businessDays: false })).toThrow(RangeError);
  });
});

describe('deliveryDateRange', () => {
  it('turns both ends of the range into dates; its end is the estimated date', () => {
    expect(deliveryRange('2 - 4 Werktage')).toEqual({ min: 2, max: 4 });
    // Friday 2026-11-20: 2 business days → Tuesday, 4 → Thursday.
    expect(deliveryDateRange('2-4', '2026-11-20', { businessDays: true })).toEqual({
      from: '2026-11-24',
      to: '2026-11-26',
    });
    expect(deliveryDateRange('2-4', '2026-11-20', { businessDays: true })?.to).toBe(
      deliveryDate('2-4', '2026-11-20', { businessDays: true }),
    );
    expect(deliveryDateRange('2-4', '2026-11-20', { businessDays: false })).toEqual({
      from: '2026-11-22',
      to: '2026-11-24',
    });
    expect(deliveryDateRange('soon', '2026-11-20', { businessDays: true })).toBeNull();
  });
});
