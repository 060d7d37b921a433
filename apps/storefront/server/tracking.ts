/**
 * The tracking service's calls (001 §7 "Tracking service"): the browser posts
 * `/api/tracking/<event>` with the event's fields and the page locale; the server adds the visitor's
 * tracking cookie and, when signed in, the customer id, checks everything against the port's
 * schemas and hands it to the tracking service (Bloomreach or the simulator). Only with the
 * visitor's consent to statistics (decision 243): without it nothing is recorded and no tracking
 * cookie is set.
 */
import { randomUUID } from 'node:crypto';
import {
  isSameOriginRequest,
  RATE_LIMITED_MESSAGE,
  RATE_LIMITED_MESSAGE_KEY,
  type RateLimiter,
} from '@toolyard/commerce';
import {
  TRACKING_EVENT_SCHEMAS,
  type TrackingEventName,
  type TrackingService,
  trackingContextSchema,
  trackingEventSchema,
} from '@toolyard/integrations';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, parseConsent } from '../app/consent/consent.ts';
import { parseCookies } from '../app/store/cookies.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';

export const TRACKING_PATH_PREFIX = '/api/tracking/';
/** The visitor's tracking id (the spec's "cookie"), set with the first event after consent. */
export const TRACKING_ID_COOKIE = 'ty_tid';
/** An event is a few hundred bytes; anything far larger is not one. */
const MAX_BODY_BYTES = 4096;
const TRACKING_ID = /^[A-Za-z0-9-]{16,64}$/;

const answer = (status: number, code: string, message: string, headers: HeadersInit = {}) =>
  Response.json(
    { error: { code, message } },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );

export interface TrackingHandlerOptions {
  tracking: TrackingService;
  rateLimiter: RateLimiter;
  storeOf: (request: Request) => ResolvedStore;
  customerIdOf: (cookies: Readonly<Record<string, string>>, store: ResolvedStore) => Promise<string | null>;
  log: (line: string) => void;
}

async function readBody(request: Request): Promise<unknown | Response> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES)
    return answer(413, 'payload-too-large', `The body may have at most ${MAX_BODY_BYTES} bytes`);
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) {
    return answer(413, 'payload-too-large', `The body may have at most ${MAX_BODY_BYTES} bytes`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return answer(400, 'invalid-json', 'The body must be a JSON object');
  }
}

export function createTrackingHandler(options: TrackingHandlerOptions) {
  return async function handle(request: Request, clientIp: string | null): Promise<Response> {
    const url = new URL(request.url);
    const name = url.pathname.slice(TRACKING_PATH_PREFIX.length);
    if (!Object.hasOwn(TRACKING_EVENT_SCHEMAS, name)) {
      return answer(404, 'unknown-event', `No tracking event "${name}"`);
    }
    if (request.method !== 'POST') return answer(405, 'method-not-allowed', 'Use POST', { allow: 'POST' });
    const host = request.headers.get('host') ?? url.host;
    if (!isSameOriginRequest(request.headers, host)) {
      return answer(403, 'cross_origin_request', 'Requests from other sites are not accepted');
    }
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
      return answer(415, 'unsupported_media_type', 'Content-Type must be application/json');
    }
    const cookies = parseCookies(request.headers.get('cookie'));
    if (!parseConsent(cookies[CONSENT_COOKIE])?.statistics) {
      return answer(403, 'no-consent', 'Tracking needs the visitor’s consent to statistics cookies');
    }
    const limit = await options.rateLimiter.consume('tracking-ip', `ip:${clientIp ?? 'unknown'}`);
    if (!limit.ok) {
      return Response.json(
        {
          error: {
            code: 'too_many_requests',
            message: RATE_LIMITED_MESSAGE,
            messageKey: RATE_LIMITED_MESSAGE_KEY,
          },
        },
        {
          status: 429,
          headers: { 'retry-after': String(limit.retryAfterSeconds), 'cache-control': 'no-store' },
        },
      );
    }
    const body = await readBody(request);
    if (body instanceof Response) return body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) {
      return answer(400, 'invalid-input', 'The body must be a JSON object');
    }
    const { locale, ...fields } = body as Record<string, unknown>;
    const store = options.storeOf(request);
    // The page locale is the context's; an event with a locale of its own (reset-password) gets it too.
    const ownLocale = Object.hasOwn(TRACKING_EVENT_SCHEMAS[name as TrackingEventName].shape, 'locale');
    const event = trackingEventSchema.safeParse({
      ...fields,
      ...(ownLocale ? { locale } : {}),
      event: name as TrackingEventName,
    });
    const known = cookies[TRACKING_ID_COOKIE];
    const trackingId = known && TRACKING_ID.test(known) ? known : randomUUID();
    const customerId = await options.customerIdOf(cookies, store);
    const context = trackingContextSchema.safeParse({
      locale,
      cookie: trackingId,
      ...(customerId ? { userId: customerId } : {}),
    });
    const issues = [...(event.error?.issues ?? []), ...(context.error?.issues ?? [])];
    if (!event.success || !context.success) {
      return answer(
        400,
        'invalid-input',
        issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
      );
    }
    // "locale always" (001 §7), and one of this store's: a page of another store does not post here.
    const country = context.data.locale.split('-')[1]?.toUpperCase();
    if (country !== store.country) {
      return answer(400, 'invalid-input', `locale: must be a locale of this store (${store.country})`);
    }
    try {
      await options.tracking.track(context.data, event.data);
    } catch (error) {
      options.log(
        `warn: tracking ${name} not recorded: ${error instanceof Error ? error.message : String(error)}`,
      );
      return answer(503, 'tracking-unavailable', 'The event could not be recorded now');
    }
    const headers = new Headers({ 'cache-control': 'no-store' });
    if (known !== trackingId) {
      const secure = (request.headers.get('origin') ?? request.url).startsWith('https:');
      headers.append(
        'set-cookie',
        `${TRACKING_ID_COOKIE}=${trackingId}; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
      );
    }
    return Response.json({ data: { recorded: name } }, { status: 202, headers });
  };
}
