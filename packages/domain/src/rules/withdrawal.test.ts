import { describe, expect, it } from 'vitest';
import {
  isBusinessOrder,
  type WithdrawalOrderFacts,
  withdrawalAddsLines,
  withdrawalEligibility,
  withdrawalLastDay,
} from './withdrawal.ts';

const facts = (over: Partial<WithdrawalOrderFacts> = {}): WithdrawalOrderFacts => ({
  country: 'DE',
  orderState: 'Confirmed',
  shipmentState: 'Pending',
  clientType: 'PRIVATE',
  vatNumber: null,
  placedAt: new Date('2026-10-01T10:00:00Z'),
  shippedAt: null,
  ...over,
});

describe('withdrawal eligibility', () => {
  it('is open before the goods left, however long ago the order was placed', () => {
    for (const shipmentState of ['Pending', 'Ready', 'Delayed', 'Backorder', 'Partial']) {
      expect(withdrawalEligibility(facts({ shipmentState }), new Date('2027-06-01T00:00:00Z'))).toEqual({
        ok: true,
        lastDay: null,
      });
    }
  });

  it('counts 14 days from the assumed delivery: shipping day + 14 days of delivery allowance', () => {
    // Shipped Monday 2 November (Berlin) → assumed delivered 16 November → last day Monday 30 November.
    const shipped = facts({ shipmentState: 'Shipped', shippedAt: new Date('2026-11-02T09:00:00Z') });
    expect(withdrawalEligibility(shipped, new Date('2026-11-25T12:00:00Z'))).toEqual({
      ok: true,
      lastDay: '2026-11-30',
    });
    // The last day counts to its end in the store's time zone (23:59 in Berlin is 22:59 UTC).
    expect(withdrawalEligibility(shipped, new Date('2026-11-30T22:59:00Z')).ok).toBe(true);
    expect(withdrawalEligibility(shipped, new Date('2026-11-30T23:00:00Z'))).toEqual({
      ok: false,
      reason: 'period-over',
      lastDay: '2026-11-30',
    });
  });

  it('takes the shipping day in the store calendar, not UTC', () => {
    // 23:30 UTC on 1 November is already 2 November in Berlin.
    const shipped = facts({ shipmentState: 'Shipped', shippedAt: new Date('2026-11-01T23:30:00Z') });
    expect(withdrawalEligibility(shipped, new Date('2026-11-03T00:00:00Z'))).toMatchObject({
      lastDay: '2026-11-30',
    });
  });

  it('moves a last day on a Saturday or Sunday to the Monday', () => {
    expect(withdrawalLastDay('2026-11-07')).toBe('2026-12-07'); // +28 is Saturday 5 December
    expect(withdrawalLastDay('2026-11-08')).toBe('2026-12-07'); // +28 is Sunday 6 December
    expect(withdrawalLastDay('2026-11-09')).toBe('2026-12-07'); // +28 is Monday itself
  });

  it('falls back to the placement day when a shipped order has no recorded shipping moment', () => {
    const shipped = facts({ shipmentState: 'Shipped', placedAt: new Date('2026-10-01T10:00:00Z') });
    expect(withdrawalEligibility(shipped, new Date('2026-10-29T12:00:00Z'))).toEqual({
      ok: true,
      lastDay: '2026-10-29',
    });
    expect(withdrawalEligibility(shipped, new Date('2026-10-30T12:00:00Z')).ok).toBe(false);
  });

  it('refuses a company order with a VAT ID (not a consumer contract) but not a company without one', () => {
    const company = facts({ clientType: 'COMPANY', vatNumber: 'DE123456789' });
    expect(withdrawalEligibility(company, new Date('2026-10-02T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'business-order',
      lastDay: null,
    });
    expect(isBusinessOrder({ clientType: 'COMPANY', vatNumber: '  ' })).toBe(false);
    expect(isBusinessOrder({ clientType: 'PRIVATE', vatNumber: 'DE123456789' })).toBe(false);
    expect(isBusinessOrder({ clientType: null, vatNumber: null })).toBe(false);
  });

  it('refuses a cancelled order: there is nothing left to withdraw from', () => {
    expect(
      withdrawalEligibility(facts({ orderState: 'Cancelled' }), new Date('2026-10-02T00:00:00Z')),
    ).toEqual({
      ok: false,
      reason: 'cancelled',
      lastDay: null,
    });
  });
});

describe('withdrawal coverage', () => {
  it('a statement for lines not yet withdrawn is new; the whole order covers every line', () => {
    expect(withdrawalAddsLines([], null)).toBe(true);
    expect(withdrawalAddsLines([], ['a'])).toBe(true);
    expect(withdrawalAddsLines([['a']], ['a', 'b'])).toBe(true);
    expect(withdrawalAddsLines([['a']], null)).toBe(true);
    expect(withdrawalAddsLines([['a'], ['b']], ['b', 'a'])).toBe(false);
    expect(withdrawalAddsLines([null], ['a'])).toBe(false);
    expect(withdrawalAddsLines([null], null)).toBe(false);
  });
});
