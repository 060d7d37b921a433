/**
 * The sandbox card provider (decision 150): the default in development and tests. It answers in
 * the port's Adyen shapes and keeps its payments in this process. Like Adyen's Hosted Checkout
 * (decision 258) it opens a session whose page — card form, 3-D Secure challenge, bank/wallet
 * approval — is served by the app under SANDBOX_PATH (apps/storefront/server/sandbox-pay.ts), and
 * sends the shopper back with `sessionId` and `sessionResult`. One node only.
 */
import { randomUUID } from 'node:crypto';
import type { MultibancoIssuer } from '@toolyard/commerce';
import { signedNotificationBody, verifyNotificationBody } from './notifications.ts';
import {
  type HostedSession,
  type HostedSessionRequest,
  type NotificationItem,
  type PaymentProvider,
  ProviderError,
  type SessionReturn,
  type SessionStatus,
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

/**
 * Tests only (`holdWebhooks`, decision 267): this card is authorised like the first, but its
 * AUTHORISATION is held until `deliverHeld` sends it, so the shopper is back before it, as happens
 * with Adyen when its webhook is late.
 */
export const SANDBOX_HELD_WEBHOOK_CARD = '4000000000000101';

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
  /** The session id, which is also the page's path. */
  id: string;
  request: HostedSessionRequest;
  pspReference: string;
  page: SandboxPageKind;
  status: SessionStatus;
  /** The `sessionResult` of the return URL, once the shopper has left the page. */
  result: string | null;
  /** A signed notification body not sent yet (`holdWebhooks`). */
  held: string | null;
}

export type SandboxChoice =
  | { kind: 'card'; cardNumber: string }
  | { kind: 'challenge'; code: string }
  | { kind: 'redirect'; approve: boolean }
  | { kind: 'wallet'; approve: boolean };

export interface SandboxProvider extends PaymentProvider, MultibancoIssuer {
  /** What the hosted page of a payment shows; null when unknown or finished. */
  page(id: string): { kind: SandboxPageKind; method: string; amount: HostedSessionRequest['amount'] } | null;
  /**
   * The shopper's answer on a hosted page; resolves to where the browser goes next. A finished
   * payment's first webhook delivery is made before the shopper is sent back (see `finish`).
   */
  choose(id: string, choice: SandboxChoice): Promise<string | null>;
  /** Whether the held-webhook test card is taken (tests only). */
  readonly holdsWebhooks: boolean;
  /**
   * Sends a payment's held notification now (and again until accepted, as any other); false when
   * nothing is held for it.
   */
  deliverHeld(id: string): Promise<boolean>;
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
    /** Tests only: SANDBOX_HELD_WEBHOOK_CARD pays with its notification held (never in production). */
    holdWebhooks?: boolean;
  } = {},
): SandboxProvider {
  const payments = new Map<string, SandboxPayment>();
  const byIdempotencyKey = new Map<string, HostedSession>();

  const pageUrl = (payment: SandboxPayment) => `${SANDBOX_PATH}/${payment.id}`;

  /**
   * Delivered until the shop accepts it: a few quick tries, then Adyen's backing off over minutes
   * (the shop places an abandoned return's order after its grace). The first try is awaited.
   */
  async function send(body: string): Promise<void> {
    const deliver = (attempt: number) => {
      const slow = SLOW_RETRY_MINUTES[attempt - FAST_RETRIES - 1];
      const delay = attempt <= FAST_RETRIES ? (options.retryDelayMs ?? 500) : (slow ?? 0) * 60_000;
      const timer = setTimeout(async () => {
        const accepted = await options.notify!(body).catch(() => false);
        if (!accepted && attempt < FAST_RETRIES + SLOW_RETRY_MINUTES.length) deliver(attempt + 1);
      }, delay);
      timer.unref?.();
    };
    if (options.notify && !(await options.notify(body).catch(() => false))) deliver(1);
  }

  async function finish(payment: SandboxPayment, status: SessionStatus, hold = false): Promise<string> {
    payment.status = status;
    payment.result = randomUUID();
    if (status === 'completed' || status === 'refused') {
      const body = signedNotificationBody(
        [
          {
            eventCode: 'AUTHORISATION',
            success: status === 'completed',
            pspReference: payment.pspReference,
            merchantReference: payment.request.reference,
            merchantAccountCode: SANDBOX_MERCHANT_ACCOUNT,
            amount: payment.request.amount,
            // Adyen names a card by its brand on the notification.
            paymentMethod: payment.request.method === 'scheme' ? 'visa' : payment.request.method,
          },
        ],
        SANDBOX_HMAC_KEY,
      );
      // The first delivery is made before the shopper is sent back, as Adyen's usually arrives:
      // so the sandbox's return finds the verified authorisation and places the order in the
      // shopper's session. A return that comes first is the pending page (decision 258); the held
      // card's waits for deliverHeld (decision 267).
      if (hold) payment.held = body;
      else await send(body);
    }
    const url = new URL(payment.request.returnUrl);
    url.searchParams.set('sessionId', payment.id);
    url.searchParams.set('sessionResult', payment.result);
    return url.toString();
  }

  return {
    name: 'sandbox',
    async createHostedSession(request: HostedSessionRequest): Promise<HostedSession> {
      const repeat = byIdempotencyKey.get(request.idempotencyKey);
      if (repeat) return repeat;
      const type = request.method;
      // Adyen refuses such a session with a 422: nothing is opened.
      if (!Number.isSafeInteger(request.amount.value) || request.amount.value <= 0)
        throw new ProviderError('malformed amount', 422);
      const page: SandboxPageKind | null =
        type === 'scheme'
          ? 'card'
          : WALLETS.has(type)
            ? 'wallet'
            : REDIRECT_METHODS.has(type)
              ? 'redirect'
              : null;
      if (!page) throw new ProviderError(`method ${type} not supported`, 422);
      const payment: SandboxPayment = {
        id: `CS${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
        request,
        pspReference: psp(),
        page,
        status: 'active',
        result: null,
        held: null,
      };
      payments.set(payment.id, payment);
      const session: HostedSession = {
        sessionId: payment.id,
        url: pageUrl(payment),
        expiresAt: new Date(Date.now() + 60 * 60_000).toISOString(),
      };
      byIdempotencyKey.set(request.idempotencyKey, session);
      return session;
    },
    async sessionResult(back: SessionReturn) {
      const payment = payments.get(back.sessionId);
      // Adyen answers an unknown session or a foreign sessionResult with an error, not a status.
      if (!payment?.result || payment.result !== back.sessionResult)
        throw new ProviderError('unknown session or sessionResult', 422);
      return { sessionId: payment.id, status: payment.status };
    },
    verifyNotification(body: string): NotificationItem[] {
      return verifyNotificationBody(body, SANDBOX_HMAC_KEY);
    },
    page(id) {
      const payment = payments.get(id);
      if (!payment || payment.result) return null;
      return { kind: payment.page, method: payment.request.method, amount: payment.request.amount };
    },
    async choose(id, choice) {
      const payment = payments.get(id);
      if (!payment || payment.result || choice.kind !== payment.page) return null;
      switch (choice.kind) {
        case 'card': {
          const number = choice.cardNumber.replace(/\D/g, '');
          if (number === SANDBOX_CARDS.authorised) return finish(payment, 'completed');
          if (options.holdWebhooks && number === SANDBOX_HELD_WEBHOOK_CARD)
            return finish(payment, 'completed', true);
          if (number === SANDBOX_CARDS.challenge) {
            payment.page = 'challenge';
            return pageUrl(payment);
          }
          return finish(payment, 'refused');
        }
        case 'challenge':
          return finish(payment, choice.code === SANDBOX_CHALLENGE_CODE ? 'completed' : 'refused');
        case 'redirect':
        case 'wallet':
          // Leaving the bank's or the wallet's page is cancelling, as on Adyen's.
          return finish(payment, choice.approve ? 'completed' : 'canceled');
      }
    },
    holdsWebhooks: options.holdWebhooks === true,
    async deliverHeld(id) {
      const payment = payments.get(id);
      const body = payment?.held;
      if (!payment || !body) return false;
      payment.held = null;
      await send(body);
      return true;
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
