/**
 * A browser calling the JSON API handler in-process, for tests on real PostgreSQL: it keeps the
 * session cookie the API sets, and speaks from its own client address (rate limits count by it).
 */
import type { ApiHandler } from '../src/api/api.handler.ts';

// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
type Json = any;

export function apiClient(handle: ApiHandler, ip: string, host = 'de.localhost') {
  let cookie = '';
  return {
    async call(method: string, params: unknown = {}) {
      const response = await handle(
        new Request(`http://127.0.0.1:3000/api/new-ct/${method}?host=${host}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          body: JSON.stringify([params]),
        }),
        ip,
      );
      if (!response) throw new Error(`the handler did not answer ${method}`);
      const setCookie = response.headers.get('set-cookie');
      if (setCookie) cookie = setCookie.split(';')[0] ?? '';
      return {
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
        body: (await response.json()) as Json,
      };
    },
  };
}

/** An operator's POST to the operator API in-process, with this bearer token (null: none). */
export async function operatorCall(
  handle: (request: Request) => Promise<Response | null>,
  method: string,
  body: unknown,
  token: string | null,
): Promise<{ status: number; body: Json }> {
  const response = await handle(
    new Request(`http://127.0.0.1:3000/api/operator/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    }),
  );
  if (!response) throw new Error(`the handler did not answer ${method}`);
  return { status: response.status, body: (await response.json()) as Json };
}
