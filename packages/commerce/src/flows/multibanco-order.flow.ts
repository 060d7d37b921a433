/**
 * A Multibanco order: the order is placed in its one transaction (place-order.flow.ts), then the
 * card provider — an outside service no transaction reaches — is asked for the voucher. This is the
 * one place with a compensating step (decision 060): when the provider fails or answers nonsense,
 * the order is cancelled in a second transaction (stock back, payment Failed, cart Active again so
 * the shopper can pay another way) and nothing is left half-done.
 */
import { applyOrderTransition, type OrderStates } from '@toolyard/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { carts } from '../db/schema/carts.ts';
import { inventory } from '../db/schema/inventory.ts';
import { domainEvents, orders } from '../db/schema/orders.ts';
import { payments } from '../db/schema/payments.ts';
import { publishProductChanges } from '../notifier/index.ts';
import type { OrderRow } from '../orders/order.repository.ts';
import { orderProductIds } from '../orders/order.service.ts';
import { reservedStockOf } from '../orders/order-lifecycle.service.ts';
import {
  type MultibancoAction,
  type MultibancoIssuer,
  multibancoActionSchema,
} from '../payments/multibanco.ts';
import type { Money } from '../ports/index.ts';
import {
  type PlaceOrderDeps,
  type PlaceOrderInput,
  type PlaceOrderResult,
  placedOrder,
  placeOrder,
} from './place-order.flow.ts';

export const PAYMENT_PROVIDER_ERROR =
  'Multibanco could not issue a payment reference. Nothing was ordered; please try again or choose another payment method.';

export async function placeMultibancoOrder(
  deps: PlaceOrderDeps & { multibanco: MultibancoIssuer },
  ctx: RequestContext,
  input: Omit<PlaceOrderInput, 'payment'> & { returnUrl?: string },
): Promise<PlaceOrderResult> {
  const { returnUrl, ...orderInput } = input;
  const result = await placeOrder(deps, ctx, { ...orderInput, payment: 'multibanco' });
  if (!result.ok || result.value.replayed) return result;
  const { order } = result.value;
  const amount = (order as unknown as { totalPrice: Money }).totalPrice;
  let action: MultibancoAction;
  try {
    const answer = await deps.multibanco.issueVoucher(ctx, {
      merchantReference: order.orderNumber,
      amount,
      ...(returnUrl ? { returnUrl } : {}),
    });
    action = multibancoActionSchema.parse(answer);
    if (action.merchantReference !== order.orderNumber) throw new Error('voucher for another order');
  } catch {
    await cancelUnstartedOrder(deps.db, order.id);
    // The stock the order took is back: announced as the order's taking it was (place-order.flow.ts).
    if (deps.notifier) await publishProductChanges(deps.notifier, orderProductIds(order), 'stock');
    return { ok: false, error: { code: 'PaymentProviderError', message: PAYMENT_PROVIDER_ERROR } };
  }
  return { ok: true, value: placedOrder(await attachVoucher(deps.db, order.id, action), false) };
}

/** Stores the voucher on the payment row and in the order's payment (what the shopper is shown). */
async function attachVoucher(db: Database, orderId: string, action: MultibancoAction): Promise<OrderRow> {
  const custom = { type: 'multibanco', fields: { ...action } };
  return db.transaction(async (tx) => {
    await tx.update(payments).set({ custom }).where(eq(payments.orderId, orderId));
    const [row] = await tx
      .update(orders)
      .set({
        document: sql`jsonb_set(${orders.document}, '{paymentInfo,payments,0,custom}', ${JSON.stringify(custom)}::jsonb)`,
      })
      .where(eq(orders.id, orderId))
      .returning();
    return row!;
  });
}

/** The compensation: the order is cancelled, its stock returned, its payment failed, its cart open. */
async function cancelUnstartedOrder(db: Database, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (current?.orderState !== 'Open') return;
    // The domain's transition table decides: payment Pending → Failed, then order Open → Cancelled.
    const failed = applyOrderTransition(current as unknown as OrderStates, {
      field: 'paymentState',
      to: 'Failed',
    });
    if (!failed.ok) throw new Error(failed.error.message);
    const cancelled = applyOrderTransition(failed.value, { field: 'orderState', to: 'Cancelled' });
    if (!cancelled.ok) throw new Error(cancelled.error.message);
    const [order] = await tx
      .update(orders)
      .set({
        orderState: cancelled.value.orderState,
        paymentState: cancelled.value.paymentState,
        idempotencyKey: null,
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, orderId))
      .returning();
    if (!order) return;
    for (const { sku, quantity } of reservedStockOf(order.document).sort((a, b) =>
      a.sku.localeCompare(b.sku),
    )) {
      await tx
        .update(inventory)
        .set({ availableQuantity: sql`${inventory.availableQuantity} + ${quantity}`, updatedAt: sql`now()` })
        .where(eq(inventory.sku, sku));
    }
    await tx.update(payments).set({ state: 'Failed' }).where(eq(payments.orderId, orderId));
    await tx
      .update(carts)
      .set({ state: 'Active', version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(carts.id, order.cartId), eq(carts.state, 'Ordered')));
    await tx.insert(domainEvents).values({
      type: 'order.cancelled',
      payload: { orderId, orderNumber: order.orderNumber, reason: 'payment-provider-error' },
    });
  });
}
