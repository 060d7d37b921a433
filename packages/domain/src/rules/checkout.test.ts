import { describe, expect, it } from 'vitest';
import { money } from '../money.ts';
import { canStartPayment, checkoutGuard, codFeeBreakdown, isCustomerTokenScope } from './checkout.ts';

describe('checkout rules', () => {
  it('needs e-mail and billing first name before payment', () => {
    expect(canStartPayment({ customerEmail: 'a@b.sk', billingFirstName: 'Eva' })).toBe(true);
    expect(canStartPayment({ customerEmail: 'a@b.sk', billingFirstName: ' ' })).toBe(false);
    expect(canStartPayment({ customerEmail: null, billingFirstName: 'Eva' })).toBe(false);
  });

  it('guards the checkout by cart state', () => {
    expect(checkoutGuard(null)).toBe('redirect-home');
    expect(checkoutGuard({ shippingAddress: { country: 'SK' } })).toBe('redirect-addresses');
    expect(checkoutGuard({ shippingInfo: {} })).toBe('redirect-addresses');
    expect(checkoutGuard({ shippingInfo: {}, shippingAddress: { country: 'SK' } })).toBe('proceed');
  });

  it('recognises a customer token scope', () => {
    expect(isCustomerTokenScope('manage_my_orders:shop customer_id:1234')).toBe(true);
    expect(isCustomerTokenScope('anonymous_id:abc')).toBe(false);
    expect(isCustomerTokenScope(undefined)).toBe(false);
  });

  it('adds the COD fee split by the cart rate only when selected', () => {
    const fee = codFeeBreakdown(money('EUR', 246), 2300, true);
    expect([fee.net.centAmount, fee.tax.centAmount, fee.gross.centAmount]).toEqual([200, 46, 246]);
    expect(codFeeBreakdown(money('EUR', 246), 2300, false).gross.centAmount).toBe(0);
  });
});
