/**
 * The tracking schemas as the JSON API applies them: each spec event with exactly its fields, the
 * spec's rules (8-digit sku, known checkout step, gdpr_phone without whitespace) and the bounds
 * that keep a request small whatever a client posts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  TRACKING_EVENT_NAMES,
  TRACKING_EVENT_SCHEMAS,
  TRACKING_LIMITS,
  trackingContextSchema,
  trackingEventSchema,
} from './tracking.port.ts';

/** Every event with every spec field filled. */
const FULL_EVENTS = {
  'view-item': { event: 'view-item', sku: '10010042' },
  'view-category': {
    event: 'view-category',
    slug: 'power-tools/cordless-drills',
    additional_props: { page: 2, sort: 'price-up', filtered: true, campaign: null },
  },
  'cart-update': {
    event: 'cart-update',
    action: 'add',
    cart_id: '5f0c6a1e-8d7b-4c1f-9a53-0e8d2b7c4a11',
    sku: '10010042',
    recommendation_id: 'similar-products',
  },
  'customer-update': { event: 'customer-update', user_id: '9d1c0a52-2f7e-4f0b-8a61-3c5e7d9b1f20' },
  consent: {
    event: 'consent',
    consents: { newsletter: true, personalisation: false },
    gdpr_phone: '+49 170 1234567',
    email_token: 'tok_8f3a2c',
    additional_props: { source: 'footer' },
  },
  'customer-consent': {
    event: 'customer-consent',
    newsletter: true,
    sms: false,
    phone: '+49 170 1234567',
    soft_newsletter: true,
    soft_phone: false,
    soft_sms: false,
    email_token: 'tok_8f3a2c',
  },
  'newsletter-doi': { event: 'newsletter-doi', email: 'erika@example.com' },
  checkout: { event: 'checkout', cart_id: '5f0c6a1e-8d7b-4c1f-9a53-0e8d2b7c4a11', step: 3 },
  recommendation: {
    event: 'recommendation',
    path: '/de-de/akkubohrschrauber-10010042',
    recommendation_id: 'cart-recommendation',
    recommendation_name: 'Passt dazu',
    action: 'click',
  },
  'reset-password': { event: 'reset-password', email: 'erika@example.com', locale: 'de-AT' },
} as const;

const rejects = (input: unknown) => expect(trackingEventSchema.safeParse(input).success).toBe(false);

describe('tracking events', () => {
  it('covers the spec’s ten events', () => {
    expect([...TRACKING_EVENT_NAMES].sort()).toEqual(Object.keys(FULL_EVENTS).sort());
  });

  it.each(Object.entries(FULL_EVENTS))('%s accepts its spec fields', (name, input) => {
    const parsed = trackingEventSchema.parse(input);
    expect(parsed.event).toBe(name);
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(input).sort());
    expect(TRACKING_EVENT_SCHEMAS[name as keyof typeof FULL_EVENTS].safeParse(input).success).toBe(true);
  });

  it.each(Object.entries(FULL_EVENTS))('%s refuses a field the spec does not name', (_name, input) => {
    rejects({ ...input, extra: 'x' });
  });

  it('refuses an unknown event and a missing discriminator', () => {
    rejects({ event: 'purchase', sku: '10010042' });
    rejects({ sku: '10010042' });
  });

  it('normalises gdpr_phone and the reset mail’s locale, and leaves other values as sent', () => {
    const consent = trackingEventSchema.parse(FULL_EVENTS.consent);
    expect(consent.event === 'consent' && consent.gdpr_phone).toBe('+491701234567');
    const reset = trackingEventSchema.parse(FULL_EVENTS['reset-password']);
    expect(reset.event === 'reset-password' && reset.locale).toBe('de-at');
  });

  it('needs only the fields the spec cannot do without', () => {
    for (const minimal of [
      { event: 'view-category', slug: 'drills' },
      { event: 'cart-update', action: 'remove', cart_id: 'c1', sku: '10010042' },
      { event: 'consent', consents: { newsletter: false } },
      { event: 'customer-consent', newsletter: false, sms: false },
    ]) {
      expect(trackingEventSchema.safeParse(minimal).success).toBe(true);
    }
  });
});

describe('validation rules', () => {
  it.each(['EX10000091', '1001004', '100100421', ' 10010042', '1001004a', ''])(
    'sku %j is not an 8-digit product number',
    (sku) => {
      rejects({ event: 'view-item', sku });
      rejects({ ...FULL_EVENTS['cart-update'], sku });
    },
  );

  it('any 8 digits are a product number, anything else is not', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (sku) => {
        expect(trackingEventSchema.safeParse({ event: 'view-item', sku }).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }).filter((text) => !/^\d{8}$/.test(text)),
        (sku) => {
          rejects({ event: 'view-item', sku });
        },
      ),
    );
  });

  it.each([0, 6, 2.5, -1, '3', null])('checkout step %j is not a known step', (step) => {
    rejects({ ...FULL_EVENTS.checkout, step });
  });

  it('checkout steps 1–5 are sent, and only with a cart', () => {
    for (const step of [1, 2, 3, 4, 5]) {
      expect(trackingEventSchema.safeParse({ ...FULL_EVENTS.checkout, step }).success).toBe(true);
    }
    rejects({ event: 'checkout', step: 2 });
    rejects({ ...FULL_EVENTS.checkout, cart_id: '' });
    rejects({ ...FULL_EVENTS.checkout, cart_id: 'null' });
  });

  it('gdpr_phone loses every kind of whitespace and nothing else', () => {
    const gap = fc.constantFrom('', ' ', '  ', '\t', '\u00a0', '\n');
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 9 }), gap), { minLength: 8, maxLength: 15 }),
        (plus, digits) => {
          const typed = `${plus ? '+' : ''}${digits.map(([digit, space]) => `${digit}${space}`).join('')}`;
          const parsed = trackingEventSchema.parse({
            event: 'consent',
            consents: { sms: true },
            gdpr_phone: typed,
          });
          const expected = `${plus ? '+' : ''}${digits.map(([digit]) => digit).join('')}`;
          expect(parsed.event === 'consent' && parsed.gdpr_phone).toBe(expected);
        },
      ),
    );
    rejects({ ...FULL_EVENTS.consent, gdpr_phone: '+49 170 12' });
    rejects({ ...FULL_EVENTS.consent, gdpr_phone: '0170-1234567' });
  });

  it('the customer phone follows the form rule (single spaces, at least 8 digits)', () => {
    rejects({ ...FULL_EVENTS['customer-consent'], phone: '+49  170 1234567' });
    rejects({ ...FULL_EVENTS['customer-consent'], phone: '1234567' });
  });

  it('refuses strings past their bound', () => {
    const long = (length: number) => 'a'.repeat(length);
    rejects({ event: 'view-category', slug: long(TRACKING_LIMITS.text + 1) });
    rejects({ ...FULL_EVENTS.recommendation, path: `/${long(TRACKING_LIMITS.path)}` });
    rejects({ ...FULL_EVENTS.recommendation, recommendation_name: long(TRACKING_LIMITS.text + 1) });
    rejects({ ...FULL_EVENTS['cart-update'], cart_id: long(TRACKING_LIMITS.id + 1) });
    rejects({ event: 'newsletter-doi', email: `${long(250)}@example.com` });
    rejects({
      event: 'view-category',
      slug: 'x',
      additional_props: { note: long(TRACKING_LIMITS.text + 1) },
    });
    const tooMany = Object.fromEntries(
      Array.from({ length: TRACKING_LIMITS.propsEntries + 1 }, (_, i) => [`k${i}`, i]),
    );
    rejects({ event: 'view-category', slug: 'x', additional_props: tooMany });
    rejects({ event: 'view-category', slug: 'x', additional_props: { nested: { deep: 1 } } });
    rejects({ event: 'view-category', slug: 'x', additional_props: { 'bad key': 1 } });
    rejects({ event: 'consent', consents: {} });
  });

  it('whatever JSON a client posts, an accepted event stays a few kilobytes', () => {
    const field = fc.oneof(fc.string({ maxLength: 3000 }), fc.integer(), fc.boolean(), fc.jsonValue());
    fc.assert(
      fc.property(
        fc.constantFrom(...TRACKING_EVENT_NAMES),
        fc.dictionary(fc.string({ maxLength: 30 }), field, { maxKeys: 12 }),
        (name, fields) => {
          const result = trackingEventSchema.safeParse({ ...FULL_EVENTS[name], ...fields, event: name });
          if (result.success) expect(JSON.stringify(result.data).length).toBeLessThan(16_000);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('tracking context', () => {
  const CONTEXT = {
    locale: 'de-AT',
    cookie: '382d4221-3441-44b7-a676-3eb5f515157f',
    email: 'erika@example.com',
    userId: '9d1c0a52-2f7e-4f0b-8a61-3c5e7d9b1f20',
  };

  it('always has a locale and a cookie; e-mail and user id when known', () => {
    expect(trackingContextSchema.parse(CONTEXT)).toEqual({ ...CONTEXT, locale: 'de-at' });
    expect(trackingContextSchema.parse({ locale: 'fr_CH', cookie: 'abc123' })).toEqual({
      locale: 'fr-ch',
      cookie: 'abc123',
    });
    expect(trackingContextSchema.safeParse({ cookie: 'abc123' }).success).toBe(false);
    expect(trackingContextSchema.safeParse({ locale: 'de-at' }).success).toBe(false);
  });

  it.each([
    ['locale', 'en-us'],
    ['locale', 'xx'],
    ['cookie', 'null'],
    ['cookie', 'undefined'],
    ['cookie', '-'],
    ['cookie', 'a b'],
    ['cookie', 'c'.repeat(TRACKING_LIMITS.id + 1)],
    ['email', 'not-an-address'],
    ['userId', ''],
  ])('refuses %s %j', (key, value) => {
    expect(trackingContextSchema.safeParse({ ...CONTEXT, [key]: value }).success).toBe(false);
  });

  it('refuses keys beyond the tracker state', () => {
    expect(trackingContextSchema.safeParse({ ...CONTEXT, cartId: 'c1' }).success).toBe(false);
  });
});
