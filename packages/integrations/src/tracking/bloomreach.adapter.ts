/**
 * Bloomreach Engagement (formerly Exponea) Tracking API: one "add event" call per tracked event.
 *
 * Confirmed against Bloomreach's documentation (documentation.bloomreach.com/engagement, pages
 * "add-event", "technical-information", "tracking-api-error-messages", "tracking-consent",
 * "tracking-api-overview"):
 * - POST {baseUrl}/track/v2/projects/{projectToken}/customers/events, content-type application/json;
 *   base URL https://api.exponea.com or the project's own domain.
 * - Body { customer_ids, event_type, timestamp, properties }: customer_ids holds soft (cookie) and
 *   hard (registered) ids; timestamp is UNIX time in seconds (fractions allowed), never milliseconds.
 * - Private access is HTTP Basic with base64("API Key ID:API Secret").
 * - Failures answer 4xx with { success: false, errors: [...] }, and some answer 200 with
 *   success false ("received but could not be processed; retrying will not help").
 * - An id must contain a letter or digit and must not be "null"/"undefined" (the port enforces it).
 * - A property value must stay under 16 kB and an event under 800 kB (the port's bounds are far lower).
 * - Rate limit: 429 per source IP (default 100 requests/s), data dropped. We do not retry: tracking
 *   is best effort, and a retry storm is what the limit punishes.
 * - A `consent` event needs `action` (accept|reject) and `category`, and `valid_until` when accepting.
 *   An invalid consent event REVOKES the customer's consent, so the spec's consent map is sent as
 *   one valid consent event per category.
 * - view_item, view_category and cart_update are Bloomreach's standard event names.
 * Not confirmed: the other event names (ours, snake_case like the standard ones); that the project
 * identifies customers by `registered` = our customer id (chosen per project in Bloomreach's
 * settings); the exact texts of error bodies beyond the shape above.
 */
import {
  type TrackingContext,
  type TrackingEvent,
  type TrackingEventName,
  type TrackingService,
  TrackingServiceError,
  trackingEventFields,
} from './tracking.port.ts';

export const BLOOMREACH_DEFAULT_BASE_URL = 'https://api.exponea.com';

/** Our event names → Bloomreach event types; Bloomreach's own names where it has one. */
export const BLOOMREACH_EVENT_TYPES: Readonly<Record<TrackingEventName, string>> = {
  'view-item': 'view_item',
  'view-category': 'view_category',
  'cart-update': 'cart_update',
  'customer-update': 'customer_update',
  consent: 'consent',
  // Not `consent`: Bloomreach would read it as an invalid consent event and revoke consent.
  'customer-consent': 'customer_consent',
  'newsletter-doi': 'newsletter_doi',
  checkout: 'checkout',
  recommendation: 'recommendation',
  'reset-password': 'reset_password',
};

export interface BloomreachOptions {
  /** BLOOMREACH_BASE_URL, e.g. https://api.exponea.com or the project's custom API domain. */
  baseUrl: string;
  /** BLOOMREACH_PROJECT_TOKEN: the project's id in the path. */
  projectToken: string;
  /** BLOOMREACH_API_KEY_ID and BLOOMREACH_API_SECRET: a private-access key pair with Events > Set. */
  apiKeyId: string;
  apiSecret: string;
  timeoutMs?: number;
  /** Tests pin the event time. */
  clock?: () => Date;
}

export interface BloomreachEventBody {
  customer_ids: { cookie: string; registered?: string };
  event_type: string;
  /** Seconds since the epoch, with milliseconds as the fraction. */
  timestamp: number;
  properties: Record<string, unknown>;
}

/**
 * The add-event bodies for one tracked event: one, except for `consent`, which becomes one valid
 * Bloomreach consent event per category.
 */
export function bloomreachEventBodies(
  context: TrackingContext,
  event: TrackingEvent,
  at: Date,
): BloomreachEventBody[] {
  // customer-update is the moment the cookie becomes a known customer: its user_id identifies.
  const registered = event.event === 'customer-update' ? event.user_id : context.userId;
  const customerIds = { cookie: context.cookie, ...(registered ? { registered } : {}) };
  const timestamp = at.getTime() / 1000;
  const common = { locale: context.locale, ...(context.email ? { email: context.email } : {}) };
  const body = (eventType: string, properties: Record<string, unknown>): BloomreachEventBody => ({
    customer_ids: customerIds,
    event_type: eventType,
    timestamp,
    // The event's own fields win: reset-password carries the mail's address and language.
    properties: { ...common, ...properties },
  });

  if (event.event === 'consent') {
    const { consents, event: _name, ...rest } = event;
    return Object.entries(consents).map(([category, granted]) =>
      body('consent', {
        ...rest,
        action: granted ? 'accept' : 'reject',
        category,
        // Until withdrawn: the spec gives consents no end date.
        ...(granted ? { valid_until: 'unlimited' } : {}),
      }),
    );
  }
  return [body(BLOOMREACH_EVENT_TYPES[event.event], trackingEventFields(event))];
}

/** The `Authorization` header of Bloomreach's private API access. */
export function bloomreachAuthorization(apiKeyId: string, apiSecret: string): string {
  return `Basic ${Buffer.from(`${apiKeyId}:${apiSecret}`, 'utf8').toString('base64')}`;
}

/** Bloomreach's error texts from a { success: false, errors | message } body; bounded for logs. */
function errorsOf(body: unknown): string {
  const shaped = body as { errors?: unknown; message?: unknown } | null;
  const texts = Array.isArray(shaped?.errors) ? shaped.errors.map(String) : [];
  if (typeof shaped?.message === 'string') texts.push(shaped.message);
  return texts.join('; ').slice(0, 300);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createBloomreachTracking(options: BloomreachOptions): TrackingService {
  const base = options.baseUrl.replace(/\/+$/, '');
  const url = `${base}/track/v2/projects/${encodeURIComponent(options.projectToken)}/customers/events`;
  const authorization = bloomreachAuthorization(options.apiKeyId, options.apiSecret);
  const timeoutMs = options.timeoutMs ?? 5_000;
  const clock = options.clock ?? (() => new Date());

  async function send(body: BloomreachEventBody): Promise<void> {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      throw new TrackingServiceError(
        timedOut
          ? `Bloomreach did not answer within ${timeoutMs} ms`
          : `Bloomreach not reached: ${(error as Error).message}`,
        null,
        { cause: error },
      );
    }
    const answer = parseJson(await response.text()) as { success?: unknown } | undefined;
    if (!response.ok) {
      const detail = errorsOf(answer);
      throw new TrackingServiceError(
        `Bloomreach answered ${response.status}${detail ? `: ${detail}` : ''}`,
        response.status,
      );
    }
    // "HTTP 200 with success = false": received, not stored; retrying will not help.
    if (answer?.success === false) {
      const detail = errorsOf(answer);
      throw new TrackingServiceError(
        `Bloomreach refused the event${detail ? `: ${detail}` : ''}`,
        response.status,
      );
    }
  }

  return {
    name: 'bloomreach',
    async track(context, event) {
      const bodies = bloomreachEventBodies(context, event, clock());
      await Promise.all(bodies.map(send));
    },
  };
}
