/**
 * The visitor's address for rate limits: the first X-Forwarded-For entry only when TRUST_PROXY says
 * our own proxy sets it, else the socket address — anyone can send X-Forwarded-For, and trusting it
 * blindly would let a script pick a fresh address for every attempt.
 */
export function clientIpOf(
  headers: Headers,
  remoteAddress: string | null,
  trustProxy: boolean,
): string | null {
  const forwarded = trustProxy ? headers.get('x-forwarded-for')?.split(',')[0]?.trim() : null;
  return forwarded || remoteAddress || null;
}
