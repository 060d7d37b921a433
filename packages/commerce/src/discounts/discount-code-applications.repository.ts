/**
 * Coupon maximum applications (discount_codes.max_applications): each order that uses a code
 * claims one application inside the order's own transaction, so two orders racing for the last
 * application cannot both get it (the conditional UPDATE takes the row lock; the check constraint
 * backs it up). The cart refuses a code with no application left (docs/decisions/067).
 */
import { and, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { discountCodes } from '../db/schema/index.ts';

type Executor = Pick<Database, 'update'>;

/**
 * The codes an order (or a cart view) actually used: those in state MatchesCart. Orders keep the
 * cart view's `discountCodes`, so claiming at placement and releasing at cancellation read one list.
 */
export function appliedDiscountCodeIds(document: { discountCodes?: unknown }): string[] {
  if (!Array.isArray(document.discountCodes)) return [];
  return document.discountCodes.flatMap((entry) => {
    const code = entry as { state?: unknown; discountCode?: { id?: unknown } };
    return code.state === 'MatchesCart' && typeof code.discountCode?.id === 'string'
      ? [code.discountCode.id]
      : [];
  });
}

export type ClaimResult = { ok: true } | { ok: false; exhausted: string[] };

/**
 * Claims one application of each code (ids). On `exhausted` the caller must roll its transaction
 * back: the codes that were still free have been claimed too.
 */
export async function claimDiscountCodeApplications(
  db: Executor,
  codeIds: readonly string[],
): Promise<ClaimResult> {
  const ids = [...new Set(codeIds)];
  if (ids.length === 0) return { ok: true };
  const claimed = await db
    .update(discountCodes)
    .set({ applications: sql`${discountCodes.applications} + 1` })
    .where(
      and(
        inArray(discountCodes.id, ids),
        or(
          isNull(discountCodes.maxApplications),
          lt(discountCodes.applications, discountCodes.maxApplications),
        ),
      ),
    )
    .returning({ id: discountCodes.id });
  const got = new Set(claimed.map((row) => row.id));
  const exhausted = ids.filter((id) => !got.has(id));
  return exhausted.length === 0 ? { ok: true } : { ok: false, exhausted };
}

/** Gives the applications of a cancelled order back. */
export async function releaseDiscountCodeApplications(
  db: Executor,
  codeIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(codeIds)];
  if (ids.length === 0) return;
  await db
    .update(discountCodes)
    .set({ applications: sql`greatest(${discountCodes.applications} - 1, 0)` })
    .where(inArray(discountCodes.id, ids));
}
