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
