/** Payment options of a cart as the checkout asks for them (one call, decision 062). */
import type { ClientType } from '@toolyard/domain';
import { eq } from 'drizzle-orm';
import type { CartView } from '../carts/cart.view.ts';
import type { Database } from '../db/client.ts';
import { stores } from '../db/schema/stores.ts';
import { orderClientType } from '../orders/order.preconditions.ts';
import { codFeeFor } from './cod.rules.ts';
import { bankAccountOf, type PaymentOption, paymentOptionsFor } from './payment-options.ts';

export interface CodTotals {
  /** The cart's total without the COD fee. */
  withoutFee: CartView['totalPrice'];
  /** The COD fee: the priced one when COD is chosen, else the store currency's; null without one. */
  fee: CartView['totalPrice'] | null;
  /** The cart's total with cash on delivery. */
  withFee: CartView['totalPrice'];
}

/**
 * The cart's totals without and with cash on delivery, the one place that knows a cart with COD
 * chosen already holds its fee (the checkout's payment step shows these; the COD cap checks
 * `withFee`).
 */
export function codTotalsOf(cart: CartView): CodTotals {
  const total = cart.totalPrice;
  const priced = cart.custom.fields.calculatedCodFee;
  if (cart.selectedPayment === 'cod') {
    const fee = priced ? { ...priced, currencyCode: total.currencyCode } : null;
    return {
      withoutFee: fee ? { ...total, centAmount: total.centAmount - fee.centAmount } : total,
      fee,
      withFee: total,
    };
  }
  const fee = codFeeFor(total.currencyCode);
  return {
    withoutFee: total,
    fee,
    withFee: fee ? { ...total, centAmount: total.centAmount + fee.centAmount } : total,
  };
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
      codGrossTotal: codTotalsOf(cart).withFee,
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
