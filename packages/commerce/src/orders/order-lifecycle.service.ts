/**
 * Operator-side order lifecycle (issue 7 point 9, docs/decisions/070–071): every change of an
 * order's, shipment's or payment's state is checked against the domain's table, version-checked,
 * and written together with its domain event in one transaction. Not exposed to shoppers; the
 * operator API (api/operator.orders.ts, decision 266) is its HTTP face.
 */
import {
  applyOrderTransition,
  type IllegalOrderTransition,
  ORDER_STATES,
  type OrderStateChange,
  type OrderStates,
  PAYMENT_STATES,
  type PaymentState,
  SHIPMENT_STATES,
  type ShipmentState,
} from '@toolyard/domain';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { inventory } from '../db/schema/inventory.ts';
import { domainEvents, orders } from '../db/schema/orders.ts';
import { payments } from '../db/schema/payments.ts';
import {
  appliedDiscountCodeIds,
  releaseDiscountCodeApplications,
} from '../discounts/discount-code-applications.repository.ts';
import { defineChannel, type Notifier, publishProductChanges } from '../notifier/index.ts';
import { PAYMENT_INTERFACE } from '../payments/payment.rules.ts';
import { type OrderView, orderProductIds, orderView } from './order.service.ts';

export type OrderLifecycleError =
  | { code: 'OrderNotFound'; message: 'Order not found' }
  | { code: 'ConcurrentModification'; message: string; currentVersion: number }
  | IllegalOrderTransition
  | { code: 'NotBankTransfer'; message: string }
  | { code: 'InvalidOrderRef'; message: string };

/**
 * The payments the shop learns of later and an operator marks received by hand (decision 266):
 * a bank transfer, and a Multibanco voucher paid at an ATM (the card provider's row, method
 * `multibanco`). A card or wallet is Paid when the order is placed; cash on delivery is the
 * carrier's report (changePaymentState).
 */
export function isPaidByHand(payment: { paymentInterface: string; methodName: string }): boolean {
  return (
    payment.paymentInterface === PAYMENT_INTERFACE.bank_transfer ||
    (payment.paymentInterface === PAYMENT_INTERFACE.multibanco && payment.methodName === 'multibanco')
  );
}

/**
 * The parcel of a shipment that left (decision 266): each part optional, checked at the boundary by
 * this schema. The link goes into the shopper's mail, so only http(s) addresses are taken.
 */
export const parcelTrackingSchema = z
  .object({
    carrier: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .regex(/^[^\p{Cc}]+$/u, 'no control characters')
      .optional(),
    trackingNumber: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{0,63}$/, 'letters, digits, spaces, ".", "/" and "-", at most 64')
      .optional(),
    trackingUrl: z
      .url({ protocol: /^https?$/, error: 'an http(s) address' })
      .max(500)
      .optional(),
  })
  .strict();
export type ParcelTracking = z.infer<typeof parcelTrackingSchema>;

/**
 * An order's states changed through this service (after commit). The order update mail job
 * listens, so the shopper's mail leaves at once instead of at the job's next tick (decision 266).
 */
export const orderChanged = defineChannel(
  'toolyard_orders',
  z.object({ orderId: z.string().uuid(), version: z.number().int() }),
);

export type OrderLifecycleResult = { ok: true; value: OrderView } | { ok: false; error: OrderLifecycleError };

/** The order a change is meant for, as the operator last saw it. */
export interface OrderRef {
  id: string;
  version: number;
}

const orderRefSchema = z.object({
  id: z.string().uuid(),
  version: z.number().int().min(1).max(2_147_483_647),
});

const statesSchema = z.object({
  orderState: z.enum(ORDER_STATES),
  shipmentState: z.enum(SHIPMENT_STATES),
  paymentState: z.enum(PAYMENT_STATES),
});

const lineSchema = z.object({
  quantity: z.number().int().positive(),
  variant: z.object({ sku: z.string(), isVirtual: z.boolean().optional() }),
});

/**
 * Stock an order holds: the quantity of each non-virtual line, per SKU — what placing the order
 * took from inventory and what cancelling it gives back.
 */
export function reservedStockOf(document: Record<string, unknown>): { sku: string; quantity: number }[] {
  const lines = z.array(lineSchema).catch([]).parse(document.lineItems);
  const bySku = new Map<string, number>();
  for (const line of lines) {
    if (line.variant.isVirtual) continue;
    bySku.set(line.variant.sku, (bySku.get(line.variant.sku) ?? 0) + line.quantity);
  }
  return [...bySku].map(([sku, quantity]) => ({ sku, quantity }));
}

const orderNotFound = (): OrderLifecycleError => ({ code: 'OrderNotFound', message: 'Order not found' });
const concurrentModification = (currentVersion: number): OrderLifecycleError => ({
  code: 'ConcurrentModification',
  message: `Object version mismatch: the order has version ${currentVersion}.`,
  currentVersion,
});

/** Rolls the transaction back while carrying a typed failure out of it. */
class Refused extends Error {
  constructor(readonly failure: OrderLifecycleError) {
    super(failure.message);
  }
}

const EVENT_TYPE: Record<string, string> = {
  'orderState:Confirmed': 'order.confirmed',
  'orderState:Complete': 'order.completed',
  'orderState:Cancelled': 'order.cancelled',
  shipmentState: 'order.shipment-state-changed',
  paymentState: 'order.payment-state-changed',
};

export interface OrderLifecycleDeps {
  /**
   * Announces stock given back by a cancellation to every node's product cache, and every change on
   * `orderChanged` (the mail job's kick), after commit.
   */
  notifier?: Notifier;
}

export function createOrderLifecycleService(db: Database, deps: OrderLifecycleDeps = {}) {
  async function transition(
    ctx: RequestContext,
    ref: OrderRef,
    change: OrderStateChange,
    options: { requirePaidByHand?: boolean; tracking?: ParcelTracking } = {},
  ): Promise<OrderLifecycleResult> {
    const parsedRef = orderRefSchema.safeParse(ref);
    if (!parsedRef.success) {
      return {
        ok: false,
        error: {
          code: 'InvalidOrderRef',
          message: 'An order is named by its id (UUID) and version (a positive integer).',
        },
      };
    }
    let releasedProducts: string[] = [];
    try {
      const row = await db.transaction(async (tx) => {
        // The row lock orders concurrent changes; the loser then sees a newer version below.
        const [current] = await tx.select().from(orders).where(eq(orders.id, ref.id)).for('update');
        if (!current || current.storeKey !== ctx.storeKey) throw new Refused(orderNotFound());
        if (current.version !== ref.version) throw new Refused(concurrentModification(current.version));

        let paidByHand: string | null = null;
        if (options.requirePaidByHand) {
          const rows = await tx
            .select({
              id: payments.id,
              paymentInterface: payments.paymentInterface,
              methodName: payments.methodName,
            })
            .from(payments)
            .where(eq(payments.orderId, current.id));
          paidByHand = rows.find(isPaidByHand)?.id ?? null;
          if (!paidByHand) {
            throw new Refused({
              code: 'NotBankTransfer',
              message: `Order ${current.orderNumber} is not paid by bank transfer or Multibanco; only these are marked paid by hand.`,
            });
          }
        }

        const before: OrderStates = statesSchema.parse(current);
        const applied = applyOrderTransition(before, change);
        if (!applied.ok) throw new Refused(applied.error);
        const after = applied.value;
        // The parcel is kept on the order (its document, so the shopper's order view carries it too).
        const parcel =
          options.tracking && after.shipmentState === 'Shipped' && Object.keys(options.tracking).length > 0
            ? { ...options.tracking, shippedAt: ctx.now.toISOString() }
            : null;

        const [updated] = await tx
          .update(orders)
          .set({
            orderState: after.orderState,
            shipmentState: after.shipmentState,
            paymentState: after.paymentState,
            version: sql`${orders.version} + 1`,
            ...(parcel
              ? { document: sql`${orders.document} || ${JSON.stringify({ parcelTracking: parcel })}::jsonb` }
              : {}),
          })
          .where(and(eq(orders.id, current.id), eq(orders.version, ref.version)))
          .returning();
        if (!updated) throw new Refused(concurrentModification(current.version + 1));

        const cancelling = before.orderState !== 'Cancelled' && after.orderState === 'Cancelled';
        const released = cancelling ? reservedStockOf(current.document) : [];
        releasedProducts = cancelling ? orderProductIds(current.document) : [];
        for (const item of released) {
          await tx
            .insert(inventory)
            .values({ sku: item.sku, availableQuantity: item.quantity })
            .onConflictDoUpdate({
              target: inventory.sku,
              set: {
                availableQuantity: sql`${inventory.availableQuantity} + ${item.quantity}`,
                updatedAt: sql`now()`,
              },
            });
        }
        if (cancelling) await releaseDiscountCodeApplications(tx, appliedDiscountCodeIds(current.document));
        if (paidByHand && after.paymentState === 'Paid') {
          await tx.update(payments).set({ state: 'Paid' }).where(eq(payments.id, paidByHand));
        }

        await tx.insert(domainEvents).values({
          type: EVENT_TYPE[`${change.field}:${change.to}`] ?? EVENT_TYPE[change.field]!,
          payload: {
            orderId: current.id,
            orderNumber: current.orderNumber,
            storeKey: current.storeKey,
            version: updated.version,
            from: before,
            to: after,
            ...(released.length > 0 ? { releasedStock: released } : {}),
            ...(parcel ? { parcelTracking: parcel } : {}),
            at: ctx.now.toISOString(),
          },
        });
        return updated;
      });
      if (releasedProducts.length > 0 && deps.notifier) {
        await publishProductChanges(deps.notifier, releasedProducts, 'stock');
      }
      // A lost message only delays the mail to the job's next tick.
      await deps.notifier?.publish(orderChanged, { orderId: row.id, version: row.version }).catch(() => {});
      return { ok: true, value: orderView(row) };
    } catch (error) {
      if (error instanceof Refused) return { ok: false, error: error.failure };
      throw error;
    }
  }

  return {
    /** Any one state change the domain table allows; the named operations below are the usual ones. */
    transition,
    /** Open → Confirmed: the shop accepts the order. */
    confirmOrder: (ctx: RequestContext, ref: OrderRef) =>
      transition(ctx, ref, { field: 'orderState', to: 'Confirmed' }),
    /** Confirmed → Complete: only once shipped and paid. */
    completeOrder: (ctx: RequestContext, ref: OrderRef) =>
      transition(ctx, ref, { field: 'orderState', to: 'Complete' }),
    /** → Cancelled before dispatch: the reserved stock goes back, a paid order becomes CreditOwed. */
    cancelOrder: (ctx: RequestContext, ref: OrderRef) =>
      transition(ctx, ref, { field: 'orderState', to: 'Cancelled' }),
    /** With `tracking` on the move to Shipped: the parcel's carrier, number and link, kept on the order. */
    changeShipmentState: (ctx: RequestContext, ref: OrderRef, to: ShipmentState, tracking?: ParcelTracking) =>
      transition(ctx, ref, { field: 'shipmentState', to }, tracking ? { tracking } : {}),
    changePaymentState: (ctx: RequestContext, ref: OrderRef, to: PaymentState) =>
      transition(ctx, ref, { field: 'paymentState', to }),
    /** A bank transfer's or Multibanco voucher's money arrived: payment Paid (order and payment record). */
    markPaid: (ctx: RequestContext, ref: OrderRef) =>
      transition(ctx, ref, { field: 'paymentState', to: 'Paid' }, { requirePaidByHand: true }),
  };
}

export type OrderLifecycleService = ReturnType<typeof createOrderLifecycleService>;
