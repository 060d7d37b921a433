/**
 * The tracking service behind one port (spec 001 §7 "Tracking service": JSON body, locale always,
 * cookie, e-mail and user_id when known). Ten events, each with exactly the spec's fields; the
 * JSON API parses a request with these schemas before anything reaches a vendor, so every string
 * is bounded and the rules below hold for every adapter.
 *
 * The context is the spec's tracker state (000 §3: email, userId, cartId, locale) minus the cart,
 * which travels inside the events that need it. E-mail and user id come from the server's session,
 * never from the request body: a visitor must not be able to file events under someone else. For
 * the same reason the events that name a customer, an address or a token (customer-update,
 * customer-consent, newsletter-doi, reset-password) are for server-side callers only.
 */
import {
  CHECKOUT_STEPS,
  isValidEmail,
  isValidPhoneNumber,
  localeCode,
  PRODUCT_NUMBER_PATTERN,
  parseLocale,
} from '@toolyard/domain';
import { z } from 'zod';

/** Bounds that keep one event far below Bloomreach's 16 kB per property and 800 kB per event. */
export const TRACKING_LIMITS = {
  id: 128,
  text: 256,
  path: 2048,
  /** RFC 5321: the longest address a mail server accepts. */
  email: 254,
  propsKey: 64,
  propsEntries: 20,
  consentCategories: 10,
} as const;

/** Bloomreach ignores an id without a letter or digit, and the literal words null and undefined. */
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:@-]*$/;
const MEANINGLESS_IDS = new Set(['null', 'undefined']);
/** Keys a vendor can use as attribute names; a leading letter also keeps out `__proto__`. */
const KEY_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${TRACKING_LIMITS.propsKey - 1}}$`);
/** Control characters would end up in vendor dashboards and CSV exports. */
const CONTROL_CHARACTER = /\p{Cc}/u;

const identifier = z
  .string()
  .max(TRACKING_LIMITS.id)
  .regex(ID_PATTERN, 'must be an id of letters, digits and . _ : @ -')
  .refine((id) => !MEANINGLESS_IDS.has(id.toLowerCase()), 'must be a real id');

const text = z
  .string()
  .trim()
  .min(1)
  .max(TRACKING_LIMITS.text)
  .refine((value) => !CONTROL_CHARACTER.test(value), 'must not contain control characters');

/** A short word from a fixed vocabulary the caller owns (cart action, recommendation action). */
const token = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z0-9_-]*$/, 'must be a lower-case word');

/** The shop's one e-mail rule (the domain's), as the forms and the JSON API apply it. */
const email = z
  .string()
  .max(TRACKING_LIMITS.email)
  .refine((value) => value === value.trim() && isValidEmail(value), 'Invalid email address');

/** The 8-digit product number (spec 000 §2: product slugs end in it; 001 §5 forms ask for it). */
const sku = z.string().regex(PRODUCT_NUMBER_PATTERN, 'must be the 8-digit product number');

/** One of the shop's 28 locale variants, in the shop's own form ("de-at"), whatever the case. */
const locale = z
  .string()
  .max(16)
  .transform((value, ctx) => {
    const parts = parseLocale(value);
    if (parts) return localeCode(parts.language, parts.country);
    ctx.addIssue({ code: 'custom', message: 'must be one of the shop’s locales' });
    return z.NEVER;
  });

const checkoutStep = z.literal(Object.values(CHECKOUT_STEPS), {
  error: 'must be a known checkout step (1–5)',
});

/** The spec's phone rule (001 §5: optional +, at least 8 digits, single spaces). */
const phone = z.string().max(32).refine(isValidPhoneNumber, 'must be a phone number');

/** "gdpr_phone (whitespace removed)": spaces, tabs and non-breaking spaces alike. */
const gdprPhone = z
  .string()
  .max(64)
  .transform((value) => value.replace(/\s+/gu, ''))
  .pipe(z.string().regex(/^\+?\d{8,20}$/, 'must be a phone number'));

/** Free key/value pairs the spec leaves open; flat and scalar so no one can nest megabytes. */
const additionalProps = z
  .record(
    z.string().regex(KEY_PATTERN, 'must be a word key'),
    z.union([z.string().max(TRACKING_LIMITS.text), z.number().finite(), z.boolean(), z.null()]),
  )
  .refine(
    (props) => Object.keys(props).length <= TRACKING_LIMITS.propsEntries,
    `at most ${TRACKING_LIMITS.propsEntries} entries`,
  );

/** Consent category id → granted (true) or withdrawn (false). */
const consents = z
  .record(z.string().regex(KEY_PATTERN, 'must be a consent category id'), z.boolean())
  .refine((map) => {
    const count = Object.keys(map).length;
    return count >= 1 && count <= TRACKING_LIMITS.consentCategories;
  }, `between 1 and ${TRACKING_LIMITS.consentCategories} categories`);

/** A path inside the shop, e.g. the page a recommendation was shown on. */
const shopPath = z
  .string()
  .max(TRACKING_LIMITS.path)
  .regex(/^\/[^\s]*$/, 'must be a path starting with /');

const viewItem = z.strictObject({ event: z.literal('view-item'), sku });
const viewCategory = z.strictObject({
  event: z.literal('view-category'),
  slug: text,
  additional_props: additionalProps.optional(),
});
const cartUpdate = z.strictObject({
  event: z.literal('cart-update'),
  action: token,
  cart_id: identifier,
  sku,
  /** Only when the product was added from a recommendation. */
  recommendation_id: identifier.optional(),
});
const customerUpdate = z.strictObject({ event: z.literal('customer-update'), user_id: identifier });
const consent = z.strictObject({
  event: z.literal('consent'),
  consents,
  gdpr_phone: gdprPhone.optional(),
  email_token: identifier.optional(),
  additional_props: additionalProps.optional(),
});
const customerConsent = z.strictObject({
  event: z.literal('customer-consent'),
  newsletter: z.boolean(),
  sms: z.boolean(),
  phone: phone.optional(),
  soft_newsletter: z.boolean().optional(),
  soft_phone: z.boolean().optional(),
  soft_sms: z.boolean().optional(),
  email_token: identifier.optional(),
});
const newsletterDoi = z.strictObject({ event: z.literal('newsletter-doi'), email });
/** 000 §4: "sent only if a cart exists and the step is known". */
const checkout = z.strictObject({ event: z.literal('checkout'), cart_id: identifier, step: checkoutStep });
const recommendation = z.strictObject({
  event: z.literal('recommendation'),
  path: shopPath,
  recommendation_id: identifier,
  recommendation_name: text,
  action: token,
});
/** The reset mail's own address and language: the shopper is usually not signed in. */
const resetPassword = z.strictObject({ event: z.literal('reset-password'), email, locale });

/** The spec's ten events, keyed by the name that is also the path of the spec's POST. */
export const TRACKING_EVENT_SCHEMAS = {
  'view-item': viewItem,
  'view-category': viewCategory,
  'cart-update': cartUpdate,
  'customer-update': customerUpdate,
  consent,
  'customer-consent': customerConsent,
  'newsletter-doi': newsletterDoi,
  checkout,
  recommendation,
  'reset-password': resetPassword,
} as const;

export type TrackingEventName = keyof typeof TRACKING_EVENT_SCHEMAS;
export const TRACKING_EVENT_NAMES = Object.keys(TRACKING_EVENT_SCHEMAS) as TrackingEventName[];

/**
 * Branded: a service only takes an event that went through this schema, so a caller cannot skip
 * the bounds or the gdpr_phone normalisation by building the object by hand.
 */
export const trackingEventSchema = z
  .discriminatedUnion('event', [
    viewItem,
    viewCategory,
    cartUpdate,
    customerUpdate,
    consent,
    customerConsent,
    newsletterDoi,
    checkout,
    recommendation,
    resetPassword,
  ])
  .brand<'TrackingEvent'>();

export const trackingContextSchema = z
  .strictObject({
    locale,
    /** The visitor's tracking cookie id: every event has one, signed in or not. */
    cookie: identifier,
    email: email.optional(),
    /** The signed-in customer's id. */
    userId: identifier.optional(),
  })
  .brand<'TrackingContext'>();

export type TrackingEvent = z.output<typeof trackingEventSchema>;
export type TrackingEventInput = z.input<typeof trackingEventSchema>;
export type TrackingContext = z.output<typeof trackingContextSchema>;
export type TrackingContextInput = z.input<typeof trackingContextSchema>;
/** The spec's fields of an event, without the discriminator: what a vendor stores as properties. */
export function trackingEventFields(event: TrackingEvent): Record<string, unknown> {
  const { event: _name, ...fields } = event;
  return fields;
}

export type TrackingServiceName = 'simulator' | 'bloomreach';

export interface TrackingService {
  readonly name: TrackingServiceName;
  /** Resolves once the event is stored or accepted; rejects with TrackingServiceError otherwise. */
  track(context: TrackingContext, event: TrackingEvent): Promise<void>;
}

/** The event was not recorded: network, timeout, refusal by the vendor, or the store failing. */
export class TrackingServiceError extends Error {
  constructor(
    message: string,
    /** The vendor's HTTP status; null when no answer came. */
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'TrackingServiceError';
  }
}
