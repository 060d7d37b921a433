/**
 * Prices that change by the clock. A product discount starts at its validFrom and ends at its
 * validUntil, and a volume discount likewise, with no write to announce it. Every cache keyed on
 * catalog changes would keep the old price: the search index, each node's product cache and the HTML
 * cache. This job announces them. Once a minute, one node (advisory lock) finds the boundaries passed
 * since the last run (`app_meta`, shared by the nodes) and publishes the products whose product
 * discount began or ended, as a price change, and a reference-data change when a volume discount
 * did. Each node then drops and reindexes as for any price set by hand (decision 242).
 */
import type pg from 'pg';
import {
  type JobLock,
  type JobSchedule,
  lastRunAt,
  recordRun,
  runLocked,
  scheduleEvery,
} from '../housekeeping/single-node-job.ts';
import { catalogChanged } from '../notifier/channels.ts';
import { type Notifier, publishProductChanges } from '../notifier/index.ts';

export const PRICE_BOUNDARIES_INTERVAL_MS = 60_000;
/** pg_try_advisory_lock(classid, objid): 7411 = the shop's lock space, 2 = price boundaries. */
export const PRICE_BOUNDARIES_LOCK: JobLock = [7411, 2];
const LAST_RUN_KEY = 'price_boundaries_last_run';

export type PriceBoundariesOutcome =
  | { ran: true; products: string[]; volumeDiscounts: number }
  | { ran: false; reason: 'another-node-is-running-it' };

/**
 * One run: the boundaries in (last run, now]. The first run on a database looks back one interval:
 * the indexes and caches were built at start-up with the prices of that moment.
 */
export async function announcePriceBoundaries(
  pool: pg.Pool,
  notifier: Notifier,
  now: Date = new Date(),
): Promise<PriceBoundariesOutcome> {
  const outcome = await runLocked(
    pool,
    PRICE_BOUNDARIES_LOCK,
    async (client): Promise<PriceBoundariesOutcome> => {
      const since =
        (await lastRunAt(client, LAST_RUN_KEY)) ??
        new Date(now.getTime() - PRICE_BOUNDARIES_INTERVAL_MS).toISOString();
      const window = [since, now.toISOString()];
      const products = await client.query<{ product_id: string }>(
        `select distinct v.product_id from product_discounts d join variants v on v.sku = d.sku
        where (d.valid_from > $1 and d.valid_from <= $2) or (d.valid_until > $1 and d.valid_until <= $2)
        order by v.product_id`,
        window,
      );
      const volume = await client.query<{ n: string }>(
        `select count(*) as n from cart_discounts
        where kind = 'volume'
          and ((valid_from > $1 and valid_from <= $2) or (valid_until > $1 and valid_until <= $2))`,
        window,
      );
      const productIds = products.rows.map((row) => row.product_id);
      const volumeDiscounts = Number(volume.rows[0]?.n ?? 0);
      if (productIds.length > 0) await publishProductChanges(notifier, productIds, 'price');
      if (volumeDiscounts > 0) await notifier.publish(catalogChanged, { kind: 'reference' });
      await recordRun(client, LAST_RUN_KEY, now);
      return { ran: true, products: productIds, volumeDiscounts };
    },
  );
  return outcome ?? { ran: false, reason: 'another-node-is-running-it' };
}

export type PriceBoundariesSchedule = JobSchedule;

/** Runs the job every `intervalMs` on this node; the lock and the shared last run keep it single. */
export function schedulePriceBoundaries(
  pool: pg.Pool,
  notifier: Notifier,
  options: { intervalMs?: number; log?: (line: string) => void } = {},
): PriceBoundariesSchedule {
  const intervalMs = options.intervalMs ?? PRICE_BOUNDARIES_INTERVAL_MS;
  const log = options.log ?? (() => {});
  const run = () =>
    announcePriceBoundaries(pool, notifier)
      .then((outcome) => {
        if (outcome.ran && (outcome.products.length > 0 || outcome.volumeDiscounts > 0)) {
          log(
            `prices: ${outcome.products.length} products and ${outcome.volumeDiscounts} volume discounts changed by their validity`,
          );
        }
      })
      .catch((error: Error) => log(`warn: price boundaries not announced: ${error.message}`));
  return scheduleEvery(intervalMs, run);
}
