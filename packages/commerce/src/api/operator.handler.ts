/**
 * The operator API: what a back office or an import job calls, never a shopper. Off unless
 * OPERATOR_TOKEN is set; then `POST /api/operator/{method}` with `Authorization: Bearer <token>`
 * and a JSON object body answers `{ data }` or `{ error }` like the shop API. Methods: `setPrice`
 * (decision 073: the write every node's caches must follow) and, with `orders`, the order methods
 * of operator.orders.ts (decision 266: getOrder, listOrders, changeShipmentState, cancelOrder,
 * markPaymentReceived, recordRefund) with the withdrawals' of operator.withdrawals.ts (decision 268:
 * listWithdrawals, markWithdrawalHandled).
 */
import { timingSafeEqual } from 'node:crypto';
import type { CountryStore } from '@toolyard/domain';
import type { PriceService } from '../catalog/prices.service.ts';
import type { RequestContext } from '../context.ts';
import { json } from './api.http.ts';
import type { OperatorMethod } from './operator.orders.ts';

export const OPERATOR_PREFIX = '/api/operator/';
const MAX_BODY_BYTES = 16 * 1024;

export interface OperatorHandlerOptions {
  /** Null or absent: the operator API does not exist (404). */
  token?: string | null | undefined;
  prices: PriceService;
  /** The order methods (createOperatorOrderMethods); absent: they are unknown methods (404). */
  orders?: Readonly<Record<string, OperatorMethod>> | undefined;
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
  const setPrice: OperatorMethod = async (body, now) => {
    const store = options.store;
    const ctx: RequestContext = {
      storeKey: store.storeKey,
      country: store.code,
      language: store.defaultLanguage,
      locale: `${store.defaultLanguage}-${store.code}`,
      currency: store.currencyCode,
      customerId: null,
      anonymousId: null,
      now,
    };
    const result = await options.prices.setPrice(ctx, (body ?? {}) as never);
    if (result.ok) return result;
    const status = result.error.code === 'unknown-price' ? 404 : 400;
    return { ok: false, status, error: { code: result.error.code, message: result.error.message } };
  };
  const methods = new Map<string, OperatorMethod>([
    ['setPrice', setPrice],
    ...Object.entries(options.orders ?? {}),
  ]);
  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(OPERATOR_PREFIX)) return null;
    if (!options.token) return failure(404, 'not_found', 'The operator API is off (no OPERATOR_TOKEN)');
    const auth = request.headers.get('authorization') ?? '';
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), options.token))
      return failure(401, 'unauthorized', 'A valid operator bearer token is required');
    const name = url.pathname.slice(OPERATOR_PREFIX.length);
    const method = methods.get(name);
    if (!method) return failure(404, 'not_found', `Unknown operator method ${name.slice(0, 80)}`);
    if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST');
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return failure(413, 'payload_too_large', 'Body too large');
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return failure(400, 'bad_request', 'Body is not valid JSON');
    }
    const result = await method(body, clock());
    if (!result.ok) return json(result.status, { error: result.error });
    return json(200, { data: result.value });
  };
}
