/**
 * The domain's address rules applied to an address-book entry (spec 001 §5): the fields a
 * deliverable address cannot do without, the country's postal-code pattern, a digit in the street
 * number (not in PL and RO) and the phone format. The same rules checkout applies to an order's
 * addresses (order.preconditions.ts), so a saved address is one checkout accepts.
 */
import { isFilled, isValidPhoneNumber, isValidPostalCode, isValidStreetNumber } from '@toolyard/domain';
import { REQUIRED_ADDRESS_FIELDS } from '../orders/order.preconditions.ts';

export type AddressRule = 'required' | 'postal-code' | 'street-number' | 'phone';

export interface AddressProblem {
  field: string;
  rule: AddressRule;
}

/** Every problem of the address, one per field, in form order. */
export function addressProblems(address: Record<string, unknown>): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const text = (name: string) => (typeof address[name] === 'string' ? (address[name] as string) : '');
  for (const field of REQUIRED_ADDRESS_FIELDS) {
    if (!isFilled(address[field])) problems.push({ field, rule: 'required' });
  }
  const country = text('country');
  const has = (field: string) => problems.some((problem) => problem.field === field);
  if (!has('postalCode') && !isValidPostalCode(country, text('postalCode')))
    problems.push({ field: 'postalCode', rule: 'postal-code' });
  if (!has('streetNumber') && !isValidStreetNumber(country, text('streetNumber')))
    problems.push({ field: 'streetNumber', rule: 'street-number' });
  for (const field of ['phone', 'mobile']) {
    if (isFilled(address[field]) && !isValidPhoneNumber(text(field).trim()))
      problems.push({ field, rule: 'phone' });
  }
  return problems;
}
