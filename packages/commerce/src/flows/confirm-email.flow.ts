/**
 * A guest's orders join the account once the customer proves the e-mail is theirs (decision 177).
 * Registering with an address is not proof — anyone can type someone else's e-mail and would then
 * read that person's orders. Proof is following the single-use link mailed to the address: in one
 * transaction the link is used, the e-mail marked verified, and every guest order of the store
 * placed with that e-mail gets the customer.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { err, ok, type Result } from '../carts/result.ts';
import type { RequestContext } from '../context.ts';
import * as rules from '../customers/customer.rules.ts';
import { type CustomerView, customerView } from '../customers/customer.service.ts';
import type { Database } from '../db/client.ts';
import { customers, emailConfirmationTokens } from '../db/schema/customers.ts';
import { orders } from '../db/schema/orders.ts';
import { hashToken, newToken } from '../sessions/session.rules.ts';

/** A confirmation link is valid this long (it is mailed right after registration). */
export const EMAIL_CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type ConfirmEmailError =
  | { code: 'InvalidConfirmationToken'; message: 'The e-mail confirmation link is invalid or has expired.' }
  | { code: 'CustomerNotFound'; message: 'Customer not found' };

export interface ConfirmedEmail {
  customer: CustomerView;
  /** Numbers of the guest orders now in the account, oldest first. */
  attachedOrders: string[];
}

const invalidToken = (): ConfirmEmailError => ({
  code: 'InvalidConfirmationToken',
  message: 'The e-mail confirmation link is invalid or has expired.',
});

/**
 * A new link for the customer's current e-mail (older open links are revoked), or null when the
 * customer is unknown or already verified. Delivering it is the integration's job.
 */
export async function issueEmailConfirmation(
  db: Database,
  ctx: RequestContext,
  customerId: string,
): Promise<{ token: string; email: string } | null> {
  const issued = await issue(db, ctx, customerId, { revokeOlder: true });
  return issued.kind === 'issued' ? { token: issued.token, email: issued.email } : null;
}

export type ResentConfirmation =
  | { kind: 'sent'; email: string }
  | { kind: 'already-verified' }
  | { kind: 'unknown-customer' };

/**
 * "Send the link again" (decision 253): a new link for the customer's current e-mail, handed to
 * `deliver`. The older links are revoked only once the new one is delivered, so the newest link
 * that reached the customer is the one that works, and a failed mail (the error is rethrown) takes
 * nothing away: the undelivered link is removed and the older ones stay as they were.
 */
export async function resendEmailConfirmation(
  db: Database,
  ctx: RequestContext,
  customerId: string,
  deliver: (email: string, token: string) => Promise<void>,
): Promise<ResentConfirmation> {
  const issued = await issue(db, ctx, customerId, { revokeOlder: false });
  if (issued.kind !== 'issued') return issued;
  const mine = eq(emailConfirmationTokens.tokenHash, hashToken(issued.token));
  try {
    await deliver(issued.email, issued.token);
  } catch (error) {
    await db.delete(emailConfirmationTokens).where(mine);
    throw error;
  }
  // Strictly older only: of two "send again" clicks at once, the later link survives either way.
  await db
    .delete(emailConfirmationTokens)
    .where(
      and(
        eq(emailConfirmationTokens.customerId, customerId),
        lt(emailConfirmationTokens.expiresAt, issued.expiresAt),
      ),
    );
  return { kind: 'sent', email: issued.email };
}

type Issued =
  | { kind: 'issued'; token: string; email: string; expiresAt: Date }
  | { kind: 'already-verified' }
  | { kind: 'unknown-customer' };

/** The token row for the customer's current e-mail, under a lock of the customer row. */
async function issue(
  db: Database,
  ctx: RequestContext,
  customerId: string,
  options: { revokeOlder: boolean },
): Promise<Issued> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        email: customers.email,
        emailLower: customers.emailLower,
        verifiedAt: customers.emailVerifiedAt,
      })
      .from(customers)
      .where(and(eq(customers.id, customerId), eq(customers.storeKey, ctx.storeKey)))
      .for('update')
      .limit(1);
    if (!row) return { kind: 'unknown-customer' } as const;
    if (row.verifiedAt) return { kind: 'already-verified' } as const;
    const token = newToken();
    const expiresAt = new Date(ctx.now.getTime() + EMAIL_CONFIRMATION_TTL_MS);
    if (options.revokeOlder) {
      await tx.delete(emailConfirmationTokens).where(eq(emailConfirmationTokens.customerId, customerId));
    }
    await tx.insert(emailConfirmationTokens).values({
      tokenHash: hashToken(token),
      customerId,
      emailLower: row.emailLower,
      expiresAt,
    });
    return { kind: 'issued', token, email: row.email, expiresAt } as const;
  });
}

/**
 * Uses the link: the token is locked first, so two clicks attach each order once. A link sent to
 * an address the customer has since changed confirms nothing.
 */
export async function confirmEmailFlow(
  db: Database,
  ctx: RequestContext,
  token: string,
): Promise<Result<ConfirmedEmail, ConfirmEmailError>> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        tokenHash: emailConfirmationTokens.tokenHash,
        tokenEmail: emailConfirmationTokens.emailLower,
        customerId: customers.id,
        emailLower: customers.emailLower,
      })
      .from(emailConfirmationTokens)
      .innerJoin(customers, eq(customers.id, emailConfirmationTokens.customerId))
      .where(
        and(
          eq(emailConfirmationTokens.tokenHash, hashToken(token)),
          isNull(emailConfirmationTokens.usedAt),
          gt(emailConfirmationTokens.expiresAt, ctx.now),
          eq(customers.storeKey, ctx.storeKey),
        ),
      )
      .for('update')
      .limit(1);
    if (!found || found.tokenEmail !== found.emailLower) return err(invalidToken());
    await tx
      .update(emailConfirmationTokens)
      .set({ usedAt: ctx.now })
      .where(eq(emailConfirmationTokens.tokenHash, found.tokenHash));
    const [customer] = await tx
      .update(customers)
      .set({
        emailVerifiedAt: sql`coalesce(${customers.emailVerifiedAt}, ${ctx.now.toISOString()}::timestamptz)`,
        version: sql`${customers.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, found.customerId))
      .returning();
    if (!customer) return err({ code: 'CustomerNotFound', message: 'Customer not found' });
    const attached = await attachGuestOrders(
      tx as unknown as Database,
      ctx.storeKey,
      customer.id,
      found.emailLower,
    );
    return ok({ customer: customerView(customer), attachedOrders: attached });
  });
}

/**
 * Guest orders (no customer) of the store placed with `emailLower` join the customer. Also used
 * where the e-mail is proven another way (a provider's verified e-mail at social sign-in).
 */
export async function attachGuestOrders(
  db: Database,
  storeKey: string,
  customerId: string,
  emailLower: string,
): Promise<string[]> {
  const rows = await db
    .update(orders)
    .set({ customerId })
    .where(
      and(
        eq(orders.storeKey, storeKey),
        isNull(orders.customerId),
        sql`lower(${orders.document}->>'customerEmail') = ${rules.normalizeEmail(emailLower)}`,
      ),
    )
    .returning({ orderNumber: orders.orderNumber, createdAt: orders.createdAt });
  return rows
    .sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.orderNumber.localeCompare(b.orderNumber),
    )
    .map((row) => row.orderNumber);
}
