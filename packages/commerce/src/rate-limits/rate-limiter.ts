/**
 * Rate limits with rate-limiter-flexible. Counters live in PostgreSQL (table `rate_limits`,
 * migrated) so every app node sees the same count; with Redis configured they live there and
 * PostgreSQL is the insurance limiter while Redis is unreachable.
 */
import { createHash } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import {
  type RateLimiterAbstract,
  RateLimiterPostgres,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { RATE_LIMIT_POLICIES, type RateLimitName } from './rate-limit.policies.ts';

export type RateLimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt of `subject`; refused once the policy's window is used up. */
  consume(name: RateLimitName, subject: string): Promise<RateLimitOutcome>;
  /** Forgets the subject's count (a successful sign-in clears the account's failures). */
  reset(name: RateLimitName, subject: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** The pg pool of the shop's database. */
  pool: pg.Pool;
  /** When REDIS_URL is set: counters in Redis, PostgreSQL as the fallback. */
  redis?: Redis | null;
}

/** The Redis client of REDIS_URL (one per node); errors are the caller's to log. */
export function connectRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1 });
}

/** Subjects are hashed: the table and Redis hold no e-mail or IP address, and keys stay short. */
export function subjectKey(subject: string): string {
  return createHash('sha256').update(subject).digest('base64url').slice(0, 32);
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const limiters = new Map<RateLimitName, RateLimiterAbstract>();
  const limiterOf = (name: RateLimitName): RateLimiterAbstract => {
    const existing = limiters.get(name);
    if (existing) return existing;
    const policy = RATE_LIMIT_POLICIES[name];
    const common = { keyPrefix: name, points: policy.points, duration: policy.durationSeconds };
    const postgres = new RateLimiterPostgres({
      ...common,
      storeClient: options.pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      // Expired rows are removed by the housekeeping job, not by a timer per limiter and node.
      clearExpiredByTimeout: false,
    });
    const limiter = options.redis
      ? new RateLimiterRedis({
          ...common,
          storeClient: options.redis,
          rejectIfRedisNotReady: true,
          insuranceLimiter: postgres,
        })
      : postgres;
    limiters.set(name, limiter);
    return limiter;
  };

  return {
    async consume(name, subject) {
      try {
        await limiterOf(name).consume(subjectKey(subject));
        return { ok: true };
      } catch (rejection) {
        // Over the limit rejects with the counter; anything else is a store failure and propagates.
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
      }
    },
    async reset(name, subject) {
      await limiterOf(name).delete(subjectKey(subject));
    },
  };
}

/** Expired counters, for the housekeeping job: `DELETE … WHERE expire < now`. */
export async function deleteExpiredRateLimits(pool: pg.Pool, now: Date = new Date()): Promise<number> {
  const result = await pool.query('delete from rate_limits where expire < $1', [now.getTime()]);
  return result.rowCount ?? 0;
}
