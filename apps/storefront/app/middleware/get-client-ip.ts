import { type Middleware, NEXT } from './types.ts';

/** The visitor's address: first X-Forwarded-For entry (set by our proxy), else the socket address. */
export const getClientIp: Middleware = ({ request, state }) => {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  state.clientIp = forwarded || request.remoteAddress || null;
  return NEXT;
};
