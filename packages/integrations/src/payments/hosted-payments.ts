/**
 * What the shop keeps of a Hosted Checkout payment (decision 258), in `hosted_payments`: its
 * session, the method it was opened for, the verified AUTHORISATION once the webhook brought it,
 * and whether the shopper has been back. The provider's answer on the return is a bare status, so
 * the order is placed from the stored authorisation, by whichever of return and webhook comes
 * second.
 */
import { type Database, schema } from '@toolyard/commerce';
import { eq, sql } from 'drizzle-orm';
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
