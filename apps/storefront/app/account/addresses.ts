/** The address form's fields (spec 000 §3 "Address", in form order) and its texts. */

export type AddressKind = 'shipping' | 'billing';

export const ADDRESS_FIELDS = [
  { name: 'firstName', label: 'form.first-name', autoComplete: 'given-name', required: true },
  { name: 'lastName', label: 'form.last-name', autoComplete: 'family-name', required: true },
  { name: 'company', label: 'form.company', autoComplete: 'organization', required: false },
  { name: 'streetName', label: 'form.street', autoComplete: 'address-line1', required: true },
  { name: 'streetNumber', label: 'form.street-number-label', autoComplete: 'off', required: true },
  {
    name: 'additionalStreetInfo',
    label: 'form.additional-info',
    autoComplete: 'address-line2',
    required: false,
  },
  { name: 'postalCode', label: 'form.postal-code-label', autoComplete: 'postal-code', required: true },
  { name: 'city', label: 'form.city', autoComplete: 'address-level2', required: true },
  { name: 'phone', label: 'form.phone-label', autoComplete: 'tel', required: false },
] as const;

export type AddressFieldName = (typeof ADDRESS_FIELDS)[number]['name'];

/** The API's address rule → the field's message (form namespace, 21 languages). */
export const ADDRESS_RULE_MESSAGES: Record<string, string> = {
  required: 'form.required',
  'postal-code': 'form.postal-code',
  'street-number': 'form.street-number',
  phone: 'form.phone',
};

/** Notes after a saved change (`?done=` after the 303). */
export const ADDRESS_NOTICES = {
  added: 'account-addresses.added',
  changed: 'account-addresses.changed',
  removed: 'account-addresses.removed',
  default: 'account-addresses.default-set',
} as const;
