/**
 * Which JSON API method counts against which limit, wrapped around the methods so no method body
 * knows about limits. Over the limit: 429 with Retry-After, code `too_many_requests`, the English
 * message and the storefront's message key.
 */
import { ApiFailure } from '../api/api.http.ts';
import type { ApiMethod, MethodEnv } from '../api/api.methods.ts';
import { normalizeEmail } from '../customers/customer.rules.ts';
import { RATE_LIMITED_MESSAGE, RATE_LIMITED_MESSAGE_KEY, type RateLimitName } from './rate-limit.policies.ts';
import type { RateLimiter } from './rate-limiter.ts';

interface LimitRule {
  name: RateLimitName;
  subject(env: MethodEnv, params: unknown): string;
  /** Cleared when the call succeeds (failed sign-ins per account, not sign-ins). */
  resetOnSuccess?: boolean;
}

const ip = (env: MethodEnv) => `ip:${env.clientIp ?? 'unknown'}`;
/** An account is an e-mail in a store (customers are per store). */
const account = (env: MethodEnv, params: unknown) => {
  const email = (params as { email?: unknown }).email;
  return `account:${env.ctx.storeKey}:${typeof email === 'string' ? normalizeEmail(email) : ''}`;
};
const customerOrIp = (env: MethodEnv) => (env.ctx.customerId ? `customer:${env.ctx.customerId}` : ip(env));
// The method ensures a session before it runs; without one the IP rule still counts.
const sessionOrIp = (env: MethodEnv) => (env.session ? `session:${env.session.id}` : ip(env));

export const API_RATE_LIMITS: Record<string, LimitRule[]> = {
  login: [
    { name: 'login-ip', subject: ip },
    { name: 'login-account', subject: account, resetOnSuccess: true },
  ],
  register: [{ name: 'register-ip', subject: ip }],
  requestPasswordReset: [
    { name: 'password-reset-request-ip', subject: ip },
    { name: 'password-reset-request-account', subject: account },
  ],
  customerResetPassword: [{ name: 'password-reset-ip', subject: ip }],
  // Guessing confirmation tokens costs the same budget as guessing reset tokens.
  confirmEmail: [{ name: 'password-reset-ip', subject: ip }],
  requestEmailConfirmation: [
    { name: 'email-confirmation-request-ip', subject: ip },
    { name: 'email-confirmation-request-customer', subject: customerOrIp },
  ],
  changePassword: [{ name: 'password-change-account', subject: customerOrIp, resetOnSuccess: true }],
  // The e-mail change asks for the password: guessing it costs the password change's budget.
  updateCustomer: [{ name: 'password-change-account', subject: customerOrIp, resetOnSuccess: true }],
  'add-review': [{ name: 'review', subject: customerOrIp }],
  createCodPayment: [{ name: 'order-ip', subject: ip }],
  createBankPayment: [{ name: 'order-ip', subject: ip }],
  createMultibancoPayment: [{ name: 'order-ip', subject: ip }],
  applyCartCoupon: [
    { name: 'coupon-ip', subject: ip },
    { name: 'coupon-session', subject: sessionOrIp },
  ],
  createCart: [
    { name: 'cart-create-ip', subject: ip },
    { name: 'cart-create-session', subject: sessionOrIp },
  ],
  findOrder: [{ name: 'order-lookup-ip', subject: ip }],
  getOrdersByToken: [{ name: 'order-lookup-ip', subject: ip }],
  // The withdrawal function finds an order by number and e-mail as the tracking page does (decision 265).
  getWithdrawalOptions: [{ name: 'order-lookup-ip', subject: ip }],
  withdrawOrder: [{ name: 'order-lookup-ip', subject: ip }],
};

export function tooManyRequests(retryAfterSeconds: number): ApiFailure {
  return new ApiFailure(
    429,
    {
      code: 'too_many_requests',
      message: RATE_LIMITED_MESSAGE,
      messageKey: RATE_LIMITED_MESSAGE_KEY,
      retryAfter: retryAfterSeconds,
    },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

/** The methods with their limits counted before they run. */
export function withRateLimits(
  methods: Record<string, ApiMethod>,
  limiter: RateLimiter,
  rules: Record<string, LimitRule[]> = API_RATE_LIMITS,
): Record<string, ApiMethod> {
  const limited: Record<string, ApiMethod> = { ...methods };
  for (const [name, methodRules] of Object.entries(rules)) {
    const definition = methods[name];
    if (!definition) continue;
    limited[name] = {
      ...definition,
      async run(env, params) {
        for (const rule of methodRules) {
          const outcome = await limiter.consume(rule.name, rule.subject(env, params));
          if (!outcome.ok) throw tooManyRequests(outcome.retryAfterSeconds);
        }
        const result = await definition.run(env, params);
        for (const rule of methodRules) {
          if (rule.resetOnSuccess) await limiter.reset(rule.name, rule.subject(env, params));
        }
        return result;
      },
    };
  }
  return limited;
}
