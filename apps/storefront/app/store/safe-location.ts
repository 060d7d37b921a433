/**
 * The one gate for every `Location` built from request input (issue 8, docs/decisions/077): old
 * prefixes, slash redirection, exConsents `redirect_to`, login return targets and SEO redirects.
 *
 * A target is either a same-origin path — one leading `/`, no `//` or `/\` (browsers read both as
 * "another host"), no scheme, no control character (the URL parser drops tab and newline, so
 * `/\t/evil.example` would become `//evil.example`) — or, only where allowed, a full http(s) URL on
 * one of the shop's own origins. Anything else is null: the caller falls back to a safe path.
 * What comes back is ASCII (non-ASCII percent-encoded), so it can go into a header: a raw
 * character above U+00FF in a header value made Node answer 500.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BASE = 'http://same-origin.invalid';

/** A same-origin path (with query and hash), normalised and percent-encoded; null when unsafe. */
export function sameOriginPath(target: unknown): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > 2048) return null;
  if (CONTROL.test(target) || target.includes('\\')) return null;
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  // "/.//evil.example" normalises to "//evil.example": still not a path of ours.
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A redirect target: a same-origin path, or a full http(s) URL whose origin is one of
 * `shopOrigins` (e.g. an SEO redirect to the shop's other country domain). Null when neither.
 */
export function sameOriginLocation(target: unknown, shopOrigins: readonly string[] = []): string | null {
  if (typeof target !== 'string') return null;
  if (!SCHEME.test(target)) return sameOriginPath(target);
  if (CONTROL.test(target) || target.includes('\\') || target.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const allowed = shopOrigins.some((origin) => origin.toLowerCase() === url.origin);
  return allowed ? url.href : null;
}
