/** Typed cart failures; `message` texts follow spec 001 §8 where it names one. */
export type CartError =
  | { code: 'CartNotFound'; message: 'Cart not found' }
  | { code: 'ConcurrentModification'; message: string; currentVersion: number }
  | { code: 'CartNotActive'; message: string; cartState: string }
  | { code: 'ProductNotFound'; message: string; sku: string }
  | { code: 'MaxQuantityReached'; message: 'You have reached the maximum quantity'; sku: string }
  | { code: 'LineItemNotFound'; message: string; lineItemId: string }
  | { code: 'DiscountCodeNotFound'; message: string; discountCode: string }
  | { code: 'ShippingMethodNotFound'; message: string; key: string }
  | { code: 'InvalidAddress'; message: string; field: string }
  | { code: 'PaymentNotAllowed'; message: string; payment: string; reason: string | null; reasons: string[] };

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
