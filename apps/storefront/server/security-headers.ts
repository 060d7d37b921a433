/**
 * Security headers of every HTML response (issue 8 point 4, docs/decisions/079). Scripts run only
 * with the per-request nonce that React Router's <Scripts>, <ScrollRestoration> and the streamed
 * hydration data carry, or from our own origin (the hashed client modules they import).
 */
import { randomBytes } from 'node:crypto';
import { VIDEO_FRAME_ORIGINS } from '../app/product/product-video.ts';

const NONCE_BYTES = 16;
/** Random bytes for 256 nonces, fetched at once: one call into OpenSSL per 256 responses, not each. */
const NONCE_POOL_BYTES = NONCE_BYTES * 256;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** 128 random bits, base64: a fresh one per response (each pooled byte is used once). */
export function createNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_POOL_BYTES);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString('base64', nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

function policyDirectives(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // Stylesheets only from our origin (the hashed, linked files; no inline <style>, decision 120);
    // style attributes stay allowed: React and React Aria set positions and visually-hidden styles.
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    // CMS blocks may show images from a media CDN.
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Product videos (decision 188): files from our origin or a media CDN, embeds from the two
    // providers product-video.ts turns links into; nothing else may be framed.
    "media-src 'self' https:",
    `frame-src ${VIDEO_FRAME_ORIGINS.join(' ')}`,
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The policy around its nonce, joined once at start-up: each response only inserts its nonce. */
const NONCE_SLOT = '\u0000';
const POLICY_AROUND_NONCE = {
  http: policyDirectives(NONCE_SLOT, false).split(NONCE_SLOT),
  https: policyDirectives(NONCE_SLOT, true).split(NONCE_SLOT),
};

export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const [before = '', after = ''] = POLICY_AROUND_NONCE[https ? 'https' : 'http'];
  return `${before}${nonce}${after}`;
}

/** Features the shop never uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()';

/** Two years, subdomains included: the shop's domains serve nothing over plain HTTP. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Whether the visitor's connection is HTTPS: the request's own scheme, or — only when TRUST_PROXY
 * says a proxy in front terminates TLS — its `X-Forwarded-Proto` (first hop). Anyone can send that
 * header, so without TRUST_PROXY it is ignored.
 */
export function isHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * Adds the headers to a document (HTML, or the plain-text error pages); other responses (JSON,
 * redirects, assets) pass unchanged.
 */
export function withSecurityHeaders(response: Response, nonce: string, https: boolean): Response {
  const type = response.headers.get('content-type') ?? '';
  if (!/^text\/(html|plain)\b/i.test(type)) return response;
  return withEditedHeaders(response, (headers) => setSecurityHeaders(headers, nonce, https));
}

/**
 * `edit` applied to the response's own headers (the handler's responses are ours: no copy per
 * page); to a copy only when they are immutable (a fetch() answer, Response.redirect()).
 */
export function withEditedHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    edit(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

function setSecurityHeaders(headers: Headers, nonce: string, https: boolean) {
  headers.set('content-security-policy', contentSecurityPolicy(nonce, https));
  headers.set('x-content-type-options', 'nosniff');
  headers.set('referrer-policy', 'strict-origin-when-cross-origin');
  headers.set('permissions-policy', PERMISSIONS_POLICY);
  headers.set('x-frame-options', 'DENY');
  if (https) headers.set('strict-transport-security', HSTS);
}
