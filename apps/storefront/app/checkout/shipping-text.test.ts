import type { Money } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { shippingText } from './shipping-text.ts';

const eur = (centAmount: number): Money => ({ currencyCode: 'EUR', centAmount, fractionDigits: 2 });
const i18n = {
  t: (key: string) => `<${key}>`,
  formatMoney: (money: { centAmount: number }) => `€${money.centAmount / 100}`,
};

describe('shippingText (001 §9: "Shipping cost shows \'Free\' when zero")', () => {
  it('a zero amount reads "Free", any other its amount', () => {
    expect(shippingText(eur(0), i18n)).toBe('<common.free>');
    expect(shippingText(eur(495), i18n)).toBe('€4.95');
  });

  it('free when the engine says so, whatever amount the line still carries', () => {
    expect(shippingText(eur(495), i18n, true)).toBe('<common.free>');
  });
});
