import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../country-codes.ts';
import { COD_CAPS } from './cod.ts';
import {
  COMPANY_EXCLUDED_PAYMENT_METHODS,
  NON_COMPANY_EXCLUDED_PAYMENT_METHODS,
  PROVIDER_PAYMENT_METHODS,
} from './payment-methods.ts';
import { PAYMENT_METHODS_BY_COUNTRY, paymentMethodsFor } from './payment-methods-by-country.ts';

const KLARNA_FAMILY = ['klarna', 'klarna_account', 'klarna_b2b'];

describe('PAYMENT_METHODS_BY_COUNTRY', () => {
  it('lists every store with card, PayPal, the wallets, bank transfer and cash on delivery', () => {
    expect(Object.keys(PAYMENT_METHODS_BY_COUNTRY).sort()).toEqual([...COUNTRY_CODES].sort());
    for (const country of COUNTRY_CODES) {
      const methods = PAYMENT_METHODS_BY_COUNTRY[country];
      expect(methods, country).toEqual(expect.arrayContaining(['scheme', 'paypal', 'applepay', 'googlepay']));
      expect(methods.slice(-2), country).toEqual(['cod', 'bank_transfer']);
      // Every store has a COD cap (001 §9), so every store offers cash on delivery.
      expect(COD_CAPS[country], country).toBeGreaterThan(0);
      expect(new Set(methods).size, country).toBe(methods.length);
      // Provider methods keep the spec's order.
      const providers = methods.filter((method) => method !== 'cod' && method !== 'bank_transfer');
      expect(providers, country).toEqual(
        PROVIDER_PAYMENT_METHODS.filter((method) => providers.includes(method)),
      );
    }
  });

  it('offers each local method only in its market', () => {
    const marketsOf = (method: string) =>
      COUNTRY_CODES.filter((country) => PAYMENT_METHODS_BY_COUNTRY[country].includes(method as never));
    expect(marketsOf('ideal')).toEqual(['NL']);
    expect(marketsOf('twint')).toEqual(['CH']);
    expect(marketsOf('multibanco')).toEqual(['PT']);
    expect(marketsOf('onlineBanking_PL')).toEqual(['PL']);
    expect(marketsOf('mobilepay').sort()).toEqual(['DK', 'FI']);
    expect(marketsOf('ratepay').sort()).toEqual(['AT', 'CH', 'DE', 'NL']);
    expect(marketsOf('klarna_b2b').sort()).toEqual(['AT', 'DE', 'DK', 'FI', 'NL', 'NO', 'SE']);
  });

  it('has no Klarna where Klarna does not operate (LT, SI, HR, BG)', () => {
    for (const country of ['LT', 'SI', 'HR', 'BG'] as const) {
      expect(PAYMENT_METHODS_BY_COUNTRY[country], country).toEqual([
        'scheme',
        'paypal',
        'applepay',
        'googlepay',
        'cod',
        'bank_transfer',
      ]);
    }
    for (const country of ['DE', 'SE', 'GB', 'IT', 'PL'] as const) {
      expect(
        PAYMENT_METHODS_BY_COUNTRY[country].some((m) => KLARNA_FAMILY.includes(m)),
        country,
      ).toBe(true);
    }
  });
});

describe('paymentMethodsFor', () => {
  it('applies the client-type rule of decision 019 to the store list', () => {
    for (const country of COUNTRY_CODES) {
      const company = paymentMethodsFor({ country, clientType: 'COMPANY' });
      const consumer = paymentMethodsFor({ country, clientType: 'PRIVATE' });
      for (const method of COMPANY_EXCLUDED_PAYMENT_METHODS) expect(company, country).not.toContain(method);
      for (const method of NON_COMPANY_EXCLUDED_PAYMENT_METHODS)
        expect(consumer, country).not.toContain(method);
      expect([...company, ...consumer].every((m) => PAYMENT_METHODS_BY_COUNTRY[country].includes(m))).toBe(
        true,
      );
    }
  });

  it('gives a few markets their realistic lists', () => {
    expect(paymentMethodsFor({ country: 'DE', clientType: 'PRIVATE' })).toEqual([
      'scheme',
      'paypal',
      'klarna_account',
      'ratepay',
      'klarna',
      'applepay',
      'googlepay',
      'cod',
      'bank_transfer',
    ]);
    expect(paymentMethodsFor({ country: 'DE', clientType: 'COMPANY' })).toEqual([
      'scheme',
      'paypal',
      'klarna_b2b',
      'applepay',
      'googlepay',
      'cod',
      'bank_transfer',
    ]);
    expect(paymentMethodsFor({ country: 'NL', clientType: 'PRIVATE' })).toContain('ideal');
    expect(paymentMethodsFor({ country: 'CH', clientType: 'COMPANY' })).toEqual([
      'scheme',
      'paypal',
      'applepay',
      'googlepay',
      'twint',
      'cod',
      'bank_transfer',
    ]);
    expect(paymentMethodsFor({ country: 'PL', clientType: 'PRIVATE' })).toContain('onlineBanking_PL');
    expect(paymentMethodsFor({ country: 'SK', clientType: 'COMPANY' })).toEqual([
      'scheme',
      'paypal',
      'applepay',
      'googlepay',
      'cod',
      'bank_transfer',
    ]);
  });

  it('keeps the Google Pay express flag and the cart eligibility switches', () => {
    expect(paymentMethodsFor({ country: 'FR', clientType: 'PRIVATE', googlePayOnly: true })).toEqual([
      'googlepay',
    ]);
    expect(
      paymentMethodsFor({
        country: 'IT',
        clientType: 'PRIVATE',
        cashOnDeliveryAllowed: false,
        bankTransferAllowed: false,
      }),
    ).toEqual(['scheme', 'paypal', 'klarna_account', 'applepay', 'googlepay']);
  });
});
