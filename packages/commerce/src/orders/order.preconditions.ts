/**
 * What an order needs from the cart before it may be placed (spec 000 §4 "Payment flow", §5, 001 §5,
 * §8): the customer e-mail, a complete billing address by the country's rules and a complete
 * shipping address (or "same as billing"). Every rule is the domain's; this only applies them and
 * names the spec's error text.
 */
import {
  applyClientType,
  type ClientType,
  type CompanyFields,
  canStartPayment,
  defaultClientType,
  isFilled,
  isValidEmail,
  isValidPhoneNumber,
  isValidPostalCode,
  isValidStreetNumber,
  POSTAL_CODE_ERRORS,
  parseClientType,
  shippingPostalCodeError,
} from '@toolyard/domain';
import type { CartAddress } from '../carts/cart.types.ts';

export const ADDRESS_ERRORS = {
  billing: 'Billing Address Error',
  shipping: 'Shipping Address Error',
} as const;
export const MISSING_CUSTOMER_DATA = 'Payment needs customer email and billing first name.';

/** Fields a deliverable address cannot do without. */
export const REQUIRED_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'streetName',
  'streetNumber',
  'postalCode',
  'city',
] as const;

export type PreconditionFailure =
  | { code: 'MissingCustomerData'; message: string; field: 'customerEmail' | 'billingAddress.firstName' }
  | { code: 'InvalidAddress'; message: string; field: string };

export interface OrderAddresses {
  billingAddress: CartAddress;
  shippingAddress: CartAddress;
  clientType: ClientType;
}

/**
 * The checkout client type: as asked for, else as the shopper chose it on the address step (kept on
 * the billing address), else company when the billing address names one, else the country's
 * default (000 §4). The address step's choice must win over the default: a private buyer in IE or
 * GR would otherwise pay as a company and lose the private-only methods.
 */
export function orderClientType(billing: CartAddress, requested?: ClientType | null): ClientType {
  if (requested) return requested;
  const chosen = parseClientType((billing.custom as Record<string, unknown> | undefined)?.clientType);
  if (chosen) return chosen;
  return isFilled(billing.company) ? 'COMPANY' : defaultClientType(billing.country);
}

/** The domain's client-type rule on a free-form cart address. */
function forClient(address: CartAddress, type: ClientType): CartAddress {
  return applyClientType(address as CartAddress & CompanyFields, type);
}

/** The first problem of one address, with the spec's message, or null. */
function addressProblem(kind: 'billing' | 'shipping', address: CartAddress): PreconditionFailure | null {
  const field = (name: string) => `${kind}Address.${name}`;
  const invalid = (name: string, message: string = ADDRESS_ERRORS[kind]): PreconditionFailure => ({
    code: 'InvalidAddress',
    message,
    field: field(name),
  });
  for (const name of REQUIRED_ADDRESS_FIELDS) {
    if (!isFilled(address[name])) return invalid(name);
  }
  const text = (name: string) => String(address[name]);
  if (!isValidPostalCode(address.country, text('postalCode'))) {
    return invalid(
      'postalCode',
      kind === 'billing' ? POSTAL_CODE_ERRORS.billing : shippingPostalCodeError(address),
    );
  }
  if (!isValidStreetNumber(address.country, text('streetNumber'))) return invalid('streetNumber');
  for (const name of ['phone', 'mobile'] as const) {
    if (isFilled(address[name]) && !isValidPhoneNumber(text(name).trim())) return invalid(name);
  }
  return null;
}

/**
 * Checks e-mail and addresses and returns the addresses the order keeps: shipping copied from
 * billing (without its id) when `sameAsBilling`, and company, department and VAT number cleared for
 * private customers (000 §5).
 */
export function orderAddresses(
  cart: { customerEmail: string | null; billingAddress: CartAddress; shippingAddress: CartAddress },
  options: { sameAsBilling?: boolean; clientType?: ClientType },
): { ok: true; value: OrderAddresses } | { ok: false; error: PreconditionFailure } {
  const email = cart.customerEmail ?? '';
  const firstName = typeof cart.billingAddress.firstName === 'string' ? cart.billingAddress.firstName : '';
  if (!canStartPayment({ customerEmail: email, billingFirstName: firstName })) {
    const field = isFilled(email) ? 'billingAddress.firstName' : 'customerEmail';
    return { ok: false, error: { code: 'MissingCustomerData', message: MISSING_CUSTOMER_DATA, field } };
  }
  if (!isValidEmail(email)) {
    return {
      ok: false,
      error: { code: 'MissingCustomerData', message: MISSING_CUSTOMER_DATA, field: 'customerEmail' },
    };
  }
  const billingProblem = addressProblem('billing', cart.billingAddress);
  if (billingProblem) return { ok: false, error: billingProblem };
  const { id: _billingId, ...billingWithoutId } = cart.billingAddress;
  const shipping = options.sameAsBilling ? { ...billingWithoutId } : cart.shippingAddress;
  const shippingProblem = addressProblem('shipping', shipping);
  if (shippingProblem) return { ok: false, error: shippingProblem };
  const clientType = orderClientType(cart.billingAddress, options.clientType);
  return {
    ok: true,
    value: {
      clientType,
      billingAddress: forClient(cart.billingAddress, clientType),
      shippingAddress: forClient(shipping, clientType),
    },
  };
}
