/**
 * Housekeeping (decision 075): deletes expired sessions, abandoned anonymous carts, used or expired
 * password-reset tokens and newsletter sign-ups whose confirmation link expired unconfirmed. Every
 * node schedules it; a PostgreSQL advisory lock lets one node at a time run it, and the time of the
 * last run (app_meta) keeps the others from repeating it within the interval.
 */
import type pg from 'pg';
import {
  type JobLock,
  type JobSchedule,
  lastRunAt,
  recordRun,
  runLocked,
  scheduleEvery,
} from './single-node-job.ts';

/** An anonymous cart untouched this long is abandoned (the anonymous session lives as long). */
export const ABANDONED_CART_DAYS = 30;
/** A newsletter confirmation link older than this is expired, and the unconfirmed sign-up with it. */
export const NEWSLETTER_CONFIRMATION_DAYS = 30;
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
/** pg_try_advisory_lock(classid, objid): 7411 = the shop's lock space, 1 = housekeeping. */
export const HOUSEKEEPING_LOCK: JobLock = [7411, 1];
const LAST_RUN_KEY = 'housekeeping_last_run';

export interface HousekeepingCounts {
  sessions: number;
  carts: number;
  resetTokens: number;
  newsletterSignUps: number;
}

export type HousekeepingOutcome =
  | { ran: true; deleted: HousekeepingCounts }
  | { ran: false; reason: 'another-node-is-running-it' | 'ran-recently' };

export interface HousekeepingOptions {
  now?: Date;
  /** Skip when the last run (on any node) is more recent than this; 0 always runs. */
  minIntervalMs?: number;
  /** Rows per DELETE, so no statement holds locks for long. */
  batchSize?: number;
  /** Bound on batches per kind and run; the next run continues. */
  maxBatches?: number;
}

/** Each deletes at most $2 rows chosen by its condition at $1 (now); the id column is named first. */
const DELETIONS: Record<keyof HousekeepingCounts, string> = {
  sessions: `delete from sessions where id in (
      select id from sessions where expires_at <= $1 limit $2)`,
  // Ordered carts stay: their order refers to them. Merged ones were absorbed into a customer cart.
  carts: `delete from carts where id in (
      select id from carts where customer_id is null and state in ('Active', 'Merged')
        and updated_at <= $1::timestamptz - interval '${ABANDONED_CART_DAYS} days' limit $2)`,
  resetTokens: `delete from password_reset_tokens where token_hash in (
      select token_hash from password_reset_tokens where used_at is not null or expires_at <= $1 limit $2)`,
  newsletterSignUps: `delete from newsletter_subscriptions where id in (
      select id from newsletter_subscriptions where status = 'pending'
        and consent_requested_at <= $1::timestamptz - interval '${NEWSLETTER_CONFIRMATION_DAYS} days' limit $2)`,
};

/** One run on one node: nothing when another node holds the lock or ran it within the interval. */
export async function runHousekeeping(
  pool: pg.Pool,
  options: HousekeepingOptions = {},
): Promise<HousekeepingOutcome> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? 1_000;
  const maxBatches = options.maxBatches ?? 100;
  const minIntervalMs = options.minIntervalMs ?? HOUSEKEEPING_INTERVAL_MS * 0.9;
  const outcome = await runLocked(pool, HOUSEKEEPING_LOCK, async (client): Promise<HousekeepingOutcome> => {
    const last = await lastRunAt(client, LAST_RUN_KEY);
    const lastAt = last ? Date.parse(last) : Number.NEGATIVE_INFINITY;
    if (minIntervalMs > 0 && now.getTime() - lastAt < minIntervalMs && now.getTime() >= lastAt)
      return { ran: false, reason: 'ran-recently' };
    const deleted: HousekeepingCounts = { sessions: 0, carts: 0, resetTokens: 0, newsletterSignUps: 0 };
    for (const kind of Object.keys(DELETIONS) as Array<keyof HousekeepingCounts>) {
      for (let batch = 0; batch < maxBatches; batch++) {
        const result = await client.query(DELETIONS[kind], [now.toISOString(), batchSize]);
        deleted[kind] += result.rowCount ?? 0;
        if ((result.rowCount ?? 0) < batchSize) break;
      }
    }
    await recordRun(client, LAST_RUN_KEY, now, { deleted });
    return { ran: true, deleted };
  });
  return outcome ?? { ran: false, reason: 'another-node-is-running-it' };
}

export type HousekeepingSchedule = JobSchedule;

/**
 * Runs housekeeping every `intervalMs` on this node (first run after a random delay of up to one
 * minute, so nodes started together do not all queue for the lock at once).
 */
export function scheduleHousekeeping(
  pool: pg.Pool,
  options: { intervalMs?: number; log?: (line: string) => void; clock?: () => Date } = {},
): HousekeepingSchedule {
  const intervalMs = options.intervalMs ?? HOUSEKEEPING_INTERVAL_MS;
  const log = options.log ?? (() => {});
  const clock = options.clock ?? (() => new Date());
  const run = () =>
    runHousekeeping(pool, { now: clock(), minIntervalMs: intervalMs * 0.9 })
      .then((outcome) => {
        if (outcome.ran) {
          const d = outcome.deleted;
          log(
            `housekeeping: deleted ${d.sessions} expired sessions, ${d.carts} abandoned carts, ${d.resetTokens} reset tokens, ${d.newsletterSignUps} expired newsletter sign-ups`,
          );
        }
      })
      .catch((error: Error) =>
        log(`housekeeping failed (next try in ${Math.round(intervalMs / 60_000)} min): ${error.message}`),
      );
  return scheduleEvery(intervalMs, run, Math.floor(Math.random() * Math.min(60_000, intervalMs)));
}
