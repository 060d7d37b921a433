import { PAYMENT_METHODS_BY_COUNTRY } from '@toolyard/domain';
import { describe, expect, it } from 'vitest';
import { paymentMarks } from './PaymentLogos.tsx';

const names = (country: keyof typeof PAYMENT_METHODS_BY_COUNTRY) =>
  paymentMarks(PAYMENT_METHODS_BY_COUNTRY[country]).map((mark) => mark.name);

describe('payment logos follow the store’s methods', () => {
  it('shows Klarna only where the store offers it, once', () => {
    expect(names('DE').filter((name) => name === 'Klarna')).toHaveLength(1);
    expect(names('BG')).not.toContain('Klarna');
    expect(names('HR')).not.toContain('Klarna');
  });
  it('shows local methods in their country only', () => {
    expect(names('NL')).toContain('iDEAL');
    expect(names('DE')).not.toContain('iDEAL');
    expect(names('CH')).toContain('TWINT');
    expect(names('PT')).toContain('Multibanco');
    expect(names('PL')).toContain('Przelewy24');
  });
  it('shows the card schemes and wallets every store offers, and no mark for bank transfer or COD', () => {
    expect(names('SK').slice(0, 2)).toEqual(['Visa', 'Mastercard']);
    expect(paymentMarks(['cod', 'bank_transfer'])).toEqual([]);
  });
});
