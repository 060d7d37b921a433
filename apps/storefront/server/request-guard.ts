/**
 * Checks in front of every page request (docs/decisions/078, 077): hostile input gets a 400 with a
 * clear message instead of reaching React Router or the database, and a write (form post, React
 * Router action) from another origin gets a 403.
 */
import { echo, isSameOriginRequest } from '@toolyard/commerce';
import { COOKIE_NAMES } from '../app/store/cookies.ts';

/** Cookies the shop reads itself; a third-party cookie on the domain never locks a visitor out. */
const OWN_COOKIES: ReadonlySet<string> = new Set([...Object.values(COOKIE_NAMES), 'ty_session']);

export interface Refusal {
  status: 400 | 403 | 413;
  message: string;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const PATH_CONTROL = /[\u0000-\u001F\u007F]/;
// Free text (a search query) may hold tab and line breaks; NUL and the rest reach PostgreSQL as 500s.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const QUERY_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * `%E0%A4%A`, `%zz`, `%`, an encoded lone surrogate (`%ED%A0%80`) or an encoded control character
 * (`%00`) in the raw path.
 */
export function malformedPath(rawPath: string): boolean {
  const value = decoded(rawPath);
  return value === null || PATH_CONTROL.test(value);
}

/** A query part (name or value) that does not decode or decodes to a control character. */
export function malformedQuery(rawQuery: string): string | null {
  for (const pair of rawQuery.replace(/^\?/, '').split('&')) {
    for (const part of pair.split('=')) {
      const value = decoded(part.replace(/\+/g, ' '));
      if (value === null || QUERY_CONTROL.test(value)) return part;
    }
  }
  return null;
}

/** Name of one of our cookies whose value is not valid percent-encoding. */
export function malformedOwnCookie(header: string | null): string | null {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 1) continue;
    const name = part.slice(0, index).trim();
    if (OWN_COOKIES.has(name) && decoded(part.slice(index + 1).trim()) === null) return name;
  }
  return null;
}

/** The raw path and query as the client sent them (the URL class would re-encode them). */
export function rawTarget(request: Request): { path: string; query: string } {
  const url = request.url;
  const afterOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  const hash = afterOrigin.indexOf('#');
  const target = hash >= 0 ? afterOrigin.slice(0, hash) : afterOrigin;
  const question = target.indexOf('?');
  return question >= 0
    ? { path: target.slice(0, question), query: target.slice(question + 1) }
    : { path: target, query: '' };
}

/**
 * Why a page request is refused, or null. Writes (anything but GET/HEAD/OPTIONS) must come from
 * the page's own origin; `host` is the Host header the request was sent to.
 */
export function refusePageRequest(request: Request, host: string): Refusal | null {
  const { path, query } = rawTarget(request);
  if (malformedPath(path)) {
    return { status: 400, message: 'Malformed percent-encoding or a control character in the path' };
  }
  const badQuery = malformedQuery(query);
  if (badQuery !== null) {
    return {
      status: 400,
      message: `Malformed percent-encoding or a control character in the query: ${echo(badQuery)}`,
    };
  }
  const badCookie = malformedOwnCookie(request.headers.get('cookie'));
  if (badCookie) return { status: 400, message: `Malformed percent-encoding in the cookie ${badCookie}` };
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method.toUpperCase());
  if (write && !isSameOriginRequest(request.headers, host)) {
    return { status: 403, message: 'Forms from other sites are not accepted' };
  }
  return null;
}
