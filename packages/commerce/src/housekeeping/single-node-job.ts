/**
 * What the shop's periodic jobs share (decision 075). Every node schedules them; a session-level
 * PostgreSQL advisory lock, held on one connection, lets one node at a time run a job, and
 * `app_meta` keeps when it last ran, for every node to read.
 */
import type pg from 'pg';

/** pg_try_advisory_lock(classid, objid): 7411 is the shop's lock space, objid names the job. */
export type JobLock = readonly [classId: number, objId: number];

/** Runs `work` on one connection while holding `lock`; null when another node holds it. */
export async function runLocked<T>(
  pool: pg.Pool,
  lock: JobLock,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T | null> {
  const client = await pool.connect();
  try {
    const locked = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, $2) as ok', [
      ...lock,
    ]);
    if (!locked.rows[0]?.ok) return null;
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [...lock]);
    }
  } finally {
    client.release();
  }
}

/** When the job of `key` last ran (ISO), on any node; null when it never has. */
export async function lastRunAt(client: pg.PoolClient, key: string): Promise<string | null> {
  const last = await client.query<{ at: string | null }>(
    "select value->>'at' as at from app_meta where key = $1",
    [key],
  );
  return last.rows[0]?.at ?? null;
}

/** Records a run of the job of `key` at `at`, with what it did. */
export async function recordRun(
  client: pg.PoolClient,
  key: string,
  at: Date,
  details: Record<string, unknown> = {},
): Promise<void> {
  await client.query(
    `insert into app_meta (key, value, updated_at) values ($1, $2, now())
     on conflict (key) do update set value = excluded.value, updated_at = now()`,
    [key, JSON.stringify({ at: at.toISOString(), ...details })],
  );
}

export interface JobSchedule {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * Calls `run` every `intervalMs` on this node, the first time after `firstAfterMs` when given; a run
 * still going when the next is due is not started twice.
 */
export function scheduleEvery(
  intervalMs: number,
  run: () => Promise<void>,
  firstAfterMs?: number,
): JobSchedule {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped || running) return;
    running = run().finally(() => {
      running = null;
    });
  };
  const first = firstAfterMs === undefined ? null : setTimeout(tick, firstAfterMs);
  const every = setInterval(tick, intervalMs);
  first?.unref();
  every.unref();
  return {
    async stop() {
      stopped = true;
      if (first) clearTimeout(first);
      clearInterval(every);
      await running;
    },
  };
}
