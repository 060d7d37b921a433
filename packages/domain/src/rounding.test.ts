import { describe, expect, it } from 'vitest';
import { divideRounded, toSafeInteger } from './rounding.ts';

describe('divideRounded', () => {
  it('rounds ties to even in half-even mode', () => {
    expect(divideRounded(5n, 2n, 'half-even')).toBe(2n);
    expect(divideRounded(7n, 2n, 'half-even')).toBe(4n);
    expect(divideRounded(-5n, 2n, 'half-even')).toBe(-2n);
  });

  it('rounds ties away from zero in half-up mode', () => {
    expect(divideRounded(5n, 2n, 'half-up')).toBe(3n);
    expect(divideRounded(-5n, 2n, 'half-up')).toBe(-3n);
  });

  it('rounds non-ties to the nearest integer in both modes', () => {
    for (const mode of ['half-up', 'half-even'] as const) {
      expect(divideRounded(10n, 3n, mode)).toBe(3n);
      expect(divideRounded(20n, 3n, mode)).toBe(7n);
      expect(divideRounded(-20n, 3n, mode)).toBe(-7n);
      expect(divideRounded(20n, -3n, mode)).toBe(-7n);
    }
  });

  it('refuses a zero denominator', () => {
    expect(() => divideRounded(1n, 0n, 'half-up')).toThrow(RangeError);
  });
});

describe('toSafeInteger', () => {
  it('refuses values beyond 2^53 - 1', () => {
    expect(toSafeInteger(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeInteger(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
  });
});
