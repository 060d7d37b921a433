import { describe, expect, it } from 'vitest';
import { clientIpOf } from './client-ip.ts';

describe('the client address for rate limits', () => {
  const headers = new Headers({ 'x-forwarded-for': '198.51.100.7, 10.0.0.2' });

  it('ignores X-Forwarded-For unless our own proxy is trusted (a script could pick any address)', () => {
    expect(clientIpOf(headers, '10.0.0.2', false)).toBe('10.0.0.2');
    expect(clientIpOf(new Headers(), null, false)).toBeNull();
  });

  it('behind a trusted proxy takes the first forwarded address', () => {
    expect(clientIpOf(headers, '10.0.0.2', true)).toBe('198.51.100.7');
    expect(clientIpOf(new Headers(), '10.0.0.2', true)).toBe('10.0.0.2');
  });
});
