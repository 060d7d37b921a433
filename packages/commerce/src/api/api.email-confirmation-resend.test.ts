/**
 * "Send the confirmation link again" (decision 253) through the JSON API handler on real
 * PostgreSQL, with a mail hook that keeps what it was given: a customer whose registration mail was
 * lost or expired gets a new link for the current e-mail that confirms it, the newest link is the
 * one that works, a confirmed account gets no mail, the calls are rate-limited, and a failed mail
 * is logged and leaves the earlier link working.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { apiClient } from '../../test/api-client.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createCatalogReader } from '../catalog/index.ts';
import { insertStores } from '../orders/order.db-fixtures.ts';
import { RATE_LIMIT_POLICIES } from '../rate-limits/rate-limit.policies.ts';
import { type ApiHandler, createApiHandler } from './api.handler.ts';

interface Mail {
  email: string;
  token: string;
  reason: 'registration' | 'again';
}

let database: TestDatabase;
let handle: ApiHandler;
/** The mailbox: every confirmation mail the hook was asked to send. */
const mails: Mail[] = [];
const logged: { level: string; message: string }[] = [];
/** When set, the mail hook fails as an unreachable SMTP server would. */
let smtpDown = false;

beforeAll(async () => {
  database = await createTestDatabase();
  await insertStores(database.db, ['DE']);
  handle = createApiHandler({
    db: database.db,
    catalog: createCatalogReader(database.db),
    log: (level, message) => logged.push({ level, message }),
    services: {
      async onEmailConfirmationRequested(_ctx, email, token, reason) {
        if (smtpDown) throw new Error('SMTP: connection refused');
        mails.push({ email, token, reason });
      },
    },
  });
});
afterAll(() => database.destroy());

let nextIp = 1;
/** A browser: its own cookie, and its own address unless one is given. */
const client = (ip = `192.0.2.${nextIp++}`) => apiClient(handle, ip);

const mailsTo = (email: string) => mails.filter((mail) => mail.email === email);

async function registered(ip?: string) {
  const email = `resend-${randomUUID()}@example.de`;
  const shopper = client(ip);
  expect((await shopper.call('register', { email, password: 'Werkbank42x' })).status).toBe(200);
  return { shopper, email };
}

describe('requestEmailConfirmation', () => {
  test('a lost registration mail: the new link confirms the e-mail; the older link no longer works', async () => {
    const { shopper, email } = await registered();
    const [lost] = mailsTo(email);
    expect(lost).toBeDefined();

    const again = await shopper.call('requestEmailConfirmation', {});
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ requested: true, email });
    expect(mailsTo(email)).toHaveLength(2);
    const fresh = mailsTo(email)[1]!;
    expect(fresh.token).not.toBe(lost!.token);
    // The asked-for mail does not thank for a new account again.
    expect([lost!.reason, fresh.reason]).toEqual(['registration', 'again']);

    // Only the newest link works: the customer acts on the mail they just asked for.
    const old = await client().call('confirmEmail', { token: lost!.token });
    expect(old.status).toBe(400);
    expect(old.body.error.code).toBe('invalid_confirmation_token');
    const confirmed = await client().call('confirmEmail', { token: fresh.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.customer.isEmailVerified).toBe(true);
    expect((await shopper.call('loadCustomer')).body.data.customer.isEmailVerified).toBe(true);
    // The "my orders" link (decision 251) opens now.
    expect((await shopper.call('getUrlWithToken', { email })).status).toBe(200);
  });

  test('an expired link: the new one is valid for another week', async () => {
    const { shopper, email } = await registered();
    await database.pool.query(
      `update email_confirmation_tokens set expires_at = now() - interval '1 day'
        where customer_id = (select id from customers where email_lower = $1)`,
      [email],
    );
    const expired = await client().call('confirmEmail', { token: mailsTo(email)[0]!.token });
    expect(expired.status).toBe(400);

    expect((await shopper.call('requestEmailConfirmation')).status).toBe(200);
    const { rows } = await database.pool.query<{ days: number }>(
      `select extract(epoch from expires_at - now()) / 86400 as days from email_confirmation_tokens
        where customer_id = (select id from customers where email_lower = $1)`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.days)).toBeGreaterThan(6.9);
    expect((await client().call('confirmEmail', { token: mailsTo(email)[1]!.token })).status).toBe(200);
  });

  test('the link goes to the current e-mail after a change in the profile', async () => {
    const { shopper, email } = await registered();
    const me = (await shopper.call('loadCustomer')).body.data.customer;
    const changed = `changed-${randomUUID()}@example.de`;
    expect(
      (
        await shopper.call('updateCustomer', {
          version: me.version,
          email: changed,
          currentPassword: 'Werkbank42x',
        })
      ).status,
    ).toBe(200);

    const again = await shopper.call('requestEmailConfirmation');
    expect(again.body.data).toEqual({ requested: true, email: changed });
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(changed)).toHaveLength(1);
    expect((await client().call('confirmEmail', { token: mailsTo(changed)[0]!.token })).status).toBe(200);
  });

  test('a confirmed account gets no mail', async () => {
    const { shopper, email } = await registered();
    await client().call('confirmEmail', { token: mailsTo(email)[0]!.token });
    const answer = await shopper.call('requestEmailConfirmation');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ alreadyConfirmed: true });
    expect(mailsTo(email)).toHaveLength(1);
  });

  test('signed-in customers only', async () => {
    const answer = await client().call('requestEmailConfirmation');
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('not_logged_in');
  });

  test('a failed mail is logged, answered as not sent, and the earlier link still works', async () => {
    const { shopper, email } = await registered();
    smtpDown = true;
    try {
      const answer = await shopper.call('requestEmailConfirmation');
      expect(answer.status).toBe(503);
      expect(answer.body.error.code).toBe('mail_not_sent');
    } finally {
      smtpDown = false;
    }
    expect(logged).toContainEqual({
      level: 'warn',
      message: expect.stringMatching(/^confirmation mail for customer .+ failed$/),
    });
    expect((await client().call('confirmEmail', { token: mailsTo(email)[0]!.token })).status).toBe(200);
  });
});

function expectTooManyRequests(answer: Awaited<ReturnType<ReturnType<typeof client>['call']>>) {
  expect(answer.status).toBe(429);
  expect(answer.body.error).toMatchObject({
    code: 'too_many_requests',
    message: 'Too many attempts. Please wait a few minutes and try again.',
    messageKey: 'account-security.too-many-requests',
  });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
}

describe('rate limits', () => {
  test('per customer: 3 mails an hour, then 429 and no further mail', async () => {
    const { shopper, email } = await registered();
    const { points } = RATE_LIMIT_POLICIES['email-confirmation-request-customer'];
    expect(points).toBe(3);
    for (let attempt = 1; attempt <= points; attempt++) {
      expect((await shopper.call('requestEmailConfirmation')).status).toBe(200);
    }
    expectTooManyRequests(await shopper.call('requestEmailConfirmation'));
    expect(mailsTo(email)).toHaveLength(1 + points);
  });

  test('per address: 10 an hour across customers, then 429', async () => {
    const ip = '198.18.0.7';
    const { points } = RATE_LIMIT_POLICIES['email-confirmation-request-ip'];
    expect(points).toBe(10);
    const statuses: number[] = [];
    // Each customer stays under its own limit; together they exhaust the address's.
    for (let customer = 0; customer < 4; customer++) {
      const { shopper } = await registered(ip);
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push((await shopper.call('requestEmailConfirmation')).status);
    }
    expect(statuses.slice(0, points)).toEqual(Array(points).fill(200));
    expect(statuses.slice(points)).toEqual([429, 429]);
  });
});
