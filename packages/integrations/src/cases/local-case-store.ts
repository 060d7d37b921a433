/**
 * The default case management: requests kept in PostgreSQL (request_cases), numbered by the
 * table's sequence. Web-to-Case records through it too, so every case has our number and a copy,
 * and the same row is its outbox (decision 261): due while `next_delivery_at` is set, claimed by
 * moving that time past the sender's timeout, so two senders never post one case at once.
 */
import { type Database, schema } from '@toolyard/commerce';
import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { CaseRequest, CaseService, CaseServiceName, FiledCase } from './case-service.port.ts';

/** "TY-" and at least 8 digits: short enough to read out on the phone. */
export function formatCaseNumber(number: number): string {
  return `TY-${String(number).padStart(8, '0')}`;
}

export interface RecordedCase extends FiledCase {
  id: string;
}

/** A case taken for one forward: nobody else sends it until `leaseMs` has passed. */
export interface ClaimedCase extends RecordedCase {
  request: CaseRequest;
  /** This forward's number, 1 for the first. */
  attempt: number;
}

const claimedColumns = {
  id: schema.requestCases.id,
  number: schema.requestCases.number,
  request: schema.requestCases.request,
  attempt: schema.requestCases.deliveryAttempts,
};

function claimedOf(row: { id: string; number: number; request: unknown; attempt: number }): ClaimedCase {
  return {
    id: row.id,
    caseNumber: formatCaseNumber(row.number),
    request: row.request as CaseRequest,
    attempt: row.attempt,
  };
}

export function createLocalCaseStore(db: Database) {
  /**
   * Stores the case. With `claim`, it goes into the outbox already claimed for its first forward
   * (attempt 1, due again only after the lease): the request that filed it sends it first.
   */
  async function record(
    request: CaseRequest,
    service: CaseServiceName,
    options: { claim?: { now: Date; leaseMs: number } } = {},
  ): Promise<RecordedCase> {
    const { claim } = options;
    const [row] = await db
      .insert(schema.requestCases)
      .values({
        storeKey: request.storeKey,
        locale: request.locale,
        reason: request.reason,
        subreason: request.subreason,
        email: request.email,
        request,
        service,
        ...(claim
          ? { nextDeliveryAt: new Date(claim.now.getTime() + claim.leaseMs), deliveryAttempts: 1 }
          : {}),
      })
      .returning({ id: schema.requestCases.id, number: schema.requestCases.number });
    if (!row) throw new Error('request case not stored');
    return { id: row.id, caseNumber: formatCaseNumber(row.number) };
  }

  /** Takes up to `limit` cases due at `now`, oldest due first; rows another sender locks are skipped. */
  async function claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedCase[]> {
    const due = db
      .select({ id: schema.requestCases.id })
      .from(schema.requestCases)
      .where(and(isNotNull(schema.requestCases.nextDeliveryAt), lte(schema.requestCases.nextDeliveryAt, now)))
      .orderBy(asc(schema.requestCases.nextDeliveryAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const rows = await db
      .update(schema.requestCases)
      .set({
        nextDeliveryAt: new Date(now.getTime() + leaseMs),
        deliveryAttempts: sql`${schema.requestCases.deliveryAttempts} + 1`,
      })
      .where(inArray(schema.requestCases.id, due))
      .returning(claimedColumns);
    return rows.map(claimedOf);
  }

  async function markForwarded(id: string, response: { status: number; body: string }): Promise<void> {
    await db
      .update(schema.requestCases)
      .set({
        forwardResponse: response,
        forwardedAt: new Date(),
        nextDeliveryAt: null,
        lastDeliveryError: null,
      })
      .where(eq(schema.requestCases.id, id));
  }

  /** A failed forward: tried again at `retryAt`, or never (null) — then it is marked given up. */
  async function markFailed(
    id: string,
    failure: { error: string; response: { status: number; body: string } | null },
    retryAt: Date | null,
  ): Promise<void> {
    await db
      .update(schema.requestCases)
      .set({
        lastDeliveryError: failure.error,
        forwardResponse: failure.response,
        nextDeliveryAt: retryAt,
        ...(retryAt ? {} : { deliveryGaveUpAt: new Date() }),
      })
      .where(eq(schema.requestCases.id, id));
  }

  const service: CaseService = {
    name: 'local',
    async submitCase(request) {
      const { caseNumber } = await record(request, 'local');
      return { caseNumber };
    },
  };
  return { record, claimDue, markForwarded, markFailed, service };
}

export type LocalCaseStore = ReturnType<typeof createLocalCaseStore>;
