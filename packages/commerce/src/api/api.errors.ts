import { ApiFailure } from './api.http.ts';

/** HTTP status of each typed business error; anything not listed is a 400. */
const STATUS: Record<string, number> = {
  CartNotFound: 404,
  CustomerNotFound: 404,
  LineItemNotFound: 404,
  DiscountCodeNotFound: 404,
  ProductNotFound: 404,
  AddressNotFound: 404,
  ConcurrentModification: 409,
  EmailTaken: 409,
  CartNotActive: 409,
  OrderAlreadyPlaced: 409,
  IdempotencyKeyReused: 422,
  OutOfStock: 409,
  PaymentProviderError: 502,
  InvalidCredentials: 401,
  NotLoggedIn: 401,
  InvalidSocialToken: 401,
  ProviderNotConfigured: 404,
  UnverifiedEmail: 409,
};

export function snakeCase(code: string): string {
  return code.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();
}

export function failureOf(error: { code: string; message: string; [detail: string]: unknown }): ApiFailure {
  const { code, message, ...details } = error;
  return new ApiFailure(STATUS[code] ?? 400, { code: snakeCase(code), message, ...details });
}

/** Unwraps a typed result at the HTTP boundary: a failure becomes the matching 4xx response. */
export function unwrap<T>(
  result: { ok: true; value: T } | { ok: false; error: { code: string; message: string } },
): T {
  if (!result.ok) throw failureOf(result.error);
  return result.value;
}

export const notLoggedIn = () =>
  new ApiFailure(401, { code: 'not_logged_in', message: 'Please log in first.' });
