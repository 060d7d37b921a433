import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import {
  type ExtraGuaranteeOfferInput,
  extraGuaranteePrice,
  isExtraGuaranteeOffered,
} from './extra-guarantee.ts';

const offer: ExtraGuaranteeOfferInput = {
  product: { sku: '12345678', brand: 'Makita', relations: ['cat-drills'] },
  settings: { excludedSkus: [], excludedBrands: [], excludedRelations: [], enabledOnMarket: true },
  enabledForStore: true,
  onPaymentPage: false,
  cartLines: [{ type: 'standard_product' }],
};

describe('isExtraGuaranteeOffered', () => {
  it('offers when every condition holds', () => {
    expect(isExtraGuaranteeOffered(offer)).toBe(true);
  });

  it('refuses when disabled for the store or the market, or on the payment page', () => {
    expect(isExtraGuaranteeOffered({ ...offer, enabledForStore: false })).toBe(false);
    expect(isExtraGuaranteeOffered({ ...offer, onPaymentPage: true })).toBe(false);
    expect(
      isExtraGuaranteeOffered({ ...offer, settings: { ...offer.settings, enabledOnMarket: false } }),
    ).toBe(false);
  });

  it('refuses virtual products and products that already have one', () => {
    expect(isExtraGuaranteeOffered({ ...offer, product: { sku: '4100010' } })).toBe(false);
    expect(
      isExtraGuaranteeOffered({ ...offer, cartLines: [{ type: 'extra_guarantee', parentSku: '12345678' }] }),
    ).toBe(false);
    expect(
      isExtraGuaranteeOffered({ ...offer, cartLines: [{ type: 'extra_guarantee', parentSku: '87654321' }] }),
    ).toBe(true);
  });

  it('never covers a guarantee itself, even one with a non-virtual SKU', () => {
    expect(isExtraGuaranteeOffered({ ...offer, product: { sku: '12345678', type: 'extra_guarantee' } })).toBe(
      false,
    );
  });

  it('refuses excluded SKUs, brands (any case) and relations', () => {
    const settings = offer.settings;
    expect(isExtraGuaranteeOffered({ ...offer, settings: { ...settings, excludedSkus: ['12345678'] } })).toBe(
      false,
    );
    expect(isExtraGuaranteeOffered({ ...offer, settings: { ...settings, excludedBrands: ['MAKITA'] } })).toBe(
      false,
    );
    expect(
      isExtraGuaranteeOffered({ ...offer, settings: { ...settings, excludedRelations: ['cat-drills'] } }),
    ).toBe(false);
    expect(isExtraGuaranteeOffered({ ...offer, settings: { ...settings, excludedBrands: ['Bosch'] } })).toBe(
      true,
    );
  });
});

describe('extraGuaranteePrice', () => {
  it('is the rate percent of the parent price in whole cents', () => {
    expect(extraGuaranteePrice(money('EUR', 19999), 10).centAmount).toBe(2000); // 1999.9 → 2000
    expect(extraGuaranteePrice(money('EUR', 10000), 7.5).centAmount).toBe(750);
    expect(extraGuaranteePrice(money('HUF', 4990000), 12).centAmount).toBe(598800);
    expect(extraGuaranteePrice(money('EUR', 0), 10).centAmount).toBe(0);
  });

  it('refuses negative or non-finite rates', () => {
    expect(() => extraGuaranteePrice(money('EUR', 100), -1)).toThrow(RangeError);
    expect(() => extraGuaranteePrice(money('EUR', 100), Number.NaN)).toThrow(RangeError);
  });

  it('property: stays within half a cent of the exact percentage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 5000 }),
        (cents, rateBp) => {
          const price = extraGuaranteePrice(money('EUR', cents), rateBp / 100).centAmount;
          expect(Math.abs(price - (cents * rateBp) / 10_000)).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });
});
