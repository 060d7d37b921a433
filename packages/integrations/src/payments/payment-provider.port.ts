/**
 * The card provider behind one port (decision 150). The shapes are Adyen Checkout API v71's,
 * trimmed to what the shop sends and reads, so the sandbox and the Adyen adapter answer alike:
 * a payment either ends (Authorised, Pending, Received, Refused, Cancelled, Error) or asks the
 * shopper to act (RedirectShopper, ChallengeShopper, PresentToShopper) and is finished with
 * `submitDetails` when the shopper comes back.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'adyen'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Adyen's `amount`: minor units and ISO 4217 currency. */
export interface ProviderAmount {
  currency: string;
  value: number;
}

export interface ProviderAddress {
  street: string;
  houseNumberOrName: string;
  postalCode: string;
  city: string;
  country: string;
}

export interface PaymentRequest {
  /** Our reference of this attempt: the cart id and the form's idempotency key. */
  reference: string;
  amount: ProviderAmount;
  /** Adyen's paymentMethod object; `type` is the method key (scheme, ideal, googlepay …). */
  paymentMethod: { type: string; [field: string]: unknown };
  returnUrl: string;
  countryCode: string;
  shopperLocale: string;
  shopperEmail?: string;
  /** Sent as the Idempotency-Key header: a repeated request answers the first payment. */
  idempotencyKey: string;
}

export type FinalResultCode = 'Authorised' | 'Pending' | 'Received';
export type RefusedResultCode = 'Refused' | 'Cancelled' | 'Error';
export type ActionResultCode = 'RedirectShopper' | 'ChallengeShopper' | 'PresentToShopper';

export type ProviderAction =
  | { type: 'redirect'; url: string; method: 'GET' }
  | {
      type: 'voucher';
      paymentMethodType: 'multibanco';
      reference: string;
      entity: string;
      expiresAt: string;
      merchantReference: string;
    };

export type PaymentOutcome =
  | {
      resultCode: FinalResultCode;
      pspReference: string;
      merchantReference: string;
      amount: ProviderAmount;
      /** The method the shopper paid with, as the provider names it. */
      paymentMethod: string;
      /** Wallet express checkout: the delivery address the wallet passed on, when it did. */
      deliveryAddress?: ProviderAddress | null;
    }
  | {
      resultCode: RefusedResultCode;
      pspReference?: string;
      merchantReference?: string;
      refusalReason?: string;
    }
  | { resultCode: ActionResultCode; action: ProviderAction; merchantReference?: string };

export interface SessionRequest {
  reference: string;
  amount: ProviderAmount;
  returnUrl: string;
  countryCode: string;
  shopperLocale: string;
}

export interface ProviderSession {
  id: string;
  sessionData: string;
  expiresAt: string;
}

/** One verified notification item (Adyen's NotificationRequestItem, trimmed). */
export interface NotificationItem {
  eventCode: string;
  success: boolean;
  pspReference: string;
  originalReference: string | null;
  merchantReference: string;
  merchantAccountCode: string;
  amount: ProviderAmount;
  /** Adyen's method key on the item (`visa`, `ideal` …), when the provider names it. */
  paymentMethod: string | null;
  /** When the event happened; a redelivery keeps it. Null when the body has none. */
  eventDate: Date | null;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createSession(request: SessionRequest): Promise<ProviderSession>;
  makePayment(request: PaymentRequest): Promise<PaymentOutcome>;
  /** Finishes a payment the shopper came back from (`redirectResult` or 3-D Secure details). */
  submitDetails(details: Record<string, string>): Promise<PaymentOutcome>;
  /**
   * Parses a webhook body and verifies every item's HMAC signature; rejects (throws) when any
   * item is unsigned or tampered, so nothing of a forged body is applied.
   */
  verifyNotification(body: string): NotificationItem[];
}
