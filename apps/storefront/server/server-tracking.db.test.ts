/**
 * The person-naming tracking events a server action sends (001 §7, decision 246), on real
 * PostgreSQL with the simulator: recorded only with consent to statistics and a tracking id, with
 * the address and the customer; a broken event or a failing service never reaches the shopper.
 */
import { createTrackingSimulator, TrackingServiceError } from '@toolyard/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import type { NewsletterSignUp, StorefrontNewsletter } from '../app/shell/context.ts';
import { serverTrackingFor, withDoiTracking } from './server-tracking.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

const simulator = () => createTrackingSimulator(database.db);
const CONSENTED = { ty_consent: 'statistics', ty_tid: 'tid-0123456789abcdef' };

describe('server-side tracking events', () => {
  it('records a reset-password event under the visitor’s tracking id, with the address', async () => {
    const tracking = simulator();
    const cookies = { ...CONSENTED, ty_tid: 'tid-reset-0000000001' };
    await serverTrackingFor(
      { tracking, log: () => {} },
      cookies,
      'de-at',
      null,
    )({
      event: 'reset-password',
      email: 'anna@example.at',
      locale: 'de-at',
    });
    const [event] = await tracking.recent({ cookie: cookies.ty_tid });
    expect(event).toMatchObject({
      eventType: 'reset-password',
      locale: 'de-at',
      userId: null,
      properties: { email: 'anna@example.at', locale: 'de-at' },
    });
  });

  it('names the signed-in customer and the address given with the event', async () => {
    const tracking = simulator();
    const cookies = { ...CONSENTED, ty_tid: 'tid-update-000000001' };
    await serverTrackingFor(
      { tracking, log: () => {} },
      cookies,
      'pl-pl',
      'customer-42',
    )({ event: 'customer-update', user_id: 'customer-42' }, { email: 'jan@example.pl' });
    expect(await tracking.recent({ cookie: cookies.ty_tid })).toEqual([
      expect.objectContaining({
        eventType: 'customer-update',
        userId: 'customer-42',
        email: 'jan@example.pl',
      }),
    ]);
  });

  it('sends nothing without consent to statistics or without a tracking id', async () => {
    const tracking = simulator();
    const event = { event: 'newsletter-doi', email: 'eva@example.de' } as const;
    const noConsent = { ty_consent: 'marketing', ty_tid: 'tid-noconsent-00001' };
    await serverTrackingFor({ tracking, log: () => {} }, noConsent, 'de-de', null)(event);
    await serverTrackingFor({ tracking, log: () => {} }, { ty_consent: 'statistics' }, 'de-de', null)(event);
    const tooShort = { ty_consent: 'statistics', ty_tid: 'short' };
    await serverTrackingFor({ tracking, log: () => {} }, tooShort, 'de-de', null)(event);
    expect(await tracking.recent({ cookie: noConsent.ty_tid })).toEqual([]);
    expect(await tracking.recent({ cookie: 'short' })).toEqual([]);
    expect(
      (await tracking.recent({ eventType: 'newsletter-doi' })).filter(
        (row) => row.email === 'eva@example.de',
      ),
    ).toEqual([]);
  });

  it('logs a malformed event or a failing service and resolves all the same', async () => {
    const lines: string[] = [];
    const failing = {
      name: 'simulator' as const,
      track: async () => {
        throw new TrackingServiceError('vendor down');
      },
    };
    const cookies = { ...CONSENTED, ty_tid: 'tid-failing-00000001' };
    await serverTrackingFor(
      { tracking: failing, log: (line) => lines.push(line) },
      cookies,
      'de-de',
      null,
    )({
      event: 'newsletter-doi',
      email: 'eva@example.de',
    });
    await serverTrackingFor(
      { tracking: simulator(), log: (line) => lines.push(line) },
      cookies,
      'xx-yy',
      null,
    )({
      event: 'newsletter-doi',
      email: 'not an address',
    });
    expect(lines).toEqual([
      expect.stringContaining('tracking newsletter-doi not recorded: vendor down'),
      expect.stringMatching(/tracking newsletter-doi not sent: .+/),
    ]);
  });

  it('newsletter-doi goes out with a confirmation mail, not for an address already subscribed', async () => {
    const tracking = simulator();
    const cookies = { ...CONSENTED, ty_tid: 'tid-doi-00000000001' };
    const answers: Record<string, NewsletterSignUp> = {
      'new@example.de': 'pending',
      'old@example.de': 'confirmed',
      'bad@localhost': 'invalid-email',
    };
    const newsletter: StorefrontNewsletter = { subscribe: async ({ email }) => answers[email]! };
    const tracked = withDoiTracking(
      newsletter,
      serverTrackingFor({ tracking, log: () => {} }, cookies, 'de-de', null),
    )!;
    for (const email of Object.keys(answers)) {
      expect(await tracked.subscribe({ email, source: 'footer' })).toBe(answers[email]);
    }
    expect((await tracking.recent({ cookie: cookies.ty_tid })).map((row) => row.properties)).toEqual([
      { email: 'new@example.de' },
    ]);
  });
});
