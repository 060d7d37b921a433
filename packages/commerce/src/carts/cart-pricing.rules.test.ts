import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { DiscountCodeView, VolumeDiscountRecord } from '../ports/index.ts';
import { cents, parcel, SPEC_VOLUME_TIERS, sellable } from './cart.fixtures.ts';
import { type PricingInput, type PricingLine, priceCart } from './cart-pricing.rules.ts';

function input(overrides: Partial<PricingInput> & Pick<PricingInput, 'currency' | 'lines'>): PricingInput {
  return {
    countryTaxRateBasisPoints: 1900,
    volumeTiers: new Map(),
    discountCodes: [],
    shippingMethod: null,
    codSelected: false,
    codFee: null,
    ...overrides,
  };
}

function line(
  id: string,
  quantity: number,
  variant: PricingLine['variant'],
  extra: Partial<PricingLine> = {},
) {
  return { id, quantity, type: 'standard_product' as const, variant, parentSku: null, ...extra };
}

describe('totals and tax exact to the cent', () => {
  test('EUR (DE 19 %): free parcel shipping at or above 59 €', () => {
    const cart = priceCart(
      input({
        currency: 'EUR',
        lines: [line('a', 2, sellable('EX10000001', cents('EUR', 49_99)))],
        shippingMethod: parcel(cents('EUR', 1_95), cents('EUR', 59_00)),
      }),
    );
    expect(cart.shipping).toMatchObject({ isFree: true, price: { centAmount: 0 } });
    expect(cart.totalPrice.centAmount).toBe(99_98);
    expect(cart.taxedPrice.totalNet.centAmount).toBe(84_02);
    expect(cart.taxedPrice.taxPortions).toEqual([
      { rate: 0.19, rateBasisPoints: 1900, amount: cents('EUR', 15_96), name: '19% VAT' },
    ]);
  });

  test('EUR below the threshold pays 1.95 € shipping, taxed at the country rate', () => {
    const cart = priceCart(
      input({
        currency: 'EUR',
        lines: [line('a', 1, sellable('EX10000001', cents('EUR', 19_99)))],
        shippingMethod: parcel(cents('EUR', 1_95), cents('EUR', 59_00)),
      }),
    );
    expect(cart.shipping?.price.centAmount).toBe(1_95);
    expect(cart.totalPrice.centAmount).toBe(21_94);
    expect(cart.taxedPrice.totalNet.centAmount).toBe(18_44);
    expect(cart.taxedPrice.totalTax.centAmount).toBe(3_50);
  });

  test('CZK (21 %)', () => {
    const cart = priceCart(
      input({
        currency: 'CZK',
        countryTaxRateBasisPoints: 2100,
        lines: [line('a', 1, sellable('EX10000002', cents('CZK', 999_00), { taxRateBasisPoints: 2100 }))],
        shippingMethod: parcel(cents('CZK', 46_00), cents('CZK', 1399_00)),
      }),
    );
    expect(cart.totalPrice).toEqual(cents('CZK', 1045_00));
    expect(cart.taxedPrice.totalNet).toEqual(cents('CZK', 863_64));
    expect(cart.taxedPrice.taxPortions[0]?.amount).toEqual(cents('CZK', 181_36));
  });

  test('HUF (27 %) with a 5 % volume discount at 3 items', () => {
    const item = sellable('EX10000003', cents('HUF', 4990_00), {
      taxRateBasisPoints: 2700,
      volumeDiscountGroup: 'drills',
    });
    const cart = priceCart(
      input({
        currency: 'HUF',
        countryTaxRateBasisPoints: 2700,
        lines: [line('a', 3, item)],
        volumeTiers: new Map([['drills', SPEC_VOLUME_TIERS]]),
        shippingMethod: parcel(cents('HUF', 730_00), cents('HUF', 22099_00)),
      }),
    );
    expect(cart.volumeDiscountTotal).toEqual(cents('HUF', 748_50));
    expect(cart.itemsTotal).toEqual(cents('HUF', 14221_50));
    expect(cart.totalPrice).toEqual(cents('HUF', 14951_50));
    expect(cart.taxedPrice.totalNet).toEqual(cents('HUF', 11772_83));
    expect(cart.taxedPrice.totalTax).toEqual(cents('HUF', 3178_67));
  });

  test('SEK (25 %): 658 kr is just below the 659 kr threshold', () => {
    const cart = priceCart(
      input({
        currency: 'SEK',
        countryTaxRateBasisPoints: 2500,
        lines: [line('a', 2, sellable('EX10000004', cents('SEK', 329_00), { taxRateBasisPoints: 2500 }))],
        shippingMethod: parcel(cents('SEK', 22_00), cents('SEK', 659_00)),
      }),
    );
    expect(cart.shipping?.isFree).toBe(false);
    expect(cart.totalPrice).toEqual(cents('SEK', 680_00));
    expect(cart.taxedPrice.totalNet).toEqual(cents('SEK', 544_00));
    expect(cart.taxedPrice.totalTax).toEqual(cents('SEK', 136_00));
  });
});

describe('volume discount tiers', () => {
  const item = sellable('EX10000005', cents('EUR', 10_00), { volumeDiscountGroup: 'saws' });
  const tiers = new Map([['saws', SPEC_VOLUME_TIERS]]);
  test.each([
    [2, 0],
    [3, 1_50],
    [4, 2_00],
    [5, 5_00],
    [9, 9_00],
    [10, 15_00],
  ])('%i items → %i cents off', (quantity, discount) => {
    const cart = priceCart(
      input({ currency: 'EUR', lines: [line('a', quantity, item)], volumeTiers: tiers }),
    );
    expect(cart.volumeDiscountTotal.centAmount).toBe(discount);
    expect(cart.itemsTotal.centAmount).toBe(quantity * 10_00 - discount);
  });

  test('quantities of different products in one group add up; other groups do not count', () => {
    const other = sellable('EX10000006', cents('EUR', 20_00), { volumeDiscountGroup: 'saws' });
    const foreign = sellable('EX10000007', cents('EUR', 30_00), { volumeDiscountGroup: 'ladders' });
    const cart = priceCart(
      input({
        currency: 'EUR',
        lines: [line('a', 1, item), line('b', 2, other), line('c', 2, foreign)],
        volumeTiers: tiers,
      }),
    );
    expect(cart.lines.map((l) => l.volumeDiscount.centAmount)).toEqual([50, 2_00, 0]);
  });

  test('the tier is the domain rule: 7 items of a group reach the 5-item tier, its id goes on the units', () => {
    const item = sellable('EX10000031', cents('EUR', 10_00), { volumeDiscountGroup: 'g' });
    const cart = priceCart(
      input({
        currency: 'EUR',
        lines: [line('a', 7, item)],
        volumeTiers: new Map([['g', SPEC_VOLUME_TIERS]]),
      }),
    );
    expect(cart.lines[0]?.volumeDiscountPermyriad).toBe(1000);
    expect(
      cart.lines[0]?.discountedPricePerQuantity[0]?.discountedPrice.includedDiscounts[0]?.discount.id,
    ).toBe('vd-5');
  });
});

describe('product discount, coupons, extra guarantee, COD fee', () => {
  test('special price is the discounted unit price × quantity, regular the list price × quantity', () => {
    const item = sellable('EX10000008', cents('EUR', 100_00), {
      discount: { id: 'd', name: 'Sale', value: cents('EUR', 79_90), validFrom: null, validUntil: null },
    });
    const cart = priceCart(input({ currency: 'EUR', lines: [line('a', 3, item)] }));
    expect(cart.lines[0]?.regularTotal.centAmount).toBe(300_00);
    expect(cart.lines[0]?.specialPrice?.centAmount).toBe(239_70);
    expect(cart.totalPrice.centAmount).toBe(239_70);
  });

  test('spec 000 §3: special price is the LAST discounted price per quantity × quantity; none without a discount', () => {
    // 10 % coupon on 3 × 33.33 € = 99.99 €: 10.00 € off, split 3.34 + 3.33 + 3.33 over the units,
    // so the units end at 29.99, 30.00, 30.00 and the last group's price × 3 is 90.00 (the line is 89.99).
    const item = sellable('EX10000032', cents('EUR', 33_33));
    const coupon = code({ value: 1000 });
    const cart = priceCart(input({ currency: 'EUR', lines: [line('a', 3, item)], discountCodes: [coupon] }));
    const priced = cart.lines[0]!;
    expect(
      priced.discountedPricePerQuantity.map((entry) => [
        entry.quantity,
        entry.discountedPrice.value.centAmount,
      ]),
    ).toEqual([
      [1, 29_99],
      [2, 30_00],
    ]);
    expect(priced.specialPrice?.centAmount).toBe(90_00);
    expect(priced.totalPrice.centAmount).toBe(89_99);
    const plain = priceCart(input({ currency: 'EUR', lines: [line('a', 3, item)] }));
    expect(plain.lines[0]?.specialPrice).toBeNull();
  });

  const code = (overrides: Partial<DiscountCodeView>): DiscountCodeView => ({
    id: 'dc',
    code: 'SAVE10',
    cartDiscountId: 'cd',
    name: 'Save',
    type: 'relative',
    value: 1000,
    minimumCentAmount: null,
    maxApplications: null,
    applications: 0,
    ...overrides,
  });

  test('relative code takes its percentage; absolute code never exceeds the items total', () => {
    const items = [line('a', 1, sellable('EX10000009', cents('EUR', 25_00)))];
    expect(
      priceCart(input({ currency: 'EUR', lines: items, discountCodes: [code({})] })).totalPrice.centAmount,
    ).toBe(22_50);
    const absolute = priceCart(
      input({ currency: 'EUR', lines: items, discountCodes: [code({ type: 'absolute', value: 40_00 })] }),
    );
    expect(absolute.totalPrice.centAmount).toBe(0);
    expect(absolute.codes[0]?.discountedAmount.centAmount).toBe(25_00);
  });

  test('a code used as often as allowed takes nothing off and says so', () => {
    const items = [line('a', 1, sellable('EX10000033', cents('EUR', 25_00)))];
    const cart = priceCart(
      input({
        currency: 'EUR',
        lines: items,
        discountCodes: [code({ maxApplications: 5, applications: 5 })],
      }),
    );
    expect(cart.codes[0]?.state).toBe('MaxApplicationReached');
    expect(cart.totalPrice.centAmount).toBe(25_00);
  });

  test('a code below its minimum does not match the cart and changes nothing', () => {
    const items = [line('a', 1, sellable('EX10000010', cents('EUR', 25_00)))];
    const cart = priceCart(
      input({ currency: 'EUR', lines: items, discountCodes: [code({ minimumCentAmount: 50_00 })] }),
    );
    expect(cart.codes[0]?.state).toBe('DoesNotMatchCart');
    expect(cart.totalPrice.centAmount).toBe(25_00);
  });

  test('extra guarantee costs its rate of the parent unit price and keeps the parent SKU', () => {
    const parent = sellable('EX10000011', cents('EUR', 199_90));
    const guarantee = sellable('4100010', cents('EUR', 0), {
      productType: 'extra_guarantee',
      isVirtual: true,
    });
    const cart = priceCart(
      input({
        currency: 'EUR',
        lines: [
          line('p', 2, parent),
          line('g', 2, guarantee, {
            type: 'extra_guarantee',
            parentSku: 'EX10000011',
            guaranteeRateBasisPoints: 1000,
          }),
        ],
      }),
    );
    expect(cart.lines[1]).toMatchObject({ parentSku: 'EX10000011', unitPrice: { centAmount: 19_99 } });
    expect(cart.lines[1]?.totalPrice.centAmount).toBe(39_98);
    expect(cart.totalPrice.centAmount).toBe(399_80 + 39_98);
  });

  test('COD fee is added only when cash on delivery is selected, split into net and VAT', () => {
    const base = input({
      currency: 'EUR',
      countryTaxRateBasisPoints: 2300,
      lines: [line('a', 1, sellable('EX10000012', cents('EUR', 100_00), { taxRateBasisPoints: 2300 }))],
      codFee: cents('EUR', 2_90),
    });
    expect(priceCart(base).codFee).toBeNull();
    expect(priceCart(base).totalPrice.centAmount).toBe(100_00);
    const cod = priceCart({ ...base, codSelected: true });
    expect(cod.codFee).toEqual({ gross: cents('EUR', 2_90), net: cents('EUR', 2_36), vat: cents('EUR', 54) });
    expect(cod.totalPrice.centAmount).toBe(102_90);
  });
});

describe('properties: parts always add up to the totals', () => {
  const tiers: VolumeDiscountRecord[] = SPEC_VOLUME_TIERS;
  const arbitraryLine = fc.record({
    cents: fc.integer({ min: 1, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 1000 }),
    rate: fc.constantFrom(0, 500, 1900, 2100, 2300, 2550, 2700),
    group: fc.constantFrom(null, 'g1', 'g2'),
  });
  test('line totals, tax portions, net + tax, shipping and fee', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { minLength: 1, maxLength: 8 }),
        fc.option(fc.integer({ min: 1, max: 9000 }), { nil: null }),
        fc.boolean(),
        (rows, couponPermyriad, cod) => {
          const lines = rows.map((row, index) =>
            line(
              `l${index}`,
              row.quantity,
              sellable(`SKU${index}`, cents('EUR', row.cents), {
                taxRateBasisPoints: row.rate,
                volumeDiscountGroup: row.group,
              }),
            ),
          );
          const cart = priceCart(
            input({
              currency: 'EUR',
              lines,
              volumeTiers: new Map([
                ['g1', tiers],
                ['g2', tiers],
              ]),
              discountCodes: couponPermyriad
                ? [
                    {
                      id: 'c',
                      code: 'C',
                      cartDiscountId: 'cd',
                      name: 'C',
                      type: 'relative',
                      value: couponPermyriad,
                      minimumCentAmount: null,
                      maxApplications: null,
                      applications: 0,
                    },
                  ]
                : [],
              shippingMethod: parcel(cents('EUR', 1_95), cents('EUR', 59_00)),
              codSelected: cod,
              codFee: cents('EUR', 3_00),
            }),
          );
          const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
          expect(total(cart.lines.map((l) => l.totalPrice.centAmount))).toBe(cart.itemsTotal.centAmount);
          for (const l of cart.lines) {
            expect(l.totalPrice.centAmount).toBe(
              l.productDiscountedTotal.centAmount - l.volumeDiscount.centAmount - l.couponDiscount.centAmount,
            );
            expect(l.totalPrice.centAmount).toBeGreaterThanOrEqual(0);
          }
          expect(total(cart.taxedPrice.taxPortions.map((p) => p.amount.centAmount))).toBe(
            cart.taxedPrice.totalTax.centAmount,
          );
          expect(cart.taxedPrice.totalNet.centAmount + cart.taxedPrice.totalTax.centAmount).toBe(
            cart.totalPrice.centAmount,
          );
          expect(cart.totalPrice.centAmount).toBe(
            cart.itemsTotal.centAmount +
              (cart.shipping?.price.centAmount ?? 0) +
              (cart.codFee?.gross.centAmount ?? 0),
          );
          expect(cart.codFee !== null).toBe(cod);
        },
      ),
    );
  });
});

describe('line taxedPrice and discountedPricePerQuantity (spec 000 §3 line item)', () => {
  test('product discount, volume discount and coupon per unit; units that cost the same are grouped', () => {
    const variant = sellable('EX10000012', cents('EUR', 100_00), {
      discount: { id: 'pd-1', name: 'Sale', value: cents('EUR', 90_00), validFrom: null, validUntil: null },
      volumeDiscountGroup: 'g',
    });
    const cart = priceCart(
      input({
        currency: 'EUR',
        lines: [line('a', 3, variant)],
        volumeTiers: new Map([['g', SPEC_VOLUME_TIERS]]),
        discountCodes: [
          {
            id: 'dc',
            code: 'FIVE',
            cartDiscountId: 'cd-five',
            name: 'Five',
            type: 'absolute',
            value: 5_00,
            minimumCentAmount: null,
            maxApplications: null,
            applications: 0,
          },
        ],
      }),
    );
    const [priced] = cart.lines;
    // 3 × 90.00 = 270.00 − 5 % (13.50) − 5.00 = 251.50
    expect(priced?.totalPrice.centAmount).toBe(251_50);
    expect(priced?.discountedPricePerQuantity).toEqual([
      {
        quantity: 2,
        discountedPrice: {
          value: cents('EUR', 83_83),
          includedDiscounts: [
            { discount: { typeId: 'product-discount', id: 'pd-1' }, discountedAmount: cents('EUR', 10_00) },
            { discount: { typeId: 'cart-discount', id: 'vd-3' }, discountedAmount: cents('EUR', 4_50) },
            { discount: { typeId: 'cart-discount', id: 'cd-five' }, discountedAmount: cents('EUR', 1_67) },
          ],
        },
      },
      {
        quantity: 1,
        discountedPrice: {
          value: cents('EUR', 83_84),
          includedDiscounts: [
            { discount: { typeId: 'product-discount', id: 'pd-1' }, discountedAmount: cents('EUR', 10_00) },
            { discount: { typeId: 'cart-discount', id: 'vd-3' }, discountedAmount: cents('EUR', 4_50) },
            { discount: { typeId: 'cart-discount', id: 'cd-five' }, discountedAmount: cents('EUR', 1_66) },
          ],
        },
      },
    ]);
    expect(priced?.taxedPrice).toEqual({
      totalNet: cents('EUR', 211_34),
      totalTax: cents('EUR', 40_16),
      totalGross: cents('EUR', 251_50),
    });
    expect(cart.taxedPrice.totalTax).toEqual(cents('EUR', 40_16));
  });

  test('an undiscounted line has no discountedPricePerQuantity entries', () => {
    const cart = priceCart(
      input({ currency: 'EUR', lines: [line('a', 2, sellable('X', cents('EUR', 10_00)))] }),
    );
    expect(cart.lines[0]?.discountedPricePerQuantity).toEqual([]);
  });

  test('property: lines, shipping and COD fee add up to the cart taxedPrice; units add up to the line', () => {
    const arbitraryLine = fc.record({
      cents: fc.integer({ min: 1, max: 5_000_000 }),
      discountPermyriad: fc.option(fc.integer({ min: 1, max: 9_999 }), { nil: null }),
      quantity: fc.integer({ min: 1, max: 1000 }),
      rate: fc.constantFrom(0, 500, 1900, 2100, 2300, 2550, 2700),
      group: fc.constantFrom(null, 'g1', 'g2'),
    });
    const arbitraryCode = fc.record({
      type: fc.constantFrom('relative' as const, 'absolute' as const),
      value: fc.integer({ min: 1, max: 9_999 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryLine, { minLength: 1, maxLength: 6 }),
        fc.array(arbitraryCode, { maxLength: 2 }),
        fc.constantFrom(0, 1900, 2300, 2700),
        fc.integer({ min: 0, max: 2_000 }),
        fc.boolean(),
        (rows, codes, countryRate, shippingCents, cod) => {
          const lines = rows.map((row, index) => {
            const price = cents('EUR', row.cents);
            const discounted = row.discountPermyriad
              ? Math.floor((row.cents * (10_000 - row.discountPermyriad)) / 10_000)
              : null;
            return line(
              `l${index}`,
              row.quantity,
              sellable(`SKU${index}`, price, {
                taxRateBasisPoints: row.rate,
                volumeDiscountGroup: row.group,
                discount:
                  discounted !== null
                    ? {
                        id: `pd${index}`,
                        name: 'Sale',
                        value: cents('EUR', discounted),
                        validFrom: null,
                        validUntil: null,
                      }
                    : null,
              }),
            );
          });
          const cart = priceCart(
            input({
              currency: 'EUR',
              countryTaxRateBasisPoints: countryRate,
              lines,
              volumeTiers: new Map([
                ['g1', SPEC_VOLUME_TIERS],
                ['g2', SPEC_VOLUME_TIERS],
              ]),
              discountCodes: codes.map((code, index) => ({
                id: `dc${index}`,
                code: `C${index}`,
                cartDiscountId: `cd${index}`,
                name: `C${index}`,
                type: code.type,
                value: code.type === 'relative' ? code.value : code.value * 100,
                minimumCentAmount: null,
                maxApplications: null,
                applications: 0,
              })),
              shippingMethod: parcel(cents('EUR', shippingCents), cents('EUR', 59_00)),
              codSelected: cod,
              codFee: cents('EUR', 2_90),
            }),
          );
          const total = (values: number[]) => values.reduce((a, b) => a + b, 0);
          const parts = [
            ...cart.lines.map((l) => l.taxedPrice),
            ...(cart.shipping ? [cart.shipping.taxedPrice] : []),
            ...(cart.codFee
              ? [{ totalNet: cart.codFee.net, totalTax: cart.codFee.vat, totalGross: cart.codFee.gross }]
              : []),
          ];
          for (const key of ['totalNet', 'totalTax', 'totalGross'] as const) {
            expect(total(parts.map((part) => part[key].centAmount))).toBe(cart.taxedPrice[key].centAmount);
          }
          for (const part of parts) {
            expect(part.totalNet.centAmount + part.totalTax.centAmount).toBe(part.totalGross.centAmount);
            expect(part.totalTax.centAmount).toBeGreaterThanOrEqual(0);
            expect(part.totalTax.centAmount).toBeLessThanOrEqual(part.totalGross.centAmount);
          }
          for (const l of cart.lines) {
            expect(l.taxedPrice.totalGross).toEqual(l.totalPrice);
            if (l.discountedPricePerQuantity.length === 0) {
              expect(l.totalPrice).toEqual(l.regularTotal);
              continue;
            }
            expect(total(l.discountedPricePerQuantity.map((entry) => entry.quantity))).toBe(l.quantity);
            expect(
              total(l.discountedPricePerQuantity.map((e) => e.quantity * e.discountedPrice.value.centAmount)),
            ).toBe(l.totalPrice.centAmount);
            for (const { discountedPrice } of l.discountedPricePerQuantity) {
              expect(
                discountedPrice.value.centAmount +
                  total(discountedPrice.includedDiscounts.map((d) => d.discountedAmount.centAmount)),
              ).toBe(l.regularUnitPrice.centAmount);
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
