/**
 * One order as the account and tracking pages render it: the method it was paid with, free
 * shipping, the cash-on-delivery fee and the reverse-charge note.
 */
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../components/blocks/fixtures.tsx';
import { OrderDetail } from './OrderDetail.tsx';
import { orderDetail } from './orders.ts';

const EUR = (centAmount: number) => ({ centAmount, currencyCode: 'EUR', fractionDigits: 2 });
const CZK = (centAmount: number) => ({ centAmount, currencyCode: 'CZK', fractionDigits: 2 });

/** The footer rows as the shopper reads them: label → amount in minor units (Czech or English digits). */
function footerRows(html: string): Map<string, number> {
  const foot = html.slice(html.indexOf('<tfoot>'), html.indexOf('</tfoot>'));
  const rows = new Map<string, number>();
  for (const [, label, amount] of foot.matchAll(/<th[^>]*>([^<]+)<\/th><td[^>]*>(?:<strong>)?([^<]+)/g)) {
    rows.set(label ?? '', Number((amount ?? '').replace(/[^\d]/g, '')));
  }
  return rows;
}

/** A card order's document as the API answers it. */
const cardOrder = (shipping: number) => ({
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
});
const paidByCard = (shipping: number) => orderDetail(cardOrder(shipping), []);

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

  it('a cash-on-delivery order shows its fee, so subtotal, shipping and fee add up to the total', async () => {
    const cod = orderDetail(
      {
        orderNumber: 'CZ-20261125-0001',
        createdAt: '2026-11-25T09:00:00.000Z',
        orderState: 'Open',
        paymentState: 'Pending',
        shipmentState: 'Pending',
        lineItems: [{ name: 'Kladivo', quantity: 1, variant: { sku: 'EX3' }, totalPrice: CZK(499_00) }],
        itemsTotal: CZK(499_00),
        shippingInfo: { price: CZK(99_00) },
        taxedPrice: { totalNet: CZK(551_24), taxPortions: [{ rate: 0.21, amount: CZK(115_76) }] },
        totalPrice: CZK(667_00),
        // The cart's field has no currency (spec 000 §3): it is the order's.
        custom: { fields: { calculatedCodFee: { centAmount: 69_00, fractionDigits: 2 } } },
        paymentInfo: { payments: [{ paymentMethodInfo: { method: 'cod' } }] },
      },
      [],
    );
    const rows = footerRows(await renderWithI18n(<OrderDetail order={cod} />, 'cs-CZ'));
    expect(rows.get('Poplatek za dobírku')).toBe(69_00);
    const sum = ['Mezisoučet', 'Doprava', 'Poplatek za dobírku'].reduce(
      (a, label) => a + (rows.get(label) ?? 0),
      0,
    );
    expect(sum).toBe(rows.get('Celkem'));
    expect(sum).toBe(667_00);
  });

  it('a reverse-charge order explains its 0 % VAT with the note the order carries', async () => {
    const net = (custom: unknown) =>
      orderDetail(
        {
          ...cardOrder(0),
          lineItems: [{ name: 'Kappsäge', quantity: 1, variant: { sku: 'EX2' }, totalPrice: EUR(10083) }],
          itemsTotal: EUR(10083),
          shippingInfo: { price: EUR(0) },
          taxedPrice: { totalNet: EUR(10083), taxPortions: [{ rate: 0, amount: EUR(0) }] },
          totalPrice: EUR(10083),
          custom,
        },
        [],
      );
    const note = 'Reverse charge: the VAT is to be accounted for by the recipient.';
    const reverseCharge = await renderWithI18n(
      <OrderDetail order={net({ fields: { netPrices: true, taxNote: 'Reverse charge: …' } })} />,
      'en-GB',
    );
    expect(reverseCharge).toContain('VAT 0%');
    expect(reverseCharge).toContain(note);
    expect(await renderWithI18n(<OrderDetail order={paidByCard(0)} />, 'en-GB')).not.toContain(note);
  });
});
