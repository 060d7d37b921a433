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
  | { code: 'InvalidAddress'; message: string; field: string };

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
