/** The one Location gate (issue 8 point 1). */
import { describe, expect, it } from 'vitest';
import { sameOriginLocation, sameOriginPath } from './safe-location.ts';

const SHOPS = ['https://toolyard.de', 'https://toolyard.at', 'http://de.localhost:3000'];

describe('sameOriginPath', () => {
  it('keeps paths of our own origin, with query and hash', () => {
    expect(sameOriginPath('/')).toBe('/');
    expect(sameOriginPath('/merci/')).toBe('/merci/');
    expect(sameOriginPath('/fr/search?q=drill#top')).toBe('/fr/search?q=drill#top');
  });

  it('refuses everything a browser would read as another host', () => {
    for (const target of [
      '//evil.example',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/./\t/evil.example',
      '/.//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
      42,
      null,
    ]) {
      expect(sameOriginPath(target), JSON.stringify(target)).toBeNull();
    }
  });

  it('refuses control characters (the newline that answered 500)', () => {
    expect(sameOriginPath('/a\nSet-Cookie: x=1')).toBeNull();
    expect(sameOriginPath('/a\u0000')).toBeNull();
    expect(sameOriginPath('/a\u0085')).toBeNull();
  });

  it('percent-encodes characters above U+00FF so the value fits in a header', () => {
    const location = sameOriginPath('/über/ŝ/😀/');
    expect(location).toBe('/%C3%BCber/%C5%9D/%F0%9F%98%80/');
    expect(() => new Headers({ location: location ?? '' })).not.toThrow();
  });
});

describe('sameOriginLocation', () => {
  it('accepts full URLs only on the shop’s own origins', () => {
    expect(sameOriginLocation('https://toolyard.at/bohrer/', SHOPS)).toBe('https://toolyard.at/bohrer/');
    expect(sameOriginLocation('HTTPS://TOOLYARD.DE/x', SHOPS)).toBe('https://toolyard.de/x');
    expect(sameOriginLocation('https://toolyard.de.evil.example/', SHOPS)).toBeNull();
    expect(sameOriginLocation('https://evil.example@toolyard.de/', SHOPS)).toBeNull();
    expect(sameOriginLocation('http://toolyard.de/', SHOPS)).toBeNull();
    expect(sameOriginLocation('https://evil.example/', SHOPS)).toBeNull();
    expect(sameOriginLocation('ftp://toolyard.de/', SHOPS)).toBeNull();
  });

  it('treats paths exactly like sameOriginPath', () => {
    expect(sameOriginLocation('/a/', SHOPS)).toBe('/a/');
    expect(sameOriginLocation('//toolyard.de/', SHOPS)).toBeNull();
  });
});
