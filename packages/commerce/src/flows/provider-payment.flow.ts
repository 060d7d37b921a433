/**
 * Orders paid through the card provider (decision 150). The order is placed only once the provider
 * has authorised the payment — through the one place-order transaction, so a double click on pay
 * (same idempotency key) still makes one order — and the provider's webhook later moves the
 * payment state the domain's transition table allows (AUTHORISATION success → Paid, failure →
 * Failed, REFUND → CreditOwed).
 */
import type { PaymentState } from '@toolyard/domain';
import { eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { payments } from '../db/schema/payments.ts';
import { createOrderLifecycleService } from '../orders/order-lifecycle.service.ts';
import type { ProviderAuthorisation } from '../payments/payment.rules.ts';
import {
  type PlaceOrderDeps,
  type PlaceOrderInput,
  type PlaceOrderResult,
  placeOrder,
} from './place-order.flow.ts';

export function placeProviderOrder(
  deps: PlaceOrderDeps,
  ctx: RequestContext,
  input: Omit<PlaceOrderInput, 'payment' | 'authorisation'> & { authorisation: ProviderAuthorisation },
): Promise<PlaceOrderResult> {
  return placeOrder(deps, ctx, { ...input, payment: 'provider' });
}

/** One notification item, as the payments adapter has verified and parsed it. */
export interface PaymentNotification {
  eventCode: string;
  success: boolean;
  pspReference: string;
  /** For REFUND/CAPTURE the payment's reference is in originalReference. */
  originalReference?: string | null;
}

export type NotificationOutcome =
  | { applied: true; orderNumber: string; paymentState: PaymentState }
  | {
      applied: false;
      reason: 'unknown-payment' | 'ignored-event' | 'already-in-state' | 'stale-event' | 'not-allowed';
    };

/** The payment state an event asks for; null for events that do not change it. */
export function paymentStateFor(
  event: Pick<PaymentNotification, 'eventCode' | 'success'>,
): PaymentState | null {
  switch (event.eventCode) {
    case 'AUTHORISATION':
      return event.success ? 'Paid' : 'Failed';
    case 'CANCELLATION':
    // A voucher or bank payment that was never completed: the offer expired (Adyen's OFFER_CLOSED).
    case 'OFFER_CLOSED':
      return event.success ? 'Failed' : null;
    case 'REFUND':
      return event.success ? 'CreditOwed' : null;
    default:
      return null;
  }
}

/**
 * Applies a webhook item to the order whose payment has this pspReference. Repeats are harmless
 * (the provider retries until it gets "[accepted]"): a state already reached is not applied again.
 */
export async function applyPaymentNotification(
  db: Database,
  item: PaymentNotification,
  now: Date = new Date(),
): Promise<NotificationOutcome> {
  const to = paymentStateFor(item);
  if (!to) return { applied: false, reason: 'ignored-event' };
  const reference = item.originalReference || item.pspReference;
  const [payment] = await db
    .select({ id: payments.id, orderId: payments.orderId })
    .from(payments)
    .where(sql`${payments.custom} -> 'fields' ->> 'pspReference' = ${reference}`)
    .limit(1);
  if (!payment?.orderId) return { applied: false, reason: 'unknown-payment' };
  const [order] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (!order) return { applied: false, reason: 'unknown-payment' };
  if (order.paymentState === to) return { applied: false, reason: 'already-in-state' };
  // An authorisation always comes before a refund: one delivered (again) after the refund is old
  // news and must not show a refunded order as Paid.
  if (item.eventCode === 'AUTHORISATION' && order.paymentState === 'CreditOwed') {
    return { applied: false, reason: 'stale-event' };
  }
  const ctx: RequestContext = {
    storeKey: order.storeKey,
    country: '',
    language: 'en',
    locale: 'en',
    currency: '',
    customerId: null,
    now,
  };
  const changed = await createOrderLifecycleService(db).changePaymentState(
    ctx,
    { id: order.id, version: order.version },
    to,
  );
  if (!changed.ok) return { applied: false, reason: 'not-allowed' };
  await db.update(payments).set({ state: to }).where(eq(payments.id, payment.id));
  return { applied: true, orderNumber: order.orderNumber, paymentState: to };
}
