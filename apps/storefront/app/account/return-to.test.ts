import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignIn, sameSitePath } from './return-to.ts';

describe('the return path after sign-in', () => {
  it('keeps paths on the shop, with their query', () => {
    expect(afterSignIn('/search?q=bohrer', '')).toBe('/search?q=bohrer');
    expect(afterSignIn('/nl/checkout/addresses', '/nl')).toBe('/nl/checkout/addresses');
    // Encoded line breaks stay encoded: a path, not a header.
    expect(afterSignIn('/%0d%0aSet-Cookie:x', '')).toBe('/%0d%0aSet-Cookie:x');
  });

  it('refuses other hosts and anything that is not a plain path, and falls back to the account', () => {
    for (const target of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\t/evil.example',
      'evil.example',
      '',
      null,
    ]) {
      expect([target, afterSignIn(target, '/fr')]).toEqual([target, '/fr/my-account']);
    }
  });

  it('never answers a path a browser would read as another host', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (value) => {
        const path = sameSitePath(value);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, 'http://shop.example').host).toBe('shop.example');
      }),
    );
  });
});
