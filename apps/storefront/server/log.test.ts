/** Issue 8 point 7: JSON lines with a request id, and nothing secret in them. */
import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger, lineLogger, withRequestId } from './log.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  const destination = new Writable({
    write(chunk, _encoding, done) {
      raw += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: createLogger({ destination }), lines, raw: () => raw };
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

describe('structured logs', () => {
  it('every line written while a request runs carries its id, also after awaits', async () => {
    const { logger, lines } = capture();
    await withRequestId('req-12345678', async () => {
      logger.info('first');
      await new Promise((resolve) => setTimeout(resolve, 1));
      lineLogger(logger)('warn: second');
    });
    logger.info('outside');
    expect(lines.map((line) => [line.msg, line.requestId, line.level])).toEqual([
      ['first', 'req-12345678', 'info'],
      ['second', 'req-12345678', 'warn'],
      ['outside', undefined, 'info'],
    ]);
  });

  it('passwords, hashes, tokens, e-mails, addresses and cookies are redacted by key and in text', () => {
    const { logger, raw } = capture();
    logger.info(
      {
        password: 'Werkbank-2026',
        customer: {
          email: 'anna@example.com',
          passwordHash: HASH,
          addresses: [{ streetName: 'Hauptstr. 1' }],
        },
        headers: { cookie: 'ty_session=s3cr3t-session-token' },
        resetToken: 'reset-tok-123456',
        shippingAddress: { city: 'Wien', postalCode: '1010' },
      },
      'sign-in for anna@example.com, link https://x/exConsents/confirm?hash=eyJlbWFpbF90b2tlbiI6IngifQ',
    );
    const text = raw();
    for (const secret of [
      'Werkbank-2026',
      'anna@example.com',
      'argon2',
      'Hauptstr',
      's3cr3t',
      'reset-tok',
      'Wien',
      '1010',
      'eyJlbWFpbF90b2tlbiI6IngifQ',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(text).toContain('[redacted]');
  });

  it('a failing query logs its SQL and error, never its parameter list', () => {
    const { logger, raw } = capture();
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "customers_email"'),
      {
        code: '23505',
        detail: 'Key (email)=(anna@example.com) already exists.',
      },
    );
    const error = new DrizzleQueryError(
      'insert into "customers" ("email", "password_hash", "street") values ($1, $2, $3)',
      ['anna@example.com', HASH, 'Hauptstr. 1'],
      cause,
    );
    logger.error({ err: error }, 'API /api/new-ct/register failed');
    const text = raw();
    expect(text).toContain('Failed query: insert into');
    expect(text).toContain('23505');
    for (const secret of ['anna@example.com', 'argon2', 'Hauptstr'])
      expect(text, secret).not.toContain(secret);
  });
});
