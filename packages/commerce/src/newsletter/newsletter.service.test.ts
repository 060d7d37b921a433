import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { newsletterSubscriptions } from '../db/schema/newsletter.ts';
import { createNewsletterService, type NewsletterService } from './newsletter.service.ts';

let database: TestDatabase;
let newsletter: NewsletterService;

beforeAll(async () => {
  database = await createTestDatabase({ max: 4 });
  newsletter = createNewsletterService(database.db);
});
afterAll(() => database.destroy());

const rowsOf = (email: string) =>
  database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.emailLower, email.toLowerCase()));
const at = (iso: string) => new Date(iso);

describe('newsletter subscriptions (real PostgreSQL)', () => {
  test('refuses addresses the domain validator refuses, storing nothing', async () => {
    for (const email of ['', 'no-at-sign', 'a@b', 'two@@example.com', 'sp ace@example.com']) {
      expect(
        await newsletter.subscribe({ email, storeKey: 'store-de', locale: 'de-de', source: 'footer' }),
      ).toEqual({ ok: false, error: 'invalid-email' });
    }
    expect(await database.db.select().from(newsletterSubscriptions)).toEqual([]);
  });

  test('a sign-up is pending with consent time, locale and source; the confirmation link confirms it', async () => {
    const result = await newsletter.subscribe({
      email: ' Jana.Novak@Example.com ',
      storeKey: 'store-be',
      locale: 'nl-be',
      source: 'footer',
      now: at('2026-03-01T10:00:00Z'),
    });
    expect(result).toMatchObject({ ok: true, status: 'pending' });
    const token = result.ok ? result.confirmToken : null;
    expect(token).toMatch(/^[A-Za-z0-9_-]{30,}$/);
    const [row] = await rowsOf('jana.novak@example.com');
    expect(row).toMatchObject({
      email: 'Jana.Novak@Example.com',
      storeKey: 'store-be',
      locale: 'nl-be',
      status: 'pending',
      source: 'footer',
      consentRequestedAt: at('2026-03-01T10:00:00Z'),
      consentConfirmedAt: null,
    });
    expect(row?.confirmTokenHash).not.toContain(token ?? '-');

    const confirmed = await newsletter.confirm({ token: token ?? '', now: at('2026-03-01T10:05:00Z') });
    expect(confirmed).toEqual({
      ok: true,
      status: 'confirmed',
      email: 'Jana.Novak@Example.com',
      storeKey: 'store-be',
      locale: 'nl-be',
      alreadyConfirmed: false,
    });
    expect((await rowsOf('jana.novak@example.com'))[0]).toMatchObject({
      status: 'confirmed',
      consentConfirmedAt: at('2026-03-01T10:05:00Z'),
    });
    // Following the link again is harmless.
    expect(await newsletter.confirm({ token: token ?? '' })).toMatchObject({
      ok: true,
      alreadyConfirmed: true,
    });
    expect(await newsletter.statusOf('store-be', 'JANA.NOVAK@example.com')).toBe('confirmed');
  });

  test('is idempotent: one row per store and address, confirmed stays confirmed without a new mail', async () => {
    const input = { email: 'repeat@example.com', storeKey: 'store-de', locale: 'de-de', source: 'footer' };
    const first = await newsletter.subscribe(input);
    const second = await newsletter.subscribe({ ...input, email: 'REPEAT@example.com', source: 'cms-block' });
    expect(second).toMatchObject({ ok: true, status: 'pending' });
    expect(await rowsOf('repeat@example.com')).toHaveLength(1);
    // The newest mail's link works, the earlier one no longer does.
    const firstToken = first.ok ? (first.confirmToken ?? '') : '';
    const secondToken = second.ok ? (second.confirmToken ?? '') : '';
    expect(await newsletter.confirm({ token: firstToken })).toEqual({ ok: false, error: 'invalid-token' });
    expect(await newsletter.confirm({ token: secondToken })).toMatchObject({ ok: true });
    expect(await newsletter.subscribe(input)).toEqual({ ok: true, status: 'confirmed', confirmToken: null });
    expect(await rowsOf('repeat@example.com')).toHaveLength(1);
    // Another store is another subscription.
    await newsletter.subscribe({ ...input, storeKey: 'store-at', locale: 'de-at' });
    expect(await rowsOf('repeat@example.com')).toHaveLength(2);
  });

  test('concurrent sign-ups of the same address keep one row', async () => {
    const input = { email: 'race@example.com', storeKey: 'store-pl', locale: 'pl-pl', source: 'footer' };
    const results = await Promise.all(Array.from({ length: 8 }, () => newsletter.subscribe(input)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await rowsOf('race@example.com')).toHaveLength(1);
  });

  test('unknown or malformed tokens confirm nothing', async () => {
    for (const token of ['', 'short', 'x'.repeat(40), '../../etc/passwd-aaaaaaaaaaaaaaaaaaaa'])
      expect(await newsletter.confirm({ token })).toEqual({ ok: false, error: 'invalid-token' });
  });

  test('unsubscribe ends a confirmed subscription; the old link no longer confirms; a new sign-up asks again', async () => {
    const input = { email: 'quit@example.com', storeKey: 'store-de', locale: 'de-de', source: 'account' };
    const first = await newsletter.subscribe(input);
    if (!first.ok || !first.confirmToken) throw new Error('expected a token');
    await newsletter.confirm({ token: first.confirmToken });
    expect(await newsletter.statusOf('store-de', 'Quit@example.com')).toBe('confirmed');
    await newsletter.unsubscribe({ storeKey: 'store-de', email: 'QUIT@example.com' });
    expect(await newsletter.statusOf('store-de', 'quit@example.com')).toBe('unsubscribed');
    expect(await newsletter.confirm({ token: first.confirmToken })).toEqual({
      ok: false,
      error: 'invalid-token',
    });
    const again = await newsletter.subscribe(input);
    expect(again).toMatchObject({ ok: true, status: 'pending', confirmToken: expect.any(String) });
  });
});
