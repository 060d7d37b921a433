/**
 * Cart operations. Every write is read → apply the actions to a copy → `UPDATE … WHERE version =
 * expected`, so a caller holding a stale version gets ConcurrentModification with the current
 * version and nothing changes. All actions of one call land in one version step, or none do.
 */
import { resolveShippingMethod } from '@toolyard/domain';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { cartPaymentOptions } from '../payments/payment-options.service.ts';
import type { CatalogReader, SellableVariant } from '../ports/index.ts';
import { applyCartAction, type CartAction, type CartDraft, draftVariants } from './cart.actions.ts';
import {
  type CartError,
  type CartWarning,
  cartNotFound,
  concurrentModification,
  type UpdateCartError,
} from './cart.errors.ts';
import { priceDocument, shippingKindOf } from './cart.pricer.ts';
import { type CartRepository, type CartRow, createCartRepository } from './cart.repository.ts';
import type { CartAddress, CartDocument, PaymentSelection } from './cart.types.ts';
import { type CartView, cartView } from './cart.view.ts';
import { reconcileGuarantees } from './cart-lines.rules.ts';
import { err, ok, type Result } from './result.ts';

export type { CartAction } from './cart.actions.ts';

export interface CartRef {
  id: string;
  version: number;
  /**
   * The cart's row when the caller already read it in this request (the API reads it together with
   * the session in one statement): saves a round trip. `null` means it was looked up and not found.
   */
  preloaded?: CartRow | null;
}

export interface AddLineItemInput {
  sku: string;
  quantity: number;
  supplyChannel?: string | null;
  distributionChannel?: string | null;
  /** Set for an extra guarantee: the SKU of the product it covers. */
  parentSku?: string | null;
}

export type CartResult = Result<CartView, CartError>;
/** A quantity change: the cart plus what was not done as asked (capped quantities). */
export type CartUpdateResult = Result<{ cart: CartView; warnings: CartWarning[] }, CartError>;
export type UpdateCartResult = Result<{ cart: CartView; warnings: CartWarning[] }, UpdateCartError>;

export interface CartServiceDeps {
  db: Database;
  catalog: CatalogReader;
}

/** A cart is reachable only in its own store and only by its own customer or anonymous session. */
export function canAccessCart(ctx: RequestContext, row: CartRow): boolean {
  if (row.storeKey !== ctx.storeKey) return false;
  if (row.customerId) return row.customerId === ctx.customerId;
  return !!row.anonymousId && row.anonymousId === (ctx.anonymousId ?? null);
}

export function createCartService({ db, catalog }: CartServiceDeps) {
  const repository: CartRepository = createCartRepository(db, { prepared: true });

  async function view(ctx: RequestContext, row: CartRow, known?: Map<string, SellableVariant>) {
    return cartView(row, await priceDocument(catalog, ctx, row.document, known));
  }

  async function loadAccessible(
    ctx: RequestContext,
    id: string,
    preloaded?: CartRow | null,
  ): Promise<Result<CartRow, CartError>> {
    const row =
      preloaded !== undefined && (preloaded === null || preloaded.id === id)
        ? preloaded
        : await repository.findById(id);
    if (!row || !canAccessCart(ctx, row)) return err(cartNotFound());
    return ok(row);
  }

  /**
   * What every write stores besides the actions' own changes: guarantees in line with their
   * parents, and the shipping method by the reset rule (spec 000 §4): the first method for the cart
   * when the chosen one is not the default or does not match (a freight item → freight).
   */
  async function settle(ctx: RequestContext, draft: CartDraft): Promise<Map<string, SellableVariant>> {
    const document = draft.document;
    document.lineItems = reconcileGuarantees(document.lineItems);
    const variants = await draftVariants(catalog, ctx, draft);
    const methods = await catalog.shippingMethods(ctx);
    const { method } = resolveShippingMethod(
      methods,
      document.shippingMethodKey,
      shippingKindOf(document.lineItems, variants),
    );
    if (method) document.shippingMethodKey = method.key;
    return variants;
  }

  /**
   * Applies the actions in order to one copy of the cart and writes it once. The first failing
   * action ends the call: nothing is written, the version stays, and the error names the action.
   */
  async function apply(
    ctx: RequestContext,
    ref: CartRef,
    actions: readonly CartAction[],
    { nameFailedAction = false } = {},
  ): Promise<UpdateCartResult> {
    const loaded = await loadAccessible(ctx, ref.id, ref.preloaded);
    if (!loaded.ok) return loaded;
    const row = loaded.value;
    if (row.version !== ref.version) return err(concurrentModification(row.version));
    if (row.state !== 'Active') {
      return err({ code: 'CartNotActive', message: `The cart is ${row.state}.`, cartState: row.state });
    }
    const draft: CartDraft = { document: structuredClone(row.document), variants: null, warnings: [] };
    for (const [index, action] of actions.entries()) {
      const step = await applyCartAction(catalog, ctx, draft, action);
      if (!step.ok) {
        return err(
          nameFailedAction ? { ...step.error, failedAction: { index, action: action.action } } : step.error,
        );
      }
    }
    // An action that changes nothing (the same e-mail, an unknown coupon) makes no new version.
    if (JSON.stringify(draft.document) === JSON.stringify(row.document)) {
      return ok({ cart: await view(ctx, row, draft.variants ?? undefined), warnings: draft.warnings });
    }
    const variants = await settle(ctx, draft);
    const refused = await paymentRefusal(ctx, row, draft, actions, variants);
    if (refused) return err(refused);
    const version = await repository.updateIfVersion(row.id, ref.version, { document: draft.document });
    if (version === null) {
      const current = await repository.findById(row.id);
      return current ? err(concurrentModification(current.version)) : err(cartNotFound());
    }
    const updated: CartRow = { ...row, version, document: draft.document, updatedAt: new Date() };
    return ok({ cart: await view(ctx, updated, variants), warnings: draft.warnings });
  }

  /**
   * An ineligible payment method cannot be selected (decision 062): checked on the settled cart,
   * priced with it (so COD counts its fee); the refusal names the setPaymentMethod action.
   */
  async function paymentRefusal(
    ctx: RequestContext,
    row: CartRow,
    draft: CartDraft,
    actions: readonly CartAction[],
    variants: Map<string, SellableVariant>,
  ): Promise<UpdateCartError | null> {
    const payment = draft.document.payment;
    if (payment === row.document.payment || (payment !== 'cod' && payment !== 'bank_transfer')) return null;
    const cart = await view(ctx, { ...row, document: draft.document }, variants);
    const { paymentMethods } = await cartPaymentOptions(db, cart);
    const option = paymentMethods.find((candidate) => candidate.key === payment);
    if (option?.eligible) return null;
    const index = actions.map((action) => action.action).lastIndexOf('setPaymentMethod');
    return {
      code: 'PaymentNotAllowed',
      message: `The payment method ${payment} is not available for this cart.`,
      payment,
      reason: option?.reason ?? 'not-offered',
      reasons: option?.reasons ?? [],
      failedAction: { index, action: 'setPaymentMethod' },
    };
  }

  async function one(ctx: RequestContext, ref: CartRef, action: CartAction): Promise<CartResult> {
    const result = await apply(ctx, ref, [action]);
    return result.ok ? ok(result.value.cart) : result;
  }

  return {
    repository,
    view,

    async createCart(
      ctx: RequestContext,
      draft: { customerEmail?: string | null; shippingMethodKey?: string | null } = {},
    ): Promise<CartView> {
      const methods = await catalog.shippingMethods(ctx);
      const defaultKey = methods.find((method) => method.isDefault)?.key ?? methods[0]?.key ?? null;
      const document: CartDocument = {
        country: ctx.country,
        currency: ctx.currency,
        locale: ctx.locale,
        lineItems: [],
        discountCodes: [],
        shippingMethodKey: draft.shippingMethodKey ?? defaultKey,
        billingAddress: { country: ctx.country },
        shippingAddress: { country: ctx.country },
        customerEmail: draft.customerEmail ?? null,
        payment: null,
      };
      const row = await repository.insert({
        storeKey: ctx.storeKey,
        customerId: ctx.customerId,
        anonymousId: ctx.anonymousId ?? null,
        document,
      });
      return view(ctx, row, new Map());
    },

    async getCart(ctx: RequestContext, id: string): Promise<CartResult> {
      const loaded = await loadAccessible(ctx, id);
      return loaded.ok ? ok(await view(ctx, loaded.value)) : loaded;
    },

    async getActiveCart(ctx: RequestContext): Promise<CartView | null> {
      const row = await repository.findActive(ctx.storeKey, {
        customerId: ctx.customerId,
        anonymousId: ctx.anonymousId ?? null,
      });
      return row ? view(ctx, row) : null;
    },

    /** Adds a SKU; a request above stock or the cart maximum is capped, with a warning. */
    addLineItem(ctx: RequestContext, ref: CartRef, input: AddLineItemInput): Promise<CartUpdateResult> {
      return apply(ctx, ref, [{ action: 'addLineItem', ...input }]);
    },

    /** Removes a line (or `quantity` of it); removing a product also removes its extra guarantee. */
    removeLineItem(
      ctx: RequestContext,
      ref: CartRef,
      target: { lineItemId?: string; sku?: string; quantity?: number },
    ): Promise<CartResult> {
      return one(ctx, ref, { action: 'removeLineItem', ...target });
    },

    /** Sets a line's quantity (0 removes it); above stock or the cart maximum it is capped, with a warning. */
    changeLineItemQuantity(
      ctx: RequestContext,
      ref: CartRef,
      target: { lineItemId?: string; sku?: string; quantity: number },
    ): Promise<CartUpdateResult> {
      return apply(ctx, ref, [{ action: 'changeLineItemQuantity', ...target }]);
    },

    setLineItemChannels(
      ctx: RequestContext,
      ref: CartRef,
      target: { lineItemId: string; supplyChannel: string | null; distributionChannel: string | null },
    ): Promise<CartResult> {
      return one(ctx, ref, { action: 'setLineItemChannels', ...target });
    },

    setShippingMethod(ctx: RequestContext, ref: CartRef, key: string | null): Promise<CartResult> {
      return one(ctx, ref, { action: 'setShippingMethod', key });
    },

    addDiscountCode(ctx: RequestContext, ref: CartRef, code: string): Promise<CartResult> {
      return one(ctx, ref, { action: 'addDiscountCode', code });
    },

    /** Unknown codes leave the cart unchanged (spec 000 §4 "Coupons"). */
    removeDiscountCode(
      ctx: RequestContext,
      ref: CartRef,
      target: { id?: string; code?: string },
    ): Promise<CartResult> {
      return one(ctx, ref, { action: 'removeDiscountCode', ...target });
    },

    setAddress(
      ctx: RequestContext,
      ref: CartRef,
      kind: 'billing' | 'shipping',
      address: CartAddress,
    ): Promise<CartResult> {
      return one(ctx, ref, {
        action: kind === 'billing' ? 'setBillingAddress' : 'setShippingAddress',
        address,
      });
    },

    /** Sets the e-mail only when it differs from the current one (no version bump otherwise). */
    setCustomerEmail(ctx: RequestContext, ref: CartRef, email: string): Promise<CartResult> {
      return one(ctx, ref, { action: 'setCustomerEmail', email });
    },

    setPayment(ctx: RequestContext, ref: CartRef, payment: PaymentSelection | null): Promise<CartResult> {
      return one(ctx, ref, { action: 'setPaymentMethod', payment });
    },

    /** The checkout's newsletter box; the order placed from this cart carries it. */
    setNewsletterConsent(ctx: RequestContext, ref: CartRef, consent: boolean): Promise<CartResult> {
      return one(ctx, ref, { action: 'setNewsletterConsent', consent });
    },

    /**
     * Several actions in one version step (the API's updateCart): all apply, or none does and the
     * error names the failing action (`failedAction`); the cart and its version stay as they were.
     */
    updateCart(ctx: RequestContext, ref: CartRef, actions: readonly CartAction[]): Promise<UpdateCartResult> {
      return apply(ctx, ref, actions, { nameFailedAction: true });
    },

    async deleteCart(
      ctx: RequestContext,
      ref: CartRef,
    ): Promise<Result<{ id: string; version: number }, CartError>> {
      const loaded = await loadAccessible(ctx, ref.id);
      if (!loaded.ok) return loaded;
      if (loaded.value.version !== ref.version) return err(concurrentModification(loaded.value.version));
      if (!(await repository.deleteIfVersion(ref.id, ref.version))) {
        const current = await repository.findById(ref.id);
        return current ? err(concurrentModification(current.version)) : err(cartNotFound());
      }
      return ok({ id: ref.id, version: ref.version });
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
