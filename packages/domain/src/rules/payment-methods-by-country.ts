/**
 * Payment methods each country store offers (spec 001 §3 method keys; the per-country list is
 * "not shown" in the spec — our table and its reasons are in docs/decisions/019, addendum).
 * `paymentMethodsFor` combines the table with the client-type rule of `availablePaymentMethods`,
 * so checkout and the information pages read one source.
 */
import { COUNTRY_CODES, type CountryCode } from '../country-codes.ts';
import {
  availablePaymentMethods,
  CUSTOM_PAYMENT_METHODS,
  type PaymentMethodContext,
  type PaymentMethodKey,
  PROVIDER_PAYMENT_METHODS,
} from './payment-methods.ts';

/** Card, PayPal and the two wallets: offered by every store. */
const EVERYWHERE: readonly PaymentMethodKey[] = ['scheme', 'paypal', 'applepay', 'googlepay'];

/** Extra provider methods per store, on top of EVERYWHERE. */
const LOCAL: Readonly<Record<CountryCode, readonly PaymentMethodKey[]>> = {
  IE: ['klarna_account'],
  SK: ['klarna_account'],
  DE: ['klarna', 'klarna_account', 'ratepay', 'klarna_b2b'],
  PT: ['klarna_account', 'multibanco'],
  IT: ['klarna_account'],
  FR: ['klarna_account'],
  HU: ['klarna_account'],
  CZ: ['klarna', 'klarna_account'],
  AT: ['klarna', 'klarna_account', 'ratepay', 'klarna_b2b'],
  NO: ['klarna', 'klarna_account', 'klarna_b2b'],
  NL: ['klarna', 'klarna_account', 'ratepay', 'ideal', 'klarna_b2b'],
  CH: ['klarna', 'klarna_account', 'ratepay', 'twint'],
  BE: ['klarna'],
  DK: ['klarna', 'klarna_account', 'klarna_b2b', 'mobilepay'],
  SE: ['klarna', 'klarna_account', 'klarna_b2b'],
  ES: ['klarna_account'],
  GB: ['klarna', 'klarna_account'],
  FI: ['klarna', 'klarna_account', 'klarna_b2b', 'mobilepay'],
  PL: ['klarna', 'klarna_account', 'onlineBanking_PL'],
  RO: ['klarna_account'],
  LT: [],
  SI: [],
  GR: ['klarna_account'],
  HR: [],
  BG: [],
};

/**
 * Every method a store offers, before any customer or cart rule: provider methods in the spec's
 * order, then the shop's own bank transfer and cash on delivery (every store has a COD cap, 001 §9).
 */
export const PAYMENT_METHODS_BY_COUNTRY: Readonly<Record<CountryCode, readonly PaymentMethodKey[]>> =
  Object.fromEntries(
    COUNTRY_CODES.map((country) => [
      country,
      Object.freeze([
        ...PROVIDER_PAYMENT_METHODS.filter(
          (method) => EVERYWHERE.includes(method) || LOCAL[country].includes(method),
        ),
        ...CUSTOM_PAYMENT_METHODS,
      ]),
    ]),
  ) as Record<CountryCode, readonly PaymentMethodKey[]>;

export interface CountryPaymentMethodContext extends PaymentMethodContext {
  readonly country: CountryCode;
}

/**
 * The methods a customer sees in a store: the country's list filtered by client type (companies
 * lose consumer pay-later, private customers lose invoice financing), the Google Pay express flag
 * and, when given, the cart's COD and bank-transfer eligibility (decision 019).
 */
export function paymentMethodsFor(context: CountryPaymentMethodContext): PaymentMethodKey[] {
  return availablePaymentMethods(PAYMENT_METHODS_BY_COUNTRY[context.country], context);
}
