import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { payments } from '../db/schema/payments.ts';
import type { PaymentDraft } from './payment.rules.ts';

export function createPaymentRepository(db: Database) {
  return {
    async create(
      storeKey: string,
      cartId: string,
      draft: PaymentDraft,
      custom: Record<string, unknown> = {},
    ) {
      const [row] = await db
        .insert(payments)
        .values({
          storeKey,
          cartId,
          paymentInterface: draft.paymentMethodInfo.paymentInterface,
          methodName: draft.paymentMethodInfo.method,
          currencyCode: draft.amountPlanned.currencyCode,
          centAmount: draft.amountPlanned.centAmount,
          fractionDigits: draft.amountPlanned.fractionDigits,
          state: 'Initial',
          custom,
        })
        .returning();
      return row!;
    },
    async attachToOrder(paymentId: string, orderId: string) {
      await db.update(payments).set({ orderId, state: 'Pending' }).where(eq(payments.id, paymentId));
    },
    async remove(paymentId: string) {
      await db.delete(payments).where(eq(payments.id, paymentId));
    },
  };
}
