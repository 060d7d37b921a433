import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import {
  analyticsDiscount,
  discountedUnitPrice,
  isProductDiscountActive,
  isWithinValidity,
  type ProductDiscount,
  regularLinePrice,
  specialLinePrice,
} from './line-price.ts';

const eur = (cents: number) => money('EUR', cents);
const now = new Date('2026-11-20T12:00:00Z');
const tenPercent: ProductDiscount = {
  isActive: true,
  validFrom: '2026-11-01T00:00:00Z',
  validUntil: '2026-12-01T00:00:00Z',
  value: { type: 'relative', permyriad: 1000 },
};

describe('regular line price', () => {
  it('is price × quantity', () => {
    expect(regularLinePrice(eur(1999), 3).centAmount).toBe(5997);
    expect(() => regularLinePrice(eur(1999), 1.5)).toThrow(RangeError);
  });
});

describe('product discount', () => {
  it('is active inside [validFrom, validUntil) with its flag set', () => {
    expect(isProductDiscountActive(tenPercent, now)).toBe(true);
    expect(isProductDiscountActive(tenPercent, new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(isProductDiscountActive(tenPercent, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isProductDiscountActive(tenPercent, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    expect(isProductDiscountActive({ ...tenPercent, isActive: false }, now)).toBe(false);
    expect(isProductDiscountActive({ ...tenPercent, validFrom: null, validUntil: null }, now)).toBe(true);
  });

  it('validity takes Date bounds as well as ISO strings (cart discounts and codes use the same rule)', () => {
    const window = {
      validFrom: new Date('2026-11-01T00:00:00Z'),
      validUntil: new Date('2026-12-01T00:00:00Z'),
    };
    expect(isWithinValidity(window, now)).toBe(true);
    expect(isWithinValidity(window, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isWithinValidity({ validFrom: '2026-11-21T00:00:00Z' }, now)).toBe(false);
    expect(isWithinValidity({}, now)).toBe(true);
  });

  it('reduces the unit price by permyriad or an absolute amount, not below zero', () => {
    expect(discountedUnitPrice(eur(9999), { type: 'relative', permyriad: 1000 }).centAmount).toBe(8999);
    expect(discountedUnitPrice(eur(9999), { type: 'absolute', money: eur(1000) }).centAmount).toBe(8999);
    expect(discountedUnitPrice(eur(500), { type: 'absolute', money: eur(1000) }).centAmount).toBe(0);
  });
});

describe('special line price', () => {
  it('uses the last discounted price per quantity', () => {
    const price = specialLinePrice({
      unitPrice: eur(10000),
      quantity: 2,
      discountedPricePerQuantity: [
        { discountedPrice: { value: eur(9500) } },
        { discountedPrice: { value: eur(9000) } },
      ],
      productDiscount: tenPercent,
      now,
    });
    expect(price?.centAmount).toBe(18000);
  });

  it('falls back to the active product discount', () => {
    expect(
      specialLinePrice({ unitPrice: eur(10000), quantity: 3, productDiscount: tenPercent, now })?.centAmount,
    ).toBe(27000);
    expect(
      specialLinePrice({
        unitPrice: eur(10000),
        quantity: 3,
        discountedPricePerQuantity: [],
        productDiscount: tenPercent,
        now,
      })?.centAmount,
    ).toBe(27000);
  });

  it('is null without any discount in force', () => {
    expect(specialLinePrice({ unitPrice: eur(10000), quantity: 1, now })).toBeNull();
    expect(
      specialLinePrice({
        unitPrice: eur(10000),
        quantity: 1,
        productDiscount: { ...tenPercent, isActive: false },
        now,
      }),
    ).toBeNull();
  });
});

describe('analytics discount', () => {
  it('is standard minus price when positive', () => {
    expect(analyticsDiscount(eur(12000), eur(9999)).centAmount).toBe(2001);
    expect(analyticsDiscount(eur(9999), eur(12000)).centAmount).toBe(0);
  });
});
