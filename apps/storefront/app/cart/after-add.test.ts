import { describe, expect, test } from 'vitest';
import { type AddToCartOffers, chooseSidebar, isPaymentPath, sidebarDelayMs } from './after-add.ts';

const money = { currencyCode: 'EUR' as const, centAmount: 500, fractionDigits: 2 };
const guarantee = { sku: '4100010', name: 'Extra guarantee', rateBasisPoints: 1000, price: money };
const product = {
  sku: 'EX10000002',
  name: 'Bits',
  slug: 'bits-10000002',
  image: null,
  price: money,
  inStock: true,
};
const both: AddToCartOffers = { extraGuarantees: [guarantee], complementary: [product] };

describe('after add to cart', () => {
  test('the guarantee first, when offered and not yet in the cart', () => {
    expect(chooseSidebar({ sku: 'EX10000001', offers: both, cartLines: [], onPaymentPage: false })).toBe(
      'extra-guarantee',
    );
  });

  test('a guarantee already covering the product, the payment page or a virtual product → complementary', () => {
    const covered = [
      { productType: { key: 'extra_guarantee' }, custom: { fields: { parentSku: 'EX10000001' } } },
    ];
    expect(chooseSidebar({ sku: 'EX10000001', offers: both, cartLines: covered, onPaymentPage: false })).toBe(
      'complementary',
    );
    // A guarantee for another product does not count.
    const other = [
      { productType: { key: 'extra_guarantee' }, custom: { fields: { parentSku: 'EX10000009' } } },
    ];
    expect(chooseSidebar({ sku: 'EX10000001', offers: both, cartLines: other, onPaymentPage: false })).toBe(
      'extra-guarantee',
    );
    expect(chooseSidebar({ sku: 'EX10000001', offers: both, cartLines: [], onPaymentPage: true })).toBe(
      'complementary',
    );
    expect(chooseSidebar({ sku: '41000123', offers: both, cartLines: [], onPaymentPage: false })).toBe(
      'complementary',
    );
  });

  test('no offers (store flag off, excluded product, no complementary data) → the cart', () => {
    const none = { extraGuarantees: [], complementary: [] };
    expect(chooseSidebar({ sku: 'EX10000001', offers: none, cartLines: [], onPaymentPage: false })).toBe(
      'cart',
    );
    expect(
      chooseSidebar({
        sku: 'EX10000001',
        offers: { extraGuarantees: [guarantee], complementary: [] },
        cartLines: [],
        onPaymentPage: true,
      }),
    ).toBe('cart');
  });

  test('payment page paths and the iOS Safari delay', () => {
    expect(isPaymentPath('/checkout/payment')).toBe(true);
    expect(isPaymentPath('/de/checkout/payment/')).toBe(true);
    expect(isPaymentPath('/checkout/cart')).toBe(false);
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const chromeIos = iphone.replace('Version/17.4', 'CriOS/124.0');
    const desktop =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124 Safari/537.36';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
    expect(sidebarDelayMs(iphone)).toBe(400);
    expect(sidebarDelayMs(ipad, 5)).toBe(400);
    expect(sidebarDelayMs(ipad, 0)).toBe(0);
    expect(sidebarDelayMs(chromeIos)).toBe(0);
    expect(sidebarDelayMs(desktop)).toBe(0);
  });
});
