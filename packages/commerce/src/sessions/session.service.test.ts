/** Sessions per store on real PostgreSQL (issue 8 point 8: pages and API agree per store). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createSessionService, type SessionService } from './session.service.ts';

let database: TestDatabase;
let sessions: SessionService;

beforeAll(async () => {
  database = await createTestDatabase();
  sessions = createSessionService(database.db);
});
afterAll(() => database.destroy());

describe('a session belongs to its store', () => {
  test('a signed-in DE session is no session in the AT store', async () => {
    const anonymous = await sessions.create('store-de');
    const customerId = randomUUID();
    const { token } = await sessions.signIn(anonymous.session, customerId);
    expect(await sessions.resolve(token, 'store-de')).toMatchObject({ customerId, isLoggedIn: true });
    expect(await sessions.resolve(token, 'store-at')).toBeNull();
    // Without a store (housekeeping, tests) the session is what it is.
    expect((await sessions.resolve(token))?.storeKey).toBe('store-de');
  });

  test('unknown, over-long and ended tokens are no session', async () => {
    const { token, session } = await sessions.create('store-de');
    expect(await sessions.resolve('x'.repeat(201), 'store-de')).toBeNull();
    expect(await sessions.resolve(`${token}x`, 'store-de')).toBeNull();
    await sessions.end(session);
    expect(await sessions.resolve(token, 'store-de')).toBeNull();
  });
});
