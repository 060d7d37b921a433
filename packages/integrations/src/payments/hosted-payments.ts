/**
 * What the shop keeps of a Hosted Checkout payment (decision 258), in `hosted_payments`: its
 * session, the method it was opened for, the verified AUTHORISATION once the webhook brought it,
 * and whether the shopper has been back. The provider's answer on the return is a bare status, so
 * the order is placed from the stored authorisation, by whichever of return and webhook comes
 * second.
 */
import { type Database, type RequestContext, schema } from '@toolyard/commerce';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { NotificationItem } from './payment-provider.port.ts';

type StoredAuthorisation = NonNullable<typeof schema.hostedPayments.$inferSelect.authorisation>;
export type HostedPaymentRow = typeof schema.hostedPayments.$inferSelect;

/** The session opened for a reference; a repeated pay submit (same key) gets the same session. */
export async function recordHostedSession(
  db: Database,
  row: { reference: string; cartId: string; sessionId: string; method: string },
): Promise<void> {
  await db
    .insert(schema.hostedPayments)
    .values(row)
    .onConflictDoUpdate({
      target: schema.hostedPayments.reference,
      set: { sessionId: row.sessionId, method: row.method },
    });
}

export async function hostedPaymentOfSession(
  db: Database,
  sessionId: string,
): Promise<HostedPaymentRow | null> {
  const [row] = await db
    .select()
    .from(schema.hostedPayments)
    .where(eq(schema.hostedPayments.sessionId, sessionId));
  return row ?? null;
}

/**
 * Keeps a verified, successful AUTHORISATION for its reference (the first one stays); answers the
 * row, whose `returnedAt` says whether the shopper was already back and shown the pending page.
 */
export async function recordAuthorisation(
  db: Database,
  item: NotificationItem,
  cartId: string,
): Promise<HostedPaymentRow> {
  const authorisation: StoredAuthorisation = {
    pspReference: item.pspReference,
    amount: item.amount,
    paymentMethod: item.paymentMethod,
  };
  const [row] = await db
    .insert(schema.hostedPayments)
    .values({ reference: item.merchantReference, cartId, authorisation })
    .onConflictDoUpdate({
      target: schema.hostedPayments.reference,
      set: { authorisation: sql`coalesce(${schema.hostedPayments.authorisation}, excluded.authorisation)` },
    })
    .returning();
  return row!;
}

/** The shopper was back and saw no order yet: the webhook need not wait for them any longer. */
export async function markReturned(db: Database, reference: string, now: Date): Promise<void> {
  await db
    .update(schema.hostedPayments)
    .set({
      returnedAt: sql`coalesce(${schema.hostedPayments.returnedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(schema.hostedPayments.reference, reference));
}

export async function hostedPaymentOfReference(
  db: Database,
  reference: string,
): Promise<HostedPaymentRow | null> {
  const [row] = await db
    .select()
    .from(schema.hostedPayments)
    .where(eq(schema.hostedPayments.reference, reference));
  return row ?? null;
}

/**
 * What the pending page may learn of a hosted payment while it waits (decision 267). One read,
 * nothing written: the order itself is placed only by the webhook or the return (finish), so
 * asking as often as the page likes cannot pay or place twice.
 * - `ordered`: the payment's order exists; `mine` when the visitor is the cart's owner (the same
 *   customer, or for a guest the same session), the only one who may learn its number;
 * - `settle`: the return page would now answer differently: the authorisation is kept but no order
 *   yet, or the provider never told the return how the session ended (it was unreachable);
 * - `pending`: the shopper was back and the authorisation has not come.
 * Null for a session the shop never opened.
 */
export type HostedPaymentStatus =
  | { kind: 'ordered'; orderNumber: string; mine: boolean }
  | { kind: 'settle' }
  | { kind: 'pending' };

export async function hostedPaymentStatus(
  db: Database,
  visitor: Pick<RequestContext, 'storeKey' | 'customerId' | 'anonymousId'> | null,
  sessionId: string,
): Promise<HostedPaymentStatus | null> {
  const { hostedPayments: hosted, carts, orders } = schema;
  const [row] = await db
    .select({
      reference: hosted.reference,
      authorised: sql<boolean>`${hosted.authorisation} is not null`,
      returned: sql<boolean>`${hosted.returnedAt} is not null`,
      storeKey: carts.storeKey,
      customerId: carts.customerId,
      anonymousId: carts.anonymousId,
      orderNumber: orders.orderNumber,
      orderKey: orders.idempotencyKey,
    })
    .from(hosted)
    .leftJoin(carts, eq(carts.id, hosted.cartId))
    // The cart's live order (one at most); it is this payment's only under the payment's key.
    .leftJoin(orders, and(eq(orders.cartId, hosted.cartId), ne(orders.orderState, 'Cancelled')))
    .where(eq(hosted.sessionId, sessionId))
    .limit(1);
  if (!row) return null;
  const key = row.reference.slice(row.reference.indexOf('.') + 1);
  if (row.orderNumber && row.orderKey === key) {
    const mine =
      visitor !== null &&
      row.storeKey === visitor.storeKey &&
      (row.customerId ? row.customerId === visitor.customerId : row.anonymousId === visitor.anonymousId);
    return { kind: 'ordered', orderNumber: row.orderNumber, mine };
  }
  return row.authorised || !row.returned ? { kind: 'settle' } : { kind: 'pending' };
}
