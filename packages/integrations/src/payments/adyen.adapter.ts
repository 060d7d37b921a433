/**
 * Adyen Checkout API v71 (decisions 151, 258) with the X-API-Key header. Cards and wallets run on
 * Adyen's Hosted Checkout: POST /v71/sessions with `mode: hosted` opens Adyen's page for the one
 * method the shopper chose (the shop never handles card data), and GET /v71/sessions/{id} reads how
 * the shopper left it. The Multibanco voucher is still POST /v71/payments. Answers are parsed with
 * zod; anything else is a ProviderError, which the checkout shows as 'payment-error'.
 */

import type { MultibancoIssuer } from '@toolyard/commerce';
import type { PROVIDER_PAYMENT_METHODS } from '@toolyard/domain';
import { z } from 'zod';
import { verifyNotificationBody } from './notifications.ts';
import {
  type HostedSession,
  type HostedSessionRequest,
  type NotificationItem,
  type PaymentOutcome,
  type PaymentProvider,
  ProviderError,
  SESSION_STATUSES,
  type SessionReturn,
  type SessionStatus,
} from './payment-provider.port.ts';

export const ADYEN_TEST_URL = 'https://checkout-test.adyen.com';
export const ADYEN_API_VERSION = 'v71';

export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  /** Hex HMAC key of the webhook (Customer Area → Webhooks). */
  hmacKey: string;
  /** Test: checkout-test.adyen.com; live: the account's `<prefix>-checkout-live.adyenpayments.com/checkout`. */
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * Adyen's payment method type of each of the shop's provider methods, for `allowedPaymentMethods`.
 * The shop's keys were chosen as Adyen's types; the table is kept so a new key is a decision, not
 * a silent pass-through. Multibanco is no hosted payment (a voucher through /payments).
 */
export const ADYEN_METHOD_TYPES: Readonly<
  Record<Exclude<(typeof PROVIDER_PAYMENT_METHODS)[number], 'multibanco'>, string>
> = {
  scheme: 'scheme',
  paypal: 'paypal',
  klarna_account: 'klarna_account',
  ratepay: 'ratepay',
  onlineBanking_PL: 'onlineBanking_PL',
  ideal: 'ideal',
  klarna: 'klarna',
  klarna_b2b: 'klarna_b2b',
  applepay: 'applepay',
  googlepay: 'googlepay',
  twint: 'twint',
  mobilepay: 'mobilepay',
};

const adyenTypeOf = (method: string): string | undefined =>
  Object.hasOwn(ADYEN_METHOD_TYPES, method)
    ? ADYEN_METHOD_TYPES[method as keyof typeof ADYEN_METHOD_TYPES]
    : undefined;

const hostedSessionSchema = z.object({
  id: z.string().min(1),
  url: z.string().url(),
  expiresAt: z.string(),
});
const sessionResultSchema = z.object({ id: z.string().min(1), status: z.enum(SESSION_STATUSES) });

const amountSchema = z.object({ currency: z.string().length(3), value: z.number().int() });
const actionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['redirect', 'threeDS2']),
    url: z.string().url(),
    method: z.string().default('GET'),
  }),
  z.object({
    type: z.literal('voucher'),
    paymentMethodType: z.literal('multibanco'),
    reference: z.string(),
    entity: z.string(),
    expiresAt: z.string(),
    merchantReference: z.string(),
  }),
]);
const responseSchema = z.object({
  resultCode: z.enum([
    'Authorised',
    'Pending',
    'Received',
    'Refused',
    'Cancelled',
    'Error',
    'RedirectShopper',
    'ChallengeShopper',
    'IdentifyShopper',
    'PresentToShopper',
  ]),
  pspReference: z.string().optional(),
  merchantReference: z.string().optional(),
  refusalReason: z.string().optional(),
  amount: amountSchema.optional(),
  paymentMethod: z.object({ type: z.string() }).optional(),
  action: actionSchema.optional(),
});

export function toOutcome(raw: unknown): PaymentOutcome {
  const parsed = responseSchema.safeParse(raw);
  if (!parsed.success) throw new ProviderError('unexpected answer from the provider');
  const answer = parsed.data;
  switch (answer.resultCode) {
    case 'Authorised':
    case 'Pending':
    case 'Received':
      if (!answer.pspReference || !answer.amount || !answer.merchantReference)
        throw new ProviderError('a final answer without pspReference, amount or merchantReference');
      return {
        resultCode: answer.resultCode,
        pspReference: answer.pspReference,
        merchantReference: answer.merchantReference,
        amount: answer.amount,
        paymentMethod: answer.paymentMethod?.type ?? 'scheme',
      };
    case 'Refused':
    case 'Cancelled':
    case 'Error':
      return {
        resultCode: answer.resultCode,
        pspReference: answer.pspReference,
        merchantReference: answer.merchantReference,
        refusalReason: answer.refusalReason,
      };
    default: {
      if (!answer.action) throw new ProviderError(`${answer.resultCode} without an action`);
      // IdentifyShopper (3DS2 fingerprint) is shown like a challenge: the shopper is sent to the issuer.
      const resultCode = answer.resultCode === 'IdentifyShopper' ? 'ChallengeShopper' : answer.resultCode;
      const action =
        answer.action.type === 'voucher'
          ? answer.action
          : { type: 'redirect' as const, url: answer.action.url, method: 'GET' as const };
      return { resultCode, action, merchantReference: answer.merchantReference };
    }
  }
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * Adyen's voucher `expiresAt` comes without an offset ("2026-03-05T12:00:10", as its SDK's
 * fixtures show), which the shop's Multibanco schema rightly refuses: a time without a zone is
 * no instant. A Multibanco voucher is paid at Portuguese ATMs, so its local time is read as
 * Lisbon's (decision 256 addendum); a time with an offset or Z is kept as sent.
 */
export function withLisbonOffset(expiresAt: string): string {
  if (!LOCAL_DATE_TIME.test(expiresAt)) return expiresAt;
  const asUtc = new Date(`${expiresAt}Z`);
  if (Number.isNaN(asUtc.getTime())) return expiresAt;
  // Lisbon is UTC+0 or UTC+1; the offset at the wall time is the offset at that instant less
  // the offset, which only differs within the hour the clocks change.
  const offsetAt = (instant: Date) => {
    const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', timeZoneName: 'longOffset' })
      .formatToParts(instant)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
    return match ? `${match[1]}${match[2]}:${match[3]}` : '+00:00';
  };
  const guess = offsetAt(asUtc);
  const minutes = (Number(guess.slice(1, 3)) * 60 + Number(guess.slice(4))) * (guess[0] === '-' ? -1 : 1);
  return `${expiresAt}${offsetAt(new Date(asUtc.getTime() - minutes * 60_000))}`;
}

export function createAdyenAdapter(config: AdyenConfig): PaymentProvider & MultibancoIssuer {
  const base = `${(config.baseUrl ?? ADYEN_TEST_URL).replace(/\/$/, '')}/${ADYEN_API_VERSION}`;

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotencyKey?: string,
  ): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'x-api-key': config.apiKey,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new ProviderError(`provider unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    // Adyen answers 422 for a request it validated and refused (errorCode, message): not a payment.
    if (!response.ok)
      throw new ProviderError(`provider answered ${response.status}: ${text.slice(0, 200)}`, response.status);
    try {
      return JSON.parse(text);
    } catch {
      throw new ProviderError('provider answered no JSON');
    }
  }
  const post = (path: string, body: unknown, idempotencyKey?: string) =>
    send('POST', path, body, idempotencyKey);

  return {
    name: 'adyen',
    async createHostedSession(request: HostedSessionRequest): Promise<HostedSession> {
      const type = adyenTypeOf(request.method);
      if (!type) throw new ProviderError(`no hosted payment for the method ${request.method}`);
      const raw = await post(
        '/sessions',
        {
          merchantAccount: config.merchantAccount,
          // Adyen's own page: the card data never passes through the shop (no Drop-in shipped).
          mode: 'hosted',
          reference: request.reference,
          amount: request.amount,
          returnUrl: request.returnUrl,
          countryCode: request.countryCode,
          shopperLocale: request.shopperLocale,
          ...(request.shopperEmail ? { shopperEmail: request.shopperEmail } : {}),
          // The shopper chose the method on our payment page; Adyen's page offers only that one.
          allowedPaymentMethods: [type],
        },
        request.idempotencyKey,
      );
      const parsed = hostedSessionSchema.safeParse(raw);
      if (!parsed.success) throw new ProviderError('unexpected session answer');
      return { sessionId: parsed.data.id, url: parsed.data.url, expiresAt: parsed.data.expiresAt };
    },
    async sessionResult(back: SessionReturn): Promise<{ sessionId: string; status: SessionStatus }> {
      const raw = await send(
        'GET',
        `/sessions/${encodeURIComponent(back.sessionId)}?sessionResult=${encodeURIComponent(back.sessionResult)}`,
      );
      const parsed = sessionResultSchema.safeParse(raw);
      // Another session's answer is no answer about this one.
      if (!parsed.success || parsed.data.id !== back.sessionId)
        throw new ProviderError('unexpected session result');
      return { sessionId: parsed.data.id, status: parsed.data.status };
    },
    verifyNotification(body: string): NotificationItem[] {
      return verifyNotificationBody(body, config.hmacKey);
    },
    async issueVoucher(ctx, request) {
      // v71 requires returnUrl on every /payments request (422 14_030 without it), even though a
      // voucher sends nobody away: without one nothing is sent (decision 256).
      if (!request.returnUrl) throw new ProviderError('a Multibanco voucher needs the return URL');
      const raw = await post(
        '/payments',
        {
          merchantAccount: config.merchantAccount,
          reference: request.merchantReference,
          amount: { currency: request.amount.currencyCode, value: request.amount.centAmount },
          paymentMethod: { type: 'multibanco' },
          returnUrl: request.returnUrl,
          countryCode: ctx.country,
          shopperLocale: ctx.locale,
        },
        `multibanco-${request.merchantReference}`,
      );
      const outcome = toOutcome(raw);
      if (outcome.resultCode !== 'PresentToShopper' || outcome.action.type !== 'voucher')
        throw new ProviderError(`no Multibanco voucher (${outcome.resultCode})`);
      const { reference, entity, expiresAt, merchantReference } = outcome.action;
      return { reference, entity, expiresAt: withLisbonOffset(expiresAt), merchantReference };
    },
  };
}
