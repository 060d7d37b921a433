import { describe, expect, it } from 'vitest';
import { isFilledAddress } from './modules.ts';

describe('checkout guard address check', () => {
  it('needs more than the country a new cart starts with', () => {
    expect(isFilledAddress({ country: 'DE' })).toBe(false);
    expect(isFilledAddress({ country: 'DE', city: ' ' })).toBe(false);
    expect(isFilledAddress({ country: 'DE', postalCode: '10115', city: 'Berlin' })).toBe(true);
    expect(isFilledAddress(null)).toBe(false);
  });
});
