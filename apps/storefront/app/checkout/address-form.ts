/**
 * The address step's form (spec 000 §4, §5; docs/decisions/162): field names, choices and the
 * answer the action gives. Shared by the server (validation) and the browser (rendering).
 */
import type { AccountAddress } from '../account/account-api.ts';
import { ADDRESS_FIELDS, type AddressKind } from '../account/addresses.ts';
import type { VatOutcome } from './checkout-port.ts';

/** The address step's path (after the login step, and after sign-up or sign-in there). */
export const ADDRESSES_STEP = '/checkout/addresses';

export const SHIPPING_CHOICES = ['SAME_AS_BILLING', 'DIFFERENT_FROM_BILLING', 'SAVED_ADDRESS'] as const;
export type ShippingChoice = (typeof SHIPPING_CHOICES)[number];

/** Cookies remembering the choices (000 §4): the shipping address type and the client type per address type. */
export const SHIPPING_CHOICE_COOKIE = 'checkoutShippingAddressType';
export const CLIENT_TYPE_COOKIE = 'checkoutClientType-billing';
/** Set once the address was checked by the validation service: it runs once per session (000 §4). */
export const ADDRESS_VALIDATED_COOKIE = 'checkoutAddressValidated';

/** The posted name of an address field: "billing-postalCode", "shipping-city". */
export function fieldName(kind: AddressKind, name: string): string {
  return `${kind}-${name}`;
}

export const VAT_FIELD = 'billing-vatNumber';

/** A notification above the form: a message key with its values. */
export interface Notification {
  key: string;
  values?: Record<string, string>;
}

/** The VAT ID state the page shows (000 §4 "VAT validation", 001 §8 texts). */
export interface VatState {
  vatId: string;
  outcome: VatOutcome | null;
  timedOut: boolean;
  /** 'technical' when the check itself failed ('Technical issue occurred.'). */
  problem: 'technical' | 'too-short' | 'rate-limited' | null;
  /** The cart is priced NET after the check (reverse charge, decision 161). */
  netPrices: boolean;
  /** The store changes the tax rate for valid IDs (tax-rate change flag). */
  taxRateChange: boolean;
}

export interface CheckoutAnswer {
  /** Posted field name → message key. */
  fieldErrors: Record<string, string>;
  notifications: Notification[];
  values: Record<string, string>;
  vat: VatState | null;
  /** The validation service's flags ('Error on verdict', 'Error on address') and its suggestion. */
  addressCheck: { flags: ('verdict' | 'address')[]; formattedAddress: string | null } | null;
  intent: 'submit' | 'vat';
}

/** The address fields the checkout form shows: the account's, in their order. */
export const CHECKOUT_ADDRESS_FIELDS = ADDRESS_FIELDS;

/** One line of a saved address, for the choice list. */
export function addressLine(address: AccountAddress): string {
  return [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    [address.streetName, address.streetNumber].filter(Boolean).join(' '),
    [address.postalCode, address.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
}

/** Message keys the browser renders (listed for CLIENT_KEYS). */
export const CHECKOUT_MESSAGES = {
  billingError: 'checkout.billing-address-error',
  shippingError: 'checkout.shipping-address-error',
  billingVatError: 'checkout.billing-vat-error',
  postalBilling: 'checkout.postal-code-billing',
  postalShipping: 'checkout.postal-code-shipping',
  verdict: 'checkout-steps.error-on-verdict',
  address: 'checkout-steps.error-on-address',
} as const;
