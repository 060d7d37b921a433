import { type Middleware, NEXT } from './types.ts';

/**
 * The visitor's address: the first X-Forwarded-For entry when TRUST_PROXY says our proxy sets it,
 * else the socket address (anyone can send X-Forwarded-For; trusting it blindly lets a client pick
 * its own address for rate limits).
 */
export const getClientIp: Middleware = ({ request, state }) => {
  const forwarded =
    request.trustProxy === false ? null : request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  state.clientIp = forwarded || request.remoteAddress || null;
  return NEXT;
};
