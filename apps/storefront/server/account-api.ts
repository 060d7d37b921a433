/**
 * The account pages call the JSON API's customer methods in process: a POST to
 * /api/new-ct/<method> carrying the page request's Host, cookie and language, answered by the same
 * handler the browser's API calls reach (docs/decisions/100-account-pages.md).
 */
import type { AccountAnswer, AccountApi, AccountApiError } from '../app/account/account-api.ts';

export type ApiCall = (request: Request, clientIp: string | null) => Promise<Response | null>;

export function accountApiFor(
  api: ApiCall,
  page: Request,
  clientIp: string | null,
  language: string,
): AccountApi {
  return {
    async call<T>(method: string, params: unknown): Promise<AccountAnswer<T>> {
      const url = new URL(`/api/new-ct/${method}`, page.url);
      url.searchParams.set('locale', language);
      const headers = new Headers({ 'content-type': 'application/json' });
      for (const name of ['host', 'cookie', 'x-forwarded-proto']) {
        const value = page.headers.get(name);
        if (value) headers.set(name, value);
      }
      const response = await api(
        new Request(url, { method: 'POST', headers, body: JSON.stringify([params]) }),
        clientIp,
      );
      if (!response) throw new Error(`account API: no handler for ${method}`);
      const body = (await response.json().catch(() => null)) as { data?: T; error?: AccountApiError } | null;
      return {
        status: response.status,
        data: response.ok ? (body?.data ?? null) : null,
        error: response.ok ? null : (body?.error ?? { code: 'internal', message: 'Internal error' }),
        setCookies: response.headers.getSetCookie(),
      };
    },
  };
}
