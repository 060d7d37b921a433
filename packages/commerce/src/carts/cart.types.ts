import type { LineItemType, Money } from '../ports/index.ts';

export type PaymentSelection = 'cod' | 'bank_transfer' | 'other';

/** One line as the cart stores it: what was chosen, never a price (prices come from the catalog). */
export interface StoredLineItem {
  id: string;
  sku: string;
  quantity: number;
  type: LineItemType;
  /** Extra-guarantee lines carry the SKU of the product they cover. */
  parentSku: string | null;
  supplyChannel: string | null;
  distributionChannel: string | null;
  addedAt: string;
}

export interface CartAddress {
  country: string;
  [field: string]: unknown;
}

export interface StoredDiscountCode {
  id: string;
  code: string;
}

/** The cart row's jsonb document. */
export interface CartDocument {
  country: string;
  currency: string;
  locale: string;
  lineItems: StoredLineItem[];
  discountCodes: StoredDiscountCode[];
  shippingMethodKey: string | null;
  billingAddress: CartAddress;
  shippingAddress: CartAddress;
  customerEmail: string | null;
  payment: PaymentSelection | null;
  /**
   * The shopper ticked the checkout's newsletter box (spec 000 §4 "Payment flow", stores with the
   * newsletter option): kept on the cart so it survives a provider's redirect and reaches the order.
   * Absent means no consent.
   */
  newsletterConsent?: true;
}

export interface TaxPortionView {
  /** Fraction as the platform sends it (0.19); rateBasisPoints is the exact value. */
  rate: number;
  rateBasisPoints: number;
  amount: Money;
  name: string;
}

export interface TaxedPriceView {
  totalNet: Money;
  totalGross: Money;
  totalTax: Money;
  taxPortions: TaxPortionView[];
}
