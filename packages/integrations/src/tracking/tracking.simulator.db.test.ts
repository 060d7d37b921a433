/**
 * The tracking simulator on real PostgreSQL: what an operator sees after each event, the bounds
 * that keep the table small, nodes writing at once, and which service the environment picks.
 */
import { schema } from '@toolyard/commerce';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../commerce/test/database.ts';
import {
  type TrackingContextInput,
  type TrackingEventInput,
  trackingContextSchema,
  trackingEventSchema,
} from './tracking.port.ts';
import { createTrackingSimulator, type TrackingSimulator } from './tracking.simulator.ts';
import { trackingServiceFromEnv } from './tracking-env.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase({ max: 8 });
});
afterAll(async () => {
  await database?.destroy();
});
beforeEach(async () => {
  await database.db.delete(schema.trackingEvents);
});

const VISITOR: TrackingContextInput = { locale: 'de-AT', cookie: 'cookie-visitor-1' };
const CUSTOMER: TrackingContextInput = {
  locale: 'cs-cz',
  cookie: 'cookie-customer-1',
  email: 'jana@example.cz',
  userId: 'c-30003',
};

function track(simulator: TrackingSimulator, context: TrackingContextInput, event: TrackingEventInput) {
  return simulator.track(trackingContextSchema.parse(context), trackingEventSchema.parse(event));
}

async function rowCount(): Promise<number> {
  const [row] = await database.db.select({ rows: count() }).from(schema.trackingEvents);
  return row?.rows ?? 0;
}

/** Rows as an old node would have left them, `daysAgo` days back. */
async function insertAged(rows: number, daysAgo: number) {
  await database.db.insert(schema.trackingEvents).values(
    Array.from({ length: rows }, (_, i) => ({
      receivedAt: new Date(Date.now() - daysAgo * 86_400_000 - i * 1_000),
      eventType: 'view-item',
      locale: 'de-de',
      cookie: `aged-${daysAgo}-${i}`,
      properties: { sku: '10010042' },
    })),
  );
}

describe('tracking simulator', () => {
  it('records each event with its context and the spec’s fields, newest first', async () => {
    const simulator = createTrackingSimulator(database.db);
    await track(simulator, VISITOR, { event: 'view-item', sku: '10010042' });
    await track(simulator, CUSTOMER, {
      event: 'consent',
      consents: { newsletter: true },
      gdpr_phone: '+420 777 123 456',
    });
    await track(simulator, CUSTOMER, { event: 'checkout', cart_id: 'cart-9', step: 4 });

    const events = await simulator.recent();
    expect(events.map((event) => event.eventType)).toEqual(['checkout', 'consent', 'view-item']);
    expect(events[1]).toMatchObject({
      eventType: 'consent',
      locale: 'cs-cz',
      cookie: 'cookie-customer-1',
      userId: 'c-30003',
      email: 'jana@example.cz',
      properties: { consents: { newsletter: true }, gdpr_phone: '+420777123456' },
    });
    expect(events[2]).toMatchObject({
      locale: 'de-at',
      userId: null,
      email: null,
      properties: { sku: '10010042' },
    });
    expect(events[0]?.receivedAt).toBeInstanceOf(Date);
    expect(Math.abs((events[0]?.receivedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('finds a visitor’s events and one event type', async () => {
    const simulator = createTrackingSimulator(database.db);
    await track(simulator, VISITOR, { event: 'view-item', sku: '10010042' });
    await track(simulator, VISITOR, { event: 'view-category', slug: 'drills' });
    await track(simulator, CUSTOMER, { event: 'view-item', sku: '10010043' });
    expect(await simulator.recent({ cookie: VISITOR.cookie })).toHaveLength(2);
    const items = await simulator.recent({ eventType: 'view-item', limit: 1 });
    expect(items.map((event) => event.properties)).toEqual([{ sku: '10010043' }]);
  });

  it('drops events past the retention time on the next insert, and keeps recent ones', async () => {
    await insertAged(3, 31);
    await insertAged(2, 29);
    const simulator = createTrackingSimulator(database.db, { retentionDays: 30 });
    await track(simulator, VISITOR, { event: 'view-item', sku: '10010042' });
    const left = await simulator.recent({ limit: 500 });
    expect(left.map((event) => event.cookie).sort()).toEqual(['aged-29-0', 'aged-29-1', VISITOR.cookie]);
  });

  it('prune() works off a backlog in batches, as the caller’s housekeeping would', async () => {
    await insertAged(7, 40);
    const simulator = createTrackingSimulator(database.db, { pruneBatch: 3 });
    expect(await simulator.prune()).toBe(3);
    expect(await simulator.prune()).toBe(3);
    expect(await simulator.prune()).toBe(1);
    expect(await simulator.prune()).toBe(0);
    expect(await rowCount()).toBe(0);
  });

  it('keeps about the newest maxRows rows, however recent the rest', async () => {
    const simulator = createTrackingSimulator(database.db, { maxRows: 5 });
    for (let i = 0; i < 12; i++) {
      await track(simulator, { ...VISITOR, cookie: `visitor-${i}` }, { event: 'view-item', sku: '10010042' });
      // The row being inserted is not yet counted, so the cap may be passed by that one row.
      expect(await rowCount()).toBeLessThanOrEqual(6);
    }
    await simulator.prune();
    const left = await simulator.recent({ limit: 500 });
    expect(left.map((event) => event.cookie)).toEqual([
      'visitor-11',
      'visitor-10',
      'visitor-9',
      'visitor-8',
      'visitor-7',
    ]);
  });

  it('nodes writing at once all record their events and prune without waiting on each other', async () => {
    await insertAged(40, 45);
    const nodes = [createTrackingSimulator(database.db), createTrackingSimulator(database.db)];
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        track(
          nodes[i % 2]!,
          { ...VISITOR, cookie: `parallel-${i}` },
          { event: 'view-item', sku: '10010042' },
        ),
      ),
    );
    const [aged] = await database.db
      .select({ rows: count() })
      .from(schema.trackingEvents)
      .where(sql`${schema.trackingEvents.cookie} like 'aged-%'`);
    expect(aged?.rows).toBe(0);
    expect(await rowCount()).toBe(40);
  });

  it('a failed insert is a TrackingServiceError, never a silent loss', async () => {
    const simulator = createTrackingSimulator(database.db);
    const broken = { ...trackingContextSchema.parse(VISITOR), locale: null as unknown as string };
    await expect(
      simulator.track(broken as never, trackingEventSchema.parse({ event: 'view-item', sku: '10010042' })),
    ).rejects.toMatchObject({ name: 'TrackingServiceError', status: null });
  });
});

describe('trackingServiceFromEnv', () => {
  it('picks the simulator without settings and Bloomreach with all four', () => {
    expect(trackingServiceFromEnv({}, database.db).name).toBe('simulator');
    const service = trackingServiceFromEnv(
      {
        BLOOMREACH_BASE_URL: 'https://api.exponea.com',
        BLOOMREACH_PROJECT_TOKEN: '8a7b6c5d-1234-4e5f-9a8b-0c1d2e3f4a5b',
        BLOOMREACH_API_KEY_ID: 'key-id-0123456789',
        BLOOMREACH_API_SECRET: 'secret-0123456789',
      },
      database.db,
    );
    expect(service.name).toBe('bloomreach');
    expect(() => trackingServiceFromEnv({ BLOOMREACH_PROJECT_TOKEN: '8a7b6c5d-1234' }, database.db)).toThrow(
      /BLOOMREACH_BASE_URL/,
    );
  });
});
