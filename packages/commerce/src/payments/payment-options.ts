/**
 * The payment methods of a store for one cart and client type, each with whether it may be chosen
 * and why not (spec 001 §5 "Payment eligibility"). The country table, the client-type filter, the
 * COD rules and the bank/cash limit are the domain's (decision 019); this only names the reasons.
 */
import {
  type ClientType,
  type CodRefusal,
  codRefusals,
  isBankTransferAllowed,
  normalizeCountryCode,
  PAYMENT_METHODS_BY_COUNTRY,
  type PaymentMethodKey,
  paymentMethodsFor,
} from '@toolyard/domain';
import type { LineItemType, Money } from '../ports/index.ts';

export type PaymentRefusal = CodRefusal | 'not-for-companies' | 'companies-only' | 'bank-details-missing';

export interface PaymentOption {
  key: PaymentMethodKey;
  eligible: boolean;
  /** The first reason it is refused, null when eligible. */
  reason: PaymentRefusal | null;
  /** Every reason it is refused (COD can fail several rules at once). */
  reasons: PaymentRefusal[];
}

export interface PaymentOptionsCart {
  country: string;
  grossTotal: Money;
  /**
   * What the shopper would pay with cash on delivery: the total with the COD fee. The cap is checked
   * on it (001 §5), so a cart just under the cap is not offered COD and then refused on choosing it.
   * Defaults to `grossTotal`.
   */
  codGrossTotal?: Money;
  lines: readonly { quantity: number; type: LineItemType; isFreight: boolean }[];
}

/** Items that count towards the bank/cash limit: the extra guarantee rides on its product. */
export function countedItems(lines: PaymentOptionsCart['lines']): number {
  return lines
    .filter((line) => line.type !== 'extra_guarantee')
    .reduce((sum, line) => sum + line.quantity, 0);
}

export function paymentOptionsFor(
  cart: PaymentOptionsCart,
  context: { clientType: ClientType; bankDetailsComplete: boolean },
): PaymentOption[] {
  const country = normalizeCountryCode(cart.country);
  if (!country) return [];
  const forClient = new Set<string>(paymentMethodsFor({ country, clientType: context.clientType }));
  return PAYMENT_METHODS_BY_COUNTRY[country].map((key) => {
    const reasons: PaymentRefusal[] = [];
    if (!forClient.has(key))
      reasons.push(context.clientType === 'COMPANY' ? 'not-for-companies' : 'companies-only');
    if (key === 'cod') {
      reasons.push(
        ...codRefusals({
          country,
          grossCentAmount: (cart.codGrossTotal ?? cart.grossTotal).centAmount,
          lineItems: cart.lines,
        }),
      );
    }
    if (key === 'bank_transfer') {
      if (!isBankTransferAllowed(countedItems(cart.lines))) reasons.push('item-count-out-of-range');
      if (!context.bankDetailsComplete) reasons.push('bank-details-missing');
    }
    return { key, eligible: reasons.length === 0, reason: reasons[0] ?? null, reasons };
  });
}

/** The store's bank account a transfer is paid to (spec 000 §3 "Store" custom fields). */
export interface BankAccount {
  owner: string;
  institute: string;
  iban: string;
  bic: string;
}

export function bankAccountOf(
  store: {
    bankOwner: string | null;
    bankInstitute: string | null;
    iban: string | null;
    bic: string | null;
  } | null,
): BankAccount | null {
  if (!store?.bankOwner || !store.bankInstitute || !store.iban || !store.bic) return null;
  return { owner: store.bankOwner, institute: store.bankInstitute, iban: store.iban, bic: store.bic };
}
