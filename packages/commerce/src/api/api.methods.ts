/** Cart and order methods of `POST /api/new-ct/{method}` (spec 001 §7 middleware table); the account's are in api.account-methods.ts. */
import type { z } from 'zod';
import type { CartRow } from '../carts/cart.repository.ts';
import type { CartAction, CartRef, CartService } from '../carts/cart.service.ts';
import type { CartView } from '../carts/cart.view.ts';
import type { RequestContext } from '../context.ts';
import type { CustomerService } from '../customers/customer.service.ts';
import type { Database } from '../db/client.ts';
import { placeMultibancoOrder } from '../flows/multibanco-order.flow.ts';
import { type PlaceOrderResult, placeOrder } from '../flows/place-order.flow.ts';
import type { IdentityVerifier } from '../flows/social-sign-in.flow.ts';
import type { Notifier } from '../notifier/index.ts';
import type { createOrderService } from '../orders/order.service.ts';
import type { MultibancoIssuer } from '../payments/multibanco.ts';
import type { CustomPaymentKind } from '../payments/payment.rules.ts';
import { cartPaymentOptions } from '../payments/payment-options.service.ts';
import type { CatalogReader } from '../ports/index.ts';
import type { Session, SessionService } from '../sessions/session.service.ts';
import { notLoggedIn, unwrap } from './api.errors.ts';
import { ApiFailure } from './api.http.ts';
import * as s from './api.schema.ts';

export interface ApiServices {
  db: Database;
  catalog: CatalogReader;
  carts: CartService;
  customers: CustomerService;
  sessions: SessionService;
  orders: ReturnType<typeof createOrderService>;
  /** The card provider's Multibanco voucher issuer (PT); without it Multibanco orders are refused. */
  multibanco?: MultibancoIssuer;
  /** Announces stock taken by orders to the other nodes' caches. */
  notifier?: Notifier;
  /** Called with a fresh reset token; delivering it (e-mail) is up to the integration. */
  onPasswordResetRequested?: (ctx: RequestContext, email: string, token: string) => Promise<void>;
  /** Called with a fresh e-mail confirmation token after registration (decision 177). */
  /** `again`: the customer asked for a new link (decision 253), not a new account. */
  onEmailConfirmationRequested?: (
    ctx: RequestContext,
    email: string,
    token: string,
    reason: 'registration' | 'again',
  ) => Promise<void>;
  /**
   * Called once per new order placed through the API (not for a replay), after it committed; the
   * confirmation e-mail is up to the integration. The order stands whatever it does: it should log
   * its own failures, and a throw is ignored.
   */
  onOrderPlaced?: (ctx: RequestContext, orderNumber: string) => Promise<void>;
  /** Checks a Google/Facebook access token with the provider; without it authSync is refused. */
  verifyIdentity?: IdentityVerifier;
  /** Called with a GDPR confirmation token (decision 146); delivering it (e-mail) is up to the integration. */
  onCustomerDataRequested?: (
    ctx: RequestContext,
    email: string,
    purpose: 'export' | 'delete',
    token: string,
  ) => Promise<void>;
}

export interface MethodEnv {
  ctx: RequestContext;
  session: Session | null;
  /**
   * The cart named by `cartId(params)`, read together with the session (undefined when not read,
   * null when there is no such cart). Passed on as `CartRef.preloaded`.
   */
  cart?: CartRow | null;
  services: ApiServices;
  /** The caller's address as the server judged it (proxy headers only when trusted); for limits. */
  clientIp: string | null;
  /** The request's headers (Idempotency-Key). */
  headers?: Headers;
  /** Replace the session cookie (sign-in, sign-out). */
  setSession(token: string | null, session: Session | null): void;
  /** The handler's log, for failures that do not fail the call (a mail after the account exists). */
  log(level: 'error' | 'warn', message: string, error?: unknown): void;
}

export interface ApiMethod<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** 'ensure' creates an anonymous session when the request has none. */
  session: 'none' | 'ensure';
  summary: string;
  response: string;
  /** JSON Schema of `data` for the OpenAPI document, when it is more than `response` says. */
  responseSchema?: Record<string, unknown>;
  /** For cart actions: the cart id in the params, so the handler reads it with the session. */
  cartId?: (params: z.infer<S>) => string;
  run(env: MethodEnv, params: z.infer<S>): Promise<unknown>;
}

export function method<S extends z.ZodType>(definition: ApiMethod<S>): ApiMethod {
  return definition as unknown as ApiMethod;
}

/** The order call's idempotency key: the `Idempotency-Key` header or the `idempotencyKey` param. */
function idempotencyKeyOf(env: MethodEnv, param: string | undefined): string | null {
  const header = env.headers?.get('idempotency-key') ?? null;
  if (header !== null) {
    const parsed = s.idempotencyKey.safeParse(header.trim());
    if (!parsed.success) {
      throw new ApiFailure(400, {
        code: 'bad_request',
        message: `Idempotency-Key: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
        field: 'Idempotency-Key',
      });
    }
    if (param !== undefined && param !== parsed.data) {
      throw new ApiFailure(400, {
        code: 'bad_request',
        message: 'Idempotency-Key: the header and the idempotencyKey param differ',
        field: 'Idempotency-Key',
      });
    }
    return parsed.data;
  }
  return param ?? null;
}

/** `data` of an order call: the order, the thank-you status and, for a bank transfer, where to pay. */
async function orderAnswer(env: MethodEnv, result: PlaceOrderResult) {
  const { order, paymentStatus, replayed } = unwrap(result);
  if (!replayed && env.services.onOrderPlaced) {
    await env.services.onOrderPlaced(env.ctx, order.orderNumber).catch(() => undefined);
  }
  const payment = (
    order as { paymentInfo?: { payments?: { custom?: { type?: string; fields?: object } }[] } }
  ).paymentInfo?.payments?.[0];
  const bankTransfer = payment?.custom?.type === 'bank-transfer' ? payment.custom.fields : undefined;
  return { order, paymentStatus, replayed, ...(bankTransfer ? { bankTransfer } : {}) };
}

function placeOrderMethod(kind: CustomPaymentKind, summary: string) {
  return method({
    schema: s.paymentParams,
    session: 'ensure',
    summary: `${summary} One transaction: the whole order or nothing. With an Idempotency-Key header (or idempotencyKey) a repeat answers the same order; a second submit of an ordered cart is a 409 with its orderNumber.`,
    response: `{ order, paymentStatus, replayed${kind === 'bank_transfer' ? ', bankTransfer: { owner, institute, iban, bic, paymentReference }' : ''} }`,
    run: async (env, params) =>
      orderAnswer(
        env,
        await placeOrder({ db: env.services.db, notifier: env.services.notifier }, env.ctx, {
          cart: { id: params.id, version: params.version },
          payment: kind,
          idempotencyKey: idempotencyKeyOf(env, params.idempotencyKey),
          clientType: params.clientType,
          sameAsBilling: params.sameAsBilling,
        }),
      ),
  });
}

const cart = async (result: Promise<Parameters<typeof unwrap<CartView>>[0]>) => ({
  cart: unwrap(await result),
});

/** `data` of addToCart and updateCartQuantity: the cart and the capped-quantity warnings. */
export const CART_WITH_WARNINGS = '{ cart, warnings: [{ code: "max_quantity", sku, message, quantity }] }';
const cartWithWarningsSchema = {
  type: 'object',
  required: ['cart', 'warnings'],
  properties: {
    cart: { type: 'object', description: 'The cart with its new version.' },
    warnings: {
      type: 'array',
      description:
        'Empty unless the requested quantity was capped at stock or the cart maximum (1000 per product); the cart keeps the capped quantity.',
      items: { $ref: '#/components/schemas/CartWarning' },
    },
  },
};

/** The cart ref with the row the handler read together with the session, when it did. */
function withPreloaded(env: MethodEnv, ref: CartRef): CartRef {
  return env.cart === undefined ? ref : { ...ref, preloaded: env.cart };
}

export function requireCustomer(env: MethodEnv): RequestContext {
  if (!env.ctx.customerId) throw notLoggedIn();
  return env.ctx;
}

export const transactionalMethods: Record<string, ApiMethod> = {
  createCart: method({
    schema: s.createCartParams,
    session: 'ensure',
    summary: 'Creates a cart with the store country on both addresses and the default shipping method.',
    response: '{ cart }',
    run: async ({ ctx, services }, params) => ({ cart: await services.carts.createCart(ctx, params) }),
  }),
  getMe: method({
    schema: s.getMeParams,
    session: 'ensure',
    summary: 'The active cart of the session (and the customer with customer: true).',
    response: '{ me: { activeCart, customer? } }',
    run: async ({ ctx, services }, params) => ({
      me: {
        activeCart: await services.carts.getActiveCart(ctx),
        ...(params.customer ? { customer: await services.customers.get(ctx) } : {}),
      },
    }),
  }),
  addToCart: method({
    schema: s.addToCartParams,
    session: 'ensure',
    summary:
      'Adds a SKU; an existing SKU raises its quantity (max 1000 per product, capped at stock with a max_quantity warning).',
    response: CART_WITH_WARNINGS,
    responseSchema: cartWithWarningsSchema,
    cartId: ([ref]) => ref.id,
    run: async (env, [ref, item]) =>
      unwrap(
        await env.services.carts.addLineItem(env.ctx, withPreloaded(env, ref), {
          sku: item.product.sku,
          quantity: item.quantity,
          supplyChannel: item.supplyChannel?.id,
          distributionChannel: item.distributionChannel?.id,
          parentSku: item.parentSku ?? null,
        }),
      ),
  }),
  removeFromCart: method({
    schema: s.removeFromCartParams,
    session: 'ensure',
    summary: 'Removes a line item (or some of its quantity).',
    response: '{ cart }',
    cartId: ([ref]) => ref.id,
    run: (env, [ref, item]) =>
      cart(
        env.services.carts.removeLineItem(env.ctx, withPreloaded(env, ref), {
          ...item.product,
          quantity: item.quantity,
        }),
      ),
  }),
  updateCartQuantity: method({
    schema: s.updateCartQuantityParams,
    session: 'ensure',
    summary:
      'Sets the quantity of a line item; 0 removes it; above stock or 1000 it is capped with a max_quantity warning.',
    response: CART_WITH_WARNINGS,
    responseSchema: cartWithWarningsSchema,
    cartId: ([ref]) => ref.id,
    run: async (env, [ref, item]) =>
      unwrap(
        await env.services.carts.changeLineItemQuantity(env.ctx, withPreloaded(env, ref), {
          ...item.product,
          quantity: item.quantity,
        }),
      ),
  }),
  updateCartItemChannel: method({
    schema: s.updateCartItemChannelParams,
    session: 'ensure',
    summary: 'Sets the supply and distribution channel of a line item.',
    response: '{ cart }',
    cartId: ([ref]) => ref.id,
    run: (env, [ref, item]) =>
      cart(
        env.services.carts.setLineItemChannels(env.ctx, withPreloaded(env, ref), {
          lineItemId: item.lineItemId,
          supplyChannel: item.supplyChannel?.id ?? null,
          distributionChannel: item.distributionChannel?.id ?? null,
        }),
      ),
  }),
  updateCart: method({
    schema: s.updateCartParams,
    session: 'ensure',
    summary:
      'Checkout updates in one version step: e-mail (only when different), addresses, shipping method, payment method. All actions apply or none; a failure names the action (failedAction: { index, action }) and leaves the cart and its version unchanged.',
    response: '{ cart }',
    cartId: ([ref]) => ref.id,
    async run(env, [ref, { actions }]) {
      const result = await env.services.carts.updateCart(
        env.ctx,
        withPreloaded(env, ref),
        actions.map((action): CartAction => {
          switch (action.action) {
            case 'setShippingMethod':
              return { action: 'setShippingMethod', key: action.shippingMethodKey };
            case 'setPaymentMethod':
              return { action: 'setPaymentMethod', payment: action.payment };
            default:
              return action;
          }
        }),
      );
      return { cart: unwrap(result).cart };
    },
  }),
  deleteCart: method({
    schema: s.deleteCartParams,
    session: 'ensure',
    summary: 'Deletes the cart.',
    response: '{ cart: { id, version } }',
    run: async ({ ctx, services }, ref) => ({ cart: unwrap(await services.carts.deleteCart(ctx, ref)) }),
  }),
  applyCartCoupon: method({
    schema: s.applyCartCouponParams,
    session: 'ensure',
    summary: 'Adds a discount code to the cart.',
    response: '{ cart }',
    run: ({ ctx, services }, { id, version, code }) =>
      cart(services.carts.addDiscountCode(ctx, { id, version }, code)),
  }),
  removeCartCoupon: method({
    schema: s.removeCartCouponParams,
    session: 'ensure',
    summary: 'Removes a discount code; an unknown code leaves the cart unchanged.',
    response: '{ cart }',
    run: ({ ctx, services }, { id, version, discountCode }) =>
      cart(services.carts.removeDiscountCode(ctx, { id, version }, { id: discountCode.id })),
  }),
  getPaymentMethods: method({
    schema: s.getPaymentMethodsParams,
    session: 'ensure',
    summary:
      "The store's payment methods for this cart and client type, each with eligible and, when not, the reason (COD cap, item limit, freight, 1–20 items, bank/cash limit of 20, client type).",
    response: '{ clientType, paymentMethods: [{ key, eligible, reason, reasons }] }',
    async run({ ctx, services }, params) {
      const view = unwrap(await services.carts.getCart(ctx, params.id));
      return cartPaymentOptions(services.db, view, params.clientType);
    },
  }),
  createCodPayment: placeOrderMethod(
    'cod',
    'Places the order with a cash-on-delivery custom payment (COD fee included).',
  ),
  createBankPayment: placeOrderMethod(
    'bank_transfer',
    'Places the order with a bank-transfer custom payment.',
  ),
  createMultibancoPayment: method({
    schema: s.paymentParams,
    session: 'ensure',
    summary:
      'Places the order with a Multibanco payment (PT): the order in one transaction, then the voucher from the card provider; if the provider fails the order is cancelled and the cart reopened.',
    response:
      '{ order, paymentStatus, replayed } (payment custom fields: reference, entity, expiresAt, merchantReference)',
    async run(env, params) {
      const issuer = env.services.multibanco;
      if (!issuer) {
        throw new ApiFailure(503, {
          code: 'payment_provider_unavailable',
          message: 'Multibanco is not available right now.',
        });
      }
      return orderAnswer(
        env,
        await placeMultibancoOrder(
          { db: env.services.db, notifier: env.services.notifier, multibanco: issuer },
          env.ctx,
          {
            cart: { id: params.id, version: params.version },
            idempotencyKey: idempotencyKeyOf(env, params.idempotencyKey),
            clientType: params.clientType,
            sameAsBilling: params.sameAsBilling,
          },
        ),
      );
    },
  }),
  getOrders: method({
    schema: s.getOrdersParams,
    session: 'ensure',
    summary: "The session's own orders, newest first, optionally by id or order number.",
    response: '{ me: { orders: { offset, limit, count, total, results } } }',
    run: async ({ ctx, services }, params) => ({
      me: { orders: await services.orders.getMyOrders(ctx, params) },
    }),
  }),
};
