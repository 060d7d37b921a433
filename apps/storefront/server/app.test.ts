import { describe, expect, it } from 'vitest';
import { pagePathOfDataRequest } from './app.ts';

describe('data request paths', () => {
  it('maps React Router data requests back to the page path', () => {
    expect(pagePathOfDataRequest('/_.data')).toBe('/');
    expect(pagePathOfDataRequest('/_root.data')).toBe('/');
    expect(pagePathOfDataRequest('/nl/gereedschap/_.data')).toBe('/nl/gereedschap/');
    expect(pagePathOfDataRequest('/fr/login.data')).toBe('/fr/login');
    expect(pagePathOfDataRequest('/favicon.svg')).toBeNull();
  });
});
