/**
 * Cart operations. Every write is read → compute → `UPDATE … WHERE version = expected`, so a caller
 * holding a stale version gets ConcurrentModification with the current version and nothing changes.
 */
import { randomUUID } from 'node:crypto';
import {
  isValidPostalCode,
  MAX_QUANTITY_PER_PRODUCT,
  POSTAL_CODE_ERRORS,
  shippingPostalCodeError,
} from '@toolyard/domain';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { cartPaymentOptions } from '../payments/payment-options.service.ts';
import type { CatalogReader, SellableVariant } from '../ports/index.ts';
import {
  type CartError,
  type CartWarning,
  cartNotFound,
  concurrentModification,
  maxQuantityReached,
  maxQuantityWarning,
} from './cart.errors.ts';
import { priceDocument } from './cart.pricer.ts';
import { type CartRepository, type CartRow, createCartRepository } from './cart.repository.ts';
import type { CartAddress, CartDocument, PaymentSelection, StoredLineItem } from './cart.types.ts';
import { type CartView, cartView } from './cart.view.ts';
import { err, ok, type Result } from './result.ts';

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
type Change = Result<
  { document: CartDocument; variants?: Map<string, SellableVariant>; warnings?: CartWarning[] } | 'unchanged',
  CartError
>;

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

/** How many more of a variant may go into the cart (spec 000 §5; virtual products ignore stock). */
export function addableQuantity(variant: SellableVariant, inCart: number): number {
  const byLimit = MAX_QUANTITY_PER_PRODUCT - inCart;
  return variant.isVirtual ? byLimit : Math.min(variant.availableQuantity - inCart, byLimit);
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

  async function mutate(
    ctx: RequestContext,
    ref: CartRef,
    change: (document: CartDocument, row: CartRow) => Promise<Change> | Change,
  ): Promise<CartResult> {
    const result = await mutateWithWarnings(ctx, ref, change);
    return result.ok ? ok(result.value.cart) : result;
  }

  async function mutateWithWarnings(
    ctx: RequestContext,
    ref: CartRef,
    change: (document: CartDocument, row: CartRow) => Promise<Change> | Change,
  ): Promise<CartUpdateResult> {
    const loaded = await loadAccessible(ctx, ref.id, ref.preloaded);
    if (!loaded.ok) return loaded;
    const row = loaded.value;
    if (row.version !== ref.version) return err(concurrentModification(row.version));
    if (row.state !== 'Active') {
      return err({ code: 'CartNotActive', message: `The cart is ${row.state}.`, cartState: row.state });
    }
    const changed = await change(structuredClone(row.document), row);
    if (!changed.ok) return changed;
    if (changed.value === 'unchanged') return ok({ cart: await view(ctx, row), warnings: [] });
    const version = await repository.updateIfVersion(row.id, ref.version, {
      document: changed.value.document,
    });
    if (version === null) {
      const current = await repository.findById(row.id);
      return current ? err(concurrentModification(current.version)) : err(cartNotFound());
    }
    const updated: CartRow = { ...row, version, document: changed.value.document, updatedAt: new Date() };
    return ok({
      cart: await view(ctx, updated, changed.value.variants),
      warnings: changed.value.warnings ?? [],
    });
  }

  function findLine(document: CartDocument, target: { lineItemId?: string; sku?: string }) {
    return document.lineItems.find((line) =>
      target.lineItemId
        ? line.id === target.lineItemId
        : line.sku === target.sku && line.type !== 'extra_guarantee',
    );
  }

  function removeLine(document: CartDocument, line: StoredLineItem): void {
    document.lineItems = document.lineItems.filter(
      (candidate) =>
        candidate.id !== line.id && !(line.type !== 'extra_guarantee' && candidate.parentSku === line.sku),
    );
  }

  function lineNotFound(target: { lineItemId?: string; sku?: string }): CartError {
    const id = target.lineItemId ?? target.sku ?? '';
    return { code: 'LineItemNotFound', message: `The cart has no line item ${id}.`, lineItemId: id };
  }

  async function setQuantity(
    ctx: RequestContext,
    document: CartDocument,
    line: StoredLineItem,
    quantity: number,
  ) {
    if (quantity <= 0) {
      removeLine(document, line);
      return ok({ document });
    }
    const variants = await catalog.variantsBySkus(ctx, [
      ...new Set(document.lineItems.map((item) => item.sku)),
    ]);
    const variant = variants.get(line.sku);
    if (!variant)
      return err<CartError>({ code: 'ProductNotFound', message: `Unknown SKU ${line.sku}`, sku: line.sku });
    const cap = addableQuantity(variant, 0);
    if (cap < 1) return err(maxQuantityReached(line.sku));
    line.quantity = Math.min(quantity, cap);
    const warnings = quantity > cap ? [maxQuantityWarning(line.sku, line.quantity)] : [];
    return ok({ document, variants, warnings });
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
      return mutateWithWarnings(ctx, ref, async (document) => {
        const parentSku = input.parentSku ?? null;
        const skus = [...new Set([...document.lineItems.map((line) => line.sku), input.sku])];
        const variants = await catalog.variantsBySkus(ctx, skus);
        const variant = variants.get(input.sku);
        if (!variant?.sellable) {
          return err({
            code: 'ProductNotFound',
            message: `Product ${input.sku} is not sold in this store.`,
            sku: input.sku,
          });
        }
        let type = variant.productType;
        if (parentSku) {
          const offers = await catalog.extraGuaranteeFor(ctx, parentSku);
          const parentInCart = document.lineItems.some(
            (line) => line.sku === parentSku && line.type !== 'extra_guarantee',
          );
          if (!parentInCart || !offers.some((offer) => offer.sku === input.sku)) {
            return err({
              code: 'ProductNotFound',
              message: `No extra guarantee ${input.sku} for ${parentSku}.`,
              sku: input.sku,
            });
          }
          type = 'extra_guarantee';
        }
        const existing = document.lineItems.find(
          (line) => line.sku === input.sku && line.parentSku === parentSku,
        );
        const addable = addableQuantity(variant, existing?.quantity ?? 0);
        if (addable <= 0) return err(maxQuantityReached(input.sku));
        const quantity = Math.min(input.quantity, addable);
        const inCart = (existing?.quantity ?? 0) + quantity;
        const warnings = input.quantity > addable ? [maxQuantityWarning(input.sku, inCart)] : [];
        if (existing) {
          existing.quantity += quantity;
          if (input.supplyChannel !== undefined) existing.supplyChannel = input.supplyChannel;
          if (input.distributionChannel !== undefined)
            existing.distributionChannel = input.distributionChannel;
        } else {
          document.lineItems.push({
            id: randomUUID(),
            sku: input.sku,
            quantity,
            type,
            parentSku,
            supplyChannel: input.supplyChannel ?? null,
            distributionChannel: input.distributionChannel ?? null,
            addedAt: ctx.now.toISOString(),
          });
        }
        return ok({ document, variants, warnings });
      });
    },

    /** Removes a line (or `quantity` of it); removing a product also removes its extra guarantee. */
    removeLineItem(
      ctx: RequestContext,
      ref: CartRef,
      target: { lineItemId?: string; sku?: string; quantity?: number },
    ): Promise<CartResult> {
      return mutate(ctx, ref, (document) => {
        const line = findLine(document, target);
        if (!line) return err(lineNotFound(target));
        if (target.quantity !== undefined && target.quantity < line.quantity)
          line.quantity -= target.quantity;
        else removeLine(document, line);
        return ok({ document });
      });
    },

    /** Sets a line's quantity (0 removes it); above stock or the cart maximum it is capped, with a warning. */
    changeLineItemQuantity(
      ctx: RequestContext,
      ref: CartRef,
      target: { lineItemId?: string; sku?: string; quantity: number },
    ): Promise<CartUpdateResult> {
      return mutateWithWarnings(ctx, ref, (document) => {
        const line = findLine(document, target);
        if (!line) return err(lineNotFound(target));
        return setQuantity(ctx, document, line, target.quantity);
      });
    },

    setLineItemChannels(
      ctx: RequestContext,
      ref: CartRef,
      target: { lineItemId: string; supplyChannel: string | null; distributionChannel: string | null },
    ): Promise<CartResult> {
      return mutate(ctx, ref, (document) => {
        const line = findLine(document, target);
        if (!line) return err(lineNotFound(target));
        line.supplyChannel = target.supplyChannel;
        line.distributionChannel = target.distributionChannel;
        return ok({ document });
      });
    },

    setShippingMethod(ctx: RequestContext, ref: CartRef, key: string | null): Promise<CartResult> {
      return mutate(ctx, ref, async (document) => {
        if (key !== null && !(await catalog.shippingMethods(ctx)).some((method) => method.key === key)) {
          return err({ code: 'ShippingMethodNotFound', message: `Unknown shipping method ${key}.`, key });
        }
        document.shippingMethodKey = key;
        return ok({ document });
      });
    },

    addDiscountCode(ctx: RequestContext, ref: CartRef, code: string): Promise<CartResult> {
      return mutate(ctx, ref, async (document) => {
        const found = await catalog.discountCode(ctx, code.trim());
        if (!found) {
          return err({
            code: 'DiscountCodeNotFound',
            message: `The discount code '${code}' was not found.`,
            discountCode: code,
          });
        }
        if (document.discountCodes.some((stored) => stored.id === found.id)) return ok('unchanged');
        document.discountCodes.push({ id: found.id, code: found.code });
        return ok({ document });
      });
    },

    /** Unknown codes leave the cart unchanged (spec 000 §4 "Coupons"). */
    removeDiscountCode(
      ctx: RequestContext,
      ref: CartRef,
      target: { id?: string; code?: string },
    ): Promise<CartResult> {
      return mutate(ctx, ref, (document) => {
        const index = document.discountCodes.findIndex((stored) =>
          target.id ? stored.id === target.id : stored.code.toLowerCase() === target.code?.toLowerCase(),
        );
        if (index < 0) return ok('unchanged');
        document.discountCodes.splice(index, 1);
        return ok({ document });
      });
    },

    setAddress(
      ctx: RequestContext,
      ref: CartRef,
      kind: 'billing' | 'shipping',
      address: CartAddress,
    ): Promise<CartResult> {
      return mutate(ctx, ref, (document) => {
        // Carts ship within their store's country (a German cart ships to Germany).
        if (address.country.toUpperCase() !== document.country) {
          return err({
            code: 'InvalidAddress',
            message: `${kind === 'billing' ? 'Billing' : 'Shipping'} Address Error`,
            field: 'country',
          });
        }
        const next: CartAddress = { ...address, country: document.country };
        // Spec 000 §5: the postal code is checked on billing and shipping address actions.
        if (typeof next.postalCode === 'string' && !isValidPostalCode(next.country, next.postalCode)) {
          const message = kind === 'billing' ? POSTAL_CODE_ERRORS.billing : shippingPostalCodeError(next);
          return err({ code: 'InvalidAddress', message, field: 'postalCode' });
        }
        if (kind === 'billing') document.billingAddress = next;
        else document.shippingAddress = next;
        return ok({ document });
      });
    },

    /** Sets the e-mail only when it differs from the current one (no version bump otherwise). */
    setCustomerEmail(ctx: RequestContext, ref: CartRef, email: string): Promise<CartResult> {
      return mutate(ctx, ref, (document) => {
        if (document.customerEmail === email) return ok('unchanged');
        document.customerEmail = email;
        return ok({ document });
      });
    },

    setPayment(ctx: RequestContext, ref: CartRef, payment: PaymentSelection | null): Promise<CartResult> {
      return mutate(ctx, ref, async (document, row) => {
        if (document.payment === payment) return ok('unchanged');
        document.payment = payment;
        // An ineligible method cannot be selected (decision 062); priced with it, so COD counts its fee.
        if (payment === 'cod' || payment === 'bank_transfer') {
          const { paymentMethods } = await cartPaymentOptions(db, await view(ctx, { ...row, document }));
          const option = paymentMethods.find((candidate) => candidate.key === payment);
          if (!option?.eligible) {
            return err({
              code: 'PaymentNotAllowed',
              message: `The payment method ${payment} is not available for this cart.`,
              payment,
              reason: option?.reason ?? 'not-offered',
              reasons: option?.reasons ?? [],
            });
          }
        }
        return ok({ document });
      });
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
