import { describe, expect, it } from 'vitest';
import {
  applyClientType,
  checkoutClientType,
  clientTypeOfAddress,
  customerTypeFieldValue,
  defaultClientType,
  parseClientType,
} from './client-type.ts';

describe('client type', () => {
  it('defaults to company in BG, GR, IE, LT, SI and private elsewhere', () => {
    for (const country of ['BG', 'GR', 'IE', 'LT', 'si']) expect(defaultClientType(country)).toBe('COMPANY');
    for (const country of ['DE', 'SK', 'GB', 'US', '']) expect(defaultClientType(country)).toBe('PRIVATE');
  });

  it('prefers a stored cookie value', () => {
    expect(checkoutClientType('company', 'DE')).toBe('COMPANY');
    expect(checkoutClientType('PRIVATE', 'IE')).toBe('PRIVATE');
    expect(checkoutClientType('weird', 'IE')).toBe('COMPANY');
    expect(checkoutClientType(undefined, 'DE')).toBe('PRIVATE');
    expect(parseClientType(1)).toBeNull();
  });

  it('derives the type from a chosen address', () => {
    expect(clientTypeOfAddress({ company: 'ACME s.r.o.' })).toBe('COMPANY');
    expect(clientTypeOfAddress({ company: '  ' })).toBe('PRIVATE');
    expect(clientTypeOfAddress({})).toBe('PRIVATE');
  });

  it('clears company, department and VAT number for private customers', () => {
    const address = { firstName: 'Eva', company: 'ACME', department: 'Buying', vatNumber: 'SK1234567890' };
    expect(applyClientType(address, 'PRIVATE')).toEqual({
      firstName: 'Eva',
      company: '',
      department: '',
      vatNumber: '',
    });
    expect(applyClientType(address, 'COMPANY')).toBe(address);
  });

  it('stores the customer type lower-cased', () => {
    expect(customerTypeFieldValue('COMPANY')).toBe('company');
    expect(customerTypeFieldValue('PRIVATE')).toBe('private');
  });
});
