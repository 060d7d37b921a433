/** Issue 8 point 4: the headers of HTML responses. */
import { describe, expect, it } from 'vitest';
import { productVideo } from '../app/product/product-video.ts';
import { envSchema } from './env.ts';
import { contentSecurityPolicy, createNonce, isHttps, withSecurityHeaders } from './security-headers.ts';

const html = () => new Response('<!DOCTYPE html><p>x</p>', { headers: { 'content-type': 'text/html' } });

describe('security headers', () => {
  it('HTML gets CSP with the nonce, frame-ancestors none, nosniff, referrer and permissions policies', () => {
    const headers = withSecurityHeaders(html(), 'abc123', false).headers;
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Stylesheets come from our origin only (no inline <style>); style attributes are allowed.
    expect(csp).toMatch(/(^|; )style-src 'self'(;|$)/);
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(headers.get('strict-transport-security')).toBeNull();
  });

  it('product video embeds are allowed as frames and media, other frames are not (decision 188)', () => {
    const csp = contentSecurityPolicy('n', false);
    const frameSrc = /(?:^|; )frame-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    for (const link of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/76979871']) {
      const video = productVideo(link);
      expect(video?.kind).toBe('embed');
      expect(frameSrc).toContain(new URL(video?.src ?? '').origin);
    }
    expect(frameSrc).not.toContain('https:');
    expect(frameSrc).not.toContain('*');
    expect(csp).toMatch(/(?:^|; )media-src 'self' https:(;|$)/);
  });

  it('HSTS only over HTTPS', () => {
    expect(withSecurityHeaders(html(), 'n', true).headers.get('strict-transport-security')).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
    expect(contentSecurityPolicy('n', true)).toContain('upgrade-insecure-requests');
  });

  it('X-Forwarded-Proto counts only when TRUST_PROXY says a proxy sets it', () => {
    const behindProxy = new Request('http://toolyard.de/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(isHttps(behindProxy, false)).toBe(false);
    expect(isHttps(behindProxy, true)).toBe(true);
    expect(isHttps(new Request('https://toolyard.de/'), false)).toBe(true);
    expect(envSchema.parse({}).TRUST_PROXY).toBe(false);
    expect(envSchema.parse({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(envSchema.safeParse({ TRUST_PROXY: 'maybe' }).success).toBe(false);
  });

  it('JSON answers are left alone; each nonce is fresh', () => {
    const json = withSecurityHeaders(Response.json({}), 'n', true);
    expect(json.headers.get('content-security-policy')).toBeNull();
    // Across several refills of the random pool: no nonce comes back.
    const nonces = new Set(Array.from({ length: 1_000 }, () => createNonce()));
    expect(nonces.size).toBe(1_000);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
