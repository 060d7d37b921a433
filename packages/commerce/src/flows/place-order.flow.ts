/**
 * Placing an order from a cart (spec 000 §4 "Payment flow") in ONE PostgreSQL transaction
 * (decision 060): lock the cart row, re-check version, state, sellability, prices and stock from
 * inside the transaction, reserve the stock, allocate the order number, insert order and payment,
 * mark the cart Ordered and write the `order.placed` event — all committed together, or nothing.
 * There is no outside call here, so there is nothing to compensate (the one outside call, the
 * Multibanco voucher, is in multibanco-order.flow.ts).
 *
 * Exactly once (decision 061): a repeat with the same idempotency key answers the same order; a
 * second submit of an ordered cart without the key is a 409 naming the existing order number.
 */
import { randomUUID } from 'node:crypto';
import { type ClientType, thankYouPaymentStatus } from '@toolyard/domain';
import { eq, sql } from 'drizzle-orm';
import { concurrentModification } from '../carts/cart.errors.ts';
import { priceDocument } from '../carts/cart.pricer.ts';
import type { CartRow } from '../carts/cart.repository.ts';
import { canAccessCart } from '../carts/cart.service.ts';
import type { CartDocument } from '../carts/cart.types.ts';
import { cartView } from '../carts/cart.view.ts';
import { createCatalogReader } from '../catalog/catalog-reader.ts';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { carts } from '../db/schema/carts.ts';
import { stores } from '../db/schema/stores.ts';
import {
  appliedDiscountCodeIds,
  claimDiscountCodeApplications,
} from '../discounts/discount-code-applications.repository.ts';
import { type Notifier, publishProductChanges } from '../notifier/index.ts';
import { orderAddresses } from '../orders/order.preconditions.ts';
import { createOrderRepository, type Executor, type OrderRow } from '../orders/order.repository.ts';
import { INITIAL_ORDER_STATE, INITIAL_SHIPMENT_STATE } from '../orders/order.rules.ts';
import { type OrderView, orderProductIds, orderView } from '../orders/order.service.ts';
import { createPaymentRepository } from '../payments/payment.repository.ts';
import {
  type CustomPaymentKind,
  customPaymentDraft,
  initialPaymentState,
  PROVIDER_INITIAL_PAYMENT_STATE,
  type ProviderAuthorisation,
  providerPaymentDraft,
} from '../payments/payment.rules.ts';
import { bankAccountOf, countedItems, paymentOptionsFor } from '../payments/payment-options.ts';
import { reserveStock, unsellableLine } from './place-order.checks.ts';

/** The steps inside the transaction, in order; a failpoint may be armed after any of them. */
export const PLACE_ORDER_STEPS = [
  'lock-cart',
  'check-cart',
  'reserve-stock',
  'mark-cart-ordered',
  'allocate-number',
  'insert-order',
  'insert-payment',
  'write-event',
] as const;
export type PlaceOrderStep = (typeof PLACE_ORDER_STEPS)[number];

export interface PlaceOrderDeps {
  db: Database;
  /** Announces the stock the order took, after commit, so every node's product cache drops it. */
  notifier?: Notifier;
  /** Test-only failpoint: called after each step inside the transaction; a throw rolls it all back. */
  failpoint?: (step: PlaceOrderStep) => void | Promise<void>;
}

export interface PlaceOrderInput {
  cart: { id: string; version: number };
  /** A custom payment, or 'provider' for one the card provider authorised (with `authorisation`). */
  payment: CustomPaymentKind | 'provider';
  /** Required with payment 'provider': what the provider authorised (decision 150). */
  authorisation?: ProviderAuthorisation;
  /** The client's Idempotency-Key: a repeat with the same key answers the same order. */
  idempotencyKey?: string | null;
  /** Checkout client type; by default company when the billing address names one. */
  clientType?: ClientType;
  /** Ship to the billing address (the shipping address on the cart is then ignored). */
  sameAsBilling?: boolean;
}

export interface PlaceOrderFailure {
  code: string;
  message: string;
  [detail: string]: unknown;
}

export interface PlacedOrder {
  order: OrderView;
  paymentStatus: 'in-progress' | 'paid';
  /** True when this answers a repeat of an order already placed with the same idempotency key. */
  replayed: boolean;
}

export type PlaceOrderResult = { ok: true; value: PlacedOrder } | { ok: false; error: PlaceOrderFailure };

/** A typed failure that must undo what the transaction already wrote. */
class Rollback extends Error {
  constructor(readonly failure: PlaceOrderFailure) {
    super(failure.message);
  }
}

const fail = (code: string, message: string, extra: Record<string, unknown> = {}): never => {
  throw new Rollback({ code, message, ...extra });
};

/** The answer for a stored order; the thank-you status is the domain's rule (000 §4). */
export function placedOrder(row: OrderRow, replayed: boolean): PlacedOrder {
  const payments = (
    row.document.paymentInfo as {
      payments?: { paymentMethodInfo?: { method?: string }; custom?: { fields?: { reference?: string } } }[];
    }
  )?.payments;
  const payment = payments?.[0];
  const paymentStatus = thankYouPaymentStatus({
    method: payment?.paymentMethodInfo?.method ?? '',
    multibancoReference: payment?.custom?.fields?.reference ?? null,
  });
  return { order: orderView(row), paymentStatus, replayed };
}

const owns = (ctx: RequestContext, row: OrderRow) =>
  row.storeKey === ctx.storeKey &&
  (row.customerId
    ? row.customerId === ctx.customerId
    : !!row.anonymousId && row.anonymousId === ctx.anonymousId);

/** The answer to an idempotency key already used: the same order, or a 409 for another cart's key. */
function replay(ctx: RequestContext, input: PlaceOrderInput, existing: OrderRow): PlaceOrderResult {
  if (existing.cartId === input.cart.id && owns(ctx, existing))
    return { ok: true, value: placedOrder(existing, true) };
  return {
    ok: false,
    error: {
      code: 'IdempotencyKeyReused',
      message: 'This Idempotency-Key was already used for another order.',
      field: 'idempotencyKey',
    },
  };
}

export async function placeOrder(
  deps: PlaceOrderDeps,
  ctx: RequestContext,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const key = input.idempotencyKey ?? null;
  if (key) {
    const existing = await createOrderRepository(deps.db).findByIdempotencyKey(ctx.storeKey, key);
    if (existing) return replay(ctx, input, existing);
  }
  try {
    const placed = await deps.db.transaction((tx) =>
      placeInTransaction(tx as unknown as Database, deps, ctx, input),
    );
    if (placed.ok && deps.notifier) {
      await publishProductChanges(deps.notifier, orderProductIds(placed.value.order), 'stock');
    }
    return placed;
  } catch (error) {
    if (error instanceof Rollback) {
      if (error.failure.code === 'Replay') return error.failure.result as PlaceOrderResult;
      return { ok: false, error: error.failure };
    }
    // Two different carts racing with one key: the unique index decides, the loser answers the winner.
    if (key && isUniqueViolation(error)) {
      const existing = await createOrderRepository(deps.db).findByIdempotencyKey(ctx.storeKey, key);
      if (existing) return replay(ctx, input, existing);
    }
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string }; code?: string }) ?? {};
  return cause.code === '23505' || cause.cause?.code === '23505';
}

async function placeInTransaction(
  tx: Database,
  deps: PlaceOrderDeps,
  ctx: RequestContext,
  input: PlaceOrderInput,
): Promise<PlaceOrderResult> {
  const step = async (name: PlaceOrderStep) => deps.failpoint?.(name);
  const orders = createOrderRepository(tx as Executor);

  // 1. The cart row, locked until commit: a concurrent submit of the same cart waits here.
  const [locked] = await tx.select().from(carts).where(eq(carts.id, input.cart.id)).for('update');
  const row = locked
    ? ({ ...locked, document: locked.document as unknown as CartDocument } as CartRow)
    : null;
  if (!row || !canAccessCart(ctx, row)) fail('CartNotFound', 'Cart not found');
  const cart = row as CartRow;
  await step('lock-cart');

  if (cart.state === 'Ordered') {
    const existing = await orders.findByCartId(cart.id);
    if (existing && input.idempotencyKey && existing.idempotencyKey === input.idempotencyKey) {
      throw new Rollback({ code: 'Replay', message: 'replay', result: replay(ctx, input, existing) });
    }
    if (existing) {
      fail('OrderAlreadyPlaced', `This cart was already ordered as ${existing.orderNumber}.`, {
        orderNumber: existing.orderNumber,
      });
    }
  }
  if (cart.version !== input.cart.version) throw new Rollback(concurrentModification(cart.version));
  if (cart.state !== 'Active') fail('CartNotActive', `The cart is ${cart.state}.`, { cartState: cart.state });

  // 2. Prices, sellability and addresses as of now, read through this transaction.
  const addresses = orderAddresses(cart.document, {
    sameAsBilling: input.sameAsBilling,
    clientType: input.clientType,
  });
  if (!addresses.ok) throw new Rollback(addresses.error);
  const document: CartDocument = {
    ...cart.document,
    billingAddress: addresses.value.billingAddress,
    shippingAddress: addresses.value.shippingAddress,
    // The cart knows COD and bank transfer by name; provider methods are 'other' to it.
    payment: input.payment === 'multibanco' || input.payment === 'provider' ? 'other' : input.payment,
  };
  if (document.lineItems.length === 0) fail('EmptyCart', 'The cart is empty.');
  const catalog = createCatalogReader(tx);
  const priced = await priceDocument(catalog, ctx, document);
  const unsellable = unsellableLine(document, priced.variants);
  if (unsellable) throw new Rollback({ ...unsellable });
  const view = cartView({ ...cart, document }, priced);

  const [store] = await tx.select().from(stores).where(eq(stores.key, ctx.storeKey));
  const bank = bankAccountOf(store ?? null);
  const lines = view.lineItems.map((line) => ({
    quantity: line.quantity,
    type: line.productType.key,
    isFreight: line.variant.isFreight,
  }));
  const options = paymentOptionsFor(
    { country: document.country, grossTotal: view.totalPrice, lines },
    { clientType: addresses.value.clientType, bankDetailsComplete: bank !== null },
  );
  const auth = input.payment === 'provider' ? input.authorisation : undefined;
  if (input.payment === 'provider' && !auth)
    fail('payment-error', 'A provider payment needs its authorisation.');
  const methodKey = auth ? auth.method : input.payment;
  const chosen = options.find((option) => option.key === methodKey);
  if (!chosen?.eligible) {
    fail('PaymentNotAllowed', `The payment method ${methodKey} is not available for this cart.`, {
      payment: methodKey,
      reason: chosen?.reason ?? 'not-offered',
      reasons: chosen?.reasons ?? [],
      items: countedItems(lines),
    });
  }
  if (!view.shippingInfo || view.shippingInfo.shippingMethodState === 'DoesNotMatchCart') {
    fail('ShippingMethodDoesNotMatchCart', 'No shipping method can deliver this cart.');
  }
  // What the provider authorised must be what the order costs, to the cent and in its currency.
  if (
    auth &&
    (auth.amount.centAmount !== view.totalPrice.centAmount ||
      auth.amount.currencyCode !== view.totalPrice.currencyCode)
  ) {
    fail('malformed-price', 'The authorised amount is not the cart total.', {
      authorised: auth.amount,
      total: view.totalPrice,
    });
  }
  await step('check-cart');

  // Coupon maximum applications: one application per order, taken under the code's row lock. A code
  // used up since the shopper saw the cart is refused rather than silently dropped from the price.
  const usedUp = view.discountCodes
    .filter((code) => code.state === 'MaxApplicationReached')
    .map((code) => code.discountCode.id);
  const claim = usedUp.length
    ? ({ ok: false, exhausted: usedUp } as const)
    : await claimDiscountCodeApplications(tx, appliedDiscountCodeIds(view));
  if (!claim.ok) {
    fail('DiscountCodeExhausted', 'A discount code on this cart has no applications left.', {
      discountCodeIds: claim.exhausted,
    });
  }

  // 3. Stock, in SKU order so two orders sharing SKUs cannot deadlock.
  const shortOf = await reserveStock(tx, view.lineItems);
  if (shortOf) fail('OutOfStock', `Not enough stock for ${shortOf}.`, { sku: shortOf });
  await step('reserve-stock');

  // The cart is Ordered before the number is taken: the counter row is the one lock every order of
  // the country and day waits for, so it is held for as short as possible (until commit).
  await tx
    .update(carts)
    .set({
      state: 'Ordered',
      document: document as unknown as Record<string, unknown>,
      version: sql`${carts.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(carts.id, cart.id));
  await step('mark-cart-ordered');

  const orderNumber = await orders.nextOrderNumber(document.country, ctx.now);
  await step('allocate-number');

  const orderId = randomUUID();
  const paymentId = randomUUID();
  const draft = auth
    ? providerPaymentDraft(auth, view.totalPrice)
    : customPaymentDraft(input.payment as CustomPaymentKind, view.totalPrice);
  const paymentState =
    input.payment === 'provider' ? PROVIDER_INITIAL_PAYMENT_STATE : initialPaymentState(input.payment);
  const paymentCustom = auth
    ? { type: 'card-provider', fields: { pspReference: auth.pspReference, resultCode: auth.resultCode } }
    : input.payment === 'bank_transfer' && bank
      ? { type: 'bank-transfer', fields: { ...bank, paymentReference: orderNumber } }
      : { type: input.payment === 'multibanco' ? 'multibanco' : 'custom-payment', fields: {} };
  const { id: _id, version: cartVersion, updatedAt: _at, cartState: _state, ...snapshot } = view;
  const order = await orders.insert({
    id: orderId,
    orderNumber,
    storeKey: ctx.storeKey,
    customerId: cart.customerId,
    anonymousId: cart.anonymousId,
    cartId: cart.id,
    idempotencyKey: input.idempotencyKey ?? null,
    orderState: INITIAL_ORDER_STATE,
    paymentState,
    shipmentState: INITIAL_SHIPMENT_STATE,
    skus: view.lineItems.map((line) => line.variant.sku),
    document: {
      ...snapshot,
      clientType: addresses.value.clientType,
      // The cart becomes exactly this version when it is marked Ordered below.
      cart: { id: cart.id, version: cartVersion + 1 },
      paymentInfo: { payments: [{ id: paymentId, ...draft, custom: paymentCustom }] },
      customLineItems: [],
    },
  });
  await step('insert-order');

  await createPaymentRepository(tx as Executor).create({
    id: paymentId,
    storeKey: ctx.storeKey,
    cartId: cart.id,
    orderId,
    draft,
    state: paymentState,
    custom: paymentCustom,
  });
  await step('insert-payment');

  await orders.emit('order.placed', {
    orderId,
    orderNumber,
    storeKey: ctx.storeKey,
    totalPrice: view.totalPrice,
    payment: methodKey,
  });
  await step('write-event');
  return { ok: true, value: placedOrder(order, false) };
}
