/**
 * The order methods of the operator API (decision 266): read an order by its number, list orders
 * by state, and run its life through the lifecycle service (decisions 070–071) — confirm, move the
 * shipment (Shipped with the parcel's tracking), complete, cancel, a bank transfer or Multibanco
 * voucher received, a refund. Each change
 * names the order by number and the version the operator last saw, so a stale screen is a 409.
 * The order shows its withdrawals, and the withdrawals' own methods come along (decision 268).
 *
 * The operator is not in a store: one token serves every country. The lifecycle only changes an
 * order in its own store's context, so each call builds that context from the order row (its
 * store, country, currency and language), as the payment flows do for a webhook (ownerContext).
 */
import { ORDER_STATES, PAYMENT_STATES, SHIPMENT_STATES } from '@toolyard/domain';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.ts';
import { payments } from '../db/schema/payments.ts';
import { stores } from '../db/schema/stores.ts';
import type { Notifier } from '../notifier/index.ts';
import type { OrderRow } from '../orders/order.repository.ts';
import { orderView } from '../orders/order.service.ts';
import {
  createOrderLifecycleService,
  type OrderLifecycleError,
  type OrderLifecycleResult,
  parcelTrackingSchema,
} from '../orders/order-lifecycle.service.ts';
import {
  badBody,
  listPage,
  MAX_LIST_LIMIT,
  MAX_LIST_OFFSET,
  type OperatorMethod,
  type OperatorOutcome,
} from './operator.common.ts';
import { createOperatorWithdrawalMethods, withdrawalsOfOrder } from './operator.withdrawals.ts';

export { badBody, MAX_LIST_LIMIT, MAX_LIST_OFFSET, type OperatorMethod, type OperatorOutcome };

const orderNumber = z.string().trim().min(1).max(40);
const version = z.number().int().min(1).max(2_147_483_647);
const orderAt = z.object({ orderNumber, version }).strict();

const schemas = {
  getOrder: z.object({ orderNumber }).strict(),
  listOrders: z
    .object({
      orderState: z.enum(ORDER_STATES).optional(),
      shipmentState: z.enum(SHIPMENT_STATES).optional(),
      paymentState: z.enum(PAYMENT_STATES).optional(),
      storeKey: z.string().min(1).max(40).optional(),
      /** Oldest first: the queue an operator works through. */
      sort: z.enum(['createdAt asc', 'createdAt desc']).default('createdAt asc'),
      limit: z.number().int().min(1).max(MAX_LIST_LIMIT).default(20),
      offset: z.number().int().min(0).max(MAX_LIST_OFFSET).default(0),
    })
    .strict(),
  changeShipmentState: orderAt
    .extend({ state: z.enum(SHIPMENT_STATES) })
    .extend(parcelTrackingSchema.shape)
    .strict()
    .refine(
      (body) =>
        body.state === 'Shipped' ||
        (body.carrier === undefined && body.trackingNumber === undefined && body.trackingUrl === undefined),
      { message: 'carrier, trackingNumber and trackingUrl go with the state Shipped only', path: ['state'] },
    ),
  confirmOrder: orderAt,
  completeOrder: orderAt,
  cancelOrder: orderAt,
  markPaymentReceived: orderAt,
  recordRefund: orderAt,
};

const STATUS: Record<OrderLifecycleError['code'], number> = {
  OrderNotFound: 404,
  ConcurrentModification: 409,
  IllegalStateTransition: 409,
  NotBankTransfer: 422,
  InvalidOrderRef: 400,
};

const snakeCase = (code: string) => code.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

const notFound = (number: string): OperatorOutcome => ({
  ok: false,
  status: 404,
  error: { code: 'order_not_found', message: `Order ${number} not found` },
});

/** The order as the operator sees it: the shopper's view plus its store, payments and withdrawals. */
async function operatorView(db: Database, row: OrderRow) {
  const rows = await db
    .select({
      paymentInterface: payments.paymentInterface,
      method: payments.methodName,
      state: payments.state,
      currencyCode: payments.currencyCode,
      centAmount: payments.centAmount,
      fractionDigits: payments.fractionDigits,
    })
    .from(payments)
    .where(eq(payments.orderId, row.id));
  // The withdrawals received for it (decision 268): what the operator has to act on.
  return {
    ...orderView(row),
    storeKey: row.storeKey,
    payments: rows,
    withdrawals: await withdrawalsOfOrder(db, row.id),
  };
}

/** The order's own store context: the only one the lifecycle changes it in. */
async function orderContext(db: Database, number: string, now: Date) {
  const [row] = await db
    .select({ order: orders, country: stores.country, currency: stores.currency })
    .from(orders)
    .innerJoin(stores, eq(stores.key, orders.storeKey))
    .where(eq(orders.orderNumber, number));
  if (!row) return null;
  const locale = typeof row.order.document.locale === 'string' ? row.order.document.locale : '';
  const language = locale.split('-')[0] || 'en';
  const ctx: RequestContext = {
    storeKey: row.order.storeKey,
    country: row.country,
    language,
    locale: locale || `${language}-${row.country}`,
    currency: row.currency,
    customerId: row.order.customerId,
    anonymousId: row.order.anonymousId,
    now,
  };
  return { ctx, id: row.order.id };
}

export function createOperatorOrderMethods(
  db: Database,
  deps: { notifier?: Notifier } = {},
): Record<keyof typeof schemas | 'listWithdrawals' | 'markWithdrawalHandled', OperatorMethod> {
  const lifecycle = createOrderLifecycleService(db, deps);

  function parsed<K extends keyof typeof schemas>(name: K, body: unknown) {
    return schemas[name].safeParse(body) as z.ZodSafeParseResult<z.infer<(typeof schemas)[K]>>;
  }

  async function answer(result: OrderLifecycleResult): Promise<OperatorOutcome> {
    if (result.ok) {
      const [row] = await db.select().from(orders).where(eq(orders.id, result.value.id));
      return { ok: true, value: await operatorView(db, row!) };
    }
    const { code, message, ...details } = result.error;
    return { ok: false, status: STATUS[code], error: { code: snakeCase(code), message, ...details } };
  }

  /** One change of the order named in the body, in the order's store. */
  function change<K extends Exclude<keyof typeof schemas, 'getOrder' | 'listOrders'>>(
    name: K,
    run: (
      ctx: RequestContext,
      ref: { id: string; version: number },
      body: z.infer<(typeof schemas)[K]>,
    ) => Promise<OrderLifecycleResult>,
  ): OperatorMethod {
    return async (body, now) => {
      const input = parsed(name, body);
      if (!input.success) return badBody(input.error);
      const order = await orderContext(db, input.data.orderNumber, now);
      if (!order) return notFound(input.data.orderNumber);
      return answer(await run(order.ctx, { id: order.id, version: input.data.version }, input.data));
    };
  }

  return {
    // The withdrawals' own list and their handling (decision 268), served with the order methods.
    ...createOperatorWithdrawalMethods(db),
    async getOrder(body) {
      const input = parsed('getOrder', body);
      if (!input.success) return badBody(input.error);
      const [row] = await db.select().from(orders).where(eq(orders.orderNumber, input.data.orderNumber));
      if (!row) return notFound(input.data.orderNumber);
      return { ok: true, value: await operatorView(db, row) };
    },

    async listOrders(body) {
      const input = parsed('listOrders', body ?? {});
      if (!input.success) return badBody(input.error);
      const { orderState, shipmentState, paymentState, storeKey, sort, limit, offset } = input.data;
      const where = and(
        orderState ? eq(orders.orderState, orderState) : undefined,
        shipmentState ? eq(orders.shipmentState, shipmentState) : undefined,
        paymentState ? eq(orders.paymentState, paymentState) : undefined,
        storeKey ? eq(orders.storeKey, storeKey) : undefined,
      );
      const order: SQL[] =
        sort === 'createdAt asc'
          ? [asc(orders.createdAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)];
      return listPage(db, {
        table: orders,
        where,
        limit,
        offset,
        rows: db
          .select({
            id: orders.id,
            orderNumber: orders.orderNumber,
            storeKey: orders.storeKey,
            version: orders.version,
            orderState: orders.orderState,
            shipmentState: orders.shipmentState,
            paymentState: orders.paymentState,
            createdAt: orders.createdAt,
            customerEmail: sql<string | null>`${orders.document}->>'customerEmail'`,
            totalPrice: sql<unknown>`${orders.document}->'totalPrice'`,
          })
          .from(orders)
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        view: (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
      });
    },

    changeShipmentState: change('changeShipmentState', (ctx, ref, body) => {
      const { carrier, trackingNumber, trackingUrl } = body;
      const tracking = {
        ...(carrier ? { carrier } : {}),
        ...(trackingNumber ? { trackingNumber } : {}),
        ...(trackingUrl ? { trackingUrl } : {}),
      };
      return lifecycle.changeShipmentState(ctx, ref, body.state, tracking);
    }),
    /** Open → Confirmed: the shop accepts the order; its shipment may move from here on. */
    confirmOrder: change('confirmOrder', (ctx, ref) => lifecycle.confirmOrder(ctx, ref)),
    /** Confirmed → Complete: only once shipped and paid. */
    completeOrder: change('completeOrder', (ctx, ref) => lifecycle.completeOrder(ctx, ref)),
    cancelOrder: change('cancelOrder', (ctx, ref) => lifecycle.cancelOrder(ctx, ref)),
    markPaymentReceived: change('markPaymentReceived', (ctx, ref) => lifecycle.markPaid(ctx, ref)),
    /** Payment → CreditOwed: the money goes back, in full (the model keeps no refund amounts). */
    recordRefund: change('recordRefund', (ctx, ref) => lifecycle.changePaymentState(ctx, ref, 'CreditOwed')),
  };
}
