import { describe, expect, it } from 'vitest';
import { clampQuantity, MAX_QUANTITY_WARNING, quantityStepper } from './quantity.ts';

const limits = { stock: 1000, max: 1000 };

describe('clampQuantity', () => {
  it('keeps valid quantities', () => {
    expect(clampQuantity(5, limits)).toEqual({ quantity: 5, warning: null });
    expect(clampQuantity('7', limits)).toEqual({ quantity: 7, warning: null });
    expect(clampQuantity(1000, limits)).toEqual({ quantity: 1000, warning: null });
  });

  it('turns below 1 or non-numbers into 1 without a warning', () => {
    for (const value of [0, -3, 0.5, '', 'abc', null, undefined, Number.NaN, {}, Number.POSITIVE_INFINITY]) {
      expect(clampQuantity(value, limits), String(value)).toEqual({ quantity: 1, warning: null });
    }
  });

  it('caps at stock when stock is below the cart maximum', () => {
    expect(clampQuantity(8, { stock: 5, max: 1000 })).toEqual({ quantity: 5, warning: MAX_QUANTITY_WARNING });
    expect(clampQuantity(5, { stock: 5, max: 1000 })).toEqual({ quantity: 5, warning: null });
  });

  it('caps at the cart maximum otherwise', () => {
    expect(clampQuantity(1001, { stock: 5000, max: 1000 })).toEqual({
      quantity: 1000,
      warning: MAX_QUANTITY_WARNING,
    });
    expect(clampQuantity('1001', limits)).toEqual({
      quantity: 1000,
      warning: 'You have reached the maximum quantity',
    });
  });

  it('never goes below 1, even without stock', () => {
    expect(clampQuantity(3, { stock: 0, max: 1000 })).toEqual({ quantity: 1, warning: MAX_QUANTITY_WARNING });
  });

  it('truncates fractions', () => {
    expect(clampQuantity(2.9, limits)).toEqual({ quantity: 2, warning: null });
  });
});

describe('quantityStepper', () => {
  it('disables increment at the cap and decrement at 1', () => {
    expect(quantityStepper(1, { stock: 5, max: 1000 })).toEqual({ canIncrement: true, canDecrement: false });
    expect(quantityStepper(5, { stock: 5, max: 1000 })).toEqual({ canIncrement: false, canDecrement: true });
    expect(quantityStepper(1000, { stock: 9999, max: 1000 })).toEqual({
      canIncrement: false,
      canDecrement: true,
    });
  });
});
