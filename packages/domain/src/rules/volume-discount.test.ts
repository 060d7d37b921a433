import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOLUME_DISCOUNT,
  discountSummaryValue,
  tierFromCartDiscount,
  volumeDiscountPercent,
  volumeDiscountPercentFrom,
  volumeDiscountTierFor,
} from './volume-discount.ts';

describe('volumeDiscountPercent', () => {
  it('follows the 3/5/10 → 5/10/15 % tiers at their boundaries', () => {
    const expected: [number, number][] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [3, 5],
      [4, 5],
      [5, 10],
      [9, 10],
      [10, 15],
      [11, 15],
      [1000, 15],
    ];
    for (const [quantity, percent] of expected)
      expect(volumeDiscountPercent(quantity), `${quantity}`).toBe(percent);
  });

  it('returns 0 for bad input', () => {
    expect(volumeDiscountPercent(-5)).toBe(0);
    expect(volumeDiscountPercent(Number.NaN)).toBe(0);
  });

  it('works with tiers from data in any order', () => {
    const tiers = [
      tierFromCartDiscount({ volume: 20, permyriad: 2000 }),
      tierFromCartDiscount({ volume: 2, permyriad: 250 }),
    ];
    expect(volumeDiscountPercentFrom(tiers, 1)).toBe(0);
    expect(volumeDiscountPercentFrom(tiers, 2)).toBe(2.5);
    expect(volumeDiscountPercentFrom(tiers, 25)).toBe(20);
  });

  it('picks the tier itself, so data tiers keep their id', () => {
    const tiers = [
      { id: 'b', volume: 5, permyriad: 1000 },
      { id: 'a', volume: 3, permyriad: 500 },
    ];
    expect(volumeDiscountTierFor(tiers, 2)).toBeNull();
    expect(volumeDiscountTierFor(tiers, 4)?.id).toBe('a');
    expect(volumeDiscountTierFor(tiers, 7)?.id).toBe('b');
  });

  it('has the default group key', () => {
    expect(DEFAULT_VOLUME_DISCOUNT).toEqual({ key: 'volume_discount_default', value: 3 });
  });
});

describe('discountSummaryValue', () => {
  it('divides permyriad and cents by 100', () => {
    expect(discountSummaryValue({ type: 'relative', permyriad: 1500 })).toBe(15);
    expect(discountSummaryValue({ type: 'absolute', centAmount: 995 })).toBe(9.95);
    expect(discountSummaryValue({ type: 'fixed', centAmount: 5000 })).toBe(50);
    expect(discountSummaryValue({ type: 'giftLineItem' })).toBeNull();
  });
});
