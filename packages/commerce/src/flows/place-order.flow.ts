/**
 * Placing an order from a cart (spec 000 §4 "Payment flow"): verify and reserve stock → create the
 * custom payment → create the order → mark the cart Ordered → emit `order.placed`. A failing step
 * undoes the earlier ones (stock back, payment and order removed).
 */
import { MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT } from '@toolyard/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import { concurrentModification } from '../carts/cart.errors.ts';
import { priceDocument } from '../carts/cart.pricer.ts';
import { type CartRow, createCartRepository } from '../carts/cart.repository.ts';
import { canAccessCart } from '../carts/cart.service.ts';
import { type CartView, cartView } from '../carts/cart.view.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { inventory } from '../db/schema/inventory.ts';
import { createOrderRepository, type OrderRow } from '../orders/order.repository.ts';
import { INITIAL_ORDER_STATE, INITIAL_SHIPMENT_STATE } from '../orders/order.rules.ts';
import { type OrderView, orderView } from '../orders/order.service.ts';
import { codRefusalsFor } from '../payments/cod.rules.ts';
import { createPaymentRepository } from '../payments/payment.repository.ts';
import {
  type CustomPaymentKind,
  customPaymentDraft,
  initialPaymentState,
  thankYouPaymentStatus,
} from '../payments/payment.rules.ts';
import type { CatalogReader } from '../ports/index.ts';
import { type FlowFailure, type FlowOutcome, type FlowStep, runFlow } from './flow.ts';

export interface PlaceOrderDeps {
  db: Database;
  catalog: CatalogReader;
  /** Test seam: runs before the cart is marked Ordered. */
  beforeMarkOrdered?: () => Promise<void>;
}

interface State {
  ctx: RequestContext;
  cart: CartRow;
  view: CartView;
  kind: CustomPaymentKind;
  reserved: { sku: string; quantity: number }[];
  paymentId: string | null;
  order: OrderRow | null;
}

export type PlaceOrderResult =
  | { ok: true; value: { order: OrderView; paymentStatus: 'in-progress' | 'paid'; flow: FlowOutcome } }
  | { ok: false; error: FlowFailure; flow?: FlowOutcome };

const fail = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  ({ ok: false, error: { code, message, ...extra } }) as const;

export async function placeOrder(
  deps: PlaceOrderDeps,
  ctx: RequestContext,
  ref: { id: string; version: number },
  kind: CustomPaymentKind,
): Promise<PlaceOrderResult> {
  const carts = createCartRepository(deps.db);
  const ordersRepo = createOrderRepository(deps.db);
  const paymentsRepo = createPaymentRepository(deps.db);

  const row = await carts.findById(ref.id);
  if (!row || !canAccessCart(ctx, row)) return fail('CartNotFound', 'Cart not found');
  if (row.version !== ref.version) return { ok: false, error: concurrentModification(row.version) };
  if (row.state !== 'Active') return fail('CartNotActive', `The cart is ${row.state}.`);
  // The payment method is part of the price (COD fee), so it is set on the cart first.
  const document = { ...row.document, payment: kind };
  const priced = await priceDocument(deps.catalog, ctx, document);
  const view = cartView({ ...row, document }, priced);
  if (view.lineItems.length === 0) return fail('EmptyCart', 'The cart is empty.');
  if (!document.customerEmail || !document.billingAddress.firstName) {
    // Spec 000 §5 "Payment needs customer email and billing first name".
    return fail('MissingCustomerData', 'Payment needs customer email and billing first name.');
  }
  const itemCount = view.lineItems
    .filter((line) => line.productType.key !== 'extra_guarantee')
    .reduce((acc, line) => acc + line.quantity, 0);
  if (itemCount > MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT) {
    return fail(
      'PaymentNotAllowed',
      `Bank or cash payment allows at most ${MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT} items.`,
    );
  }
  if (kind === 'cod') {
    const refusals = codRefusalsFor({
      country: document.country,
      grossTotal: view.totalPrice,
      lines: view.lineItems.map((line) => ({
        quantity: line.quantity,
        type: line.productType.key,
        isFreight: line.variant.isFreight,
      })),
    });
    if (refusals.length > 0) {
      return fail(
        'PaymentNotAllowed',
        `Cash on delivery is not available for this cart (${refusals.join(', ')}).`,
        {
          reason: refusals[0],
        },
      );
    }
  }

  const state: State = {
    ctx,
    cart: { ...row, document },
    view,
    kind,
    reserved: [],
    paymentId: null,
    order: null,
  };
  const steps: FlowStep<State>[] = [
    {
      name: 'reserve-stock',
      async run(s) {
        for (const line of s.view.lineItems) {
          if (line.variant.isVirtual) continue;
          const updated = await deps.db
            .update(inventory)
            .set({ availableQuantity: sql`${inventory.availableQuantity} - ${line.quantity}` })
            .where(and(eq(inventory.sku, line.variant.sku), gte(inventory.availableQuantity, line.quantity)))
            .returning({ sku: inventory.sku });
          if (updated.length === 0) {
            return fail('OutOfStock', `Not enough stock for ${line.variant.sku}.`, { sku: line.variant.sku });
          }
          s.reserved.push({ sku: line.variant.sku, quantity: line.quantity });
        }
        return { ok: true };
      },
      async compensate(s) {
        for (const item of s.reserved) {
          await deps.db
            .update(inventory)
            .set({ availableQuantity: sql`${inventory.availableQuantity} + ${item.quantity}` })
            .where(eq(inventory.sku, item.sku));
        }
      },
    },
    {
      name: 'create-payment',
      async run(s) {
        const payment = await paymentsRepo.create(
          s.ctx.storeKey,
          s.cart.id,
          customPaymentDraft(s.kind, s.view.totalPrice),
        );
        s.paymentId = payment.id;
        return { ok: true };
      },
      async compensate(s) {
        if (s.paymentId) await paymentsRepo.remove(s.paymentId);
      },
    },
    {
      name: 'create-order',
      async run(s) {
        const draft = customPaymentDraft(s.kind, s.view.totalPrice);
        // The order carries no cart state: the cart's own state changes (Ordered) below.
        const {
          id: _cartId,
          version: cartVersion,
          updatedAt: _updated,
          cartState: _cartState,
          ...snapshot
        } = s.view;
        s.order = await ordersRepo.insert({
          orderNumber: await ordersRepo.nextOrderNumber(s.cart.document.country, s.ctx.now),
          storeKey: s.ctx.storeKey,
          customerId: s.cart.customerId,
          anonymousId: s.cart.anonymousId,
          cartId: s.cart.id,
          orderState: INITIAL_ORDER_STATE,
          paymentState: initialPaymentState(s.kind),
          shipmentState: INITIAL_SHIPMENT_STATE,
          skus: s.view.lineItems.map((line) => line.variant.sku),
          document: {
            ...snapshot,
            // The version-checked mark-cart-ordered step below makes the cart exactly this version.
            cart: { id: s.cart.id, version: cartVersion + 1 },
            paymentInfo: { payments: [{ id: s.paymentId, ...draft }] },
            customLineItems: [],
          },
        });
        await paymentsRepo.attachToOrder(s.paymentId!, s.order.id);
        return { ok: true };
      },
      async compensate(s) {
        if (s.order) await ordersRepo.remove(s.order.id);
      },
    },
    {
      name: 'mark-cart-ordered',
      async run(s) {
        await deps.beforeMarkOrdered?.();
        const version = await carts.updateIfVersion(s.cart.id, s.cart.version, {
          state: 'Ordered',
          document: s.cart.document,
        });
        if (version !== null) return { ok: true };
        const current = await carts.findById(s.cart.id);
        return { ok: false, error: concurrentModification(current?.version ?? s.cart.version) };
      },
    },
    {
      name: 'emit-order-placed',
      async run(s) {
        await ordersRepo.emit('order.placed', {
          orderId: s.order!.id,
          orderNumber: s.order!.orderNumber,
          storeKey: s.ctx.storeKey,
          totalPrice: s.view.totalPrice,
          payment: s.kind,
        });
        return { ok: true };
      },
    },
  ];
  const flow = await runFlow(steps, state);
  if (flow.error) return { ok: false, error: flow.error, flow };
  return {
    ok: true,
    value: { order: orderView(state.order!), paymentStatus: thankYouPaymentStatus(kind), flow },
  };
}
