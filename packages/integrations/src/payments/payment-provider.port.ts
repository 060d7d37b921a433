/**
 * The card provider behind one port (decision 150). The shapes are Adyen Checkout API v71's,
 * trimmed to what the shop sends and reads, so the sandbox and the Adyen adapter answer alike.
 * Card and wallet payments run on the provider's hosted page (decision 258): the shop opens a
 * session, sends the shopper to its URL, and reads the session's status when the shopper comes
 * back; the amount and pspReference of an authorisation come only with the verified webhook.
 */

export const PAYMENT_PROVIDERS = ['sandbox', 'adyen'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Adyen's `amount`: minor units and ISO 4217 currency. */
export interface ProviderAmount {
  currency: string;
  value: number;
}

/** The answer of Adyen's POST /payments, which the shop still sends for the Multibanco voucher. */
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
    }
  | {
      resultCode: RefusedResultCode;
      pspReference?: string;
      merchantReference?: string;
      refusalReason?: string;
    }
  | { resultCode: ActionResultCode; action: ProviderAction; merchantReference?: string };

/**
 * A card or wallet payment on the provider's hosted page (Adyen Hosted Checkout, decision 258): the
 * shop never sees card data. `method` is the shop's method key; the provider offers only that one.
 */
export interface HostedSessionRequest {
  /** Our reference of this attempt: the cart id and the form's idempotency key. */
  reference: string;
  amount: ProviderAmount;
  method: string;
  /** The provider sends the shopper back here with `sessionId` and `sessionResult` appended. */
  returnUrl: string;
  countryCode: string;
  shopperLocale: string;
  shopperEmail?: string;
  /** Sent as the Idempotency-Key header: a repeated request answers the first session. */
  idempotencyKey: string;
}

export interface HostedSession {
  sessionId: string;
  /** The provider's payment page the shopper is sent to. */
  url: string;
  expiresAt: string;
}

/**
 * Adyen's session statuses. `completed` means authorised, but the answer carries no pspReference
 * or amount: those come with the AUTHORISATION webhook. The status is not updated afterwards.
 */
export const SESSION_STATUSES = [
  'completed',
  'paymentPending',
  'refused',
  'canceled',
  'active',
  'expired',
] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The two values the provider appends to the return URL. */
export interface SessionReturn {
  sessionId: string;
  sessionResult: string;
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
  /** Opens a hosted payment page for one method; throws ProviderError when none is opened. */
  createHostedSession(request: HostedSessionRequest): Promise<HostedSession>;
  /** How the shopper left the hosted page, read with the values of the return URL. */
  sessionResult(back: SessionReturn): Promise<{ sessionId: string; status: SessionStatus }>;
  /**
   * Parses a webhook body and verifies every item's HMAC signature; rejects (throws) when any
   * item is unsigned or tampered, so nothing of a forged body is applied.
   */
  verifyNotification(body: string): NotificationItem[];
}
