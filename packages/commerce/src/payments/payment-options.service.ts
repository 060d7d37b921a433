/** Payment options of a cart as the checkout asks for them (one call, decision 062). */
import type { ClientType } from '@toolyard/domain';
import { eq } from 'drizzle-orm';
import type { CartView } from '../carts/cart.view.ts';
import type { Database } from '../db/client.ts';
import { stores } from '../db/schema/stores.ts';
import { orderClientType } from '../orders/order.preconditions.ts';
import { bankAccountOf, type PaymentOption, paymentOptionsFor } from './payment-options.ts';

export async function cartPaymentOptions(
  db: Database,
  cart: CartView,
  requested?: ClientType | null,
): Promise<{ clientType: ClientType; paymentMethods: PaymentOption[] }> {
  const [store] = await db.select().from(stores).where(eq(stores.key, cart.store.key));
  const clientType = orderClientType(cart.billingAddress, requested);
  const paymentMethods = paymentOptionsFor(
    {
      country: cart.country,
      grossTotal: cart.totalPrice,
      lines: cart.lineItems.map((line) => ({
        quantity: line.quantity,
        type: line.productType.key,
        isFreight: line.variant.isFreight,
      })),
    },
    { clientType, bankDetailsComplete: bankAccountOf(store ?? null) !== null },
  );
  return { clientType, paymentMethods };
}
