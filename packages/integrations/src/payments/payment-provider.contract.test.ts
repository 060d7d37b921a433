/**
 * One contract for both providers: the sandbox, and the Adyen adapter against a fake Adyen at the
 * network layer (a local HTTP server speaking /v71/sessions and /v71/payments). A card or wallet
 * payment opens a hosted session, the shopper leaves its page, and the return's sessionId and
 * sessionResult read the session's status (decision 258); webhook bodies are verified by their HMAC.
 */
import { randomUUID } from 'node:crypto';
import type { Money, RequestContext } from '@toolyard/commerce';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVendor, startFakeVendor } from '../testing/fake-vendor.ts';
import { createAdyenAdapter } from './adyen.adapter.ts';
import { signedNotificationBody } from './notifications.ts';
import {
  type HostedSessionRequest,
  type PaymentProvider,
  ProviderError,
  SESSION_STATUSES,
  type SessionReturn,
  type SessionStatus,
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
  /** The shopper on the provider's page: pays or gives up; returns what the return URL carries. */
  shopper(url: string, approve: boolean): Promise<SessionReturn>;
}

const request = (method = 'scheme'): HostedSessionRequest => ({
  reference: `cart-1.${randomUUID()}`,
  amount: { currency: 'EUR', value: 12_345 },
  method,
  returnUrl: 'https://shop.example/checkout/payment/return',
  countryCode: 'NL',
  shopperLocale: 'nl-NL',
  shopperEmail: 'buyer@example.com',
  idempotencyKey: randomUUID(),
});

/** The values the provider appended to the return URL. */
const backOf = (url: string | null): SessionReturn => {
  const query = new URL(url ?? '', 'http://x').searchParams;
  return { sessionId: query.get('sessionId') ?? '', sessionResult: query.get('sessionResult') ?? '' };
};

let sandbox: SandboxProvider;
let fake: FakeVendor;
/** The fake Adyen's hosted sessions: id → the request and the status the shopper left it in. */
const sessions = new Map<string, { body: Record<string, unknown>; status: SessionStatus | string }>();
/** A scripted answer of GET /sessions/{id}, to see what the adapter makes of it. */
let sessionAnswer: ((id: string) => unknown) | null = null;
const adyen = (merchantAccount = 'ToolyardNL', baseUrl = fake.baseUrl) =>
  createAdyenAdapter({ apiKey: 'test-key', merchantAccount, hmacKey: ADYEN_HMAC, baseUrl });
const refusal = (errorCode: string, message: string) => ({
  status: 422,
  body: JSON.stringify({ status: 422, errorCode, message, errorType: 'validation' }),
});

beforeAll(async () => {
  sandbox = createSandboxProvider();
  fake = await startFakeVendor((req) => {
    const body = req.body ? JSON.parse(req.body) : {};
    if (req.method === 'POST' && req.url === '/v71/sessions') {
      if (!body.merchantAccount || !body.amount?.currency || !body.returnUrl || !body.reference) {
        return refusal('14_0', 'invalid');
      }
      const id = `CS${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
      sessions.set(id, { body, status: 'active' });
      // Adyen's CreateCheckoutSessionResponse: the request echoed, with id, sessionData and url.
      return {
        status: 201,
        body: JSON.stringify({
          ...body,
          id,
          sessionData: 'Ab02b4c0!BQABAgB…',
          url: `${fake.baseUrl}/checkoutshopper/checkout/hosted/${id}`,
          expiresAt: '2026-11-25T18:30:00+01:00',
        }),
      };
    }
    const session = /^\/v71\/sessions\/(\w+)\?sessionResult=(.+)$/.exec(req.url);
    if (req.method === 'GET' && session) {
      const [, id, result] = session as unknown as [string, string, string];
      if (sessionAnswer) return { status: 200, body: JSON.stringify(sessionAnswer(id)) };
      const known = sessions.get(id);
      if (!known || result !== `result-${id}`) return refusal('000', 'session not found');
      return { status: 200, body: JSON.stringify({ id, status: known.status }) };
    }
    if (req.url === '/v71/payments') {
      if (!body.merchantAccount || !body.amount?.currency) return refusal('14_0', 'invalid');
      // v71 PaymentRequest requires returnUrl, voucher methods included; Adyen refuses without it.
      if (!body.returnUrl) return refusal('14_030', "Required field 'returnUrl' is not provided.");
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
        const next =
          sandbox.page(id)?.kind === 'card'
            ? await sandbox.choose(id, {
                kind: 'card',
                cardNumber: approve ? SANDBOX_CARDS.authorised : SANDBOX_CARDS.refused,
              })
            : await sandbox.choose(id, { kind: 'redirect', approve });
        return backOf(next);
      },
    }),
  ],
  [
    'adyen (network fake)',
    () => ({
      provider: adyen(),
      hmacKey: ADYEN_HMAC,
      async shopper(url, approve) {
        const id = url.split('/hosted/')[1] ?? '';
        const session = sessions.get(id)!;
        // A refused card, or a shopper who left the bank's page.
        const method = (session.body.allowedPaymentMethods as string[])[0];
        session.status = approve ? 'completed' : method === 'scheme' ? 'refused' : 'canceled';
        return { sessionId: id, sessionResult: `result-${id}` };
      },
    }),
  ],
];

describe.each(harnesses)('payment provider contract: %s', (_, make) => {
  const pay = async (method: string, approve: boolean) => {
    const h = make();
    const session = await h.provider.createHostedSession(request(method));
    const back = await h.shopper(session.url, approve);
    expect(back.sessionId).toBe(session.sessionId);
    return { h, back, result: await h.provider.sessionResult(back) };
  };

  it.each(['scheme', 'ideal', 'paypal'])('%s paid: the session is completed', async (method) => {
    const { back, result } = await pay(method, true);
    expect(result).toEqual({ sessionId: back.sessionId, status: 'completed' });
  });

  it('a refused card is refused; a shopper who leaves the bank is canceled', async () => {
    expect((await pay('scheme', false)).result.status).toBe('refused');
    expect((await pay('ideal', false)).result.status).toBe('canceled');
  });

  it("another session's result is no answer: ProviderError", async () => {
    const { h, back } = await pay('scheme', true);
    await expect(h.provider.sessionResult({ ...back, sessionResult: 'forged' })).rejects.toThrow(
      ProviderError,
    );
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

describe('Adyen Hosted Checkout on the wire (decision 258)', () => {
  it('POSTs /v71/sessions in hosted mode for the one chosen method, with the API key and the Idempotency-Key', async () => {
    const sent = request('googlepay');
    const session = await adyen().createHostedSession(sent);
    const wire = fake.requests.at(-1)!;
    expect(wire.method).toBe('POST');
    expect(wire.url).toBe('/v71/sessions');
    expect(wire.headers['x-api-key']).toBe('test-key');
    expect(wire.headers['idempotency-key']).toBe(sent.idempotencyKey);
    expect(JSON.parse(wire.body)).toEqual({
      merchantAccount: 'ToolyardNL',
      mode: 'hosted',
      reference: sent.reference,
      amount: { currency: 'EUR', value: 12_345 },
      returnUrl: sent.returnUrl,
      countryCode: 'NL',
      shopperLocale: 'nl-NL',
      shopperEmail: 'buyer@example.com',
      allowedPaymentMethods: ['googlepay'],
    });
    expect(session).toEqual({
      sessionId: expect.stringMatching(/^CS\w+$/),
      url: `${fake.baseUrl}/checkoutshopper/checkout/hosted/${session.sessionId}`,
      expiresAt: '2026-11-25T18:30:00+01:00',
    });
  });

  it('reads the result with GET /v71/sessions/{id}?sessionResult=…', async () => {
    const session = await adyen().createHostedSession(request());
    sessions.get(session.sessionId)!.status = 'completed';
    const back = { sessionId: session.sessionId, sessionResult: `result-${session.sessionId}` };
    expect(await adyen().sessionResult(back)).toEqual({ sessionId: session.sessionId, status: 'completed' });
    const wire = fake.requests.at(-1)!;
    expect(wire.method).toBe('GET');
    expect(wire.url).toBe(`/v71/sessions/${session.sessionId}?sessionResult=result-${session.sessionId}`);
    expect(wire.headers['x-api-key']).toBe('test-key');
    expect(wire.body).toBe('');
  });

  it.each(SESSION_STATUSES)('status %s is answered as such', async (status) => {
    sessionAnswer = (id) => ({ id, status });
    try {
      expect(await adyen().sessionResult({ sessionId: 'CS1A2B3C', sessionResult: 'r' })).toEqual({
        sessionId: 'CS1A2B3C',
        status,
      });
    } finally {
      sessionAnswer = null;
    }
  });

  it.each([
    ['an unknown status', (id: string) => ({ id, status: 'authorised' })],
    ['no status', (id: string) => ({ id })],
    ["another session's answer", () => ({ id: 'CS9999', status: 'completed' })],
  ])('%s is a ProviderError, not a result', async (_, answer) => {
    sessionAnswer = answer;
    try {
      await expect(adyen().sessionResult({ sessionId: 'CS1A2B3C', sessionResult: 'r' })).rejects.toThrow(
        ProviderError,
      );
    } finally {
      sessionAnswer = null;
    }
  });

  it('a session answer without its page URL is a ProviderError: nobody is sent anywhere', async () => {
    const noUrl = await startFakeVendor(() => ({
      status: 201,
      body: JSON.stringify({ id: 'CS1', sessionData: 'x', expiresAt: '2026-11-25T18:30:00Z' }),
    }));
    try {
      await expect(adyen('M', noUrl.baseUrl).createHostedSession(request())).rejects.toThrow(
        'unexpected session answer',
      );
    } finally {
      await noUrl.close();
    }
  });

  it('a 422 from Adyen or an unreachable Adyen is a ProviderError; Multibanco opens no session', async () => {
    await expect(adyen('').createHostedSession(request())).rejects.toThrow('provider answered 422');
    await expect(adyen('M', 'http://127.0.0.1:9').createHostedSession(request())).rejects.toThrow(
      'provider unreachable',
    );
    const before = fake.requests.length;
    await expect(adyen().createHostedSession(request('multibanco'))).rejects.toThrow(ProviderError);
    expect(fake.requests.length).toBe(before);
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
      // Sent without an offset: read as Lisbon's time, which in March is UTC.
      expiresAt: '2026-03-05T12:00:10+00:00',
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
  const open = async (method = 'scheme') => {
    const session = await sandbox.createHostedSession(request(method));
    return session.url.slice(SANDBOX_PATH.length + 1);
  };

  it('the 3-D Secure card asks for the challenge; the right code completes, a wrong one refuses', async () => {
    for (const [code, expected] of [
      [SANDBOX_CHALLENGE_CODE, 'completed'],
      ['wrong', 'refused'],
    ] as const) {
      const id = await open();
      expect(await sandbox.choose(id, { kind: 'card', cardNumber: SANDBOX_CARDS.challenge })).toBe(
        `${SANDBOX_PATH}/${id}`,
      );
      expect(sandbox.page(id)?.kind).toBe('challenge');
      const back = backOf(await sandbox.choose(id, { kind: 'challenge', code }));
      expect((await sandbox.sessionResult(back)).status).toBe(expected);
    }
  });

  it('a repeated request with the same Idempotency-Key answers the first session', async () => {
    const sent = request();
    expect(await sandbox.createHostedSession(sent)).toEqual(await sandbox.createHostedSession({ ...sent }));
  });

  it('a wallet paid is completed, cancelled is canceled', async () => {
    for (const [approve, expected] of [
      [true, 'completed'],
      [false, 'canceled'],
    ] as const) {
      const back = backOf(await sandbox.choose(await open('googlepay'), { kind: 'wallet', approve }));
      expect((await sandbox.sessionResult(back)).status).toBe(expected);
    }
  });
});

describe('sandbox webhooks', () => {
  it('delivers the signed AUTHORISATION before the shopper is sent back, and again until the shop accepts it', async () => {
    const delivered: string[] = [];
    const provider = createSandboxProvider({
      retryDelayMs: 10,
      notify: async (body) => {
        delivered.push(body);
        return delivered.length >= 3;
      },
    });
    const session = await provider.createHostedSession(request());
    const id = session.url.slice(SANDBOX_PATH.length + 1);
    await provider.choose(id, { kind: 'card', cardNumber: SANDBOX_CARDS.authorised });
    expect(delivered).toHaveLength(1);
    await expect.poll(() => delivered.length).toBe(3);
    const [item] = provider.verifyNotification(delivered[0]!);
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: true,
      amount: { currency: 'EUR', value: 12_345 },
    });
  });
});
