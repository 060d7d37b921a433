/**
 * The tracking calls over HTTP, on real PostgreSQL with the simulator: an event is recorded only
 * with the visitor's consent to statistics, under one tracking id per visitor and the signed-in
 * customer's id; bad input is a 4xx that records nothing.
 */
import { createRateLimiter, poolOf } from '@toolyard/commerce';
import { createTrackingSimulator, type TrackingService, TrackingServiceError } from '@toolyard/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import { storeOfCountry } from '../app/store/domain-map.ts';
import { createTrackingHandler, TRACKING_ID_COOKIE } from './tracking.ts';

let database: TestDatabase;
const AT = storeOfCountry('AT');
const SIGNED_IN = 'sess-signed-in';
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

function handlerWith(tracking: TrackingService = createTrackingSimulator(database.db)) {
  return createTrackingHandler({
    tracking,
    rateLimiter: createRateLimiter({ pool: poolOf(database.db) }),
    storeOf: () => AT,
    customerIdOf: async (cookies) => (cookies.session === SIGNED_IN ? 'customer-7' : null),
    log: () => {},
  });
}

let nextIp = 1;
function post(
  event: string,
  body: unknown,
  cookie = 'ty_consent=statistics',
  headers: Record<string, string> = {},
) {
  return handlerWith()(
    new Request(`http://at.localhost:3000/api/tracking/${event}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'at.localhost:3000', cookie, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    `203.0.113.${nextIp++}`,
  );
}

const recorded = async () =>
  (
    await database.pool.query(
      'select event_type, locale, cookie, user_id, properties from tracking_events order by id',
    )
  ).rows;

describe('POST /api/tracking/<event>', () => {
  it('records a product view with the locale, sets the tracking id once and keeps it', async () => {
    const first = await post('view-item', { locale: 'de-AT', sku: '10010583' });
    expect(first.status).toBe(202);
    const setCookie = first.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^ty_tid=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const id = setCookie.split(';')[0]?.split('=')[1] ?? '';
    const again = await post(
      'view-category',
      { locale: 'de-at', slug: 'akku-werkzeuge' },
      `ty_consent=statistics; ${TRACKING_ID_COOKIE}=${id}; session=${SIGNED_IN}`,
    );
    expect(again.status).toBe(202);
    expect(again.headers.get('set-cookie')).toBeNull();
    const rows = await recorded();
    expect(rows.slice(-2)).toEqual([
      expect.objectContaining({
        locale: 'de-at',
        cookie: id,
        user_id: null,
        properties: expect.objectContaining({ sku: '10010583' }),
      }),
      expect.objectContaining({
        cookie: id,
        user_id: 'customer-7',
        properties: expect.objectContaining({ slug: 'akku-werkzeuge' }),
      }),
    ]);
  });

  it('takes no event that names a person from the browser: those are the server’s to send', async () => {
    const before = (await recorded()).length;
    for (const [event, body] of [
      ['customer-update', { locale: 'de-AT', user_id: 'someone-else' }],
      ['reset-password', { locale: 'de-AT', email: 'victim@example.at' }],
      ['newsletter-doi', { locale: 'de-AT', email: 'victim@example.at' }],
    ] as const) {
      expect((await post(event, body)).status, event).toBe(404);
    }
    const token = await post('consent', {
      locale: 'de-AT',
      consents: { statistics: true },
      email_token: 'abc123',
    });
    expect(token.status).toBe(400);
    expect(JSON.stringify(await token.json())).toContain('email_token: not accepted from the browser');
    expect((await recorded()).length).toBe(before);
  });

  it('a withdrawal is recorded under the tracking id it ends, and the id cookie is expired', async () => {
    const id = '0b7a1c7e-1111-4a2b-9c3d-5e6f7a8b9c0d';
    const response = await post(
      'consent',
      { locale: 'de-AT', consents: { statistics: false, marketing: false } },
      `ty_consent=none; ${TRACKING_ID_COOKIE}=${id}`,
    );
    expect(response.status).toBe(202);
    expect(response.headers.get('set-cookie')).toBe('ty_tid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
    expect((await recorded()).at(-1)).toMatchObject({ event_type: 'consent', cookie: id });
    // Never tracked: nothing to record, nothing to end.
    const none = await post(
      'consent',
      { locale: 'de-AT', consents: { statistics: false } },
      'ty_consent=none',
    );
    expect(none.status).toBe(204);
  });

  it('replaces a tracking id that is not ours, and marks the cookie Secure behind https', async () => {
    const response = await post(
      'view-item',
      { locale: 'de-AT', sku: '10010583' },
      `ty_consent=statistics; ${TRACKING_ID_COOKIE}=<script>`,
      {
        'x-forwarded-proto': 'https',
      },
    );
    expect(response.status).toBe(202);
    expect(response.headers.get('set-cookie')).toMatch(/^ty_tid=[0-9a-f-]{36}; .*; Secure$/);
  });

  it('stops reading a body without a declared length at 4 kB', async () => {
    const big = new TextEncoder().encode(
      JSON.stringify({ locale: 'de-AT', sku: '10010583', pad: 'x'.repeat(8000) }),
    );
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < big.length; at += 1000) controller.enqueue(big.slice(at, at + 1000));
        controller.close();
      },
    });
    const response = await handlerWith()(
      new Request('http://at.localhost:3000/api/tracking/view-item', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'ty_consent=statistics' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
      '203.0.113.251',
    );
    expect(response.status).toBe(413);
  });

  it('without consent to statistics nothing is recorded and no cookie is set', async () => {
    const before = (await recorded()).length;
    for (const cookie of ['', 'ty_consent=none', 'ty_consent=marketing']) {
      const response = await post('view-item', { locale: 'de-AT', sku: '10010583' }, cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ error: { code: 'no-consent' } });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await recorded()).length).toBe(before);
  });

  it('answers bad input with a 4xx that names the problem, and records nothing', async () => {
    const before = (await recorded()).length;
    const cases: [string, unknown, number, RegExp][] = [
      ['view-item', { locale: 'de-AT', sku: 'drill' }, 400, /sku: must be the 8-digit product number/],
      ['view-item', { sku: '10010583' }, 400, /locale/],
      [
        'view-item',
        { locale: 'de-DE', sku: '10010583' },
        400,
        /locale: must be a locale of this store \(AT\)/,
      ],
      ['checkout', { locale: 'de-AT', cart_id: 'c1', step: 9 }, 400, /step/],
      ['view-item', { locale: 'de-AT', sku: '10010583', extra: 1 }, 400, /extra|Unrecognized/i],
      ['no-such-event', { locale: 'de-AT' }, 404, /No tracking event/],
      ['view-item', '{not json', 400, /JSON/],
      [
        'view-item',
        JSON.stringify({ locale: 'de-AT', sku: '10010583', pad: 'x'.repeat(5000) }),
        413,
        /at most 4096 bytes/,
      ],
    ];
    for (const [event, body, status, message] of cases) {
      const response = await post(event, body);
      expect(response.status, event).toBe(status);
      expect(JSON.stringify(await response.json()), event).toMatch(message);
    }
    expect((await recorded()).length).toBe(before);
  });

  it('refuses another site’s page and a form post (CSRF)', async () => {
    const crossSite = await post('view-item', { locale: 'de-AT', sku: '10010583' }, 'ty_consent=statistics', {
      'sec-fetch-site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
    const form = await post('view-item', 'sku=10010583', 'ty_consent=statistics', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
  });

  it('a tracking service that fails answers 503 and sets no cookie', async () => {
    const failing: TrackingService = {
      name: 'bloomreach',
      track: async () => {
        throw new TrackingServiceError('vendor down', 500);
      },
    };
    const response = await handlerWith(failing)(
      new Request('http://at.localhost:3000/api/tracking/view-item', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: 'ty_consent=statistics' },
        body: JSON.stringify({ locale: 'de-AT', sku: '10010583' }),
      }),
      '203.0.113.250',
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
