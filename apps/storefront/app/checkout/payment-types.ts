/**
 * What the payment, return and thank-you routes get from the server (decision 152). Money is in
 * minor units; texts are keys of the `checkout` and `payment` namespaces.
 */
import { CUSTOM_PAYMENT_METHODS, type Money, PROVIDER_PAYMENT_METHODS } from '@toolyard/domain';
import type { PaymentStatusAnswer } from './payment-status.ts';

const METHOD_KEYS: ReadonlySet<string> = new Set([...PROVIDER_PAYMENT_METHODS, ...CUSTOM_PAYMENT_METHODS]);

/** The catalogue's key of a method's name (bank transfer is spelled with a dash there). */
export const methodNameKey = (key: string) =>
  `checkout.payment-methods.${key === 'bank_transfer' ? 'bank-transfer' : key}`;

/** The name key of a method an order was paid with; null for one the shop does not know. */
export const knownMethodNameKey = (key: string): string | null =>
  METHOD_KEYS.has(key) ? methodNameKey(key) : null;

export type PaymentMoney = Money;

export interface PaymentPageData {
  cartId: string;
  lines: { id: string; name: string; quantity: number; total: PaymentMoney }[];
  shipping: PaymentMoney | null;
  /** Cart total without the COD fee (the engine adds it only when COD is chosen). */
  total: PaymentMoney;
  codFee: PaymentMoney | null;
  /** The total with cash on delivery (the engine's `codTotalsOf`). */
  totalWithCod: PaymentMoney;
  methods: { key: string; eligible: boolean }[];
  bank: { owner: string; institute: string; iban: string; bic: string } | null;
  email: string | null;
  /** The cart already carries the newsletter box ticked (a return from a refused payment). */
  newsletterConsent: boolean;
}

export type PaymentErrorCode =
  | 'malformed-price'
  | 'cancelled-transaction'
  | 'creating-order-failed'
  | 'unprocessable-entity'
  | 'payment-error';

export type PayAnswer =
  | {
      kind: 'ordered';
      orderNumber: string;
      /** The order's e-mail when its shopper ticked the newsletter box; only on the first answer. */
      newsletterEmail?: string;
      /** Placed for the cart's owner from a return in another browser: not this visitor's to show. */
      forOwner?: true;
    }
  | { kind: 'redirect'; url: string }
  | {
      kind: 'failed';
      code: PaymentErrorCode;
      message: string;
      /** The provider did not say how the payment ended: it may have gone through. */
      unconfirmed?: true;
    };

export interface ThankYouData {
  orderNumber: string;
  /** The ordered cart: the checkout's step 5 is tracked under it, as steps 1–4 were (000 §4). */
  cartId: string;
  email: string | null;
  status: 'in-progress' | 'paid';
  method: string;
  total: PaymentMoney;
  bank: { owner: string; institute: string; iban: string; bic: string; paymentReference: string } | null;
  multibanco: { reference: string; entity: string; expiresAt: string } | null;
}

export interface StorefrontPayment {
  /** The active cart with its payment options; null without an active cart. */
  page(options: { googlePayOnly: boolean }): Promise<PaymentPageData | null>;
  pay(input: {
    method: string;
    idempotencyKey: string;
    returnUrl: string;
    /** The newsletter box; taken only in stores that offer it (001 §10 "Newsletter optional"). */
    newsletter: boolean;
  }): Promise<PayAnswer>;
  /** The return from the provider's hosted page, with the values it appended (decision 258). */
  finish(back: { sessionId: string; sessionResult: string }): Promise<PayAnswer>;
  /**
   * What the pending page may learn of its payment (decision 267); reads only. Null for a session
   * the shop never opened.
   */
  status(sessionId: string): Promise<PaymentStatusAnswer | null>;
  /** An order of this session by number; null when unknown or someone else's. */
  thankYou(orderNumber: string): Promise<ThankYouData | null>;
}

/** The translated text of each payment and order error code (spec 001 §8). */
export const PAYMENT_ERROR_MESSAGE: Readonly<Record<PaymentErrorCode, string>> = {
  'malformed-price': 'checkout.payment-malformed-price',
  'cancelled-transaction': 'checkout.payment-cancelled-transaction',
  'creating-order-failed': 'checkout.payment-creating-order-failed',
  'unprocessable-entity': 'checkout.payment-unprocessable-entity',
  'payment-error': 'checkout.payment-error',
};
