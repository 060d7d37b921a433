/**
 * Issue 8 point 6 on real PostgreSQL: the domain's password rule at every entry, sessions ended by
 * a password change, single-use reset tokens, and sign-in costing one verification either way.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { expectOk } from '../../test/results.ts';
import { contextFor } from '../carts/cart.db-fixtures.ts';
import { createSessionService, type SessionService } from '../sessions/session.service.ts';
import { COMMON_PASSWORD_COUNT, commonPasswords } from './common-passwords.ts';
import { changePasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from './customer.schema.ts';
import {
  argon2Hasher,
  type CustomerService,
  createCustomerService,
  type PasswordHasher,
} from './customer.service.ts';

let database: TestDatabase;
let customers: CustomerService;
let sessions: SessionService;
const calls = { hash: 0, verify: 0 };
/** The real argon2id, counted: how often the expensive step runs is what the tests look at. */
const countingHasher: PasswordHasher = {
  hash: (password) => {
    calls.hash += 1;
    return argon2Hasher.hash(password);
  },
  verify: (passwordHash, password) => {
    calls.verify += 1;
    return argon2Hasher.verify(passwordHash, password);
  },
};

beforeAll(async () => {
  database = await createTestDatabase();
  customers = createCustomerService(database.db, { hasher: countingHasher });
  sessions = createSessionService(database.db);
});
afterAll(() => database.destroy());

let counter = 0;
const uniqueEmail = () => `hygiene${++counter}@example.com`;
const de = contextFor('DE');

async function signedInSession(customerId: string) {
  const anonymous = await sessions.create(de.storeKey);
  return sessions.signIn(anonymous.session, customerId);
}

describe('the password rule at sign-up', () => {
  test('refuses common passwords, the e-mail itself, short ones and ones without a digit', async () => {
    const email = uniqueEmail();
    const refused: [string, string][] = [
      ['password1', 'too-common'],
      ['Password1', 'too-common'],
      ['abc12345', 'too-common'],
      [email.toUpperCase(), 'equals-email'],
      ['drill26', 'too-short'],
      ['hammerdrill', 'letter-and-number'],
    ];
    for (const [password, reason] of refused) {
      const result = await customers.signUp(de, { email, password });
      expect(result, password).toMatchObject({
        ok: false,
        error: {
          code: 'WeakPassword',
          field: 'password',
          reason,
          messageKey: `account-security.password-${reason}`,
        },
      });
    }
    const stored = await database.pool.query('select 1 from customers where email_lower = $1', [email]);
    expect(stored.rowCount).toBe(0);
    expectOk(await customers.signUp(de, { email, password: 'hammer2026' }));
  });

  test('the common list is the first 10,000 lines of the package list', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(9_900);
    expect(list.size).toBeLessThanOrEqual(COMMON_PASSWORD_COUNT);
    expect(list.has('123456')).toBe(true);
    expect(list.has('password1')).toBe(true);
  });

  test('sign-up, login, change and reset accept exactly the same characters', () => {
    const accepts = (schema: { safeParse(value: unknown): { success: boolean } }, value: unknown) =>
      schema.safeParse(value).success;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (password) => {
        const atSignUp = accepts(signUpSchema, { email: 'a@example.com', password });
        expect(accepts(signInSchema, { email: 'a@example.com', password })).toBe(atSignUp);
        expect(
          accepts(changePasswordSchema, { version: 1, currentPassword: password, newPassword: password }),
        ).toBe(atSignUp);
        expect(accepts(resetPasswordSchema, { token: 'x'.repeat(20), newPassword: password })).toBe(atSignUp);
      }),
      { numRuns: 2_000 },
    );
    for (const control of [
      'drill\u00012026',
      'drill\t2026',
      'drill\n2026',
      'drill\u00852026',
      'x\ud800drill1',
    ]) {
      expect(
        accepts(signUpSchema, { email: 'a@example.com', password: control }),
        JSON.stringify(control),
      ).toBe(false);
    }
  });

  test('a password typed in another Unicode form signs in', async () => {
    const email = uniqueEmail();
    expectOk(await customers.signUp(de, { email, password: 'Sägeblatt 2026' }));
    const decomposed = 'Sa\u0308geblatt 2026';
    expect((await customers.signIn(de, { email, password: decomposed })).ok).toBe(true);
  });
});

describe('sign-in', () => {
  test('an unknown e-mail costs one password verification, like a known one', async () => {
    const email = uniqueEmail();
    expectOk(await customers.signUp(de, { email, password: 'hammer2026' }));
    calls.verify = 0;
    await customers.signIn(de, { email, password: 'wrong2026x' });
    const known = calls.verify;
    calls.verify = 0;
    await customers.signIn(de, { email: `nobody-${email}`, password: 'wrong2026x' });
    expect(known).toBe(1);
    expect(calls.verify).toBe(known);
  });
});

describe('changing the password', () => {
  test('ends every other session of the customer, keeps this one, revokes reset links', async () => {
    const email = uniqueEmail();
    const customer = expectOk(await customers.signUp(de, { email, password: 'hammer2026' }));
    const here = await signedInSession(customer.id);
    const phone = await signedInSession(customer.id);
    const issued = await customers.createResetToken(de, email);
    const ctx = { ...de, customerId: customer.id };

    const weak = await customers.changePassword(
      ctx,
      { version: customer.version, currentPassword: 'hammer2026', newPassword: 'password1' },
      here.session.id,
    );
    expect(weak).toMatchObject({ ok: false, error: { code: 'WeakPassword', reason: 'too-common' } });
    expect(await sessions.resolve(phone.token)).not.toBeNull();

    expectOk(
      await customers.changePassword(
        ctx,
        { version: customer.version, currentPassword: 'hammer2026', newPassword: 'chisel2027' },
        here.session.id,
      ),
    );
    expect(await sessions.resolve(phone.token)).toBeNull();
    expect((await sessions.resolve(here.token))?.customerId).toBe(customer.id);
    expect(
      await customers.resetPassword(de, { token: issued!.token, newPassword: 'plane2028x' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'InvalidResetToken' },
    });
    expect((await customers.signIn(de, { email, password: 'chisel2027' })).ok).toBe(true);
  });
});

describe('reset tokens', () => {
  test('single use, and every session ends', async () => {
    const email = uniqueEmail();
    const customer = expectOk(await customers.signUp(de, { email, password: 'hammer2026' }));
    const session = await signedInSession(customer.id);
    const issued = await customers.createResetToken(de, email);
    expectOk(await customers.resetPassword(de, { token: issued!.token, newPassword: 'router2029' }));
    expect(await sessions.resolve(session.token)).toBeNull();
    expect(
      await customers.resetPassword(de, { token: issued!.token, newPassword: 'router2030' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'InvalidResetToken' },
    });
    expect((await customers.signIn(de, { email, password: 'router2029' })).ok).toBe(true);
  });

  test('expire after one hour', async () => {
    const email = uniqueEmail();
    expectOk(await customers.signUp(de, { email, password: 'hammer2026' }));
    const issued = await customers.createResetToken(de, email);
    const later = (minutes: number) => ({ ...de, now: new Date(de.now.getTime() + minutes * 60_000) });
    expect(
      await customers.resetPassword(later(61), { token: issued!.token, newPassword: 'router2029' }),
    ).toMatchObject({ ok: false, error: { code: 'InvalidResetToken' } });
    expectOk(await customers.resetPassword(later(59), { token: issued!.token, newPassword: 'router2029' }));
  });

  test('a newer token revokes the older ones', async () => {
    const email = uniqueEmail();
    expectOk(await customers.signUp(de, { email, password: 'hammer2026' }));
    const first = await customers.createResetToken(de, email);
    const second = await customers.createResetToken(de, email);
    expect(
      await customers.resetPassword(de, { token: first!.token, newPassword: 'router2029' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'InvalidResetToken' },
    });
    expectOk(await customers.resetPassword(de, { token: second!.token, newPassword: 'router2029' }));
  });

  test('the token is checked before the password is hashed; a refused password keeps the token', async () => {
    const email = uniqueEmail();
    expectOk(await customers.signUp(de, { email, password: 'hammer2026' }));
    const issued = await customers.createResetToken(de, email);
    calls.hash = 0;
    expect(
      await customers.resetPassword(de, { token: 'not-a-token-at-all-000', newPassword: 'router2029' }),
    ).toMatchObject({ ok: false, error: { code: 'InvalidResetToken' } });
    expect(calls.hash).toBe(0);
    expect(await customers.resetPassword(de, { token: issued!.token, newPassword: email })).toMatchObject({
      ok: false,
      error: { code: 'WeakPassword', reason: 'equals-email' },
    });
    expect(calls.hash).toBe(0);
    expectOk(await customers.resetPassword(de, { token: issued!.token, newPassword: 'router2029' }));
    expect(calls.hash).toBe(1);
  });

  test('a token of another store does not work here', async () => {
    const email = uniqueEmail();
    expectOk(await customers.signUp(de, { email, password: 'hammer2026' }));
    const issued = await customers.createResetToken(de, email);
    const at = contextFor('AT');
    expect(
      await customers.resetPassword(at, { token: issued!.token, newPassword: 'router2029' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'InvalidResetToken' },
    });
  });
});
