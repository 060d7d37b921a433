import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies.ts';
import {
  add,
  allocate,
  compare,
  decimalAmount,
  displayAmount,
  formatMoney,
  isZero,
  money,
  moneyFromDecimal,
  multiply,
  negate,
  percentOf,
  split,
  subtract,
  sum,
  zero,
} from './money.ts';

const eur = (cents: number) => money('EUR', cents);

describe('money construction', () => {
  it('takes fraction digits from the currency (2 for all, HUF and CZK too)', () => {
    expect(money('HUF', 73000)).toEqual({ currencyCode: 'HUF', centAmount: 73000, fractionDigits: 2 });
    expect(CURRENCIES.CZK.fractionDigits).toBe(2);
  });

  it('refuses fractional or unsafe cent amounts', () => {
    expect(() => money('EUR', 1.5)).toThrow(RangeError);
    expect(() => money('EUR', Number.NaN)).toThrow(RangeError);
    expect(() => money('EUR', 2 ** 53)).toThrow(RangeError);
  });

  it('parses decimal strings exactly', () => {
    expect(moneyFromDecimal('EUR', '999.99').centAmount).toBe(99999);
    expect(moneyFromDecimal('EUR', '1.9').centAmount).toBe(190);
    expect(moneyFromDecimal('EUR', '0.1').centAmount).toBe(10);
    expect(moneyFromDecimal('EUR', '-3.05').centAmount).toBe(-305);
    expect(moneyFromDecimal('HUF', '499999').centAmount).toBe(49999900);
  });

  it('refuses malformed decimals and excess precision', () => {
    expect(() => moneyFromDecimal('EUR', '1.999')).toThrow(RangeError);
    expect(() => moneyFromDecimal('EUR', 'abc')).toThrow(RangeError);
    expect(() => moneyFromDecimal('EUR', '1,50')).toThrow(RangeError);
    expect(() => moneyFromDecimal('EUR', '')).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, multiplies and negates', () => {
    expect(add(eur(195), eur(995)).centAmount).toBe(1190);
    expect(subtract(eur(195), eur(995)).centAmount).toBe(-800);
    expect(multiply(eur(1999), 3).centAmount).toBe(5997);
    expect(negate(eur(5)).centAmount).toBe(-5);
    expect(sum('EUR', [eur(1), eur(2), eur(3)]).centAmount).toBe(6);
    expect(sum('EUR', [])).toEqual(zero('EUR'));
    expect(isZero(zero('GBP'))).toBe(true);
  });

  it('throws on currency mismatch (a bug, never silently converted)', () => {
    expect(() => add(eur(1), money('GBP', 1))).toThrow(TypeError);
    expect(() => subtract(eur(1), money('CHF', 1))).toThrow(/Currency mismatch/);
    expect(() => compare(eur(1), money('PLN', 1))).toThrow(TypeError);
    expect(() => sum('EUR', [money('SEK', 1)])).toThrow(TypeError);
  });

  it('refuses non-integer multipliers', () => {
    expect(() => multiply(eur(100), 1.5)).toThrow(RangeError);
  });

  it('compares for sorting', () => {
    expect(compare(eur(1), eur(2))).toBe(-1);
    expect(compare(eur(2), eur(2))).toBe(0);
    expect(compare(eur(3), eur(2))).toBe(1);
  });

  it('takes a percentage in basis points with half-even by default', () => {
    expect(percentOf(eur(10000), 2550).centAmount).toBe(2550);
    expect(percentOf(eur(50), 1000).centAmount).toBe(5);
    // 25 × 10 % = 2.5 cents: half-even → 2, half-up → 3
    expect(percentOf(eur(25), 1000).centAmount).toBe(2);
    expect(percentOf(eur(25), 1000, 'half-up').centAmount).toBe(3);
    expect(percentOf(eur(35), 1000).centAmount).toBe(4);
  });

  it('keeps exactness beyond 2^53 intermediates', () => {
    const big = eur(Number.MAX_SAFE_INTEGER);
    expect(percentOf(big, 10000).centAmount).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => multiply(big, 2)).toThrow(RangeError);
  });
});

describe('allocate and split', () => {
  it('splits 100 cents in three with the extra cent first', () => {
    expect(split(eur(100), 3).map((m) => m.centAmount)).toEqual([34, 33, 33]);
    expect(split(eur(-100), 3).map((m) => m.centAmount)).toEqual([-34, -33, -33]);
  });

  it('allocates by weight giving leftovers to the largest remainders', () => {
    expect(allocate(eur(1000), [1, 2, 7]).map((m) => m.centAmount)).toEqual([100, 200, 700]);
    expect(allocate(eur(10), [1, 2]).map((m) => m.centAmount)).toEqual([3, 7]);
    // 1.5 and 3.5: equal remainders, the earlier part gets the cent
    expect(allocate(eur(5), [3, 7]).map((m) => m.centAmount)).toEqual([2, 3]);
    expect(allocate(eur(5), [0, 1]).map((m) => m.centAmount)).toEqual([0, 5]);
  });

  it('refuses empty, negative, fractional or all-zero weights', () => {
    expect(() => allocate(eur(1), [])).toThrow(RangeError);
    expect(() => allocate(eur(1), [-1, 2])).toThrow(RangeError);
    expect(() => allocate(eur(1), [0.5])).toThrow(RangeError);
    expect(() => allocate(eur(1), [0, 0])).toThrow(RangeError);
    expect(() => split(eur(1), 0)).toThrow(RangeError);
  });

  it('property: parts always add up to the total and differ by at most one cent from exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (cents, weights) => {
          fc.pre(weights.some((w) => w > 0));
          const parts = allocate(eur(cents), weights);
          const total = weights.reduce((a, b) => a + b, 0);
          expect(sum('EUR', parts).centAmount).toBe(cents);
          parts.forEach((part, i) => {
            const exact = (cents * (weights[i] ?? 0)) / total;
            expect(Math.abs(part.centAmount - exact)).toBeLessThan(1 + 1e-6);
          });
        },
      ),
    );
  });

  it('property: split parts add up and differ from each other by at most one cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: 1, max: 50 }),
        (cents, n) => {
          const parts = split(eur(cents), n).map((m) => m.centAmount);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(cents);
          expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('display', () => {
  it('divides by ten to the power of fraction digits', () => {
    expect(displayAmount(eur(99999))).toBe(999.99);
    expect(decimalAmount(eur(5))).toBe('0.05');
    expect(decimalAmount(eur(-1205))).toBe('-12.05');
    expect(decimalAmount(money('HUF', 73000))).toBe('730.00');
    expect(decimalAmount({ currencyCode: 'HUF', centAmount: 730, fractionDigits: 0 })).toBe('730');
  });

  it('formats per locale with narrow symbols for CZK, DKK and SEK', () => {
    const nbsp = /[\u00a0\u202f]/g;
    expect(formatMoney(eur(123450), 'de-DE').replace(nbsp, ' ')).toBe('1.234,50 €');
    expect(formatMoney(money('CZK', 139900), 'cs-CZ').replace(nbsp, ' ')).toBe('1 399,00 Kč');
    expect(formatMoney(money('DKK', 1500), 'da-DK').replace(nbsp, ' ')).toBe('15,00 kr.');
    expect(formatMoney(money('SEK', 2200), 'sv-SE').replace(nbsp, ' ')).toBe('22,00 kr');
    expect(formatMoney(money('GBP', 5200), 'en-GB')).toBe('£52.00');
    // Case-insensitive locale variants as used in the routing table
    expect(formatMoney(money('CHF', 5900), 'de-ch').replace(nbsp, ' ')).toContain('59.00');
  });

  it('formats amounts beyond float precision exactly', () => {
    expect(formatMoney(eur(Number.MAX_SAFE_INTEGER), 'en-IE')).toBe('€90,071,992,547,409.91');
  });
});
