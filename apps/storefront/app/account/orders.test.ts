import { describe, expect, it } from 'vitest';
import { orderDetail, STATE_KEY } from './orders.ts';

const EUR = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

describe('orderDetail', () => {
  it('reads lines, totals with tax portions, payment method, addresses and the timeline', () => {
    const view = orderDetail(
      {
        orderNumber: 'DE-20261124-0001',
        createdAt: '2026-11-24T10:00:00.000Z',
        orderState: 'Open',
        paymentState: 'BalanceDue',
        shipmentState: 'Pending',
        lineItems: [
          { name: 'Akku-Bohrschrauber', quantity: 2, variant: { sku: 'EX1' }, totalPrice: EUR(5000) },
        ],
        itemsTotal: EUR(5000),
        shippingInfo: { price: EUR(195) },
        taxedPrice: { totalNet: EUR(4366), taxPortions: [{ rate: 0.19, amount: EUR(829), name: '19%' }] },
        totalPrice: EUR(5195),
        paymentInfo: { payments: [{ paymentMethodInfo: { method: 'bank_transfer' } }] },
        shippingAddress: {
          country: 'DE',
          firstName: 'Anna',
          lastName: 'Schmidt',
          postalCode: '10115',
          city: 'Berlin',
        },
      },
      [
        { type: 'order.placed', at: '2026-11-24T10:00:00.000Z' },
        { type: 'order.shipment-state-changed', at: '2026-11-25T10:00:00.000Z', shipmentState: 'Shipped' },
        { type: 'something.else', at: '2026-11-25T11:00:00.000Z' },
      ],
    );
    expect(view.lines).toEqual([{ sku: 'EX1', name: 'Akku-Bohrschrauber', quantity: 2, total: EUR(5000) }]);
    expect(view.taxPortions).toEqual([{ rate: 0.19, amount: EUR(829) }]);
    expect(view.paymentMethodKey).toBe('checkout.payment-methods.bank-transfer');
    expect(view.shippingAddress?.lines).toEqual(['Anna Schmidt', '10115 Berlin', 'DE']);
    expect(view.billingAddress).toBeNull();
    expect(view.timeline).toEqual([
      { key: 'account-orders.event-placed', stateKey: null, at: '2026-11-24T10:00:00.000Z' },
      {
        key: 'account-orders.event-shipment',
        stateKey: 'account-orders.shipment-state-shipped',
        at: '2026-11-25T10:00:00.000Z',
      },
    ]);
  });

  it('names every state of spec 000 §3 with a key, and shows an unknown one as itself', () => {
    expect(STATE_KEY.payment('BalanceDue')).toBe('account-orders.payment-state-balancedue');
    expect(STATE_KEY.order('Archived')).toBe('Archived');
  });
});
