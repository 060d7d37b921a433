/**
 * Housekeeping on real PostgreSQL: what it deletes and what it keeps, one node at a time under the
 * advisory lock, and not again on another node within the interval.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { HOUSEKEEPING_LOCK, runHousekeeping } from './housekeeping.job.ts';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const later = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

let database: TestDatabase;
let customerId: string;

async function reset() {
  const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
  await q(
    'truncate sessions, carts, password_reset_tokens, newsletter_subscriptions, customers, app_meta cascade',
  );
  customerId = randomUUID();
  await q(
    `insert into customers (id, store_key, email, email_lower, password_hash) values ($1, 'toolyard-sk', 'a@b.sk', 'a@b.sk', 'x')`,
    [customerId],
  );
  const session = (name: string, expiresAt: string) =>
    q('insert into sessions (token_hash, store_key, expires_at) values ($1, $2, $3)', [
      name,
      'toolyard-sk',
      expiresAt,
    ]);
  await session('expired', daysAgo(1));
  await session('expires-now', NOW.toISOString());
  await session('valid', later(1));
  const cart = (name: string, owner: 'anonymous' | 'customer', state: string, updated: string) =>
    q(
      `insert into carts (store_key, anonymous_id, customer_id, state, document, updated_at)
       values ('toolyard-sk', $1, $2, $3, $4, $5)`,
      [
        owner === 'anonymous' ? randomUUID() : null,
        owner === 'customer' ? customerId : null,
        state,
        JSON.stringify({ name }),
        updated,
      ],
    );
  await cart('abandoned', 'anonymous', 'Active', daysAgo(31));
  await cart('abandoned-merged', 'anonymous', 'Merged', daysAgo(40));
  await cart('recent-guest', 'anonymous', 'Active', daysAgo(29));
  await cart('old-ordered-guest', 'anonymous', 'Ordered', daysAgo(90));
  await cart('old-customer', 'customer', 'Active', daysAgo(90));
  const token = (name: string, expiresAt: string, usedAt: string | null) =>
    q(
      'insert into password_reset_tokens (token_hash, customer_id, expires_at, used_at) values ($1, $2, $3, $4)',
      [name, customerId, expiresAt, usedAt],
    );
  await token('used', later(1), daysAgo(0.01));
  await token('expired', daysAgo(0.5), null);
  await token('open', later(0.02), null);
  const signUp = (email: string, status: string, requested: string) =>
    q(
      `insert into newsletter_subscriptions (store_key, email, email_lower, locale, status, source, consent_requested_at)
       values ('toolyard-sk', $1, $1, 'sk-sk', $2, 'footer', $3)`,
      [email, status, requested],
    );
  await signUp('old-pending@x.sk', 'pending', daysAgo(31));
  await signUp('new-pending@x.sk', 'pending', daysAgo(2));
  await signUp('old-confirmed@x.sk', 'confirmed', daysAgo(400));
}

const remaining = async () => ({
  sessions: (await database.pool.query('select token_hash from sessions order by 1')).rows.map(
    (r) => r.token_hash,
  ),
  carts: (await database.pool.query("select document->>'name' as n from carts order by 1")).rows.map(
    (r) => r.n,
  ),
  tokens: (await database.pool.query('select token_hash from password_reset_tokens order by 1')).rows.map(
    (r) => r.token_hash,
  ),
  newsletter: (await database.pool.query('select email from newsletter_subscriptions order by 1')).rows.map(
    (r) => r.email,
  ),
});

beforeEach(async () => {
  database ??= await createTestDatabase({ max: 6 });
  await reset();
});
afterAll(() => database.destroy());

describe('housekeeping', () => {
  it('deletes expired sessions, abandoned anonymous carts, used or expired tokens and expired sign-ups; keeps the rest', async () => {
    const outcome = await runHousekeeping(database.pool, { now: NOW });
    expect(outcome).toEqual({
      ran: true,
      deleted: { sessions: 2, carts: 2, resetTokens: 2, newsletterSignUps: 1 },
    });
    expect(await remaining()).toEqual({
      sessions: ['valid'],
      carts: ['old-customer', 'old-ordered-guest', 'recent-guest'],
      tokens: ['open'],
      newsletter: ['new-pending@x.sk', 'old-confirmed@x.sk'],
    });
  });

  it('works in small batches until done', async () => {
    for (let i = 0; i < 7; i++)
      await database.pool.query(
        'insert into sessions (token_hash, store_key, expires_at) values ($1, $2, $3)',
        [`old-${i}`, 'toolyard-sk', daysAgo(2)],
      );
    const outcome = await runHousekeeping(database.pool, { now: NOW, batchSize: 2 });
    expect(outcome.ran && outcome.deleted.sessions).toBe(9);
    expect((await remaining()).sessions).toEqual(['valid']);
  });

  it('does nothing while another node holds the lock, and runs once it is released', async () => {
    const other = await database.pool.connect();
    try {
      await other.query('select pg_advisory_lock($1, $2)', [...HOUSEKEEPING_LOCK]);
      expect(await runHousekeeping(database.pool, { now: NOW })).toEqual({
        ran: false,
        reason: 'another-node-is-running-it',
      });
      expect((await remaining()).sessions).toHaveLength(3);
      await other.query('select pg_advisory_unlock($1, $2)', [...HOUSEKEEPING_LOCK]);
    } finally {
      other.release();
    }
    expect((await runHousekeeping(database.pool, { now: NOW })).ran).toBe(true);
  });

  it('of several nodes starting at once exactly one runs; the others skip until the interval has passed', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => runHousekeeping(database.pool, { now: NOW, minIntervalMs: 3_600_000 })),
    );
    expect(outcomes.filter((outcome) => outcome.ran)).toHaveLength(1);
    const skipped = outcomes
      .filter((outcome) => !outcome.ran)
      .map((outcome) => !outcome.ran && outcome.reason);
    expect(
      skipped.every((reason) => reason === 'ran-recently' || reason === 'another-node-is-running-it'),
    ).toBe(true);
    const inAMinute = new Date(NOW.getTime() + 60_000);
    expect(await runHousekeeping(database.pool, { now: inAMinute, minIntervalMs: 3_600_000 })).toEqual({
      ran: false,
      reason: 'ran-recently',
    });
    const inTwoHours = new Date(NOW.getTime() + 2 * 3_600_000);
    expect((await runHousekeeping(database.pool, { now: inTwoHours, minIntervalMs: 3_600_000 })).ran).toBe(
      true,
    );
  });
});
