/**
 * One contract for both providers: the sandbox, and the Adyen adapter against a fake Adyen at the
 * network layer (a local HTTP server speaking /v71/payments and /v71/payments/details). A payment
 * sends the shopper away, comes back with redirectResult and ends Authorised or Refused; webhook
 * bodies are verified by their HMAC.
 */
import { randomUUID } from 'node:crypto';
import type { Money, RequestContext } from '@toolyard/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVendor, startFakeVendor } from '../testing/fake-vendor.ts';
import { createAdyenAdapter } from './adyen.adapter.ts';
import { signedNotificationBody } from './notifications.ts';
import {
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentRequest,
  ProviderError,
} from './payment-provider.port.ts';
import {
  createSandboxProvider,
  SANDBOX_CARDS,
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_HMAC_KEY,
  SANDBOX_PATH,
  type SandboxProvider,
} from './sandbox.provider.ts';

const ADYEN_HMAC = 'A1B2C3D4E5F60718293A4B5C6D7E8F90A1B2C3D4E5F60718293A4B5C6D7E8F90';

interface Harness {
  provider: PaymentProvider;
  hmacKey: string;
  /** The shopper on the provider's page: approves or refuses; returns the redirectResult. */
  shopper(redirectUrl: string, approve: boolean): Promise<string>;
}

const request = (method = 'scheme'): PaymentRequest => ({
  reference: `cart-1.${randomUUID()}`,
  amount: { currency: 'EUR', value: 12_345 },
  paymentMethod: { type: method },
  returnUrl: 'https://shop.example/checkout/payment/return',
  countryCode: 'NL',
  shopperLocale: 'nl-NL',
  shopperEmail: 'buyer@example.com',
  idempotencyKey: randomUUID(),
});

const resultOf = (url: string) => new URL(url, 'http://x').searchParams.get('redirectResult') ?? '';

let sandbox: SandboxProvider;
let fake: FakeVendor;
/** The fake Adyen's hosted payments: reference → what the shopper decided. */
interface AdyenPaymentBody {
  reference: string;
  merchantAccount?: string;
  amount?: { currency: string; value: number };
  paymentMethod: { type: string };
}
const hosted = new Map<string, { request: AdyenPaymentBody; approved?: boolean }>();

beforeAll(async () => {
  sandbox = createSandboxProvider();
  fake = await startFakeVendor((req) => {
    const body = req.body ? JSON.parse(req.body) : {};
    if (req.url === '/v71/payments') {
      if (!body.merchantAccount || !body.amount?.currency) {
        return { status: 422, body: JSON.stringify({ status: 422, errorCode: '14_0', message: 'invalid' }) };
      }
      // v71 PaymentRequest requires returnUrl, voucher methods included; Adyen refuses without it.
      if (!body.returnUrl) {
        return {
          status: 422,
          body: JSON.stringify({
            status: 422,
            errorCode: '14_030',
            message: "Required field 'returnUrl' is not provided.",
            errorType: 'validation',
          }),
        };
      }
      if (body.paymentMethod?.type === 'multibanco') {
        // Adyen's voucher action as its own SDK fixtures show it (expiresAt without an offset).
        return {
          status: 200,
          body: JSON.stringify({
            resultCode: 'PresentToShopper',
            pspReference: 'PSP0000000000002',
            merchantReference: body.reference,
            action: {
              type: 'voucher',
              paymentMethodType: 'multibanco',
              entity: '11249',
              reference: '522 771 332',
              expiresAt: '2026-03-05T12:00:10',
              initialAmount: body.amount,
              totalAmount: body.amount,
              merchantName: 'ToolyardPT',
              merchantReference: body.reference,
            },
          }),
        };
      }
      const id = randomUUID();
      hosted.set(id, { request: body });
      return {
        status: 200,
        body: JSON.stringify({
          resultCode: 'RedirectShopper',
          merchantReference: body.reference,
          action: {
            type: 'redirect',
            method: 'GET',
            paymentMethodType: body.paymentMethod.type,
            url: `${fake.baseUrl}/hpp/${id}`,
          },
        }),
      };
    }
    if (req.url === '/v71/payments/details') {
      const payment = hosted.get(body.details?.redirectResult);
      if (!payment) return { status: 422, body: JSON.stringify({ errorCode: '101', message: 'unknown' }) };
      const common = {
        pspReference: 'PSP0000000000001',
        merchantReference: payment.request.reference,
      };
      return {
        status: 200,
        body: JSON.stringify(
          payment.approved
            ? {
                ...common,
                resultCode: 'Authorised',
                amount: payment.request.amount,
                paymentMethod: { type: payment.request.paymentMethod.type, brand: 'visa' },
              }
            : { ...common, resultCode: 'Refused', refusalReason: 'Refused' },
        ),
      };
    }
    return { status: 404, body: '{}' };
  });
});
afterAll(() => fake.close());

const harnesses: [string, () => Harness][] = [
  [
    'sandbox',
    () => ({
      provider: sandbox,
      hmacKey: SANDBOX_HMAC_KEY,
      async shopper(url, approve) {
        const id = url.slice(SANDBOX_PATH.length + 1);
        const kind = sandbox.page(id)?.kind;
        const next =
          kind === 'card'
            ? sandbox.choose(id, {
                kind: 'card',
                cardNumber: approve ? SANDBOX_CARDS.authorised : SANDBOX_CARDS.refused,
              })
            : sandbox.choose(id, { kind: 'redirect', approve });
        return resultOf(next ?? '');
      },
    }),
  ],
  [
    'adyen (network fake)',
    () => ({
      provider: createAdyenAdapter({
        apiKey: 'test-key',
        merchantAccount: 'ToolyardNL',
        hmacKey: ADYEN_HMAC,
        baseUrl: fake.baseUrl,
      }),
      hmacKey: ADYEN_HMAC,
      async shopper(url, approve) {
        const id = url.split('/hpp/')[1] ?? '';
        hosted.get(id)!.approved = approve;
        return id;
      },
    }),
  ],
];

describe.each(harnesses)('payment provider contract: %s', (_, make) => {
  const pay = async (method: string, approve: boolean): Promise<[PaymentRequest, PaymentOutcome]> => {
    const h = make();
    const sent = request(method);
    const first = await h.provider.makePayment(sent);
    expect(first.resultCode).toBe('RedirectShopper');
    if (!('action' in first) || first.action.type !== 'redirect') throw new Error('no redirect');
    const redirectResult = await h.shopper(first.action.url, approve);
    return [sent, await h.provider.submitDetails({ redirectResult })];
  };

  it.each(['scheme', 'ideal', 'paypal'])(
    '%s approved: Authorised with pspReference, amount and our reference',
    async (method) => {
      const [sent, outcome] = await pay(method, true);
      expect(outcome).toMatchObject({
        resultCode: 'Authorised',
        amount: sent.amount,
        merchantReference: sent.reference,
        paymentMethod: method,
      });
      expect((outcome as { pspReference: string }).pspReference).toMatch(/^\w{10,}$/);
    },
  );

  it('refused: Refused, with no authorised amount', async () => {
    const [, outcome] = await pay('scheme', false);
    expect(outcome.resultCode).toBe('Refused');
    expect(outcome).not.toHaveProperty('amount');
  });

  it('verifies webhook bodies: its own key accepted, any other refused', () => {
    const h = make();
    const item = {
      eventCode: 'AUTHORISATION',
      success: true,
      pspReference: 'PSP1',
      merchantReference: 'cart-1.k',
      merchantAccountCode: 'M',
      amount: { currency: 'EUR', value: 100 },
    };
    expect(h.provider.verifyNotification(signedNotificationBody([item], h.hmacKey))).toHaveLength(1);
    expect(() => h.provider.verifyNotification(signedNotificationBody([item], 'BB'.repeat(32)))).toThrow();
  });
});

describe('Adyen adapter on the wire', () => {
  it('POSTs Adyen v71 shapes with the API key and the Idempotency-Key', async () => {
    const adyen = createAdyenAdapter({
      apiKey: 'test-key',
      merchantAccount: 'ToolyardNL',
      hmacKey: ADYEN_HMAC,
      baseUrl: fake.baseUrl,
    });
    const sent = request('ideal');
    await adyen.makePayment(sent);
    const wire = fake.requests.at(-1)!;
    expect(wire.method).toBe('POST');
    expect(wire.url).toBe('/v71/payments');
    expect(wire.headers['x-api-key']).toBe('test-key');
    expect(wire.headers['idempotency-key']).toBe(sent.idempotencyKey);
    expect(JSON.parse(wire.body)).toEqual({
      merchantAccount: 'ToolyardNL',
      reference: sent.reference,
      amount: { currency: 'EUR', value: 12_345 },
      paymentMethod: { type: 'ideal' },
      returnUrl: sent.returnUrl,
      countryCode: 'NL',
      shopperLocale: 'nl-NL',
      shopperEmail: 'buyer@example.com',
    });
  });

  it('a 422 from Adyen or an unreachable Adyen is a ProviderError, not a payment', async () => {
    const adyen = createAdyenAdapter({
      apiKey: 'k',
      merchantAccount: '',
      hmacKey: ADYEN_HMAC,
      baseUrl: fake.baseUrl,
    });
    await expect(adyen.makePayment(request())).rejects.toThrow('provider answered 422');
    const gone = createAdyenAdapter({
      apiKey: 'k',
      merchantAccount: 'M',
      hmacKey: ADYEN_HMAC,
      baseUrl: 'http://127.0.0.1:9',
    });
    await expect(gone.makePayment(request())).rejects.toThrow('provider unreachable');
  });
});

describe('Adyen Multibanco voucher (decision 256)', () => {
  const adyen = () =>
    createAdyenAdapter({
      apiKey: 'test-key',
      merchantAccount: 'ToolyardPT',
      hmacKey: ADYEN_HMAC,
      baseUrl: fake.baseUrl,
    });
  const ctx = { country: 'PT', locale: 'pt-PT' } as RequestContext;
  const amount: Money = { currencyCode: 'EUR', centAmount: 8_195, fractionDigits: 2 };

  it('is issued with the return URL Adyen requires, and answers the voucher', async () => {
    const voucher = await adyen().issueVoucher(ctx, {
      merchantReference: 'PT-000123',
      amount,
      returnUrl: 'https://toolyard.pt/checkout/payment/return',
    });
    expect(voucher).toEqual({
      reference: '522 771 332',
      entity: '11249',
      expiresAt: '2026-03-05T12:00:10',
      merchantReference: 'PT-000123',
    });
    const wire = fake.requests.at(-1)!;
    expect(wire.url).toBe('/v71/payments');
    expect(wire.headers['idempotency-key']).toBe('multibanco-PT-000123');
    expect(JSON.parse(wire.body)).toEqual({
      merchantAccount: 'ToolyardPT',
      reference: 'PT-000123',
      amount: { currency: 'EUR', value: 8_195 },
      paymentMethod: { type: 'multibanco' },
      returnUrl: 'https://toolyard.pt/checkout/payment/return',
      countryCode: 'PT',
      shopperLocale: 'pt-PT',
    });
  });

  it('without a return URL nothing is sent: Adyen would refuse it (422 14_030)', async () => {
    const before = fake.requests.length;
    await expect(adyen().issueVoucher(ctx, { merchantReference: 'PT-000124', amount })).rejects.toThrow(
      ProviderError,
    );
    expect(fake.requests.length).toBe(before);
  });
});

describe('sandbox pages', () => {
  it('the 3-D Secure card asks for the challenge; the right code authorises, a wrong one refuses', async () => {
    for (const [code, expected] of [
      [SANDBOX_CHALLENGE_CODE, 'Authorised'],
      ['wrong', 'Refused'],
    ] as const) {
      const first = await sandbox.makePayment(request());
      const id = (first as { action: { url: string } }).action.url.slice(SANDBOX_PATH.length + 1);
      expect(sandbox.choose(id, { kind: 'card', cardNumber: SANDBOX_CARDS.challenge })).toBe(
        `${SANDBOX_PATH}/${id}`,
      );
      expect(sandbox.page(id)?.kind).toBe('challenge');
      const back = sandbox.choose(id, { kind: 'challenge', code })!;
      expect((await sandbox.submitDetails({ redirectResult: resultOf(back) })).resultCode).toBe(expected);
    }
  });

  it('a repeated request with the same Idempotency-Key answers the first payment', async () => {
    const sent = request();
    expect(await sandbox.makePayment(sent)).toEqual(await sandbox.makePayment({ ...sent }));
  });

  it('a wallet passes the delivery address the shopper chose, or none', async () => {
    const first = await sandbox.makePayment(request('googlepay'));
    const id = (first as { action: { url: string } }).action.url.slice(SANDBOX_PATH.length + 1);
    const back = sandbox.choose(id, { kind: 'wallet', approve: true, address: null })!;
    expect(await sandbox.submitDetails({ redirectResult: resultOf(back) })).toMatchObject({
      resultCode: 'Authorised',
      deliveryAddress: null,
    });
  });
});

describe('sandbox webhooks', () => {
  it('signs an AUTHORISATION notification and delivers it again until the shop accepts it', async () => {
    const delivered: string[] = [];
    const provider = createSandboxProvider({
      retryDelayMs: 10,
      notify: async (body) => {
        delivered.push(body);
        return delivered.length >= 3;
      },
    });
    const first = await provider.makePayment(request());
    const id = (first as { action: { url: string } }).action.url.slice(SANDBOX_PATH.length + 1);
    provider.choose(id, { kind: 'card', cardNumber: SANDBOX_CARDS.authorised });
    await expect.poll(() => delivered.length).toBe(3);
    const [item] = provider.verifyNotification(delivered[0]!);
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: true,
      amount: { currency: 'EUR', value: 12_345 },
    });
  });
});
