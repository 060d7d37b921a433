/**
 * Reading and checking the address step's post (spec 000 §4, §5): the domain's rules for postal
 * code, street number and phone, the spec's notifications, client type and shipping choice.
 */
import {
  applyClientType,
  type ClientType,
  clientTypeOfAddress,
  isFilled,
  isValidPhoneNumber,
  isValidPostalCode,
  isValidStreetNumber,
  meetsVatIdInputRule,
  parseClientType,
} from '@toolyard/domain';
import type { AccountAddress } from '../account/account-api.ts';
import type { AddressKind } from '../account/addresses.ts';
import type { Fields } from '../account/forms.server.ts';
import { FORM_MESSAGES } from '../account/forms.ts';
import {
  CHECKOUT_ADDRESS_FIELDS,
  CHECKOUT_MESSAGES,
  fieldName,
  type Notification,
  SHIPPING_CHOICES,
  type ShippingChoice,
  VAT_FIELD,
} from './address-form.ts';

export type AddressInput = Record<string, string> & { country: string };

export interface AddressForm {
  clientType: ClientType;
  shippingChoice: ShippingChoice;
  billing: AddressInput;
  /** The address to ship to: billing's copy (without id) when same as billing. */
  shipping: AddressInput;
  /** As typed (normalised later by the VAT check); '' for private customers. */
  vatInput: string;
}

export interface FormCheck {
  form: AddressForm;
  fieldErrors: Record<string, string>;
  notifications: Notification[];
}

const REQUIRED = CHECKOUT_ADDRESS_FIELDS.filter((field) => field.required).map((field) => field.name);

/** Field name (without prefix) → message key, by the domain's rules; `company` for company customers. */
export function addressErrors(
  kind: AddressKind,
  address: AddressInput,
  clientType: ClientType,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of REQUIRED) if (!isFilled(address[name])) errors[name] = 'form.required';
  if (kind === 'billing' && clientType === 'COMPANY' && !isFilled(address.company))
    errors.company = 'form.required';
  if (!errors.postalCode && !isValidPostalCode(address.country, address.postalCode ?? ''))
    errors.postalCode = kind === 'billing' ? CHECKOUT_MESSAGES.postalBilling : 'form.postal-code';
  if (!errors.streetNumber && !isValidStreetNumber(address.country, address.streetNumber ?? ''))
    errors.streetNumber = 'form.street-number';
  if (isFilled(address.phone) && !isValidPhoneNumber((address.phone ?? '').trim()))
    errors.phone = 'form.phone';
  return errors;
}

function typedAddress(fields: Fields, kind: AddressKind, country: string): AddressInput {
  const address: AddressInput = { country };
  for (const { name } of CHECKOUT_ADDRESS_FIELDS) {
    const value = fields[fieldName(kind, name)];
    if (value) address[name] = value;
  }
  return address;
}

function savedAddress(saved: AccountAddress, country: string): AddressInput {
  const address: AddressInput = { country };
  for (const { name } of CHECKOUT_ADDRESS_FIELDS) {
    const value = saved[name as keyof AccountAddress];
    if (typeof value === 'string' && value) address[name] = value;
  }
  return address;
}

/** The JSON the spec's shipping postal-code message shows. */
function shippingJson(address: AddressInput): string {
  try {
    return JSON.stringify(address);
  } catch {
    return '[unserialisable address]';
  }
}

export function readAddressForm(
  fields: Fields,
  options: { country: string; saved: readonly AccountAddress[] },
): FormCheck {
  const { country, saved } = options;
  const fieldErrors: Record<string, string> = {};
  const notifications: Notification[] = [];
  const savedById = (id: string | undefined) => saved.find((address) => address.id === id);

  // Billing: a saved address (signed-in customers) decides the client type by its company (000 §4).
  const billingSaved =
    fields.billingSource && fields.billingSource !== 'new' ? savedById(fields.billingSource) : undefined;
  let clientType = parseClientType(fields.clientType) ?? 'PRIVATE';
  let billing: AddressInput;
  if (billingSaved) {
    billing = savedAddress(billingSaved, country);
    clientType = clientTypeOfAddress(billingSaved);
  } else {
    billing = typedAddress(fields, 'billing', country);
  }
  // Private customers have company and department cleared and no VAT number (000 §5).
  billing = applyClientType(billing as AddressInput & { company?: string }, clientType) as AddressInput;
  for (const name of ['company', 'department', 'vatNumber']) if (!billing[name]) delete billing[name];
  const vatInput = clientType === 'COMPANY' ? (fields[VAT_FIELD] ?? '') : '';
  // 001 §5's input rule holds whether or not the store checks IDs remotely: "1" is no VAT ID.
  if (vatInput && !meetsVatIdInputRule(vatInput)) {
    fieldErrors[VAT_FIELD] = FORM_MESSAGES.vatIdInvalid;
    notifications.push({ key: CHECKOUT_MESSAGES.billingVatError });
  }

  const billingErrors = addressErrors('billing', billing, clientType);
  if (Object.keys(billingErrors).length > 0) {
    if (billingSaved) fieldErrors.billingSource = 'form.not-correct';
    else
      for (const [name, key] of Object.entries(billingErrors)) fieldErrors[fieldName('billing', name)] = key;
    notifications.push({ key: CHECKOUT_MESSAGES.billingError });
    if (billingErrors.postalCode) notifications.push({ key: CHECKOUT_MESSAGES.postalBilling });
  }

  const choice = (SHIPPING_CHOICES as readonly string[]).includes(fields.shippingChoice ?? '')
    ? (fields.shippingChoice as ShippingChoice)
    : 'SAME_AS_BILLING';
  let shipping: AddressInput;
  if (choice === 'SAME_AS_BILLING') {
    shipping = { ...billing };
  } else {
    const shippingSaved = choice === 'SAVED_ADDRESS' ? savedById(fields.shippingSavedId) : undefined;
    if (choice === 'SAVED_ADDRESS' && !shippingSaved) fieldErrors.shippingSavedId = 'form.required';
    shipping = shippingSaved
      ? savedAddress(shippingSaved, country)
      : typedAddress(fields, 'shipping', country);
    const shippingErrors = choice === 'SAVED_ADDRESS' ? {} : addressErrors('shipping', shipping, 'PRIVATE');
    for (const [name, key] of Object.entries(shippingErrors)) fieldErrors[fieldName('shipping', name)] = key;
    if (Object.keys(shippingErrors).length > 0 || fieldErrors.shippingSavedId) {
      notifications.push({ key: CHECKOUT_MESSAGES.shippingError });
      if (shippingErrors.postalCode)
        notifications.push({
          key: CHECKOUT_MESSAGES.postalShipping,
          values: { address: shippingJson(shipping) },
        });
    }
  }
  return {
    form: { clientType, shippingChoice: choice, billing, shipping, vatInput },
    fieldErrors,
    notifications,
  };
}
