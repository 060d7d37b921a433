import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '../app/middleware/set-cache-control.ts';
import { pagePathOfDataRequest, privateWhenPersonal } from './app.ts';

describe('data request paths', () => {
  it('maps React Router data requests back to the page path', () => {
    expect(pagePathOfDataRequest('/_.data')).toBe('/');
    expect(pagePathOfDataRequest('/_root.data')).toBe('/');
    expect(pagePathOfDataRequest('/nl/gereedschap/_.data')).toBe('/nl/gereedschap/');
    expect(pagePathOfDataRequest('/fr/login.data')).toBe('/fr/login');
    expect(pagePathOfDataRequest('/favicon.svg')).toBeNull();
  });
});

describe('shared caching of a rendered page', () => {
  const page = (headers: Record<string, string> = {}) =>
    new Response('<!DOCTYPE html>', {
      headers: { 'content-type': 'text/html', 'cache-control': CACHE_CONTROL.shared, ...headers },
    });

  it('stays public when complete, and goes private when a read failed or a cookie is set', () => {
    expect(privateWhenPersonal(page()).headers.get('cache-control')).toBe(CACHE_CONTROL.shared);
    expect(privateWhenPersonal(page(), true).headers.get('cache-control')).toBe(CACHE_CONTROL.private);
    expect(privateWhenPersonal(page({ 'set-cookie': 'a=b' })).headers.get('cache-control')).toBe(
      CACHE_CONTROL.private,
    );
  });
});
