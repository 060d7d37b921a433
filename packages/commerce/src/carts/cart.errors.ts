/** Typed cart failures; `message` texts follow spec 001 §8 where it names one. */
import type { NotSellableReason } from '../ports/index.ts';

export type CartError =
  | { code: 'CartNotFound'; message: 'Cart not found' }
  | { code: 'ConcurrentModification'; message: string; currentVersion: number }
  | { code: 'CartNotActive'; message: string; cartState: string }
  | { code: 'ProductNotFound'; message: string; sku: string }
  | { code: 'MaxQuantityReached'; message: 'You have reached the maximum quantity'; sku: string }
  | { code: 'LineItemNotFound'; message: string; lineItemId: string }
  | { code: 'DiscountCodeNotFound'; message: string; discountCode: string }
  | { code: 'ShippingMethodNotFound'; message: string; key: string }
  | { code: 'ShippingMethodDoesNotMatchCart'; message: string; key: string; shippingKind: string }
  | { code: 'InvalidAddress'; message: string; field: string }
  | { code: 'PaymentNotAllowed'; message: string; payment: string; reason: string | null; reasons: string[] }
  | { code: 'ProductNotSellable'; message: string; sku: string; reason: NotSellableReason }
  | { code: 'ExtraGuaranteeNotOffered'; message: string; sku: string; parentSku: string | null }
  | { code: 'ExtraGuaranteeAlreadyPresent'; message: string; sku: string; parentSku: string }
  | { code: 'ExtraGuaranteeQuantityFollowsParent'; message: string; lineItemId: string }
  | { code: 'DiscountCodeMaxApplicationsReached'; message: string; discountCode: string };

/** Which action of an updateCart call failed; nothing of the call was applied. */
export interface FailedAction {
  index: number;
  action: string;
}

/** A failed updateCart: the action's own error, naming the action. */
export type UpdateCartError = CartError & { failedAction?: FailedAction };

export const cartNotFound = (): CartError => ({ code: 'CartNotFound', message: 'Cart not found' });

export const concurrentModification = (currentVersion: number): CartError => ({
  code: 'ConcurrentModification',
  message: `Object version mismatch: the cart has version ${currentVersion}.`,
  currentVersion,
});

export const maxQuantityReached = (sku: string): CartError => ({
  code: 'MaxQuantityReached',
  message: 'You have reached the maximum quantity',
  sku,
});

export const MAX_QUANTITY_MESSAGE = 'You have reached the maximum quantity';

/**
 * A cart change that went through, but not as asked: the quantity was capped at stock or the cart
 * maximum (spec 001 §5 "capped at stock or cart maximum with warning"). `quantity` is the line's
 * quantity now in the cart.
 */
export interface CartWarning {
  code: 'max_quantity';
  sku: string;
  message: typeof MAX_QUANTITY_MESSAGE;
  quantity: number;
}

export const maxQuantityWarning = (sku: string, quantity: number): CartWarning => ({
  code: 'max_quantity',
  sku,
  message: MAX_QUANTITY_MESSAGE,
  quantity,
});

export const productNotSellable = (sku: string, reason: NotSellableReason, currency: string): CartError => ({
  code: 'ProductNotSellable',
  message:
    reason === 'price_missing'
      ? `Product ${sku} has no price in ${currency} and cannot be sold in this store.`
      : `Product ${sku} is not sold in this store.`,
  sku,
  reason,
});
