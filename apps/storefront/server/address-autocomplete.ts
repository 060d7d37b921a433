/**
 * The checkout's address autocomplete (spec 000 §1 store setting "autocomplete of addresses", 001 §5;
 * decision 260): POST /api/address-autocomplete/suggest { input, sessionToken, lang } and
 * POST /api/address-autocomplete/details { placeId, sessionToken, lang } in the request's store.
 * Guarded like the VAT ID check (same origin, JSON only, a bounded body), answered only in stores
 * with the setting on (404 elsewhere, before anything is counted or called), and limited per client
 * address: each call may cost a call to Google. A slow or failing service is a 503 the browser
 * ignores — the street is then typed by hand, as without JavaScript.
 */
import { type Database, type RateLimiter, schema } from '@toolyard/commerce';
import type { AddressAutocompletePort } from '@toolyard/integrations';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  AUTOCOMPLETE_DETAILS_PATH,
  AUTOCOMPLETE_MAX_LENGTH,
  AUTOCOMPLETE_MIN_LENGTH,
  AUTOCOMPLETE_SUGGEST_PATH,
  GOOGLE_ATTRIBUTION,
  normaliseStreetInput,
  SESSION_TOKEN_PATTERN,
} from '../app/checkout/address-autocomplete.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';
import { jsonErrors, rateLimited, readJson, refusal } from './json-endpoint.ts';

export { AUTOCOMPLETE_DETAILS_PATH, AUTOCOMPLETE_SUGGEST_PATH };

/** After this the browser gets a 503 and the customer goes on typing. */
export const AUTOCOMPLETE_TIMEOUT_MS = 3_000;
/** The store setting is read at most once a minute per store (as the checkout's settings). */
const SETTING_TTL_MS = 60_000;

const sessionToken = z
  .string({ error: 'sessionToken is required' })
  .regex(SESSION_TOKEN_PATTERN, 'sessionToken must be URL-safe base64 of at most 36 characters');
const lang = z
  .string()
  .regex(/^[a-z]{2}$/, 'lang must be a two-letter language code')
  .optional();

const suggestBody = z.object({
  input: z
    .string({ error: 'input is required' })
    .transform(normaliseStreetInput)
    .pipe(
      z
        .string()
        .min(AUTOCOMPLETE_MIN_LENGTH, `input must have at least ${AUTOCOMPLETE_MIN_LENGTH} characters`)
        .max(AUTOCOMPLETE_MAX_LENGTH, `input must have at most ${AUTOCOMPLETE_MAX_LENGTH} characters`),
    ),
  sessionToken,
  lang,
});

const detailsBody = z.object({
  // Google's ids are URL-safe base64 (27 characters and up); the simulator's too.
  placeId: z
    .string({ error: 'placeId is required' })
    .regex(/^[A-Za-z0-9_-]{1,400}$/, 'placeId must be a place id from a suggestion'),
  sessionToken,
  lang,
});

const NO_STORE = { 'cache-control': 'no-store' };
const error = jsonErrors(NO_STORE);

export function createAddressAutocompleteHandler(
  port: AddressAutocompletePort,
  options: {
    db: Database;
    storeOf: (request: Request) => ResolvedStore;
    rateLimiter: RateLimiter;
    timeoutMs?: number;
  },
) {
  const settings = new Map<string, { at: number; value: Promise<boolean> }>();
  function enabled(storeKey: string): Promise<boolean> {
    const hit = settings.get(storeKey);
    if (hit && Date.now() - hit.at < SETTING_TTL_MS) return hit.value;
    const value = options.db
      .select({ enabled: schema.stores.addressAutocompleteEnabled })
      .from(schema.stores)
      .where(eq(schema.stores.key, storeKey))
      .then(([row]) => row?.enabled ?? false);
    value.catch(() => settings.delete(storeKey));
    settings.set(storeKey, { at: Date.now(), value });
    return value;
  }

  return async function handle(request: Request, clientIp: string | null): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (request.method !== 'POST') return error(405, 'method-not-allowed', 'Use POST');
    const refused = refusal(request);
    if (refused) return refused;
    const store = options.storeOf(request);
    // Checked before the limit and the body: in such a store nothing is counted or called.
    if (!(await enabled(store.storeKey))) {
      return error(404, 'address-autocomplete-off', 'Address autocomplete is not enabled for this store');
    }
    const limit = await options.rateLimiter.consume('address-autocomplete-ip', `ip:${clientIp ?? 'unknown'}`);
    if (!limit.ok) return rateLimited(error, limit.retryAfterSeconds);
    const body = await readJson(request, error);
    if ('refused' in body) return body.refused;
    const parsed = (pathname === AUTOCOMPLETE_SUGGEST_PATH ? suggestBody : detailsBody).safeParse(body.json);
    if (!parsed.success) {
      return error(400, 'invalid-input', parsed.error.issues.map((issue) => issue.message).join('; '));
    }
    const language = parsed.data.lang ?? store.defaultLanguage;
    if (!(store.languages as readonly string[]).includes(language)) {
      return error(400, 'invalid-input', `lang must be one of ${store.languages.join(', ')}`);
    }
    const ctx = { language, signal: AbortSignal.timeout(options.timeoutMs ?? AUTOCOMPLETE_TIMEOUT_MS) };
    try {
      if ('input' in parsed.data) {
        const suggestions = await port.suggest(ctx, {
          input: parsed.data.input,
          country: store.country,
          sessionToken: parsed.data.sessionToken,
        });
        // Google's terms: predictions shown without a Google map carry its attribution (decision 260).
        const attribution = port.name === 'google' ? GOOGLE_ATTRIBUTION : null;
        return Response.json({ data: { suggestions, attribution } }, { headers: NO_STORE });
      }
      const address = await port.details(ctx, {
        placeId: parsed.data.placeId,
        sessionToken: parsed.data.sessionToken,
      });
      // A place in another country would leave the form's country and the address at odds.
      if (!address || (address.country !== '' && address.country !== store.country)) {
        return error(404, 'place-not-found', 'No such place in this store’s country');
      }
      return Response.json(
        { data: { address: { ...address, country: store.country } } },
        { headers: NO_STORE },
      );
    } catch {
      return error(503, 'address-autocomplete-unavailable', 'Address suggestions are not available now');
    }
  };
}
