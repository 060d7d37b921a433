/**
 * Bloomreach Tracking API contract against a fake at the network layer: the path, the Basic
 * credentials, the body as Bloomreach documents it, and every way an event can fail to arrive.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeVendor,
  type RecordedRequest,
  startFakeVendor,
} from '../testing/fake-vendor.ts';
import { createBloomreachTracking } from './bloomreach.adapter.ts';
import {
  type TrackingContextInput,
  type TrackingEventInput,
  TrackingServiceError,
  trackingContextSchema,
  trackingEventSchema,
} from './tracking.port.ts';

const KEY_ID = 'k3yid0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijkl';
const SECRET = 's3cr3t0123456789abcdefghijklmnopqrstuvwxyz0123456789abcdefghijk';
/** base64("<KEY_ID>:<SECRET>"), computed once outside the code under test. */
const AUTHORIZATION =
  'Basic azN5aWQwMTIzNDU2Nzg5YWJjZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXowMTIzNDU2Nzg5YWJjZGVmZ2hpamtsOnMzY3IzdDAxMjM0NTY3ODlhYmNkZWZnaGlqa2xtbm9wcXJzdHV2d3h5ejAxMjM0NTY3ODlhYmNkZWZnaGlqaw==';
const PROJECT = '8a7b6c5d-1234-4e5f-9a8b-0c1d2e3f4a5b';
const AT = new Date('2026-11-23T18:40:12.345Z');

let vendor: FakeVendor | null = null;
afterEach(async () => {
  await vendor?.close();
  vendor = null;
});

async function adapterAgainst(answer: (request: RecordedRequest) => FakeAnswer, timeoutMs = 5_000) {
  vendor = await startFakeVendor(answer);
  return createBloomreachTracking({
    baseUrl: `${vendor.baseUrl}/`,
    projectToken: PROJECT,
    apiKeyId: KEY_ID,
    apiSecret: SECRET,
    timeoutMs,
    clock: () => AT,
  });
}

const ACCEPTED: FakeAnswer = { status: 200, body: '{"success":true}' };
const SIGNED_IN: TrackingContextInput = {
  locale: 'de-DE',
  cookie: '382d4221-3441-44b7-a676-3eb5f515157f',
  email: 'erika@example.com',
  userId: 'c-10042',
};
const ANONYMOUS: TrackingContextInput = { locale: 'fr-be', cookie: '382d4221-3441-44b7-a676-3eb5f515157f' };

function track(
  adapter: ReturnType<typeof createBloomreachTracking>,
  context: TrackingContextInput,
  event: TrackingEventInput,
) {
  return adapter.track(trackingContextSchema.parse(context), trackingEventSchema.parse(event));
}

const bodies = () => (vendor?.requests ?? []).map((request) => JSON.parse(request.body));

describe('Bloomreach adapter', () => {
  it('POSTs one event to /track/v2/projects/{token}/customers/events with Basic auth and JSON', async () => {
    const adapter = await adapterAgainst(() => ACCEPTED);
    await track(adapter, SIGNED_IN, {
      event: 'cart-update',
      action: 'add',
      cart_id: 'cart-77',
      sku: '10010042',
      recommendation_id: 'similar-products',
    });

    expect(vendor?.requests).toHaveLength(1);
    const [sent] = vendor?.requests ?? [];
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(`/track/v2/projects/${PROJECT}/customers/events`);
    expect(sent?.headers.authorization).toBe(AUTHORIZATION);
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      customer_ids: { cookie: SIGNED_IN.cookie, registered: 'c-10042' },
      event_type: 'cart_update',
      timestamp: 1795459212.345,
      properties: {
        action: 'add',
        cart_id: 'cart-77',
        sku: '10010042',
        recommendation_id: 'similar-products',
        locale: 'de-de',
        email: 'erika@example.com',
      },
    });
  });

  it('sends an anonymous visitor by cookie only, and the locale always', async () => {
    const adapter = await adapterAgainst(() => ACCEPTED);
    await track(adapter, ANONYMOUS, { event: 'checkout', cart_id: 'cart-77', step: 2 });
    expect(bodies()[0]).toEqual({
      customer_ids: { cookie: ANONYMOUS.cookie },
      event_type: 'checkout',
      timestamp: 1795459212.345,
      properties: { cart_id: 'cart-77', step: 2, locale: 'fr-be' },
    });
  });

  it('identifies the cookie as the customer of customer-update', async () => {
    const adapter = await adapterAgainst(() => ACCEPTED);
    await track(adapter, ANONYMOUS, { event: 'customer-update', user_id: 'c-20001' });
    expect(bodies()[0]).toMatchObject({
      customer_ids: { cookie: ANONYMOUS.cookie, registered: 'c-20001' },
      event_type: 'customer_update',
      properties: { user_id: 'c-20001', locale: 'fr-be' },
    });
  });

  it('keeps the reset mail’s own address and language over the page’s', async () => {
    const adapter = await adapterAgainst(() => ACCEPTED);
    await track(adapter, SIGNED_IN, { event: 'reset-password', email: 'other@example.com', locale: 'de-AT' });
    expect(bodies()[0]).toMatchObject({
      event_type: 'reset_password',
      properties: { email: 'other@example.com', locale: 'de-at' },
    });
  });

  it('sends consent as one valid Bloomreach consent event per category', async () => {
    const adapter = await adapterAgainst(() => ACCEPTED);
    await track(adapter, SIGNED_IN, {
      event: 'consent',
      consents: { newsletter: true, sms: false },
      gdpr_phone: '+49 170 1234567',
      email_token: 'tok_8f3a2c',
    });
    const sent = bodies().sort((a, b) => a.properties.category.localeCompare(b.properties.category));
    expect(sent.map((body) => body.event_type)).toEqual(['consent', 'consent']);
    expect(sent.map((body) => body.properties)).toEqual([
      {
        action: 'accept',
        category: 'newsletter',
        valid_until: 'unlimited',
        gdpr_phone: '+491701234567',
        email_token: 'tok_8f3a2c',
        locale: 'de-de',
        email: 'erika@example.com',
      },
      {
        action: 'reject',
        category: 'sms',
        gdpr_phone: '+491701234567',
        email_token: 'tok_8f3a2c',
        locale: 'de-de',
        email: 'erika@example.com',
      },
    ]);
  });

  it('never sends the shop’s customer-consent form as a Bloomreach consent event', async () => {
    const adapter = await adapterAgainst(() => ACCEPTED);
    await track(adapter, SIGNED_IN, { event: 'customer-consent', newsletter: true, sms: false });
    expect(bodies()[0]).toMatchObject({
      event_type: 'customer_consent',
      properties: { newsletter: true, sms: false },
    });
  });
});

describe('Bloomreach failures', () => {
  async function failure(promise: Promise<unknown>): Promise<TrackingServiceError> {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(TrackingServiceError);
    return error as TrackingServiceError;
  }

  it('a 500 is an error with the status', async () => {
    const adapter = await adapterAgainst(() => ({ status: 500, body: '<html>Internal Server Error</html>' }));
    const error = await failure(track(adapter, ANONYMOUS, { event: 'view-item', sku: '10010042' }));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Bloomreach answered 500');
  });

  it('a 4xx carries Bloomreach’s error texts', async () => {
    const adapter = await adapterAgainst(() => ({
      status: 401,
      body: JSON.stringify({ success: false, errors: ['Access key not found'] }),
    }));
    const error = await failure(track(adapter, ANONYMOUS, { event: 'view-item', sku: '10010042' }));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Bloomreach answered 401: Access key not found');
  });

  it('a 200 with success false is a refusal, not a success', async () => {
    const adapter = await adapterAgainst(() => ({
      status: 200,
      body: JSON.stringify({ success: false, errors: ['Not authorized to add event of specified type'] }),
    }));
    const error = await failure(track(adapter, ANONYMOUS, { event: 'newsletter-doi', email: 'a@b.de' }));
    expect(error.status).toBe(200);
    expect(error.message).toContain('Not authorized to add event of specified type');
  });

  it('no answer within the time limit is an error without a status', async () => {
    const adapter = await adapterAgainst(() => 'hang', 200);
    const started = Date.now();
    const error = await failure(track(adapter, ANONYMOUS, { event: 'view-item', sku: '10010042' }));
    expect(error.status).toBeNull();
    expect(error.message).toBe('Bloomreach did not answer within 200 ms');
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('an unreachable host is an error without a status', async () => {
    vendor = await startFakeVendor(() => ACCEPTED);
    const baseUrl = vendor.baseUrl;
    await vendor.close();
    vendor = null;
    const adapter = createBloomreachTracking({
      baseUrl,
      projectToken: PROJECT,
      apiKeyId: KEY_ID,
      apiSecret: SECRET,
    });
    const error = await failure(track(adapter, ANONYMOUS, { event: 'view-item', sku: '10010042' }));
    expect(error.status).toBeNull();
    expect(error.message).toMatch(/^Bloomreach not reached/);
  });
});
