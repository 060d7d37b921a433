/** HTTP helpers of the JSON API: JSON responses, error bodies, cookies, store resolution. */
import { type CountryStore, countryOf } from '@toolyard/domain';

export const SESSION_COOKIE = 'ty_session';

export interface ApiErrorBody {
  code: string;
  message: string;
  field?: string;
  [detail: string]: unknown;
}

export class ApiFailure {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody,
    /** Extra response headers, e.g. Retry-After of a 429. */
    readonly headers: Record<string, string> = {},
  ) {}
}

export function json(status: number, body: unknown, headers: Headers = new Headers()): Response {
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers });
}

export function errorResponse(failure: ApiFailure, headers: Headers = new Headers()): Response {
  for (const [name, value] of Object.entries(failure.headers)) headers.set(name, value);
  return json(failure.status, { error: failure.body }, headers);
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      throw new ApiFailure(400, {
        code: 'bad_request',
        message: `Cookie ${name} is not valid percent-encoding`,
        field: 'cookie',
      });
    }
  }
  return null;
}

export function sessionCookie(token: string | null, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${SESSION_COOKIE}=${token ?? ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${token ? maxAgeSeconds : 0}`,
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/**
 * Default store resolution: `<country>.localhost` → that country's store, plain `localhost` (and
 * 127.0.0.1) → Slovakia, the default store. `STORE_DOMAINS`-style maps can be passed instead.
 */
export function defaultResolveStore(host: string, domains: Record<string, string> = {}): CountryStore | null {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  const mapped = domains[name];
  if (mapped) return countryOf(mapped) ?? null;
  if (name === 'localhost' || name === '127.0.0.1') return countryOf('SK') ?? null;
  const match = /^([a-z]{2})\.localhost$/.exec(name);
  if (!match?.[1]) return null;
  return countryOf(match[1] === 'uk' ? 'GB' : match[1]) ?? null;
}
