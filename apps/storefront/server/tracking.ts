/**
 * The tracking service's calls (001 §7 "Tracking service") from the browser: `POST
 * /api/tracking/<event>` with the event's fields and the page locale. The server adds the visitor's
 * tracking cookie and, when signed in, the customer id, checks everything against the port's
 * schemas and hands it to the tracking service (Bloomreach or the simulator). Only with the
 * visitor's consent to statistics (decision 243); a withdrawal is recorded and ends the tracking id.
 */
import { randomUUID } from 'node:crypto';
import {
  isSameOriginRequest,
  RATE_LIMITED_MESSAGE,
  RATE_LIMITED_MESSAGE_KEY,
  type RateLimiter,
} from '@toolyard/commerce';
import {
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
export const TRACKING_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/**
 * What a page may send. The other events name a customer, an address or a consent token
 * (customer-update, customer-consent, newsletter-doi, reset-password): taken from a request body,
 * anyone could file them under someone else, so they are the server's to send, never the browser's.
 */
export const BROWSER_EVENTS: ReadonlySet<TrackingEventName> = new Set([
  'view-item',
  'view-category',
  'cart-update',
  'checkout',
  'recommendation',
  'consent',
]);
/** Fields of the consent event that identify a person: not from the browser either. */
const PERSONAL_CONSENT_FIELDS = ['email_token', 'gdpr_phone'];

const answer = (status: number, code: string, message: string, headers: HeadersInit = {}) =>
  Response.json(
    { error: { code, message } },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  );

const tooLarge = () => answer(413, 'payload-too-large', `The body may have at most ${MAX_BODY_BYTES} bytes`);

export interface TrackingHandlerOptions {
  tracking: TrackingService;
  rateLimiter: RateLimiter;
  storeOf: (request: Request) => ResolvedStore;
  customerIdOf: (cookies: Readonly<Record<string, string>>, store: ResolvedStore) => Promise<string | null>;
  log: (line: string) => void;
}

/** The body as JSON, read no further than the limit (a chunked body declares no length). */
async function readBody(request: Request): Promise<unknown | Response> {
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return tooLarge();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader?.cancel();
      return tooLarge();
    }
    chunks.push(read.value);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return answer(400, 'invalid-json', 'The body must be a JSON object');
  }
}

/** As the JSON API decides it for the session cookie: the request's scheme or the proxy's word. */
const isSecure = (request: Request) =>
  new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';

function trackingIdCookie(request: Request, value: string, maxAge: number): string {
  const secure = isSecure(request) ? '; Secure' : '';
  return `${TRACKING_ID_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

export function createTrackingHandler(options: TrackingHandlerOptions) {
  return async function handle(request: Request, clientIp: string | null): Promise<Response> {
    const url = new URL(request.url);
    const name = url.pathname.slice(TRACKING_PATH_PREFIX.length) as TrackingEventName;
    if (!BROWSER_EVENTS.has(name)) return answer(404, 'unknown-event', `No tracking event "${name}" here`);
    if (request.method !== 'POST') return answer(405, 'method-not-allowed', 'Use POST', { allow: 'POST' });
    const host = request.headers.get('host') ?? url.host;
    if (!isSameOriginRequest(request.headers, host)) {
      return answer(403, 'cross_origin_request', 'Requests from other sites are not accepted');
    }
    if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) {
      return answer(415, 'unsupported_media_type', 'Content-Type must be application/json');
    }
    const cookies = parseCookies(request.headers.get('cookie'));
    const consented = parseConsent(cookies[CONSENT_COOKIE])?.statistics === true;
    const known = cookies[TRACKING_ID_COOKIE];
    const knownId = known && TRACKING_ID_PATTERN.test(known) ? known : null;
    // Without consent only a withdrawal is taken: recorded under the id it ends, if there is one.
    const withdrawal = !consented && name === 'consent';
    if (!consented && !withdrawal) {
      return answer(403, 'no-consent', 'Tracking needs the visitor’s consent to statistics cookies');
    }
    if (withdrawal && !knownId)
      return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
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
    const personal = PERSONAL_CONSENT_FIELDS.filter((field) => field in fields);
    if (personal.length > 0) {
      return answer(400, 'invalid-input', `${personal.join(', ')}: not accepted from the browser`);
    }
    const store = options.storeOf(request);
    const trackingId = knownId ?? randomUUID();
    const customerId = await options.customerIdOf(cookies, store);
    const event = trackingEventSchema.safeParse({ ...fields, event: name });
    const context = trackingContextSchema.safeParse({
      locale,
      cookie: trackingId,
      ...(customerId ? { userId: customerId } : {}),
    });
    if (!event.success || !context.success) {
      const issues = [...(event.error?.issues ?? []), ...(context.error?.issues ?? [])];
      const message = issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; ');
      return answer(400, 'invalid-input', message);
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
    if (withdrawal) headers.append('set-cookie', trackingIdCookie(request, '', 0));
    else if (known !== trackingId)
      headers.append('set-cookie', trackingIdCookie(request, trackingId, CONSENT_MAX_AGE_SECONDS));
    return Response.json({ data: { recorded: name } }, { status: 202, headers });
  };
}
