import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { PurchaseHistory } from '../ports/index.ts';
import { createOrderRepository, type OrderRow } from './order.repository.ts';
import type { OrderSort } from './order.rules.ts';

/** The products an order's lines hold (an order view or its stored document). */
export function orderProductIds(order: object): string[] {
  const lines = (order as { lineItems?: unknown }).lineItems;
  if (!Array.isArray(lines)) return [];
  return lines.flatMap((line) => {
    const id = (line as { productId?: unknown }).productId;
    return typeof id === 'string' ? [id] : [];
  });
}

export function orderView(row: OrderRow) {
  // Orders placed before the snapshot dropped it still hold the cart's state at checkout (Active).
  const { cartState: _stale, cart, ...document } = row.document as Record<string, unknown>;
  const ref = cart as { id?: string; version?: number } | undefined;
  return {
    ...document,
    id: row.id,
    orderNumber: row.orderNumber,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    orderState: row.orderState,
    paymentState: row.paymentState,
    shipmentState: row.shipmentState,
    cart: { id: row.cartId, version: ref?.version ?? null },
  };
}
export type OrderView = ReturnType<typeof orderView>;

export function createOrderService(db: Database) {
  const repository = createOrderRepository(db);
  return {
    repository,
    /** getMyOrders: the session's own orders only, filtered by id or order number, sorted (newest first). */
    async getMyOrders(
      ctx: RequestContext,
      filter: {
        id?: string;
        orderNumber?: string;
        limit?: number;
        offset?: number;
        sort?: OrderSort | readonly OrderSort[];
      } = {},
    ) {
      const limit = Math.min(Math.max(filter.limit ?? 20, 1), 100);
      const offset = Math.max(filter.offset ?? 0, 0);
      const { rows, total } = await repository.listFor(
        ctx.storeKey,
        { customerId: ctx.customerId, anonymousId: ctx.anonymousId ?? null },
        {
          ...filter,
          limit,
          offset,
          sort: typeof filter.sort === 'string' ? [filter.sort] : filter.sort,
        },
      );
      return { offset, limit, count: rows.length, total, results: rows.map(orderView) };
    },
  };
}

/** The PurchaseHistory port over orders (reviews ask it whether a customer bought a SKU). */
export function createPurchaseHistory(db: Database): PurchaseHistory {
  const repository = createOrderRepository(db);
  return { hasPurchased: (ctx, customerId, sku) => repository.hasPurchased(ctx.storeKey, customerId, sku) };
}
