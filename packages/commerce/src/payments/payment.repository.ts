import { eq } from 'drizzle-orm';
import { payments } from '../db/schema/payments.ts';
import type { Executor } from '../orders/order.repository.ts';
import type { PaymentDraft } from './payment.rules.ts';

export type PaymentRow = typeof payments.$inferSelect;

export function createPaymentRepository(db: Executor) {
  return {
    /** The order's payment, written in the order's transaction. */
    async create(values: {
      id: string;
      storeKey: string;
      cartId: string;
      orderId: string;
      draft: PaymentDraft;
      state: string;
      custom?: Record<string, unknown>;
    }): Promise<PaymentRow> {
      const { draft } = values;
      const [row] = await db
        .insert(payments)
        .values({
          id: values.id,
          storeKey: values.storeKey,
          cartId: values.cartId,
          orderId: values.orderId,
          paymentInterface: draft.paymentMethodInfo.paymentInterface,
          methodName: draft.paymentMethodInfo.method,
          currencyCode: draft.amountPlanned.currencyCode,
          centAmount: draft.amountPlanned.centAmount,
          fractionDigits: draft.amountPlanned.fractionDigits,
          state: values.state,
          custom: values.custom ?? {},
        })
        .returning();
      return row!;
    },
    async forOrder(orderId: string): Promise<PaymentRow[]> {
      return db.select().from(payments).where(eq(payments.orderId, orderId));
    },
  };
}
