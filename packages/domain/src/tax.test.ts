import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES } from './currencies.ts';
import { money } from './money.ts';
import { grossToNet, netToGross, taxPortions } from './tax.ts';
import { STANDARD_VAT_RATE_BASIS_POINTS } from './vat-rates.ts';

const eur = (cents: number) => money('EUR', cents);
const cents = (m: { centAmount: number }) => m.centAmount;
const allRates = [...new Set(Object.values(STANDARD_VAT_RATE_BASIS_POINTS)), 0, 500, 700, 1300];

describe('gross → net', () => {
  it('extracts the tax portion', () => {
    const de = grossToNet(eur(11900), 1900);
    expect([cents(de.net), cents(de.tax), cents(de.gross)]).toEqual([10000, 1900, 11900]);
    const fi = grossToNet(eur(12550), 2550);
    expect([cents(fi.net), cents(fi.tax)]).toEqual([10000, 2550]);
    const ch = grossToNet(money('CHF', 10810), 810);
    expect([cents(ch.net), cents(ch.tax)]).toEqual([10000, 810]);
  });

  it('rounds the net part to the cent and leaves the rest as tax', () => {
    // €1.95 at 19 %: 1.6386… → net 1.64, tax 0.31
    const fee = grossToNet(eur(195), 1900);
    expect([cents(fee.net), cents(fee.tax)]).toEqual([164, 31]);
    const zeroRate = grossToNet(eur(999), 0);
    expect([cents(zeroRate.net), cents(zeroRate.tax)]).toEqual([999, 0]);
  });

  it('refuses negative or fractional rates', () => {
    expect(() => grossToNet(eur(100), -1)).toThrow(RangeError);
    expect(() => grossToNet(eur(100), 19.5)).toThrow(RangeError);
  });
});

describe('net → gross', () => {
  it('adds the tax rounded to the cent', () => {
    const fi = netToGross(eur(10000), 2550);
    expect([cents(fi.tax), cents(fi.gross)]).toEqual([2550, 12550]);
    // 0.05 × 21 % = 1.05 cents → 1
    expect(cents(netToGross(eur(5), 2100).gross)).toBe(6);
    // 0.10 × 25 % = 2.5 cents: half-even → 2, half-up → 3
    expect(cents(netToGross(eur(10), 2500).tax)).toBe(2);
    expect(cents(netToGross(eur(10), 2500, 'half-up').tax)).toBe(3);
  });
});

describe('taxPortions', () => {
  it('groups lines by rate and totals them', () => {
    const breakdown = taxPortions([
      { amount: eur(11900), rateBasisPoints: 1900 },
      { amount: eur(10700), rateBasisPoints: 700 },
      { amount: eur(5950), rateBasisPoints: 1900 },
    ]);
    expect(breakdown.portions.map((p) => [p.rateBasisPoints, cents(p.net), cents(p.tax)])).toEqual([
      [700, 10000, 700],
      [1900, 15000, 2850],
    ]);
    expect(cents(breakdown.totalGross)).toBe(28550);
    expect(cents(breakdown.totalNet)).toBe(25000);
    expect(cents(breakdown.totalTax)).toBe(3550);
  });

  it('rounds once per rate, not once per line', () => {
    // Three lines of €0.05 at 19 %: per line net 0.04 (tax 0.01 each = 0.03); per rate 0.15 → net 0.13, tax 0.02
    const breakdown = taxPortions([1, 2, 3].map(() => ({ amount: eur(5), rateBasisPoints: 1900 })));
    expect(cents(breakdown.totalTax)).toBe(2);
  });

  it('handles net-priced carts', () => {
    const breakdown = taxPortions([{ amount: eur(10000), rateBasisPoints: 2300 }], { amountsAre: 'net' });
    expect(cents(breakdown.totalGross)).toBe(12300);
  });

  it('totals an empty cart to zero when given a currency, and refuses otherwise', () => {
    expect(cents(taxPortions([], { currencyCode: 'PLN' }).totalGross)).toBe(0);
    expect(() => taxPortions([])).toThrow(RangeError);
  });

  it('throws on mixed currencies', () => {
    expect(() =>
      taxPortions([
        { amount: eur(100), rateBasisPoints: 1900 },
        { amount: money('GBP', 100), rateBasisPoints: 1900 },
      ]),
    ).toThrow(TypeError);
  });

  const lineArb = fc.record({
    cents: fc.integer({ min: -1_000_000, max: 100_000_000 }),
    rate: fc.constantFrom(...allRates),
  });

  it('property: net + tax = gross per portion and in total, and gross keeps the cart total', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCY_CODES),
        fc.array(lineArb, { maxLength: 30 }),
        (currency, lines) => {
          const input = lines.map((line) => ({
            amount: money(currency, line.cents),
            rateBasisPoints: line.rate,
          }));
          const breakdown = taxPortions(input, { currencyCode: currency });
          for (const portion of breakdown.portions) {
            expect(cents(portion.net) + cents(portion.tax)).toBe(cents(portion.gross));
          }
          expect(cents(breakdown.totalNet) + cents(breakdown.totalTax)).toBe(cents(breakdown.totalGross));
          expect(cents(breakdown.totalGross)).toBe(lines.reduce((acc, line) => acc + line.cents, 0));
        },
      ),
    );
  });

  it('property: the tax portion is within half a cent of the exact rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...allRates), (gross, rate) => {
        const { tax } = grossToNet(eur(gross), rate);
        const exactTax = (gross * rate) / (10_000 + rate);
        expect(Math.abs(cents(tax) - exactTax)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it('property: net → gross → net round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom(...allRates), (net, rate) => {
        const { gross } = netToGross(eur(net), rate);
        expect(cents(grossToNet(gross, rate).net)).toBe(net);
      }),
    );
  });
});
