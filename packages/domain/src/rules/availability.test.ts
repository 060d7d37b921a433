import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { availableToAdd, canAddToCart, lowStockBoundariesFor, stockLevel } from './availability.ts';

describe('add to cart', () => {
  it('uses min(stock − in cart, 1000 − in cart)', () => {
    expect(availableToAdd({ stock: 10, inCart: 3 })).toBe(7);
    expect(availableToAdd({ stock: 5000, inCart: 990 })).toBe(10);
    expect(availableToAdd({ stock: 0, inCart: 2, virtual: true })).toBe(998);
    expect(canAddToCart({ sku: '123', stock: 10, inCart: 9 })).toBe(true);
    expect(canAddToCart({ sku: '123', stock: 10, inCart: 10 })).toBe(false);
    expect(canAddToCart({ sku: '123', stock: 5000, inCart: 1000 })).toBe(false);
    expect(canAddToCart({ sku: '123', stock: 5000, inCart: 999 })).toBe(true);
    expect(canAddToCart({ sku: '123', stock: 0, inCart: 0 })).toBe(false);
  });

  it('always allows virtual products', () => {
    expect(canAddToCart({ sku: '4100010', stock: 0, inCart: 0 })).toBe(true);
    expect(canAddToCart({ sku: '41000999', stock: 0, inCart: 2000 })).toBe(true);
  });
});

describe('stock level', () => {
  it('has boundaries per store currency, BG converted to euro', () => {
    expect(lowStockBoundariesFor('DE').high.centAmount).toBe(100000);
    expect(lowStockBoundariesFor('GB').low).toMatchObject({ currencyCode: 'GBP', centAmount: 21750 });
    expect(lowStockBoundariesFor('HU').high).toMatchObject({ currencyCode: 'HUF', centAmount: 37500000 });
    expect(lowStockBoundariesFor('BG').high).toMatchObject({ currencyCode: 'EUR', centAmount: 99702 });
    expect(lowStockBoundariesFor('BG').low).toMatchObject({ currencyCode: 'EUR', centAmount: 24925 });
  });

  it('labels by stock value with inclusive boundaries', () => {
    const at = (availableQuantity: number, cents: number) =>
      stockLevel({ country: 'DE', availableQuantity, unitPrice: money('EUR', cents) });
    expect(at(10, 10000)).toBe('high'); // exactly €1000
    expect(at(10, 9999)).toBe('medium');
    expect(at(1, 25000)).toBe('medium'); // exactly €250
    expect(at(1, 24999)).toBe('low');
    expect(at(0, 100000)).toBe('out-of-stock');
    expect(at(-1, 100000)).toBe('out-of-stock');
  });

  it('throws when the price is in another currency', () => {
    expect(() => stockLevel({ country: 'CH', availableQuantity: 1, unitPrice: money('EUR', 1) })).toThrow(
      TypeError,
    );
  });
});
