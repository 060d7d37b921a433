/** Payment options of a cart as the checkout asks for them (one call, decision 062). */
import type { ClientType } from '@toolyard/domain';
import { eq } from 'drizzle-orm';
import type { CartView } from '../carts/cart.view.ts';
import type { Database } from '../db/client.ts';
import { stores } from '../db/schema/stores.ts';
import { orderClientType } from '../orders/order.preconditions.ts';
import { codFeeFor } from './cod.rules.ts';
import { bankAccountOf, type PaymentOption, paymentOptionsFor } from './payment-options.ts';

/** The cart's total as it would be with cash on delivery: a cart with COD chosen already holds its fee. */
function withCodFee(cart: CartView): CartView['totalPrice'] {
  const fee = cart.selectedPayment === 'cod' ? null : codFeeFor(cart.totalPrice.currencyCode);
  return fee
    ? { ...cart.totalPrice, centAmount: cart.totalPrice.centAmount + fee.centAmount }
    : cart.totalPrice;
}

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
      codGrossTotal: withCodFee(cart),
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
