/**
 * The limiter on real stores: PostgreSQL (the migrated `rate_limits` table) and a real
 * /usr/bin/redis-server started on a free port. Two limiter instances stand for two app nodes.
 */
import { once } from 'node:events';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { type RedisServer, startRedisServer } from '../../test/redis-server.ts';
import { RATE_LIMIT_POLICIES } from './rate-limit.policies.ts';
import { createRateLimiter, deleteExpiredRateLimits, subjectKey } from './rate-limiter.ts';

let database: TestDatabase;
/** A second pool on the same database: another app node. */
let otherNode: pg.Pool;

beforeAll(async () => {
  database = await createTestDatabase();
  otherNode = new pg.Pool({ connectionString: database.url, max: 2 });
});
afterAll(async () => {
  await otherNode.end();
  await database.destroy();
});

describe('counters in PostgreSQL', () => {
  test('the policy allows its points per window, then refuses with the time left', async () => {
    const limiter = createRateLimiter({ pool: database.pool });
    const { points, durationSeconds } = RATE_LIMIT_POLICIES['register-ip'];
    for (let attempt = 1; attempt <= points; attempt++) {
      expect(await limiter.consume('register-ip', 'ip:198.51.100.1'), `attempt ${attempt}`).toEqual({
        ok: true,
      });
    }
    const refused = await limiter.consume('register-ip', 'ip:198.51.100.1');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(durationSeconds);
    }
    // Another address and another policy count on their own.
    expect(await limiter.consume('register-ip', 'ip:198.51.100.2')).toEqual({ ok: true });
    expect(await limiter.consume('newsletter-ip', 'ip:198.51.100.1')).toEqual({ ok: true });
  });

  test('two app nodes share one count; no e-mail is stored', async () => {
    const nodeA = createRateLimiter({ pool: database.pool });
    const nodeB = createRateLimiter({ pool: otherNode });
    const subject = 'account:store-de:max@example.com';
    const { points } = RATE_LIMIT_POLICIES['password-reset-request-account'];
    for (let attempt = 1; attempt <= points; attempt++) {
      const node = attempt % 2 === 0 ? nodeA : nodeB;
      expect((await node.consume('password-reset-request-account', subject)).ok).toBe(true);
    }
    expect((await nodeA.consume('password-reset-request-account', subject)).ok).toBe(false);
    expect((await nodeB.consume('password-reset-request-account', subject)).ok).toBe(false);
    const rows = await database.pool.query('select key from rate_limits');
    expect(rows.rows.map((row) => row.key)).toContain(
      `password-reset-request-account:${subjectKey(subject)}`,
    );
    expect(JSON.stringify(rows.rows)).not.toContain('example.com');
  });

  test('reset clears a count (a successful sign-in)', async () => {
    const limiter = createRateLimiter({ pool: database.pool });
    const { points } = RATE_LIMIT_POLICIES['login-account'];
    for (let attempt = 1; attempt <= points; attempt++) await limiter.consume('login-account', 'a');
    expect((await limiter.consume('login-account', 'a')).ok).toBe(false);
    await limiter.reset('login-account', 'a');
    expect((await limiter.consume('login-account', 'a')).ok).toBe(true);
  });

  test('housekeeping removes expired counters only', async () => {
    const limiter = createRateLimiter({ pool: database.pool });
    await limiter.consume('order-ip', 'ip:203.0.113.9');
    const before = Number((await database.pool.query('select count(*) from rate_limits')).rows[0].count);
    expect(await deleteExpiredRateLimits(database.pool, new Date())).toBe(0);
    const later = new Date(Date.now() + 2 * 3600_000);
    expect(await deleteExpiredRateLimits(database.pool, later)).toBe(before);
  });
});

describe('counters in Redis (REDIS_URL set)', () => {
  let redisServer: RedisServer | null = null;
  const clients: Redis[] = [];
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redisServer?.stop();
  });

  test('counts in Redis across nodes; PostgreSQL takes over while Redis is down', async () => {
    redisServer = await startRedisServer();
    const { port } = redisServer;
    const connect = () => {
      const client = new Redis({ port, host: '127.0.0.1', maxRetriesPerRequest: 1, lazyConnect: false });
      clients.push(client);
      return client;
    };
    const redisA = connect();
    const redisB = connect();
    await Promise.all([once(redisA, 'ready'), once(redisB, 'ready')]);
    const nodeA = createRateLimiter({ pool: database.pool, redis: redisA });
    const nodeB = createRateLimiter({ pool: otherNode, redis: redisB });

    const { points } = RATE_LIMIT_POLICIES['newsletter-ip'];
    const subject = 'ip:192.0.2.77';
    for (let attempt = 1; attempt <= points; attempt++) {
      expect((await (attempt % 2 ? nodeA : nodeB).consume('newsletter-ip', subject)).ok).toBe(true);
    }
    expect(await nodeB.consume('newsletter-ip', subject)).toMatchObject({ ok: false });
    const key = `newsletter-ip:${subjectKey(subject)}`;
    expect(Number(await redisA.get(key))).toBe(points + 1);
    const inPostgres = await database.pool.query('select 1 from rate_limits where key = $1', [key]);
    expect(inPostgres.rowCount).toBe(0);

    // Redis goes away: the PostgreSQL insurance limiter counts instead of letting everything through.
    await redisServer.stop();
    if (redisA.status === 'ready') await once(redisA, 'close');
    const other = 'ip:192.0.2.78';
    for (let attempt = 1; attempt <= points; attempt++) {
      expect((await nodeA.consume('newsletter-ip', other)).ok).toBe(true);
    }
    expect(await nodeA.consume('newsletter-ip', other)).toMatchObject({ ok: false });
    const fallback = await database.pool.query('select points from rate_limits where key = $1', [
      `newsletter-ip:${subjectKey(other)}`,
    ]);
    expect(fallback.rows[0]?.points).toBe(points + 1);
  });
});
