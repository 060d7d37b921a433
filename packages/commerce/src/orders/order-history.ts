/**
 * What a shopper may see of orders (issue 11 "Order history"): one own order with its shipment
 * timeline, a guest's order by number plus e-mail, and reorder. Ownership is part of every query:
 * another customer's order is "not found", exactly like an unknown one.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { CartService } from '../carts/cart.service.ts';
import type { CartView } from '../carts/cart.view.ts';
import type { RequestContext } from '../context.ts';
import { normalizeEmail } from '../customers/customer.rules.ts';
import type { Database } from '../db/client.ts';
import { domainEvents, orders } from '../db/schema/orders.ts';
import { createOrderRepository } from './order.repository.ts';
import { orderView } from './order.service.ts';

/** One step of an order's timeline: what happened, the states after it, and when. */
export interface TimelineEntry {
  type: string;
  at: string;
  orderState?: string;
  paymentState?: string;
  shipmentState?: string;
}

const statesSchema = z
  .object({
    orderState: z.string().optional(),
    paymentState: z.string().optional(),
    shipmentState: z.string().optional(),
  })
  .catch({});

/** The order's events, oldest first: placed, then every state change the lifecycle wrote. */
export async function orderTimeline(db: Database, orderId: string): Promise<TimelineEntry[]> {
  const rows = await db
    .select()
    .from(domainEvents)
    .where(sql`${domainEvents.payload}->>'orderId' = ${orderId}`)
    .orderBy(asc(domainEvents.id));
  return rows.map((row) => {
    const after = statesSchema.parse(row.payload.to);
    const at = typeof row.payload.at === 'string' ? row.payload.at : row.createdAt.toISOString();
    return { type: row.type, at, ...after };
  });
}

async function withTimeline(db: Database, row: typeof orders.$inferSelect) {
  return { order: orderView(row), timeline: await orderTimeline(db, row.id) };
}

/** The session's own order by number (or id), with its timeline; null for anyone else's. */
export async function myOrderDetail(db: Database, ctx: RequestContext, ref: { orderNumber: string }) {
  const { rows } = await createOrderRepository(db).listFor(
    ctx.storeKey,
    { customerId: ctx.customerId, anonymousId: ctx.anonymousId ?? null },
    { orderNumber: ref.orderNumber, limit: 1, offset: 0 },
  );
  return rows[0] ? withTimeline(db, rows[0]) : null;
}

/**
 * A guest's order by number and the e-mail it was placed with. A wrong e-mail answers exactly
 * what an unknown number does (null), so the lookup tells nothing about which numbers exist.
 */
export async function guestOrderDetail(
  db: Database,
  ctx: RequestContext,
  ref: { orderNumber: string; email: string },
) {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeKey, ctx.storeKey),
        eq(orders.orderNumber, ref.orderNumber.trim().toUpperCase()),
        sql`lower(${orders.document}->>'customerEmail') = ${normalizeEmail(ref.email)}`,
      ),
    )
    .limit(1);
  return row ? withTimeline(db, row) : null;
}

const reorderLines = z
  .array(
    z.object({
      quantity: z.number().int().positive(),
      name: z.unknown().optional(),
      variant: z.object({ sku: z.string() }),
      parentSku: z.string().nullish(),
      custom: z.object({ fields: z.object({ parentSku: z.string().optional() }).catch({}) }).optional(),
    }),
  )
  .catch([]);

export interface ReorderSkipped {
  sku: string;
  name: unknown;
  /** The cart's refusal, e.g. ProductNotFound or OutOfStock. */
  code: string;
}

/**
 * Puts an order's lines back into the session's active cart (a new cart when there is none),
 * line by line through the cart service, so each line meets the cart's own rules (sellable, stock,
 * maximum). Lines the cart refuses are reported, not silently dropped. Covered products come
 * before their extra guarantees, which need them in the cart.
 */
export async function reorder(
  db: Database,
  carts: CartService,
  ctx: RequestContext,
  ref: { orderNumber: string },
): Promise<{ cart: CartView; added: string[]; skipped: ReorderSkipped[] } | null> {
  const detail = await myOrderDetail(db, ctx, ref);
  if (!detail) return null;
  const lines = reorderLines.parse((detail.order as { lineItems?: unknown }).lineItems);
  const parentOf = (line: (typeof lines)[number]) => line.parentSku ?? line.custom?.fields.parentSku ?? null;
  const ordered = [...lines].sort((a, b) => Number(!!parentOf(a)) - Number(!!parentOf(b)));
  let cart = (await carts.getActiveCart(ctx)) ?? (await carts.createCart(ctx));
  const added: string[] = [];
  const skipped: ReorderSkipped[] = [];
  for (const line of ordered) {
    const result = await carts.addLineItem(
      ctx,
      { id: cart.id, version: cart.version },
      { sku: line.variant.sku, quantity: line.quantity, parentSku: parentOf(line) },
    );
    if (result.ok) {
      cart = result.value.cart;
      added.push(line.variant.sku);
    } else {
      skipped.push({ sku: line.variant.sku, name: line.name ?? null, code: result.error.code });
    }
  }
  return { cart, added, skipped };
}

/** Orders placed with an e-mail (the "my orders" link opens them), newest first. */
export async function ordersByEmail(db: Database, ctx: RequestContext, email: string, limit = 50) {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeKey, ctx.storeKey),
        sql`lower(${orders.document}->>'customerEmail') = ${normalizeEmail(email)}`,
      ),
    )
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(limit);
  return rows.map(orderView);
}
