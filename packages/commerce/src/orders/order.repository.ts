import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { domainEvents, orderNumberCounters, orders } from '../db/schema/orders.ts';
import { formatOrderNumber, type OrderSort, orderNumberPrefix } from './order.rules.ts';

export type OrderRow = typeof orders.$inferSelect;

const SORT_COLUMNS: Record<OrderSort, SQL> = {
  'createdAt desc': desc(orders.createdAt),
  'createdAt asc': asc(orders.createdAt),
  'orderNumber asc': asc(orders.orderNumber),
  'orderNumber desc': desc(orders.orderNumber),
};

function orderByOf(sort: readonly OrderSort[] | undefined): SQL[] {
  return sort && sort.length > 0 ? sort.map((key) => SORT_COLUMNS[key]) : [desc(orders.createdAt)];
}

/** The pool-level database or an open transaction. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export function createOrderRepository(db: Executor) {
  return {
    /**
     * Next number of the country's local day. Call it inside the order's transaction: the counter
     * row stays locked until commit and a rollback gives the number back, so numbers have no gaps.
     */
    async nextOrderNumber(country: string, at: Date): Promise<string> {
      const prefix = orderNumberPrefix(country, at);
      const [row] = await db
        .insert(orderNumberCounters)
        .values({ prefix, last: 1 })
        .onConflictDoUpdate({
          target: orderNumberCounters.prefix,
          set: { last: sql`${orderNumberCounters.last} + 1` },
        })
        .returning({ last: orderNumberCounters.last });
      return formatOrderNumber(prefix, row!.last);
    },
    async insert(values: typeof orders.$inferInsert): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      return row!;
    },
    async findByCartId(cartId: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.cartId, cartId), sql`${orders.orderState} <> 'Cancelled'`))
        .limit(1);
      return row ?? null;
    },
    async findByIdempotencyKey(storeKey: string, key: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.storeKey, storeKey), eq(orders.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },
    /** Orders of the session's customer, or of its anonymous id for guests; newest first. */
    async listFor(
      storeKey: string,
      owner: { customerId: string | null; anonymousId: string | null },
      filter: {
        id?: string;
        orderNumber?: string;
        limit: number;
        offset: number;
        /** Newest first when left out; the id breaks ties so pages do not overlap. */
        sort?: readonly OrderSort[];
      },
    ): Promise<{ rows: OrderRow[]; total: number }> {
      const ownerCondition = owner.customerId
        ? eq(orders.customerId, owner.customerId)
        : owner.anonymousId
          ? eq(orders.anonymousId, owner.anonymousId)
          : sql`false`;
      const where = and(
        eq(orders.storeKey, storeKey),
        ownerCondition,
        filter.id ? eq(orders.id, filter.id) : undefined,
        filter.orderNumber ? eq(orders.orderNumber, filter.orderNumber) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...orderByOf(filter.sort), asc(orders.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: sql<number>`count(*)::int` }).from(orders).where(where),
      ]);
      return { rows, total: count?.total ?? 0 };
    },
    async hasPurchased(storeKey: string, customerId: string, sku: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.storeKey, storeKey),
            eq(orders.customerId, customerId),
            sql`${orders.skus} @> array[${sku}]::text[]`,
            sql`${orders.orderState} <> 'Cancelled'`,
          ),
        )
        .limit(1);
      return !!row;
    },
    async emit(type: string, payload: Record<string, unknown>): Promise<void> {
      await db.insert(domainEvents).values({ type, payload });
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
