export { API_RATE_LIMITS, tooManyRequests, withRateLimits } from './api-rate-limits.ts';
export * from './rate-limit.policies.ts';
export * from './rate-limiter.ts';
