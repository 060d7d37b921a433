import { describe, expect, it } from 'vitest';
import { orderClientType } from './order.preconditions.ts';

describe('orderClientType', () => {
  it('keeps the private choice of the address step in a country that starts as company (IE, GR)', () => {
    for (const country of ['IE', 'GR']) {
      const billing = { country, firstName: 'Aoife', custom: { clientType: 'private' } };
      expect(orderClientType(billing)).toBe('PRIVATE');
    }
  });

  it('without a choice: company when the address names one, else the country default', () => {
    expect(orderClientType({ country: 'IE' })).toBe('COMPANY');
    expect(orderClientType({ country: 'DE' })).toBe('PRIVATE');
    expect(orderClientType({ country: 'DE', company: 'Bau GmbH' })).toBe('COMPANY');
  });

  it('a type asked for explicitly wins over the stored choice', () => {
    const billing = { country: 'DE', custom: { clientType: 'company' } };
    expect(orderClientType(billing)).toBe('COMPANY');
    expect(orderClientType(billing, 'PRIVATE')).toBe('PRIVATE');
  });
});
