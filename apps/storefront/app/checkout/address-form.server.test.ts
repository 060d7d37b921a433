import { describe, expect, test } from 'vitest';
import { readAddressForm } from './address-form.server.ts';

const BILLING = {
  'billing-firstName': 'Eva',
  'billing-lastName': 'Nováková',
  'billing-company': 'Nářadí s.r.o.',
  'billing-streetName': 'Obchodná',
  'billing-streetNumber': '5',
  'billing-postalCode': '811 06',
  'billing-city': 'Bratislava',
  'billing-vatNumber': 'SK2020273893',
};
const SAVED = [
  {
    id: 'a1',
    firstName: 'Ján',
    lastName: 'Kováč',
    company: 'Kováč a syn',
    streetName: 'Hlavná',
    streetNumber: '1',
    postalCode: '040 01',
    city: 'Košice',
    country: 'SK',
  },
];

describe('address step form', () => {
  test('a private customer has company and VAT number cleared, shipping is a copy of billing', () => {
    const { form, fieldErrors } = readAddressForm(
      { ...BILLING, clientType: 'PRIVATE' },
      { country: 'SK', saved: [] },
    );
    expect(fieldErrors).toEqual({});
    expect(form.billing.company).toBeUndefined();
    expect(form.vatInput).toBe('');
    expect(form.shipping).toEqual(form.billing);
    expect(form.shippingChoice).toBe('SAME_AS_BILLING');
  });

  test('a company keeps both and needs a company name', () => {
    const { form } = readAddressForm({ ...BILLING, clientType: 'COMPANY' }, { country: 'SK', saved: [] });
    expect(form.billing.company).toBe('Nářadí s.r.o.');
    expect(form.vatInput).toBe('SK2020273893');
    const missing = readAddressForm(
      { ...BILLING, clientType: 'COMPANY', 'billing-company': '' },
      { country: 'SK', saved: [] },
    );
    expect(missing.fieldErrors['billing-company']).toBe('form.required');
  });

  test("a company's VAT ID of one character is refused at its field (001 §5 'minimum length 2')", () => {
    const short = readAddressForm(
      { ...BILLING, clientType: 'COMPANY', 'billing-vatNumber': '1' },
      { country: 'CH', saved: [] },
    );
    expect(short.fieldErrors['billing-vatNumber']).toBe('account-pages.vat-id-invalid');
    expect(short.notifications).toContainEqual({ key: 'checkout.billing-vat-error' });
    const two = readAddressForm(
      { ...BILLING, clientType: 'COMPANY', 'billing-vatNumber': '12' },
      { country: 'CH', saved: [] },
    );
    expect(two.fieldErrors['billing-vatNumber']).toBeUndefined();
  });

  test('a saved address with a company makes a company customer, without one a private one', () => {
    const saved = readAddressForm(
      { billingSource: 'a1', clientType: 'PRIVATE' },
      { country: 'SK', saved: SAVED },
    );
    expect(saved.form.clientType).toBe('COMPANY');
    expect(saved.form.billing).toMatchObject({ city: 'Košice', company: 'Kováč a syn' });
    const plain = readAddressForm(
      { billingSource: 'a1', clientType: 'COMPANY' },
      { country: 'SK', saved: [{ ...SAVED[0]!, company: '' }] },
    );
    expect(plain.form.clientType).toBe('PRIVATE');
  });

  test('street number, phone and a missing saved shipping address are refused with their notifications', () => {
    const { fieldErrors, notifications } = readAddressForm(
      {
        ...BILLING,
        'billing-streetNumber': 'A',
        'billing-phone': '+421 9',
        shippingChoice: 'SAVED_ADDRESS',
        shippingSavedId: 'gone',
      },
      { country: 'SK', saved: SAVED },
    );
    expect(fieldErrors).toEqual({
      'billing-streetNumber': 'form.street-number',
      'billing-phone': 'form.phone',
      shippingSavedId: 'form.required',
    });
    expect(notifications.map((note) => note.key)).toEqual([
      'checkout.billing-address-error',
      'checkout.shipping-address-error',
    ]);
  });

  test('Poland has no street-number digit rule (001 §5)', () => {
    const { fieldErrors } = readAddressForm(
      {
        ...BILLING,
        'billing-streetNumber': 'bez numeru',
        'billing-postalCode': '00-950',
        clientType: 'PRIVATE',
      },
      { country: 'PL', saved: [] },
    );
    expect(fieldErrors).toEqual({});
  });
});
