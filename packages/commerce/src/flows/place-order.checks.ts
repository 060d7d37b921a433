/** Re-checks of a cart at order time, run inside the order's transaction. */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { CartDocument } from '../carts/cart.types.ts';
import type { CartView } from '../carts/cart.view.ts';
import { inventory } from '../db/schema/inventory.ts';
import type { Executor } from '../orders/order.repository.ts';
import { reservedStockOf } from '../orders/order-lifecycle.service.ts';
import type { SellableVariant } from '../ports/index.ts';

export interface UnsellableLine {
  code: 'LineNotSellable';
  message: string;
  sku: string;
  lineItemId: string;
  reason: 'unknown-product' | 'not-sellable' | 'no-price' | 'guarantee-without-product';
}

/**
 * The first line that cannot be sold as it stands: the product is gone, not sold on this market,
 * has no price in the store's currency, or is a guarantee whose product left the cart.
 */
export function unsellableLine(
  document: CartDocument,
  variants: ReadonlyMap<string, SellableVariant>,
): UnsellableLine | null {
  for (const line of document.lineItems) {
    const variant = variants.get(line.sku);
    const refuse = (reason: UnsellableLine['reason'], why: string): UnsellableLine => ({
      code: 'LineNotSellable',
      message: `${line.sku} cannot be ordered: ${why}. Please remove it from the cart.`,
      sku: line.sku,
      lineItemId: line.id,
      reason,
    });
    if (!variant) return refuse('unknown-product', 'the product is no longer available');
    if (!variant.sellable) return refuse('not-sellable', 'it is not sold in this store');
    if (!variant.isVirtual && variant.price.centAmount <= 0)
      return refuse('no-price', 'it has no price in this store');
    if (
      line.type === 'extra_guarantee' &&
      !document.lineItems.some((parent) => parent.sku === line.parentSku && parent.type !== 'extra_guarantee')
    ) {
      return refuse('guarantee-without-product', 'the product it covers is not in the cart');
    }
  }
  return null;
}

/**
 * Takes the ordered quantities off the stock (TrackOnly: never below zero), SKU by SKU in sorted
 * order so that concurrent orders lock inventory rows in the same order. Returns the first SKU short
 * of stock (the caller rolls back), or null.
 */
export async function reserveStock(tx: Executor, lines: CartView['lineItems']): Promise<string | null> {
  // What the order holds is the lifecycle's rule (cancelling gives back exactly this).
  const wanted = reservedStockOf({ lineItems: lines }).sort((a, b) => a.sku.localeCompare(b.sku));
  for (const { sku, quantity } of wanted) {
    const updated = await tx
      .update(inventory)
      .set({ availableQuantity: sql`${inventory.availableQuantity} - ${quantity}`, updatedAt: sql`now()` })
      .where(and(eq(inventory.sku, sku), gte(inventory.availableQuantity, quantity)))
      .returning({ sku: inventory.sku });
    if (updated.length === 0) return sku;
  }
  return null;
}
