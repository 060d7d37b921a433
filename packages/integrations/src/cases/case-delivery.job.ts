/**
 * The Web-to-Case outbox job (decision 261): every node schedules it, the advisory lock lets one
 * node at a time forward the cases that are due (single-node-job.ts, decision 075). A forward that
 * fails waits longer each time (CASE_DELIVERY_POLICY) and is given up, with an error in the log,
 * after the last attempt or at once when the CRM refuses the data (4xx).
 */
import {
  type Database,
  type JobLock,
  type JobSchedule,
  poolOf,
  runLocked,
  scheduleEvery,
} from '@toolyard/commerce';
import type { CaseDeliveryCounts, CaseOutbox } from './case-service.port.ts';

/** pg_try_advisory_lock(classid, objid): 7411 = the shop's lock space, 3 = case delivery. */
export const CASE_DELIVERY_LOCK: JobLock = [7411, 3];
/** How often due cases are looked for; the first retry waits a minute, so this is often enough. */
export const CASE_DELIVERY_INTERVAL_MS = 30_000;
/** Cases per batch, and batches per run: a backlog after an outage drains over a few runs. */
const BATCH = 25;
const MAX_BATCHES = 8;

export type CaseDeliveryOutcome =
  | { ran: true; counts: CaseDeliveryCounts }
  | { ran: false; reason: 'another-node-is-running-it' };

/** One run on this node, unless another node is running it. */
export async function runCaseDelivery(
  db: Database,
  outbox: CaseOutbox,
  options: { now?: Date } = {},
): Promise<CaseDeliveryOutcome> {
  const outcome = await runLocked(poolOf(db), CASE_DELIVERY_LOCK, async () => {
    const counts: CaseDeliveryCounts = { forwarded: 0, retrying: 0, gaveUp: 0 };
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const done = await outbox.deliverDue(options.now, BATCH);
      counts.forwarded += done.forwarded;
      counts.retrying += done.retrying;
      counts.gaveUp += done.gaveUp;
      // A short batch emptied the due list; a failure means the CRM is struggling: wait for the next run.
      if (done.forwarded < BATCH) break;
    }
    return { ran: true as const, counts };
  });
  return outcome ?? { ran: false, reason: 'another-node-is-running-it' };
}

export function scheduleCaseDelivery(
  db: Database,
  outbox: CaseOutbox,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
): JobSchedule {
  const intervalMs = options.intervalMs ?? CASE_DELIVERY_INTERVAL_MS;
  const log = options.log ?? (() => {});
  const run = () =>
    runCaseDelivery(db, outbox)
      .then((outcome) => {
        if (!outcome.ran) return;
        const { forwarded, retrying, gaveUp } = outcome.counts;
        if (forwarded + retrying + gaveUp > 0)
          log(`case delivery: ${forwarded} forwarded, ${retrying} to retry, ${gaveUp} given up`);
      })
      .catch((error: Error) =>
        log(`error: case delivery failed (next run in ${intervalMs / 1000} s): ${error.message}`),
      );
  // A random first delay: nodes started together do not all queue for the lock at once.
  return scheduleEvery(intervalMs, run, Math.floor(Math.random() * intervalMs));
}
