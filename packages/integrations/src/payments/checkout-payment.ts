/**
 * Paying for a cart (spec 000 §4 "Payment flow", decisions 150–153, 258). Cash on delivery and bank
 * transfer are the engine's custom payments; Multibanco is the engine's voucher flow with this
 * provider as issuer; every other method is paid on the provider's hosted page, and only a payment
 * whose AUTHORISATION the provider's verified webhook brought is turned into an order — through the
 * same one-transaction place-order flow, keyed by the pay form's idempotency key, so a double click,
 * a reload of the return and the webhook still make one order.
 *
 * Failures carry the spec's payment and order codes (001 §8): malformed-price,
 * cancelled-transaction, creating-order-failed, unprocessable-entity, payment-error.
 */
import {
  type CartService,
  cartPaymentOptions,
  type Database,
  type Notifier,
  type PlacedOrder,
  type PlaceOrderResult,
  placeMultibancoOrder,
  placeOrder,
  placeProviderOrder,
  type RequestContext,
  schema,
} from '@toolyard/commerce';
import { type ClientType, DEFAULT_PAYMENT_METHOD, PROVIDER_PAYMENT_METHODS } from '@toolyard/domain';
import { eq } from 'drizzle-orm';
import {
  type HostedPaymentRow,
  hostedPaymentOfReference,
  hostedPaymentOfSession,
  markReturned,
  recordAuthorisation,
  recordHostedSession,
} from './hosted-payments.ts';
import {
  type NotificationItem,
  type PaymentProvider,
  ProviderError,
  type SessionReturn,
} from './payment-provider.port.ts';

export const PAYMENT_ERROR_CODES = [
  'malformed-price',
  'cancelled-transaction',
  'creating-order-failed',
  'unprocessable-entity',
  'payment-error',
] as const;
export type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

export type PayResult =
  /** `forOwner`: placed for the cart's owner, who is not the one who came back (another browser). */
  | { kind: 'ordered'; placed: PlacedOrder; forOwner?: true }
  | { kind: 'redirect'; url: string }
  /**
   * Back from the provider's page, which says the payment went through (or is under way), and its
   * AUTHORISATION has not reached the shop yet: the webhook places the order when it comes.
   */
  | { kind: 'pending' }
  | { kind: 'failed'; code: PaymentErrorCode; message: string; detail?: string };

export interface CheckoutPaymentDeps {
  db: Database;
  carts: CartService;
  provider: PaymentProvider;
  notifier?: Notifier;
  /** After the order has committed (never inside its transaction): the confirmation mail. */
  onOrderPlaced?: (ctx: RequestContext, placed: PlacedOrder) => Promise<void>;
  log?: (line: string) => void;
}

export interface PayInput {
  cartId: string;
  method: string;
  /** From the pay form: the same key for a double submission. */
  idempotencyKey: string;
  /** Absolute URL of the return route; the provider appends sessionId and sessionResult. */
  returnUrl: string;
  clientType?: ClientType;
}

const CUSTOM = new Set(['cod', 'bank_transfer']);

/** The `detail` of a failure whose outcome the provider did not tell (unreachable, or an error). */
export const PROVIDER_UNANSWERED = 'ProviderUnanswered';
const REFERENCE_SEPARATOR = '.';

/** Our reference of a provider payment: the cart and the pay form's key, read back on return. */
export const paymentReference = (cartId: string, key: string) => `${cartId}${REFERENCE_SEPARATOR}${key}`;
function parseReference(reference: string): { cartId: string; key: string } | null {
  const at = reference.indexOf(REFERENCE_SEPARATOR);
  if (at <= 0) return null;
  return { cartId: reference.slice(0, at), key: reference.slice(at + 1) };
}

const failed = (code: PaymentErrorCode, message: string, detail?: string): PayResult => ({
  kind: 'failed',
  code,
  message,
  ...(detail ? { detail } : {}),
});

/** Engine failures of placing the order, in the spec's vocabulary. */
function orderFailure(error: { code: string; message: string }): PayResult {
  if (error.code === 'malformed-price') return failed('malformed-price', error.message);
  if (
    error.code === 'ConcurrentModification' ||
    error.code === 'PaymentNotAllowed' ||
    error.code === 'MissingCustomerData'
  )
    return failed('unprocessable-entity', error.message, error.code);
  return failed('creating-order-failed', error.message, error.code);
}

/** Whether the visitor is the cart's owner: the same customer, or for a guest the same session. */
const sameOwner = (visitor: RequestContext, owner: RequestContext) =>
  visitor.storeKey === owner.storeKey &&
  (owner.customerId ? visitor.customerId === owner.customerId : visitor.anonymousId === owner.anonymousId);

const isMethodKey = (named: string | null | undefined): named is string =>
  !!named && (PROVIDER_PAYMENT_METHODS as readonly string[]).includes(named);

/**
 * The order's method: the one the session was opened for; else the notification's, which names a
 * card by its brand (`visa`, `mc` …) and other methods by their key.
 */
function methodOf(row: { method: string | null } | null, named: string | null): string {
  if (isMethodKey(row?.method)) return row.method;
  return isMethodKey(named) ? named : DEFAULT_PAYMENT_METHOD;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The context of the cart's owner, for an order placed without the owner's request (the provider's
 * webhook): the cart's store, its shopper and the language the cart was made in.
 */
async function ownerContext(db: Database, cartId: string, now: Date): Promise<RequestContext | null> {
  const [row] = await db
    .select({
      storeKey: schema.carts.storeKey,
      customerId: schema.carts.customerId,
      anonymousId: schema.carts.anonymousId,
      document: schema.carts.document,
      country: schema.stores.country,
      currency: schema.stores.currency,
    })
    .from(schema.carts)
    .innerJoin(schema.stores, eq(schema.stores.key, schema.carts.storeKey))
    .where(eq(schema.carts.id, cartId));
  if (!row) return null;
  const locale = typeof row.document.locale === 'string' ? row.document.locale : '';
  const language = locale.split('-')[0] || 'en';
  return {
    storeKey: row.storeKey,
    country: row.country,
    language,
    locale: locale || `${language}-${row.country}`,
    currency: row.currency,
    customerId: row.customerId,
    anonymousId: row.anonymousId,
    now,
  };
}

export function createCheckoutPayment(deps: CheckoutPaymentDeps) {
  async function placed(ctx: RequestContext, result: PlaceOrderResult): Promise<PayResult> {
    if (!result.ok) return orderFailure(result.error);
    if (!result.value.replayed && deps.onOrderPlaced) {
      // The order stands whatever the mail does: a failed send is logged, not shown as a failed order.
      await deps
        .onOrderPlaced(ctx, result.value)
        .catch((error: unknown) =>
          deps.log?.(
            `warn: order mail ${result.value.order.orderNumber} failed: ${(error as Error).message}`,
          ),
        );
    }
    return { kind: 'ordered', placed: result.value };
  }

  /**
   * The order of a verified authorisation, from the cart its reference names. A banking app may
   * open the return in another browser, without the payer's session: the payment is the cart's all
   * the same, so the order is placed for the cart's owner, and that visitor is told only that
   * (`forOwner`). Without a visitor (the webhook) it is placed for the owner as well.
   */
  async function placeAuthorised(
    reference: string,
    authorisation: { pspReference: string; amount: { currency: string; value: number } },
    method: string,
    now: Date,
    visitor?: RequestContext | null,
  ): Promise<PayResult> {
    const ref = parseReference(reference);
    if (!ref) return failed('payment-error', 'Unknown payment reference');
    const owner = await ownerContext(deps.db, ref.cartId, now);
    if (!owner) return failed('payment-error', `No cart ${ref.cartId} for this payment`);
    const orderCtx = visitor && sameOwner(visitor, owner) ? visitor : owner;
    // A cart already ordered (a reload, the webhook first) answers its order for the same key.
    const cart = await deps.carts.getCart(orderCtx, ref.cartId);
    const result = await placed(
      orderCtx,
      await placeProviderOrder({ db: deps.db, notifier: deps.notifier }, orderCtx, {
        cart: { id: ref.cartId, version: cart.ok ? cart.value.version : 0 },
        idempotencyKey: ref.key,
        authorisation: {
          method,
          pspReference: authorisation.pspReference,
          resultCode: 'Authorised',
          amount: { currencyCode: authorisation.amount.currency, centAmount: authorisation.amount.value },
        },
      }),
    );
    return result.kind === 'ordered' && visitor !== undefined && orderCtx !== visitor
      ? { ...result, forOwner: true }
      : result;
  }

  /** The return's order from the stored authorisation; its webhook's redelivery moves it to Paid. */
  function orderOnReturn(row: HostedPaymentRow, ctx: RequestContext | null): Promise<PayResult> {
    const authorisation = row.authorisation!;
    const method = methodOf(row, authorisation.paymentMethod);
    return placeAuthorised(row.reference, authorisation, method, ctx?.now ?? new Date(), ctx);
  }

  async function guarded(work: () => Promise<PayResult>): Promise<PayResult> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ProviderError) {
        deps.log?.(`warn: payment provider: ${error.message}`);
        // The provider could not answer: the payment may or may not have gone through.
        return failed('payment-error', error.message, PROVIDER_UNANSWERED);
      }
      throw error;
    }
  }

  return {
    /** The pay button: an order (custom payments, Multibanco) or the provider's hosted page. */
    async pay(ctx: RequestContext, input: PayInput): Promise<PayResult> {
      // A double click races its twin: the loser's cart write fails on the version, and its retry
      // then finds the cart ordered and answers the winner's order for the same key.
      let result = await payOnce(ctx, input);
      for (
        let attempt = 0;
        attempt < 3 && result.kind === 'failed' && result.detail === 'ConcurrentModification';
        attempt++
      ) {
        result = await payOnce(ctx, input);
      }
      return result;
    },
    /**
     * The provider's word that a payment was authorised when nobody came back to the return page (a
     * closed tab, a banking app that opened another browser): the order is placed from the cart the
     * payment's reference names, as its owner's return would have, under the same idempotency key.
     */
    async placeFromNotification(item: NotificationItem): Promise<PayResult> {
      const row = await hostedPaymentOfReference(deps.db, item.merchantReference);
      return placeAuthorised(item.merchantReference, item, methodOf(row, item.paymentMethod), new Date());
    },
    /**
     * A verified, successful AUTHORISATION whose payment has no order yet: kept for the shopper's
     * return, which cannot place the order without it. Answers whether the shopper has already
     * been back (and shown the pending page), so the webhook need not wait for them; null when
     * the reference is none of ours.
     */
    async holdAuthorisation(item: NotificationItem): Promise<{ shopperBack: boolean } | null> {
      const ref = parseReference(item.merchantReference);
      if (!ref || !UUID.test(ref.cartId)) return null;
      const row = await recordAuthorisation(deps.db, item, ref.cartId);
      return { shopperBack: row.returnedAt !== null };
    },
    /**
     * The return route (decision 258): the provider appends the session's id and result. A stored
     * authorisation places (or answers) the order; otherwise the session's status decides:
     * refused, cancelled or expired go back to payment with the cart kept; completed, pending or
     * still open are the pending page, and the webhook places the order when it comes.
     */
    finish(ctx: RequestContext | null, back: SessionReturn): Promise<PayResult> {
      return guarded(async () => {
        const row = await hostedPaymentOfSession(deps.db, back.sessionId);
        if (!row) return failed('payment-error', 'Unknown payment session');
        // A verified authorisation decides; a reload of the return need not ask the provider again.
        if (row.authorisation) return orderOnReturn(row, ctx);
        const { status } = await deps.provider.sessionResult(back);
        if (status === 'refused' || status === 'canceled' || status === 'expired') {
          return failed('cancelled-transaction', `Payment session ${status}`);
        }
        await markReturned(deps.db, row.reference, ctx?.now ?? new Date());
        // The webhook may have come while the provider was asked; else it places the order itself.
        const fresh = await hostedPaymentOfSession(deps.db, back.sessionId);
        return fresh?.authorisation ? orderOnReturn(fresh, ctx) : { kind: 'pending' };
      });
    },
  };

  function payOnce(ctx: RequestContext, input: PayInput): Promise<PayResult> {
    return guarded(async () => {
      const order = { db: deps.db, notifier: deps.notifier };
      const current = await deps.carts.getCart(ctx, input.cartId);
      if (!current.ok) return failed('unprocessable-entity', current.error.message, current.error.code);
      if (current.value.cartState !== 'Active') {
        // A double click whose first submit already ordered the cart: the engine answers the same
        // order for the same key before it looks at the payment, so the kind named here is moot.
        const replay = await placeOrder(order, ctx, {
          cart: { id: input.cartId, version: current.value.version },
          payment: 'cod',
          idempotencyKey: input.idempotencyKey,
        });
        if (replay.ok && replay.value.replayed) return { kind: 'ordered', placed: replay.value };
        return failed('unprocessable-entity', 'This cart was already ordered.', 'CartNotActive');
      }
      // The current version, not the form's: the second click of a double submit comes with the
      // version the first one already moved on from. The amount is the cart's as of now.
      const ref = { id: input.cartId, version: current.value.version };
      if (CUSTOM.has(input.method)) {
        const selected = await deps.carts.setPayment(ctx, ref, input.method as 'cod' | 'bank_transfer');
        if (!selected.ok) return failed('unprocessable-entity', selected.error.message, selected.error.code);
        return placed(
          ctx,
          await placeOrder(order, ctx, {
            cart: { id: input.cartId, version: selected.value.version },
            payment: input.method as 'cod' | 'bank_transfer',
            idempotencyKey: input.idempotencyKey,
            clientType: input.clientType,
          }),
        );
      }
      const selected = await deps.carts.setPayment(ctx, ref, 'other');
      if (!selected.ok) return failed('unprocessable-entity', selected.error.message, selected.error.code);
      const cart = selected.value;
      // Nobody is sent to pay for a method the order would then refuse.
      const options = await cartPaymentOptions(deps.db, cart, input.clientType);
      if (!options.paymentMethods.some((option) => option.key === input.method && option.eligible)) {
        return failed(
          'unprocessable-entity',
          `The payment method ${input.method} is not available for this cart.`,
          'PaymentNotAllowed',
        );
      }
      if (input.method === 'multibanco') {
        return placed(
          ctx,
          await placeMultibancoOrder({ ...order, multibanco: deps.provider as never }, ctx, {
            cart: { id: cart.id, version: cart.version },
            returnUrl: input.returnUrl,
            idempotencyKey: input.idempotencyKey,
            clientType: input.clientType,
          }),
        );
      }
      const total = cart.totalPrice;
      if (!Number.isSafeInteger(total.centAmount) || total.centAmount <= 0) {
        return failed('malformed-price', `The cart total ${total.centAmount} cannot be paid.`);
      }
      if (!cart.customerEmail || !cart.billingAddress?.firstName) {
        // 001 §8: "missing e-mail on payment creation logs 'order without email'".
        if (!cart.customerEmail) deps.log?.(`warn: order without email (cart ${cart.id})`);
        return failed('unprocessable-entity', 'Payment needs the customer e-mail and billing first name.');
      }
      const reference = paymentReference(cart.id, input.idempotencyKey);
      const session = await deps.provider.createHostedSession({
        reference,
        amount: { currency: total.currencyCode, value: total.centAmount },
        method: input.method,
        returnUrl: input.returnUrl,
        countryCode: ctx.country,
        shopperLocale: ctx.locale,
        shopperEmail: cart.customerEmail,
        idempotencyKey: input.idempotencyKey,
      });
      // Before the shopper is sent: the return knows its payment only by this session.
      await recordHostedSession(deps.db, {
        reference,
        cartId: cart.id,
        sessionId: session.sessionId,
        method: input.method,
      });
      return { kind: 'redirect', url: session.url };
    });
  }
}
export type CheckoutPayment = ReturnType<typeof createCheckoutPayment>;
