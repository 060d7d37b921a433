/**
 * The notifier between app nodes on real transports: PostgreSQL LISTEN/NOTIFY (a test database)
 * and Redis pub/sub (a redis-server started here). Each "node" is its own notifier with its own
 * connections, as two app processes would have.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { type RedisServer, startRedisServer } from '../../test/redis-server.ts';
import { waitFor } from '../../test/wait.ts';
import { catalogChanged } from './channels.ts';
import {
  type Channel,
  createLocalNotifier,
  createNotifier,
  defineChannel,
  type Notifier,
} from './notifier.ts';
import { NOTIFIER_APPLICATION_NAME, postgresTransport } from './postgres.transport.ts';
import { publishProductChanges } from './publish.ts';
import { startNotifier } from './start.ts';

const greetings = defineChannel('test_greetings', z.object({ text: z.string() }));
const opened: Notifier[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((notifier) => notifier.close()));
});

function record(notifier: Notifier, channel: Channel<{ text: string }> = greetings) {
  type T = { text: string };
  const seen: T[] = [];
  let missed = 0;
  notifier.subscribe(channel, (message) => seen.push(message), { onMissed: () => missed++ });
  return { seen, missed: () => missed };
}

describe('on PostgreSQL (LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  const node = (retry = { firstMs: 20, maxMs: 200 }) => {
    const notifier = createNotifier(
      postgresTransport({ connectionString: database.url, pool: database.pool, retry }),
      () => {},
    );
    opened.push(notifier);
    return notifier;
  };

  it('delivers a message published on one node to the other node and to itself', async () => {
    const [a, b] = [node(), node()];
    const onA = record(a);
    const onB = record(b);
    await Promise.all([a.ready(), b.ready()]);
    expect(a.transport).toBe('postgres');

    await a.publish(greetings, { text: 'price changed' });

    expect(onA.seen).toContainEqual({ text: 'price changed' });
    await waitFor(() => onB.seen.length > 0, 'node B to hear A');
    expect(onB.seen).toEqual([{ text: 'price changed' }]);
  });

  it('ignores a message that does not fit the channel schema, and keeps delivering', async () => {
    const [a, b] = [node(), node()];
    const onB = record(b);
    await Promise.all([a.ready(), b.ready()]);
    await database.pool.query('select pg_notify($1, $2)', ['test_greetings', '{"text": 42}']);
    await database.pool.query('select pg_notify($1, $2)', ['test_greetings', 'not json']);
    await a.publish(greetings, { text: 'valid' });
    await waitFor(() => onB.seen.length > 0, 'the valid message');
    expect(onB.seen).toEqual([{ text: 'valid' }]);
  });

  it('reconnects after its connection is killed, reports possibly missed messages, and hears again', async () => {
    const [a, b] = [node(), node()];
    const onB = record(b);
    await Promise.all([a.ready(), b.ready()]);
    const listeners = async () =>
      (
        await database.pool.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
          [NOTIFIER_APPLICATION_NAME],
        )
      ).rows.map((row) => row.pid);
    const before = await listeners();
    expect(before).toHaveLength(2);
    await database.pool.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [before]);

    await waitFor(() => onB.missed() === 1, 'B to report the gap after reconnecting');
    await waitFor(async () => (await listeners()).length === 2 && true, 'both listeners back');
    await a.publish(greetings, { text: 'after the outage' });
    await waitFor(() => onB.seen.length > 0, 'B to hear A again');
    expect(onB.seen).toEqual([{ text: 'after the outage' }]);
  });

  it('stops hearing a channel after unsubscribing', async () => {
    const [a, b] = [node(), node()];
    const seen: unknown[] = [];
    const unsubscribe = b.subscribe(greetings, (message) => seen.push(message));
    const other = record(b);
    await Promise.all([a.ready(), b.ready()]);
    unsubscribe();
    await a.publish(greetings, { text: 'one' });
    await waitFor(() => other.seen.length > 0, 'the remaining subscriber');
    expect(seen).toEqual([]);
  });

  it('startNotifier uses PostgreSQL when no REDIS_URL is given', async () => {
    const notifier = startNotifier({ databaseUrl: database.url, pool: database.pool });
    opened.push(notifier);
    expect(notifier.transport).toBe('postgres');
  });

  it('splits a large product change into messages that fit a NOTIFY', async () => {
    const [a, b] = [node(), node()];
    const heard: number[] = [];
    b.subscribe(catalogChanged, (change) => {
      if (change.kind === 'products') heard.push(change.productIds?.length ?? -1);
    });
    await Promise.all([a.ready(), b.ready()]);
    const ids = Array.from(
      { length: 250 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    await publishProductChanges(a, ids, 'import');
    await waitFor(() => heard.length === 3, 'three messages');
    expect(heard).toEqual([100, 100, 50]);
  });
});

describe('on Redis (pub/sub, REDIS_URL)', () => {
  let redis: RedisServer;
  let database: TestDatabase;
  beforeAll(async () => {
    [redis, database] = await Promise.all([startRedisServer(), createTestDatabase()]);
  });
  afterAll(async () => {
    await redis.stop();
    await database.destroy();
  });

  const node = () => {
    const notifier = startNotifier({ databaseUrl: database.url, pool: database.pool, redisUrl: redis.url });
    opened.push(notifier);
    return notifier;
  };

  it('delivers between two nodes through redis-server, not through PostgreSQL', async () => {
    const [a, b] = [node(), node()];
    expect(b.transport).toBe('redis');
    const onB = record(b);
    await Promise.all([a.ready(), b.ready()]);
    const listening = await database.pool.query(
      'select 1 from pg_stat_activity where application_name = $1',
      [NOTIFIER_APPLICATION_NAME],
    );
    expect(listening.rowCount).toBe(0);

    await a.publish(greetings, { text: 'via redis' });
    await waitFor(() => onB.seen.length > 0, 'B to hear A over Redis');
    expect(onB.seen).toEqual([{ text: 'via redis' }]);
  });

  it('reports a gap when redis-server restarts and hears again afterwards', async () => {
    const [a, b] = [node(), node()];
    const onB = record(b);
    await Promise.all([a.ready(), b.ready()]);
    await redis.stop();
    await redis.restart();
    await waitFor(() => onB.missed() >= 1, 'B to report the gap');
    await b.ready();
    await waitFor(async () => {
      await a.publish(greetings, { text: 'back' }).catch(() => {});
      return onB.seen.length > 0;
    }, 'B to hear A after the restart');
    expect(onB.seen[0]).toEqual({ text: 'back' });
  });
});

describe('in one process (no transport)', () => {
  it('delivers locally and refuses a message too large for PostgreSQL', async () => {
    const notifier = createLocalNotifier();
    const onIt = record(notifier);
    await notifier.publish(greetings, { text: 'hello' });
    expect(onIt.seen).toEqual([{ text: 'hello' }]);
    await expect(notifier.publish(greetings, { text: 'x'.repeat(8_000) })).rejects.toThrow(/exceeds/);
  });

  it('refuses to publish a message its own channel schema rejects', async () => {
    const notifier = createLocalNotifier();
    await expect(notifier.publish(greetings, { text: 1 } as never)).rejects.toThrow();
  });
});
