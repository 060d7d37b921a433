import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type CartState, carts } from '../db/schema/carts.ts';
import type { CartDocument } from './cart.types.ts';

export interface CartRow {
  id: string;
  storeKey: string;
  customerId: string | null;
  anonymousId: string | null;
  state: CartState;
  version: number;
  document: CartDocument;
  updatedAt: Date;
}

type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

function toRow(row: typeof carts.$inferSelect): CartRow {
  return { ...row, document: row.document as unknown as CartDocument };
}

/**
 * The two statements of every cart write, prepared once per database handle: drizzle skips
 * rebuilding the SQL and PostgreSQL skips parsing it (named statements per connection).
 */
function prepareHot(db: Database) {
  return {
    byId: db
      .select()
      .from(carts)
      .where(eq(carts.id, sql.placeholder('id')))
      .limit(1)
      .prepare('carts_by_id'),
    writeDocument: db
      .update(carts)
      .set({
        document: sql`${sql.placeholder('document')}::jsonb`,
        version: sql`${carts.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(carts.id, sql.placeholder('id')), eq(carts.version, sql.placeholder('version'))))
      .returning({ version: carts.version })
      .prepare('carts_write_document'),
  };
}
const hotStatements = new WeakMap<object, ReturnType<typeof prepareHot>>();

/** Pass `prepared: true` only with the pool-level database (not inside a transaction). */
export function createCartRepository(db: Executor, options: { prepared?: boolean } = {}) {
  let hot: ReturnType<typeof prepareHot> | null = null;
  if (options.prepared) {
    hot = hotStatements.get(db) ?? prepareHot(db as Database);
    hotStatements.set(db, hot);
  }
  return {
    async insert(values: {
      storeKey: string;
      customerId: string | null;
      anonymousId: string | null;
      document: CartDocument;
    }): Promise<CartRow> {
      const [row] = await db
        .insert(carts)
        .values({ ...values, document: values.document as unknown as Record<string, unknown> })
        .returning();
      return toRow(row!);
    },

    async findById(id: string): Promise<CartRow | null> {
      const [row] = hot
        ? await hot.byId.execute({ id })
        : await db.select().from(carts).where(eq(carts.id, id)).limit(1);
      return row ? toRow(row) : null;
    },

    /** The newest active cart of a customer or, for guests, of an anonymous session. */
    async findActive(storeKey: string, owner: { customerId: string | null; anonymousId: string | null }) {
      const ownerCondition = owner.customerId
        ? eq(carts.customerId, owner.customerId)
        : owner.anonymousId
          ? and(eq(carts.anonymousId, owner.anonymousId), sql`${carts.customerId} is null`)
          : undefined;
      if (!ownerCondition) return null;
      const [row] = await db
        .select()
        .from(carts)
        .where(and(ownerCondition, eq(carts.storeKey, storeKey), eq(carts.state, 'Active')))
        .orderBy(desc(carts.updatedAt))
        .limit(1);
      return row ? toRow(row) : null;
    },

    /**
     * Writes the document only if nobody else wrote since `expectedVersion` was read; returns the
     * new version, or null when the version moved on (optimistic concurrency).
     */
    async updateIfVersion(
      id: string,
      expectedVersion: number,
      changes: { document?: CartDocument; state?: CartState; customerId?: string | null },
    ): Promise<number | null> {
      if (hot && changes.document && !changes.state && changes.customerId === undefined) {
        const [written] = await hot.writeDocument.execute({
          id,
          version: expectedVersion,
          document: JSON.stringify(changes.document),
        });
        return written?.version ?? null;
      }
      const [row] = await db
        .update(carts)
        .set({
          ...(changes.document ? { document: changes.document as unknown as Record<string, unknown> } : {}),
          ...(changes.state ? { state: changes.state } : {}),
          ...(changes.customerId !== undefined ? { customerId: changes.customerId } : {}),
          version: sql`${carts.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(carts.id, id), eq(carts.version, expectedVersion)))
        .returning({ version: carts.version });
      return row?.version ?? null;
    },

    async deleteIfVersion(id: string, expectedVersion: number): Promise<boolean> {
      const deleted = await db
        .delete(carts)
        .where(and(eq(carts.id, id), eq(carts.version, expectedVersion)))
        .returning({ id: carts.id });
      return deleted.length > 0;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
