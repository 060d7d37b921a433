/**
 * Payment methods offered per customer (spec 001 §3, §5). Which methods companies lose is "not
 * shown"; our choice is in docs/decisions/019-domain-payment-methods.md.
 */
import { MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT } from '../limits.ts';
import type { ClientType } from './client-type.ts';

/** Card-provider methods, in the spec's order. */
export const PROVIDER_PAYMENT_METHODS = [
  'scheme',
  'paypal',
  'klarna_account',
  'ratepay',
  'onlineBanking_PL',
  'ideal',
  'klarna',
  'klarna_b2b',
  'applepay',
  'googlepay',
  'multibanco',
  'twint',
  'mobilepay',
] as const;

/** The shop's own custom payments. */
export const CUSTOM_PAYMENT_METHODS = ['cod', 'bank_transfer'] as const;

export type PaymentMethodKey =
  | (typeof PROVIDER_PAYMENT_METHODS)[number]
  | (typeof CUSTOM_PAYMENT_METHODS)[number];

/** Pre-selected method: the card provider's card payment. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodKey = 'scheme';

/**
 * Consumer buy-now-pay-later and instalment products: their providers underwrite private persons
 * only, and a company buying on a VAT invoice must not end up in a consumer credit contract.
 */
export const COMPANY_EXCLUDED_PAYMENT_METHODS: readonly PaymentMethodKey[] = [
  'klarna',
  'klarna_account',
  'ratepay',
];

/** Invoice financing for businesses: needs a company to underwrite. */
export const NON_COMPANY_EXCLUDED_PAYMENT_METHODS: readonly PaymentMethodKey[] = ['klarna_b2b'];

export const GOOGLE_PAY_ONLY_METHODS: readonly PaymentMethodKey[] = ['googlepay'];

export interface PaymentMethodContext {
  readonly clientType: ClientType;
  /** Express checkout context restricted to Google Pay. */
  readonly googlePayOnly?: boolean;
  /** Result of isCashOnDeliveryAllowed for the cart; cod is removed when false. */
  readonly cashOnDeliveryAllowed?: boolean;
  /** Result of isBankTransferAllowed for the cart; bank_transfer is removed when false. */
  readonly bankTransferAllowed?: boolean;
}

/** Filters the store's methods (order kept) for the customer and cart. */
export function availablePaymentMethods<T extends string>(
  methods: readonly T[],
  context: PaymentMethodContext,
): T[] {
  const excluded =
    context.clientType === 'COMPANY'
      ? COMPANY_EXCLUDED_PAYMENT_METHODS
      : NON_COMPANY_EXCLUDED_PAYMENT_METHODS;
  return methods.filter((method) => {
    if (context.googlePayOnly && !(GOOGLE_PAY_ONLY_METHODS as readonly string[]).includes(method))
      return false;
    if ((excluded as readonly string[]).includes(method)) return false;
    if (method === 'cod' && context.cashOnDeliveryAllowed === false) return false;
    if (method === 'bank_transfer' && context.bankTransferAllowed === false) return false;
    return true;
  });
}

/** Bank or cash payment allows at most 20 items (and a cart needs at least one to be paid). */
export function isBankTransferAllowed(itemCount: number): boolean {
  return Number.isSafeInteger(itemCount) && itemCount >= 1 && itemCount <= MAX_ITEMS_FOR_BANK_OR_CASH_PAYMENT;
}

export type ThankYouPaymentStatus = 'in-progress' | 'paid';

/** Bank transfer, or a Multibanco reference still to be paid, is in progress; all else is paid. */
export function thankYouPaymentStatus({
  method,
  multibancoReference,
}: {
  readonly method: string;
  readonly multibancoReference?: string | null;
}): ThankYouPaymentStatus {
  return method === 'bank_transfer' || multibancoReference ? 'in-progress' : 'paid';
}
