/**
 * The cart's update actions, each applied to a working copy of the cart document. A call applies
 * its actions in order to one copy; the service writes the copy once, in one version step, only
 * when every action succeeded (docs/decisions/069).
 */
import { randomUUID } from 'node:crypto';
import {
  availableToAdd,
  hasExtraGuaranteeFor,
  isValidPostalCode,
  POSTAL_CODE_ERRORS,
  shippingMethodsForCart,
  shippingPostalCodeError,
} from '@toolyard/domain';
import type { RequestContext } from '../context.ts';
import { hasApplicationsLeft } from '../discounts/discount-code.rules.ts';
import type { CatalogReader, SellableVariant } from '../ports/index.ts';
import {
  type CartError,
  type CartWarning,
  maxQuantityReached,
  maxQuantityWarning,
  productNotSellable,
} from './cart.errors.ts';
import { shippingKindOf } from './cart.pricer.ts';
import type { CartAddress, CartDocument, PaymentSelection, StoredLineItem } from './cart.types.ts';
import { parentLineOf, withoutLine } from './cart-lines.rules.ts';
import { err, ok, type Result } from './result.ts';

export type LineTarget = { lineItemId?: string; sku?: string };

export type CartAction =
  | {
      action: 'addLineItem';
      sku: string;
      quantity: number;
      supplyChannel?: string | null;
      distributionChannel?: string | null;
      /** Set for an extra guarantee: the SKU of the product it covers. */
      parentSku?: string | null;
    }
  | ({ action: 'removeLineItem'; quantity?: number } & LineTarget)
  | ({ action: 'changeLineItemQuantity'; quantity: number } & LineTarget)
  | {
      action: 'setLineItemChannels';
      lineItemId: string;
      supplyChannel: string | null;
      distributionChannel: string | null;
    }
  | { action: 'setShippingMethod'; key: string | null }
  | { action: 'addDiscountCode'; code: string }
  | { action: 'removeDiscountCode'; id?: string; code?: string }
  | { action: 'setBillingAddress' | 'setShippingAddress'; address: CartAddress }
  | { action: 'setCustomerEmail'; email: string }
  | { action: 'setPaymentMethod'; payment: PaymentSelection | null }
  | { action: 'setNewsletterConsent'; consent: boolean };

/** The working copy one call's actions change, with what they learnt on the way. */
export interface CartDraft {
  document: CartDocument;
  /** Variants of the document's SKUs, once an action needed them (reused for pricing the answer). */
  variants: Map<string, SellableVariant> | null;
  warnings: CartWarning[];
}

type Step = Promise<Result<void, CartError>> | Result<void, CartError>;
const done = (): Result<void, CartError> => ok(undefined);

/** Variants of every SKU in the draft plus `extra`, read once and topped up when a SKU is new. */
export async function draftVariants(
  catalog: CatalogReader,
  ctx: RequestContext,
  draft: CartDraft,
  extra: readonly string[] = [],
): Promise<Map<string, SellableVariant>> {
  const skus = [...new Set([...draft.document.lineItems.map((line) => line.sku), ...extra])];
  if (!draft.variants || skus.some((sku) => !draft.variants!.has(sku))) {
    draft.variants = await catalog.variantsBySkus(ctx, skus);
  }
  return draft.variants;
}

function findLine(document: CartDocument, target: LineTarget) {
  return document.lineItems.find((line) =>
    target.lineItemId
      ? line.id === target.lineItemId
      : line.sku === target.sku && line.type !== 'extra_guarantee',
  );
}

function lineNotFound(target: LineTarget): CartError {
  const id = target.lineItemId ?? target.sku ?? '';
  return { code: 'LineItemNotFound', message: `The cart has no line item ${id}.`, lineItemId: id };
}

const guaranteeFollowsParent = (line: StoredLineItem): CartError => ({
  code: 'ExtraGuaranteeQuantityFollowsParent',
  message: 'The quantity of an extra guarantee follows the product it covers; 0 removes it.',
  lineItemId: line.id,
});

async function addLineItem(
  catalog: CatalogReader,
  ctx: RequestContext,
  draft: CartDraft,
  input: Extract<CartAction, { action: 'addLineItem' }>,
): Promise<Result<void, CartError>> {
  const document = draft.document;
  const parentSku = input.parentSku ?? null;
  const variants = await draftVariants(catalog, ctx, draft, [input.sku]);
  const variant = variants.get(input.sku);
  if (!variant) {
    return err({ code: 'ProductNotFound', message: `Unknown SKU ${input.sku}`, sku: input.sku });
  }
  if (!variant.sellable) {
    return err(
      productNotSellable(input.sku, variant.notSellableReason ?? 'not_sold_on_market', ctx.currency),
    );
  }
  if (parentSku || variant.productType === 'extra_guarantee') {
    return addExtraGuarantee(catalog, ctx, draft, input.sku, parentSku);
  }
  const existing = document.lineItems.find((line) => line.sku === input.sku && line.parentSku === null);
  const addable = availableToAdd({
    stock: variant.availableQuantity,
    inCart: existing?.quantity ?? 0,
    virtual: variant.isVirtual,
  });
  if (addable <= 0) return err(maxQuantityReached(input.sku));
  const quantity = Math.min(input.quantity, addable);
  if (input.quantity > addable) {
    draft.warnings.push(maxQuantityWarning(input.sku, (existing?.quantity ?? 0) + quantity));
  }
  if (existing) {
    existing.quantity += quantity;
    if (input.supplyChannel !== undefined) existing.supplyChannel = input.supplyChannel;
    if (input.distributionChannel !== undefined) existing.distributionChannel = input.distributionChannel;
    return done();
  }
  document.lineItems.push({
    id: randomUUID(),
    sku: input.sku,
    quantity,
    type: variant.productType,
    parentSku: null,
    supplyChannel: input.supplyChannel ?? null,
    distributionChannel: input.distributionChannel ?? null,
    addedAt: ctx.now.toISOString(),
  });
  return done();
}

/**
 * An extra guarantee covers one product line in the cart: offered for it by the catalog (store,
 * market, exclusions, never a virtual product or a guarantee), at most one per line, and always
 * with the line's quantity, whatever quantity was asked for.
 */
async function addExtraGuarantee(
  catalog: CatalogReader,
  ctx: RequestContext,
  draft: CartDraft,
  sku: string,
  parentSku: string | null,
): Promise<Result<void, CartError>> {
  const document = draft.document;
  const notOffered = (why: string): Result<void, CartError> =>
    err({ code: 'ExtraGuaranteeNotOffered', message: why, sku, parentSku });
  if (!parentSku) return notOffered(`The extra guarantee ${sku} needs the product it covers (parentSku).`);
  const parent = document.lineItems.find((line) => line.sku === parentSku && line.type !== 'extra_guarantee');
  if (!parent) return notOffered(`The cart has no product ${parentSku} for the extra guarantee ${sku}.`);
  if (hasExtraGuaranteeFor(document.lineItems, parentSku)) {
    return err({
      code: 'ExtraGuaranteeAlreadyPresent',
      message: `The product ${parentSku} already has an extra guarantee.`,
      sku,
      parentSku,
    });
  }
  const offers = await catalog.extraGuaranteeFor(ctx, parentSku);
  if (!offers.some((offer) => offer.sku === sku)) {
    return notOffered(`No extra guarantee ${sku} for ${parentSku}.`);
  }
  document.lineItems.push({
    id: randomUUID(),
    sku,
    quantity: parent.quantity,
    type: 'extra_guarantee',
    parentSku,
    supplyChannel: null,
    distributionChannel: null,
    addedAt: ctx.now.toISOString(),
  });
  return done();
}

async function changeQuantity(
  catalog: CatalogReader,
  ctx: RequestContext,
  draft: CartDraft,
  target: LineTarget,
  quantity: number,
): Promise<Result<void, CartError>> {
  const document = draft.document;
  const line = findLine(document, target);
  if (!line) return err(lineNotFound(target));
  if (quantity <= 0) {
    document.lineItems = withoutLine(document.lineItems, line);
    return done();
  }
  if (line.type === 'extra_guarantee') {
    const parent = parentLineOf(document.lineItems, line);
    return parent && parent.quantity === quantity ? done() : err(guaranteeFollowsParent(line));
  }
  const variant = (await draftVariants(catalog, ctx, draft)).get(line.sku);
  if (!variant) return err({ code: 'ProductNotFound', message: `Unknown SKU ${line.sku}`, sku: line.sku });
  if (!variant.sellable && quantity > line.quantity) {
    return err(productNotSellable(line.sku, variant.notSellableReason ?? 'not_sold_on_market', ctx.currency));
  }
  const cap = availableToAdd({ stock: variant.availableQuantity, inCart: 0, virtual: variant.isVirtual });
  if (cap < 1) return err(maxQuantityReached(line.sku));
  line.quantity = Math.min(quantity, cap);
  if (quantity > cap) draft.warnings.push(maxQuantityWarning(line.sku, line.quantity));
  return done();
}

function removeLineItem(
  draft: CartDraft,
  input: Extract<CartAction, { action: 'removeLineItem' }>,
): Result<void, CartError> {
  const document = draft.document;
  const line = findLine(document, input);
  if (!line) return err(lineNotFound(input));
  // A guarantee goes as a whole: it cannot cover fewer units than its product.
  if (input.quantity !== undefined && input.quantity < line.quantity && line.type !== 'extra_guarantee') {
    line.quantity -= input.quantity;
  } else {
    document.lineItems = withoutLine(document.lineItems, line);
  }
  return done();
}

async function setShippingMethod(
  catalog: CatalogReader,
  ctx: RequestContext,
  draft: CartDraft,
  key: string | null,
): Promise<Result<void, CartError>> {
  const document = draft.document;
  if (key !== null) {
    const methods = await catalog.shippingMethods(ctx);
    if (!methods.some((method) => method.key === key)) {
      return err({ code: 'ShippingMethodNotFound', message: `Unknown shipping method ${key}.`, key });
    }
    const kind = shippingKindOf(document.lineItems, await draftVariants(catalog, ctx, draft));
    if (!shippingMethodsForCart(methods, kind).some((method) => method.key === key)) {
      return err({
        code: 'ShippingMethodDoesNotMatchCart',
        message:
          kind === 'freight'
            ? `Shipping method ${key} does not match the cart: a cart with freight items ships by freight.`
            : `Shipping method ${key} does not match the cart: it ships as a parcel.`,
        key,
        shippingKind: kind,
      });
    }
  }
  document.shippingMethodKey = key;
  return done();
}

async function addDiscountCode(
  catalog: CatalogReader,
  ctx: RequestContext,
  draft: CartDraft,
  code: string,
): Promise<Result<void, CartError>> {
  const found = await catalog.discountCode(ctx, code.trim());
  if (!found) {
    return err({
      code: 'DiscountCodeNotFound',
      message: `The discount code '${code}' was not found.`,
      discountCode: code,
    });
  }
  if (!hasApplicationsLeft(found)) {
    return err({
      code: 'DiscountCodeMaxApplicationsReached',
      message: `The discount code '${found.code}' has been used as often as it may be.`,
      discountCode: found.code,
    });
  }
  const codes = draft.document.discountCodes;
  if (!codes.some((stored) => stored.id === found.id)) codes.push({ id: found.id, code: found.code });
  return done();
}

function setAddress(
  draft: CartDraft,
  kind: 'billing' | 'shipping',
  address: CartAddress,
): Result<void, CartError> {
  const document = draft.document;
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
  return done();
}

/** Applies one action to the draft; a failure leaves the draft half-changed, so the caller drops it. */
export function applyCartAction(
  catalog: CatalogReader,
  ctx: RequestContext,
  draft: CartDraft,
  action: CartAction,
): Step {
  const document = draft.document;
  switch (action.action) {
    case 'addLineItem':
      return addLineItem(catalog, ctx, draft, action);
    case 'removeLineItem':
      return removeLineItem(draft, action);
    case 'changeLineItemQuantity':
      return changeQuantity(catalog, ctx, draft, action, action.quantity);
    case 'setLineItemChannels': {
      const line = findLine(document, action);
      if (!line) return err(lineNotFound(action));
      line.supplyChannel = action.supplyChannel;
      line.distributionChannel = action.distributionChannel;
      return done();
    }
    case 'setShippingMethod':
      return setShippingMethod(catalog, ctx, draft, action.key);
    case 'addDiscountCode':
      return addDiscountCode(catalog, ctx, draft, action.code);
    case 'removeDiscountCode': {
      // Unknown codes leave the cart unchanged (spec 000 §4 "Coupons").
      document.discountCodes = document.discountCodes.filter((stored) =>
        action.id ? stored.id !== action.id : stored.code.toLowerCase() !== action.code?.toLowerCase(),
      );
      return done();
    }
    case 'setBillingAddress':
      return setAddress(draft, 'billing', action.address);
    case 'setShippingAddress':
      return setAddress(draft, 'shipping', action.address);
    case 'setCustomerEmail':
      // Set only when different; an equal e-mail changes nothing and so makes no new version.
      document.customerEmail = action.email;
      return done();
    case 'setPaymentMethod':
      document.payment = action.payment;
      return done();
    case 'setNewsletterConsent':
      if (action.consent) document.newsletterConsent = true;
      else delete document.newsletterConsent;
      return done();
  }
}
