/**
 * The sandbox card provider (decision 150): the default in development and tests. It answers in
 * the port's Adyen shapes, keeps its payments in this process, and its "hosted" pages — card form,
 * 3-D Secure challenge, bank/wallet approval — are served by the app under SANDBOX_PATH
 * (apps/storefront/server/sandbox-pay.ts). One node only: a second node does not know its payments.
 */
import { randomUUID } from 'node:crypto';
import type { MultibancoIssuer } from '@toolyard/commerce';
import { signedNotificationBody, verifyNotificationBody } from './notifications.ts';
import type {
  NotificationItem,
  PaymentOutcome,
  PaymentProvider,
  PaymentRequest,
  ProviderAddress,
  ProviderSession,
  SessionRequest,
} from './payment-provider.port.ts';

export const SANDBOX_PATH = '/sandbox-pay';
export const SANDBOX_MERCHANT_ACCOUNT = 'ToolyardSandbox';
/** The sandbox's webhook HMAC key (hex); not a secret — it signs only sandbox notifications. */
export const SANDBOX_HMAC_KEY = '5a0b2c7d9e1f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b';
/** Answer code of the sandbox's 3-D Secure challenge (Adyen's test password is the same). */
export const SANDBOX_CHALLENGE_CODE = 'password';

/** Test cards of the hosted card page. */
export const SANDBOX_CARDS = {
  authorised: '4111111111111111',
  refused: '4000000000000002',
  challenge: '4917610000000000',
} as const;

/** Methods whose page is an approve/refuse screen of the bank or wallet. */
const REDIRECT_METHODS = new Set([
  'ideal',
  'onlineBanking_PL',
  'twint',
  'mobilepay',
  'paypal',
  'klarna',
  'klarna_account',
  'klarna_b2b',
  'ratepay',
]);
const WALLETS = new Set(['googlepay', 'applepay']);

export type SandboxPageKind = 'card' | 'challenge' | 'redirect' | 'wallet';

interface SandboxPayment {
  id: string;
  request: PaymentRequest;
  pspReference: string;
  page: SandboxPageKind;
  outcome: PaymentOutcome | null;
}

export type SandboxChoice =
  | { kind: 'card'; cardNumber: string }
  | { kind: 'challenge'; code: string }
  | { kind: 'redirect'; approve: boolean }
  | { kind: 'wallet'; approve: boolean; address: ProviderAddress | null };

export interface SandboxProvider extends PaymentProvider, MultibancoIssuer {
  /** What the hosted page of a payment shows; null when unknown. */
  page(id: string): { kind: SandboxPageKind; method: string; amount: PaymentRequest['amount'] } | null;
  /** The shopper's answer on a hosted page; returns where the browser goes next. */
  choose(id: string, choice: SandboxChoice): string | null;
}

/** Redeliveries of an unaccepted notification: quick ones, then minutes apart as Adyen's. */
const FAST_RETRIES = 20;
const SLOW_RETRY_MINUTES = [2, 5, 10, 15, 30, 60] as const;

const psp = () => `SBX${randomUUID().replaceAll('-', '').slice(0, 13).toUpperCase()}`;

export function createSandboxProvider(
  options: {
    /**
     * Receives each signed webhook body, as Adyen would POST it to the shop; answers whether the
     * shop accepted it. Like Adyen, the sandbox retries a body that was not accepted.
     */
    notify?: (body: string) => Promise<boolean>;
    /** Pause between deliveries of a body not accepted yet (Adyen backs off for minutes). */
    retryDelayMs?: number;
  } = {},
): SandboxProvider {
  const payments = new Map<string, SandboxPayment>();
  const byIdempotencyKey = new Map<string, PaymentOutcome>();
  /** redirectResult token → payment id. */
  const results = new Map<string, string>();

  const pageUrl = (payment: SandboxPayment, suffix = '') => `${SANDBOX_PATH}/${payment.id}${suffix}`;

  function finish(payment: SandboxPayment, outcome: PaymentOutcome): string {
    payment.outcome = outcome;
    const token = randomUUID();
    results.set(token, payment.id);
    if (outcome.resultCode === 'Authorised' || outcome.resultCode === 'Refused') {
      const body = signedNotificationBody(
        [
          {
            eventCode: 'AUTHORISATION',
            success: outcome.resultCode === 'Authorised',
            pspReference: payment.pspReference,
            merchantReference: payment.request.reference,
            merchantAccountCode: SANDBOX_MERCHANT_ACCOUNT,
            amount: payment.request.amount,
            // Adyen names a card by its brand on the notification.
            paymentMethod:
              payment.request.paymentMethod.type === 'scheme' ? 'visa' : payment.request.paymentMethod.type,
          },
        ],
        SANDBOX_HMAC_KEY,
      );
      // On its own schedule, like the real webhook: often before the shopper is back and the order
      // exists, so it is delivered again until the shop accepts it: a few quick tries, then Adyen's
      // backing off over minutes (the shop places an abandoned return's order after its grace).
      const deliver = (attempt: number) => {
        const slow = SLOW_RETRY_MINUTES[attempt - FAST_RETRIES - 1];
        const delay =
          attempt === 0 ? 50 : attempt <= FAST_RETRIES ? (options.retryDelayMs ?? 500) : (slow ?? 0) * 60_000;
        const timer = setTimeout(async () => {
          const accepted = await options.notify!(body).catch(() => false);
          if (!accepted && attempt < FAST_RETRIES + SLOW_RETRY_MINUTES.length) deliver(attempt + 1);
        }, delay);
        timer.unref?.();
      };
      if (options.notify) deliver(0);
    }
    const url = new URL(payment.request.returnUrl);
    url.searchParams.set('redirectResult', token);
    return url.toString();
  }

  const authorised = (payment: SandboxPayment, address: ProviderAddress | null = null): PaymentOutcome => ({
    resultCode: 'Authorised',
    pspReference: payment.pspReference,
    merchantReference: payment.request.reference,
    amount: payment.request.amount,
    paymentMethod: payment.request.paymentMethod.type,
    deliveryAddress: address,
  });
  const refused = (payment: SandboxPayment, reason: string): PaymentOutcome => ({
    resultCode: 'Refused',
    pspReference: payment.pspReference,
    merchantReference: payment.request.reference,
    refusalReason: reason,
  });

  return {
    name: 'sandbox',
    async createSession(request: SessionRequest): Promise<ProviderSession> {
      return {
        id: `CS${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
        sessionData: Buffer.from(JSON.stringify(request)).toString('base64'),
        expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      };
    },
    async makePayment(request: PaymentRequest): Promise<PaymentOutcome> {
      const repeat = byIdempotencyKey.get(request.idempotencyKey);
      if (repeat) return repeat;
      const type = request.paymentMethod.type;
      if (!Number.isSafeInteger(request.amount.value) || request.amount.value <= 0) {
        return {
          resultCode: 'Error',
          refusalReason: 'malformed amount',
          merchantReference: request.reference,
        };
      }
      const page: SandboxPageKind | null =
        type === 'scheme'
          ? 'card'
          : WALLETS.has(type)
            ? 'wallet'
            : REDIRECT_METHODS.has(type)
              ? 'redirect'
              : null;
      if (!page) {
        return {
          resultCode: 'Refused',
          refusalReason: `method ${type} not supported`,
          merchantReference: request.reference,
        };
      }
      const payment: SandboxPayment = { id: randomUUID(), request, pspReference: psp(), page, outcome: null };
      payments.set(payment.id, payment);
      const outcome: PaymentOutcome = {
        resultCode: 'RedirectShopper',
        action: { type: 'redirect', url: pageUrl(payment), method: 'GET' },
        merchantReference: request.reference,
      };
      byIdempotencyKey.set(request.idempotencyKey, outcome);
      return outcome;
    },
    async submitDetails(details: Record<string, string>): Promise<PaymentOutcome> {
      const id = results.get(details.redirectResult ?? '');
      const payment = id ? payments.get(id) : undefined;
      if (!payment?.outcome) return { resultCode: 'Error', refusalReason: 'unknown redirectResult' };
      return payment.outcome;
    },
    verifyNotification(body: string): NotificationItem[] {
      return verifyNotificationBody(body, SANDBOX_HMAC_KEY);
    },
    page(id) {
      const payment = payments.get(id);
      if (!payment || payment.outcome) return null;
      return {
        kind: payment.page,
        method: payment.request.paymentMethod.type,
        amount: payment.request.amount,
      };
    },
    choose(id, choice) {
      const payment = payments.get(id);
      if (!payment || payment.outcome || choice.kind !== payment.page) return null;
      switch (choice.kind) {
        case 'card': {
          const number = choice.cardNumber.replace(/\D/g, '');
          if (number === SANDBOX_CARDS.authorised) return finish(payment, authorised(payment));
          if (number === SANDBOX_CARDS.challenge) {
            payment.page = 'challenge';
            return pageUrl(payment);
          }
          return finish(payment, refused(payment, 'Refused'));
        }
        case 'challenge':
          return finish(
            payment,
            choice.code === SANDBOX_CHALLENGE_CODE
              ? authorised(payment)
              : refused(payment, '3D Not Authenticated'),
          );
        case 'redirect':
          return finish(
            payment,
            choice.approve ? authorised(payment) : refused(payment, 'Cancelled by shopper'),
          );
        case 'wallet':
          return finish(
            payment,
            choice.approve ? authorised(payment, choice.address) : refused(payment, 'Cancelled by shopper'),
          );
      }
    },
    async issueVoucher(_ctx, request) {
      const digits = String(Math.floor(Math.random() * 1e9)).padStart(9, '0');
      return {
        reference: digits,
        entity: '12101',
        expiresAt: new Date(Date.now() + 3 * 24 * 60 * 60_000).toISOString(),
        merchantReference: request.merchantReference,
      };
    },
  };
}
