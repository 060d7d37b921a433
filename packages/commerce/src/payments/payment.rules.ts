import type { Money } from '../ports/index.ts';

/** How an order is paid: the shop's custom payments, or Multibanco through the card provider. */
export type CustomPaymentKind = 'cod' | 'bank_transfer' | 'multibanco';

/** Payment interface names (spec 001 §3 "Order-level payment integration types"). */
export const PAYMENT_INTERFACE: Record<CustomPaymentKind, string> = {
  cod: 'COD',
  bank_transfer: 'BANK_TRANSFER',
  multibanco: 'card-provider',
};
const NAMES: Record<CustomPaymentKind, string> = {
  cod: 'Cash on delivery',
  bank_transfer: 'Bank transfer',
  multibanco: 'Multibanco',
};

export interface PaymentDraft {
  paymentMethodInfo: { paymentInterface: string; method: CustomPaymentKind; name: { en: string } };
  amountPlanned: { currencyCode: string; centAmount: number; fractionDigits: number };
}

/** Spec 000 §3 "Payment draft": paymentMethodInfo (interface, name with locale EN) and amountPlanned. */
export function customPaymentDraft(kind: CustomPaymentKind, total: Money): PaymentDraft {
  return {
    paymentMethodInfo: { paymentInterface: PAYMENT_INTERFACE[kind], method: kind, name: { en: NAMES[kind] } },
    amountPlanned: {
      currencyCode: total.currencyCode,
      centAmount: total.centAmount,
      fractionDigits: total.fractionDigits,
    },
  };
}

/**
 * Payment state of a new order: bank transfer owes the full amount until the money arrives
 * (BalanceDue); cash on delivery is collected by the carrier (Pending). docs/decisions/034.
 */
export function initialPaymentState(kind: CustomPaymentKind): 'BalanceDue' | 'Pending' {
  return kind === 'bank_transfer' ? 'BalanceDue' : 'Pending';
}

/**
 * A payment the card provider has already accepted (decision 150): the order is placed only after
 * this, so a refused card never leaves an order behind. `amount` is what the provider authorised;
 * the flow refuses the order (malformed-price) when the cart total moved since.
 */
export interface ProviderAuthorisation {
  /** The provider's method key (scheme, paypal, ideal, googlepay …). */
  method: string;
  pspReference: string;
  /** Authorised: money reserved; Pending/Received: the shopper finished, the bank answers later. */
  resultCode: 'Authorised' | 'Pending' | 'Received';
  amount: { currencyCode: string; centAmount: number };
}

/** The draft of a provider payment: interface card-provider, the method as the provider names it. */
export function providerPaymentDraft(auth: ProviderAuthorisation, total: Money): PaymentDraft {
  return {
    paymentMethodInfo: {
      paymentInterface: 'card-provider',
      method: auth.method as CustomPaymentKind,
      name: { en: auth.method },
    },
    amountPlanned: {
      currencyCode: total.currencyCode,
      centAmount: total.centAmount,
      fractionDigits: total.fractionDigits,
    },
  };
}

/**
 * Payment state of an order paid through the provider: Pending until the provider's webhook
 * confirms (AUTHORISATION success → Paid, failure → Failed); the thank-you page shows paid.
 */
export const PROVIDER_INITIAL_PAYMENT_STATE = 'Pending' as const;
