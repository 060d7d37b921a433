import { describe, expect, it } from 'vitest';
import {
  availablePaymentMethods,
  CUSTOM_PAYMENT_METHODS,
  isBankTransferAllowed,
  PROVIDER_PAYMENT_METHODS,
  thankYouPaymentStatus,
} from './payment-methods.ts';

const all = [...PROVIDER_PAYMENT_METHODS, ...CUSTOM_PAYMENT_METHODS];

describe('availablePaymentMethods', () => {
  it('removes consumer BNPL methods for companies', () => {
    const methods = availablePaymentMethods(all, { clientType: 'COMPANY' });
    expect(methods).not.toContain('klarna');
    expect(methods).not.toContain('klarna_account');
    expect(methods).not.toContain('ratepay');
    expect(methods).toContain('klarna_b2b');
    expect(methods).toHaveLength(all.length - 3);
  });

  it('removes invoice financing for private customers', () => {
    const methods = availablePaymentMethods(all, { clientType: 'PRIVATE' });
    expect(methods).toEqual(all.filter((method) => method !== 'klarna_b2b'));
  });

  it('restricts to Google Pay when flagged', () => {
    expect(availablePaymentMethods(all, { clientType: 'PRIVATE', googlePayOnly: true })).toEqual([
      'googlepay',
    ]);
    expect(availablePaymentMethods(['scheme'], { clientType: 'COMPANY', googlePayOnly: true })).toEqual([]);
  });

  it('drops cod and bank transfer when the cart does not allow them, keeping order', () => {
    expect(
      availablePaymentMethods(['cod', 'scheme', 'bank_transfer'], {
        clientType: 'PRIVATE',
        cashOnDeliveryAllowed: false,
        bankTransferAllowed: false,
      }),
    ).toEqual(['scheme']);
    expect(
      availablePaymentMethods(['cod', 'scheme'], { clientType: 'PRIVATE', cashOnDeliveryAllowed: true }),
    ).toEqual(['cod', 'scheme']);
  });
});

describe('bank transfer and thank-you status', () => {
  it('allows 1 to 20 items for bank transfer', () => {
    expect(isBankTransferAllowed(20)).toBe(true);
    expect(isBankTransferAllowed(1)).toBe(true);
    expect(isBankTransferAllowed(21)).toBe(false);
    expect(isBankTransferAllowed(0)).toBe(false);
    expect(isBankTransferAllowed(2.5)).toBe(false);
  });

  it('is in progress for bank transfer or an open Multibanco reference', () => {
    expect(thankYouPaymentStatus({ method: 'bank_transfer' })).toBe('in-progress');
    expect(thankYouPaymentStatus({ method: 'multibanco', multibancoReference: '123 456 789' })).toBe(
      'in-progress',
    );
    expect(thankYouPaymentStatus({ method: 'multibanco', multibancoReference: null })).toBe('paid');
    expect(thankYouPaymentStatus({ method: 'scheme' })).toBe('paid');
    expect(thankYouPaymentStatus({ method: 'cod' })).toBe('paid');
  });
});
