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
