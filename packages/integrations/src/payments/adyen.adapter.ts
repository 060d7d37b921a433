/**
 * Adyen Checkout API v71 (decision 151): POST /v71/sessions, /v71/payments and
 * /v71/payments/details with the X-API-Key header and an Idempotency-Key on payments. Answers are
 * parsed with zod and mapped onto the port's outcomes; anything else is a ProviderError, which the
 * checkout shows as 'payment-error' with nothing ordered.
 */

import type { MultibancoIssuer } from '@toolyard/commerce';
import { z } from 'zod';
import { verifyNotificationBody } from './notifications.ts';
import {
  type NotificationItem,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
  ProviderError,
  type ProviderSession,
  type SessionRequest,
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

const amountSchema = z.object({ currency: z.string().length(3), value: z.number().int() });
const addressSchema = z
  .object({
    street: z.string(),
    houseNumberOrName: z.string().default(''),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
  })
  .nullish();
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
  deliveryAddress: addressSchema,
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
        deliveryAddress: answer.deliveryAddress ?? null,
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

export function createAdyenAdapter(config: AdyenConfig): PaymentProvider & MultibancoIssuer {
  const base = `${(config.baseUrl ?? ADYEN_TEST_URL).replace(/\/$/, '')}/${ADYEN_API_VERSION}`;

  async function post(path: string, body: unknown, idempotencyKey?: string): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-api-key': config.apiKey,
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: JSON.stringify(body),
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

  return {
    name: 'adyen',
    async createSession(request: SessionRequest): Promise<ProviderSession> {
      const raw = await post('/sessions', { merchantAccount: config.merchantAccount, ...request });
      const parsed = z
        .object({ id: z.string(), sessionData: z.string(), expiresAt: z.string() })
        .safeParse(raw);
      if (!parsed.success) throw new ProviderError('unexpected session answer');
      return parsed.data;
    },
    async makePayment(request: PaymentRequest): Promise<PaymentOutcome> {
      const { idempotencyKey, ...body } = request;
      const raw = await post(
        '/payments',
        { merchantAccount: config.merchantAccount, ...body },
        idempotencyKey,
      );
      return toOutcome(raw);
    },
    async submitDetails(details: Record<string, string>): Promise<PaymentOutcome> {
      return toOutcome(await post('/payments/details', { details }));
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
      return { reference, entity, expiresAt, merchantReference };
    },
  };
}
