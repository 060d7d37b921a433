import { describe, expect, it } from 'vitest';
import { convertBgnCentsToEurCents, convertBgnToEur } from './bgn-euro.ts';
import { money } from './money.ts';

describe('BGN → EUR at 1.95583', () => {
  it('converts the spec figures to the cent', () => {
    expect(convertBgnCentsToEurCents(11500)).toBe(5880); // 58.7986 → 58.80
    expect(convertBgnCentsToEurCents(395)).toBe(202); // 2.0196 → 2.02
    expect(convertBgnCentsToEurCents(1995)).toBe(1020); // 10.2003 → 10.20
    expect(convertBgnCentsToEurCents(195000)).toBe(99702); // 997.0192 → 997.02
    expect(convertBgnCentsToEurCents(48750)).toBe(24925); // 249.2548 → 249.25
    expect(convertBgnCentsToEurCents(890000)).toBe(455050); // 4550.4977 → 4550.50
  });

  it('converts the rate itself to exactly one euro', () => {
    expect(convertBgnCentsToEurCents(195583)).toBe(100000);
    expect(convertBgnToEur(money('BGN', 196))).toEqual(money('EUR', 100));
  });

  it('rounds to the nearest cent, also for tiny and negative amounts', () => {
    // An exact half cent cannot occur (195583 is odd), so half-up only matters in principle.
    expect(convertBgnCentsToEurCents(1)).toBe(1); // 0.511 → 1
    expect(convertBgnCentsToEurCents(0)).toBe(0);
    expect(convertBgnCentsToEurCents(-11500)).toBe(-5880);
  });

  it('refuses a non-BGN amount', () => {
    expect(() => convertBgnToEur(money('EUR', 100))).toThrow(TypeError);
  });
});
