/**
 * The customer's own data (GDPR art. 15/17/20): everything we hold about a signed-in customer as
 * one JSON document, and deleting the account while keeping its orders, anonymised, for
 * bookkeeping (docs/decisions/146-customer-data-export-and-deletion.md). Confirmation by e-mail
 * happens before these run; they trust `ctx.customerId`.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { carts } from '../db/schema/carts.ts';
import { customerDataTokens, customerIdentities, customers } from '../db/schema/customers.ts';
import { newsletterSubscriptions } from '../db/schema/newsletter.ts';
import { orders } from '../db/schema/orders.ts';
import { reviews } from '../db/schema/reviews.ts';
import { sessions } from '../db/schema/sessions.ts';
import { type Notifier, publishProductChanges } from '../notifier/index.ts';
import { hashToken, newToken } from '../sessions/session.rules.ts';
import { customerView } from './customer.service.ts';

export const ANONYMISED_NAME = 'Deleted customer';
/** The confirmation link of an export or deletion works for an hour, once. */
export const DATA_TOKEN_TTL_MS = 60 * 60 * 1000;
export type DataPurpose = 'export' | 'delete';

/** An order's address reduced to what the tax record needs: the country (VAT by destination). */
function anonymisedAddress(address: unknown): Record<string, unknown> | null {
  if (!address || typeof address !== 'object') return null;
  const { country } = address as { country?: unknown };
  return { firstName: ANONYMISED_NAME, lastName: '', country: typeof country === 'string' ? country : null };
}

export function anonymisedOrderDocument(
  document: Record<string, unknown>,
  orderId: string,
): Record<string, unknown> {
  const next: Record<string, unknown> = {
    ...document,
    customerId: null,
    customerEmail: `deleted-${orderId}@invalid`,
  };
  for (const key of ['shippingAddress', 'billingAddress']) {
    if (key in document) next[key] = anonymisedAddress(document[key]);
  }
  if (Array.isArray(document.itemShippingAddresses)) {
    next.itemShippingAddresses = document.itemShippingAddresses.map(anonymisedAddress);
  }
  return next;
}

export function createCustomerDataService(db: Database, deps: { notifier?: Notifier } = {}) {
  return {
    /**
     * A single-use token for the confirmation mail of `purpose`; an earlier unused one of the
     * same purpose stops working. Null without a signed-in customer.
     */
    async requestConfirmation(
      ctx: RequestContext,
      purpose: DataPurpose,
    ): Promise<{ token: string; email: string } | null> {
      if (!ctx.customerId) return null;
      const customerId = ctx.customerId;
      const [row] = await db
        .select({ email: customers.email })
        .from(customers)
        .where(and(eq(customers.id, customerId), eq(customers.storeKey, ctx.storeKey)))
        .limit(1);
      if (!row) return null;
      const token = newToken();
      await db.transaction(async (tx) => {
        await tx
          .delete(customerDataTokens)
          .where(and(eq(customerDataTokens.customerId, customerId), eq(customerDataTokens.purpose, purpose)));
        await tx.insert(customerDataTokens).values({
          tokenHash: hashToken(token),
          customerId,
          purpose,
          expiresAt: new Date(ctx.now.getTime() + DATA_TOKEN_TTL_MS),
        });
      });
      return { token, email: row.email };
    },

    /**
     * Uses up a confirmation token of the signed-in customer: the customer id it confirms, or null
     * when it is unknown, used, expired, another customer's or for another purpose.
     */
    async consumeConfirmation(
      ctx: RequestContext,
      purpose: DataPurpose,
      token: string,
    ): Promise<string | null> {
      if (!ctx.customerId) return null;
      const [used] = await db
        .update(customerDataTokens)
        .set({ usedAt: ctx.now })
        .where(
          and(
            eq(customerDataTokens.tokenHash, hashToken(token)),
            eq(customerDataTokens.customerId, ctx.customerId),
            eq(customerDataTokens.purpose, purpose),
            isNull(customerDataTokens.usedAt),
            gt(customerDataTokens.expiresAt, ctx.now),
          ),
        )
        .returning({ customerId: customerDataTokens.customerId });
      return used?.customerId ?? null;
    },

    /** Everything held about the customer; null when the customer does not exist (any more). */
    async export(ctx: RequestContext) {
      if (!ctx.customerId) return null;
      const [row] = await db
        .select()
        .from(customers)
        .where(and(eq(customers.id, ctx.customerId), eq(customers.storeKey, ctx.storeKey)))
        .limit(1);
      if (!row) return null;
      const [orderRows, reviewRows, newsletterRows, identityRows] = await Promise.all([
        db.select().from(orders).where(eq(orders.customerId, row.id)).orderBy(orders.createdAt),
        db.select().from(reviews).where(eq(reviews.customerId, row.id)),
        db
          .select()
          .from(newsletterSubscriptions)
          .where(
            and(
              eq(newsletterSubscriptions.storeKey, row.storeKey),
              eq(newsletterSubscriptions.emailLower, row.emailLower),
            ),
          ),
        db
          .select({ provider: customerIdentities.provider, linkedAt: customerIdentities.createdAt })
          .from(customerIdentities)
          .where(eq(customerIdentities.customerId, row.id)),
      ]);
      const { passwordHash: _secret, ...stored } = row;
      return {
        exportedAt: new Date().toISOString(),
        profile: { ...customerView(row), createdAt: row.createdAt, updatedAt: row.updatedAt },
        addresses: customerView(row).addresses,
        account: { store: stored.storeKey, signInProviders: identityRows },
        orders: orderRows.map((order) => ({
          orderNumber: order.orderNumber,
          createdAt: order.createdAt,
          orderState: order.orderState,
          paymentState: order.paymentState,
          shipmentState: order.shipmentState,
          order: order.document,
        })),
        reviews: reviewRows.map((review) => ({
          sku: review.sku,
          authorName: review.authorName,
          rating: review.rating,
          title: review.title,
          text: review.text,
          createdAt: review.createdAt,
        })),
        newsletter: newsletterRows.map((subscription) => ({
          email: subscription.email,
          status: subscription.status,
          source: subscription.source,
        })),
        consents: newsletterRows.map((subscription) => ({
          purpose: 'newsletter',
          requestedAt: subscription.consentRequestedAt,
          confirmedAt: subscription.consentConfirmedAt,
          withdrawnAt: subscription.unsubscribedAt,
        })),
      };
    },

    /**
     * Deletes the account: the customer row (with its sign-in identities and reset tokens), its
     * sessions, carts and newsletter subscription go; orders stay with names, addresses and e-mail
     * replaced; reviews stay, unlinked, under a neutral name. One transaction: all or nothing.
     */
    async deleteAccount(ctx: RequestContext): Promise<{ deleted: boolean; ordersAnonymised: number }> {
      const customerId = ctx.customerId;
      if (!customerId) return { deleted: false, ordersAnonymised: 0 };
      let reviewedProducts: string[] = [];
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(customers)
          .where(and(eq(customers.id, customerId), eq(customers.storeKey, ctx.storeKey)))
          .for('update')
          .limit(1);
        if (!row) return { deleted: false, ordersAnonymised: 0 };
        const own = await tx
          .select({ id: orders.id, document: orders.document })
          .from(orders)
          .where(eq(orders.customerId, customerId));
        for (const order of own) {
          await tx
            .update(orders)
            .set({
              customerId: null,
              document: anonymisedOrderDocument(order.document, order.id),
              version: sql`${orders.version} + 1`,
            })
            .where(eq(orders.id, order.id));
        }
        const unlinked = await tx
          .update(reviews)
          .set({ customerId: null, authorName: ANONYMISED_NAME })
          .where(eq(reviews.customerId, customerId))
          .returning({ productId: reviews.productId });
        reviewedProducts = [...new Set(unlinked.map((review) => review.productId))];
        await tx
          .delete(newsletterSubscriptions)
          .where(
            and(
              eq(newsletterSubscriptions.storeKey, row.storeKey),
              eq(newsletterSubscriptions.emailLower, row.emailLower),
            ),
          );
        await tx.delete(sessions).where(eq(sessions.customerId, customerId));
        await tx.delete(carts).where(eq(carts.customerId, customerId));
        await tx.delete(customers).where(eq(customers.id, customerId));
        return { deleted: true, ordersAnonymised: own.length };
      });
      // Product pages (and the HTML cache that keeps them) show the author's name: after commit, the
      // products are announced so that no page keeps the old name.
      if (deps.notifier && reviewedProducts.length > 0) {
        await publishProductChanges(deps.notifier, reviewedProducts, 'review');
      }
      return outcome;
    },
  };
}

export type CustomerDataService = ReturnType<typeof createCustomerDataService>;
