import { describe, expect, test } from 'vitest';
import type { CartDocument, StoredLineItem } from '../carts/cart.types.ts';
import { mergeCartDocuments } from './merge-carts.rules.ts';

const line = (sku: string, quantity: number, parentSku: string | null = null): StoredLineItem => ({
  id: `${sku}-${parentSku ?? ''}-${quantity}`,
  sku,
  quantity,
  type: parentSku ? 'extra_guarantee' : 'standard_product',
  parentSku,
  supplyChannel: null,
  distributionChannel: null,
  addedAt: '2026-03-02T10:00:00.000Z',
});

const cart = (lineItems: StoredLineItem[]): CartDocument => ({
  country: 'DE',
  currency: 'EUR',
  locale: 'de-DE',
  lineItems,
  discountCodes: [],
  shippingMethodKey: 'parcel',
  billingAddress: { country: 'DE' },
  shippingAddress: { country: 'DE' },
  customerEmail: null,
  payment: null,
});

describe('merging a guest cart into the customer cart', () => {
  test('a guarantee keeps covering its whole merged product line, once', () => {
    const own = cart([line('EX10000001', 1), line('4100010', 1, 'EX10000001')]);
    const guest = cart([line('EX10000001', 2)]);
    const merged = mergeCartDocuments(own, guest);
    expect(merged.lineItems.map((item) => [item.sku, item.quantity])).toEqual([
      ['EX10000001', 3],
      ['4100010', 3],
    ]);
  });
});
