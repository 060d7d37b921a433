/**
 * Cross-site request forgery guard of the JSON API (docs/decisions/077). A browser can post a
 * cross-site form (text/plain, urlencoded, multipart) without a CORS preflight, which signed
 * visitors in as someone else: so the API accepts only `application/json` — which a form cannot
 * send and a cross-origin script cannot send without a preflight we never grant — and refuses any
 * request a browser marks as coming from another origin (`Sec-Fetch-Site`, else `Origin`).
 * Requests with neither header do not come from a browser page and are not a CSRF vector.
 */
import { ApiFailure } from './api.http.ts';

const JSON_TYPE = /^application\/json\s*(;|$)/i;

/** 415 unless the body is declared `application/json` (a charset parameter is fine). */
export function requireJsonContentType(request: Request): void {
  const type = request.headers.get('content-type') ?? '';
  if (!JSON_TYPE.test(type.trim())) {
    throw new ApiFailure(415, {
      code: 'unsupported_media_type',
      message: 'Content-Type must be application/json',
    });
  }
}

/**
 * True when a browser says the request comes from the page's own origin, or no browser is
 * involved. `host` is the Host the request was sent to (with port).
 */
export function isSameOriginRequest(headers: Headers, host: string): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite !== null) return fetchSite === 'same-origin' || fetchSite === 'none';
  const origin = headers.get('origin');
  if (origin === null) return true;
  try {
    return new URL(origin).host.toLowerCase() === host.trim().toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, data: pages) and anything unparsable
  }
}

/** 403 for a request a browser sent from another origin. */
export function requireSameOrigin(request: Request, host: string): void {
  if (!isSameOriginRequest(request.headers, host)) {
    throw new ApiFailure(403, {
      code: 'cross_origin_request',
      message: 'Requests from other sites are not accepted',
    });
  }
}
