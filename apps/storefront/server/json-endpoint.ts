/**
 * What the storefront's own JSON endpoints (the VAT ID check, the address autocomplete, the search
 * suggestions) answer alike: their error body, the JSON API's guards and body limits (decisions
 * 077, 078, 249) answered as the API answers them, and the 429 of a client address over its limit.
 * Each endpoint keeps its own headers: `jsonErrors` is given them once.
 */
import {
  ApiFailure,
  checkJsonShape,
  errorResponse,
  RATE_LIMITED_MESSAGE,
  RATE_LIMITED_MESSAGE_KEY,
  readBodyText,
  requireJsonContentType,
  requireSameOrigin,
} from '@toolyard/commerce';

/** `{ error: { code, message, ...extra } }` with the endpoint's status and headers. */
export type JsonError = (
  status: number,
  code: string,
  message: string,
  extra?: Record<string, unknown>,
) => Response;

/** The endpoint's error answer, every one with `headers` (e.g. cache-control: no-store). */
export function jsonErrors(headers: Record<string, string> = {}): JsonError {
  return (status, code, message, extra = {}) =>
    Response.json({ error: { code, message, ...extra } }, { status, headers });
}

/** The JSON API's guards, answered as it answers them (403 from another site, 415 not JSON). */
export function refusal(request: Request): Response | null {
  try {
    requireSameOrigin(request, request.headers.get('host') ?? new URL(request.url).host);
    requireJsonContentType(request);
    return null;
  } catch (failure) {
    if (failure instanceof ApiFailure) return errorResponse(failure);
    throw failure;
  }
}

/**
 * The body as JSON of the JSON API's size and shape, or the refusal to answer: the API's own (413,
 * too deep) or `error`'s 400 when it is no JSON.
 */
export async function readJson(
  request: Request,
  error: JsonError,
): Promise<{ json: unknown } | { refused: Response }> {
  try {
    const json: unknown = JSON.parse(await readBodyText(request));
    checkJsonShape(json);
    return { json };
  } catch (failure) {
    if (failure instanceof ApiFailure) return { refused: errorResponse(failure) };
    return { refused: error(400, 'invalid-json', 'The body must be JSON') };
  }
}

/** A client address over its limit: the API's message (and its key for the page) and when to retry. */
export function rateLimited(error: JsonError, retryAfterSeconds: number): Response {
  const response = error(429, 'too_many_requests', RATE_LIMITED_MESSAGE, {
    messageKey: RATE_LIMITED_MESSAGE_KEY,
    retryAfter: retryAfterSeconds,
  });
  response.headers.set('retry-after', String(retryAfterSeconds));
  return response;
}
