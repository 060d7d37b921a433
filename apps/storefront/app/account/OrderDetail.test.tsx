/** One order as the account and tracking pages render it: the method it was paid with, free shipping. */
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../components/blocks/fixtures.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { orderDetail } from './orders.ts';

const EUR = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });

const paidByCard = (shipping: number) =>
  orderDetail(
    {
      orderNumber: 'DE-20261125-0002',
      createdAt: '2026-11-25T09:00:00.000Z',
      orderState: 'Open',
      paymentState: 'Paid',
      shipmentState: 'Pending',
      lineItems: [{ name: 'Kappsäge', quantity: 1, variant: { sku: 'EX2' }, totalPrice: EUR(11999) }],
      itemsTotal: EUR(11999),
      shippingInfo: { price: EUR(shipping) },
      totalPrice: EUR(11999 + shipping),
      paymentInfo: { payments: [{ paymentMethodInfo: { method: 'scheme' } }] },
    },
    [],
  );

describe('order detail', () => {
  it('names a card or wallet payment too, not only the shop’s own methods', async () => {
    const html = await renderWithI18n(<OrderDetail order={paidByCard(0)} />, 'en-GB');
    expect(html).toContain('Credit or debit card');
    expect(
      orderDetail({ paymentInfo: { payments: [{ paymentMethodInfo: { method: 'paypal' } }] } }, []),
    ).toMatchObject({ paymentMethodKey: 'checkout.payment-methods.paypal' });
    expect(
      orderDetail({ paymentInfo: { payments: [{ paymentMethodInfo: { method: 'x' } }] } }, []),
    ).toMatchObject({ paymentMethodKey: null });
  });

  it('shows free shipping as "Free" (001 §9), a fee as its amount', async () => {
    expect(await renderWithI18n(<OrderDetail order={paidByCard(0)} />, 'de-DE')).toContain('Kostenlos');
    const paid = await renderWithI18n(<OrderDetail order={paidByCard(495)} />, 'de-DE');
    expect(paid).not.toContain('Kostenlos');
    expect(paid).toMatch(/4,95\s€/);
  });
});
