/**
 * The operator API: what a back office or an import job calls, never a shopper. Off unless
 * OPERATOR_TOKEN is set; then `POST /api/operator/{method}` with `Authorization: Bearer <token>`
 * and a JSON object body answers `{ data }` or `{ error }` like the shop API. Today one method:
 * `setPrice` (decision 073: the write every node's caches must follow).
 */
import { timingSafeEqual } from 'node:crypto';
import type { CountryStore } from '@toolyard/domain';
import type { PriceService } from '../catalog/prices.service.ts';
import type { RequestContext } from '../context.ts';
import { json } from './api.http.ts';

export const OPERATOR_PREFIX = '/api/operator/';
const MAX_BODY_BYTES = 16 * 1024;

export interface OperatorHandlerOptions {
  /** Null or absent: the operator API does not exist (404). */
  token?: string | null | undefined;
  prices: PriceService;
  /** The store whose context the call runs in (its country's default language). */
  store: CountryStore;
  clock?: () => Date;
}

const failure = (status: number, code: string, message: string) => json(status, { error: { code, message } });

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function createOperatorHandler(
  options: OperatorHandlerOptions,
): (request: Request) => Promise<Response | null> {
  const clock = options.clock ?? (() => new Date());
  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(OPERATOR_PREFIX)) return null;
    if (!options.token) return failure(404, 'not_found', 'The operator API is off (no OPERATOR_TOKEN)');
    const auth = request.headers.get('authorization') ?? '';
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), options.token))
      return failure(401, 'unauthorized', 'A valid operator bearer token is required');
    const name = url.pathname.slice(OPERATOR_PREFIX.length);
    if (name !== 'setPrice') return failure(404, 'not_found', `Unknown operator method ${name}`);
    if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST');
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return failure(413, 'payload_too_large', 'Body too large');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failure(400, 'bad_request', 'Body is not valid JSON');
    }
    const store = options.store;
    const ctx: RequestContext = {
      storeKey: store.storeKey,
      country: store.code,
      language: store.defaultLanguage,
      locale: `${store.defaultLanguage}-${store.code}`,
      currency: store.currencyCode,
      customerId: null,
      anonymousId: null,
      now: clock(),
    };
    const result = await options.prices.setPrice(ctx, (body ?? {}) as never);
    if (!result.ok)
      return failure(
        result.error.code === 'unknown-price' ? 404 : 400,
        result.error.code,
        result.error.message,
      );
    return json(200, { data: result.value });
  };
}
