/**
 * The default tracking service outside a configured Bloomreach project: events are kept in
 * PostgreSQL (tracking_events), so every app node writes to the same place and an operator or a
 * test reads what would have gone to the vendor. The table is bounded: each insert also deletes a
 * small batch of rows past the retention time or beyond the row cap, so nothing has to be scheduled.
 */
import { type Database, schema } from '@toolyard/commerce';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type TrackingEventName,
  type TrackingService,
  TrackingServiceError,
  trackingEventFields,
} from './tracking.port.ts';

export const TRACKING_RETENTION_DAYS = 30;
export const TRACKING_MAX_ROWS = 100_000;
/** Rows one insert may delete: twice the worst case of one new row, so a backlog shrinks. */
export const TRACKING_PRUNE_BATCH = 500;

export interface TrackingSimulatorOptions {
  retentionDays?: number;
  maxRows?: number;
  pruneBatch?: number;
}

export interface RecordedTrackingEvent {
  id: number;
  receivedAt: Date;
  eventType: string;
  locale: string;
  cookie: string;
  userId: string | null;
  email: string | null;
  properties: unknown;
}

export interface TrackingEventFilter {
  cookie?: string;
  eventType?: TrackingEventName;
  /** Newest first; at most 500. */
  limit?: number;
}

export interface TrackingSimulator extends TrackingService {
  readonly name: 'simulator';
  /** The newest recorded events, for the operator and for tests. */
  recent(filter?: TrackingEventFilter): Promise<RecordedTrackingEvent[]>;
  /** Deletes one batch past retention or the cap now; answers how many rows went. */
  prune(): Promise<number>;
}

export function createTrackingSimulator(
  db: Database,
  options: TrackingSimulatorOptions = {},
): TrackingSimulator {
  const retentionDays = options.retentionDays ?? TRACKING_RETENTION_DAYS;
  const maxRows = options.maxRows ?? TRACKING_MAX_ROWS;
  const batch = options.pruneBatch ?? TRACKING_PRUNE_BATCH;
  const table = schema.trackingEvents;

  /**
   * Two cheap range reads: the oldest rows by received_at (its index) and the lowest ids below
   * max(id) - cap (the primary key; sequence gaps only make the table a little smaller). SKIP
   * LOCKED lets nodes inserting at once prune disjoint rows instead of waiting on each other.
   */
  const doomedRows = sql`
    expired as (
      select id from tracking_events
      where received_at < now() - make_interval(days => ${retentionDays}::int)
      order by received_at limit ${batch}::int for update skip locked),
    surplus as (
      select id from tracking_events
      where id <= (select max(id) from tracking_events) - ${maxRows}::bigint
      order by id limit ${batch}::int for update skip locked),
    pruned as (
      delete from tracking_events
      where id in (select id from expired union all select id from surplus) returning id)`;

  return {
    name: 'simulator',

    async track(context, event) {
      try {
        // One statement: the row and its share of the pruning stand or fall together.
        await db.execute(sql`
          with ${doomedRows}
          insert into tracking_events (event_type, locale, cookie, user_id, email, properties)
          values (${event.event}, ${context.locale}, ${context.cookie}, ${context.userId ?? null},
            ${context.email ?? null}, ${JSON.stringify(trackingEventFields(event))}::jsonb)`);
      } catch (error) {
        throw new TrackingServiceError(`Tracking event not recorded: ${(error as Error).message}`, null, {
          cause: error,
        });
      }
    },

    async recent(filter = {}) {
      const conditions: SQL[] = [];
      if (filter.cookie !== undefined) conditions.push(eq(table.cookie, filter.cookie));
      if (filter.eventType !== undefined) conditions.push(eq(table.eventType, filter.eventType));
      return db
        .select()
        .from(table)
        .where(and(...conditions))
        .orderBy(desc(table.id))
        .limit(Math.min(Math.max(filter.limit ?? 50, 1), 500));
    },

    async prune() {
      const result = await db.execute(sql`with ${doomedRows} select count(*)::int as deleted from pruned`);
      return Number((result.rows[0] as { deleted?: number } | undefined)?.deleted ?? 0);
    },
  };
}
