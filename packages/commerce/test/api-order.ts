/** Orders placed through the JSON API handler, as a shopper's browser places them. */
import { expect } from 'vitest';
import { VALID_ADDRESS } from '../src/orders/order.db-fixtures.ts';
import type { apiClient } from './api-client.ts';

/**
 * This shopper places a bank-transfer order of these lines (SKU, quantity) in the German store:
 * a new cart, the lines, the e-mail and a valid German address, then the payment; answers the order.
 */
export async function placeApiOrder(
  shopper: ReturnType<typeof apiClient>,
  email: string,
  lines: readonly (readonly [string, number])[],
): Promise<{ orderNumber: string; id: string }> {
  const created = await shopper.call('createCart', {});
  let version = created.body.data.cart.version as number;
  const id = created.body.data.cart.id as string;
  for (const [sku, quantity] of lines) {
    const added = await shopper.call('addToCart', [
      { id, version },
      { product: { sku }, quantity },
    ]);
    version = added.body.data.cart.version;
  }
  const updated = await shopper.call('updateCart', [
    { id, version },
    {
      actions: [
        { action: 'setCustomerEmail', email },
        { action: 'setBillingAddress', address: VALID_ADDRESS.DE },
        { action: 'setShippingAddress', address: VALID_ADDRESS.DE },
      ],
    },
  ]);
  const placed = await shopper.call('createBankPayment', { id, version: updated.body.data.cart.version });
  expect(placed.status).toBe(200);
  return { orderNumber: placed.body.data.order.orderNumber, id: placed.body.data.order.id };
}
