/**
 * The checkout's payment for the composition root (decisions 150–153): the session's cart and
 * orders per request, the provider (sandbox by default, Adyen with PAYMENT_PROVIDER=adyen), the
 * sandbox's hosted pages under /sandbox-pay/ and the provider's webhook at /webhooks/adyen.
 */
import {
  ApiFailure,
  applyPaymentNotification,
  bankAccountOf,
  type CartService,
  cartPaymentOptions,
  codTotalsOf,
  type Database,
  type Notifier,
  type RequestContext,
  readBodyText,
  type SessionService,
  schema,
} from '@toolyard/commerce';
import { COUNTRIES, GOOGLE_PAY_ONLY_METHODS, thankYouPaymentStatus } from '@toolyard/domain';
import {
  createCheckoutPayment,
  createSandboxProvider,
  hostedPaymentStatus,
  type NotificationItem,
  type PaymentProvider,
  type PayResult,
  PROVIDER_UNANSWERED,
  ProviderError,
  type SandboxProvider,
} from '@toolyard/integrations';
import { and, eq } from 'drizzle-orm';
import type {
  PayAnswer,
  PaymentPageData,
  StorefrontPayment,
  ThankYouData,
} from '../app/checkout/payment-types.ts';
import type { ResolvedStore } from '../app/store/domain-map.ts';
import { sandboxPage } from './sandbox-pay.ts';

export const WEBHOOK_PATH = '/webhooks/adyen';

/**
 * How long an authorisation waits for its shopper to come back before the webhook places the
 * order itself (decision 252). The return places it in the shopper's session from the kept
 * authorisation (decision 258), with what only that request knows (the newsletter box, the
 * thank-you page); Adyen redelivers an unaccepted notification after 2, 4, 8 … minutes, so an
 * abandoned return becomes an order within minutes.
 */
export const WEBHOOK_ORDER_GRACE_MS = 5 * 60_000;

/** Adyen sends at most 100 items of about a kilobyte each; a larger body is not Adyen's. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

export interface PaymentModuleDeps {
  db: Database;
  carts: CartService;
  sessions: SessionService;
  sessionCookie: string;
  provider: PaymentProvider;
  notifier?: Notifier;
  /** After commit: the order confirmation mail (never inside the order's transaction). */
  onOrderPlaced?: (ctx: RequestContext, orderNumber: string) => Promise<void>;
  log: (line: string) => void;
  /**
   * The newsletter box of an order the webhook placed: no shopper's request is there to sign them
   * up as the return page does (decision 264). Never throws into the webhook.
   */
  signUpForNewsletter?: (order: NewsletterConsentOfOrder) => Promise<void>;
  /** The webhook's wait for the shopper's return; WEBHOOK_ORDER_GRACE_MS unless a test says so. */
  webhookOrderGraceMs?: number;
}

/** Who asked for the newsletter with an order, in its store and language. */
export interface NewsletterConsentOfOrder {
  email: string;
  country: string;
  /** The order's locale, e.g. `nl-BE`. */
  locale: string;
}

/** The order's newsletter consent when the shopper ticked the box, once: a replayed answer has none. */
function newsletterConsentOf(
  placed: Extract<PayResult, { kind: 'ordered' }>['placed'],
): NewsletterConsentOfOrder | null {
  if (placed.replayed) return null;
  const order = placed.order as unknown as {
    customerEmail?: string | null;
    country?: string;
    locale?: string;
    custom?: { fields?: { newsletterConsent?: boolean } };
  };
  if (order.custom?.fields?.newsletterConsent !== true || !order.customerEmail) return null;
  return { email: order.customerEmail, country: order.country ?? '', locale: order.locale ?? '' };
}

function answerOf(result: PayResult): PayAnswer {
  if (result.kind === 'redirect') return result;
  // Paid or under way, its authorisation not here yet: said as a payment being checked, whose
  // order and mail follow (decision 258), never as a failure that invites paying twice.
  if (result.kind === 'pending') {
    return { kind: 'failed', code: 'payment-error', message: 'payment not confirmed yet', unconfirmed: true };
  }
  if (result.kind !== 'ordered') {
    return {
      kind: 'failed',
      code: result.code,
      message: result.message,
      ...(result.detail === PROVIDER_UNANSWERED ? { unconfirmed: true as const } : {}),
    };
  }
  const newsletterEmail = newsletterConsentOf(result.placed)?.email;
  return {
    kind: 'ordered',
    orderNumber: result.placed.order.orderNumber,
    ...(newsletterEmail ? { newsletterEmail } : {}),
    ...(result.forOwner ? { forOwner: true as const } : {}),
  };
}

export function createPaymentModule(deps: PaymentModuleDeps) {
  const checkout = createCheckoutPayment({
    db: deps.db,
    carts: deps.carts,
    provider: deps.provider,
    notifier: deps.notifier,
    log: deps.log,
    onOrderPlaced: deps.onOrderPlaced
      ? (ctx, placed) => deps.onOrderPlaced!(ctx, placed.order.orderNumber)
      : undefined,
  });

  async function contextOf(
    cookies: Readonly<Record<string, string>>,
    store: ResolvedStore,
    language: string,
  ): Promise<RequestContext | null> {
    const session = await deps.sessions.resolve(cookies[deps.sessionCookie], store.storeKey);
    if (!session) return null;
    return {
      storeKey: store.storeKey,
      country: store.country,
      language,
      locale: `${language}-${store.country}`,
      currency: store.currency,
      customerId: session.isLoggedIn ? session.customerId : null,
      anonymousId: session.anonymousId,
      now: new Date(),
    };
  }

  function paymentFor(
    cookies: Readonly<Record<string, string>>,
    store: ResolvedStore,
    language: string,
  ): StorefrontPayment {
    const ctx = () => contextOf(cookies, store, language);
    return {
      async page({ googlePayOnly }) {
        const c = await ctx();
        const cart = c ? await deps.carts.getActiveCart(c) : null;
        if (!c || !cart) return null;
        const options = await cartPaymentOptions(deps.db, cart);
        const [storeRow] = await deps.db
          .select()
          .from(schema.stores)
          .where(eq(schema.stores.key, c.storeKey));
        const cod = codTotalsOf(cart);
        // Currency codes come from the store table, which only holds the domain's currencies.
        return {
          cartId: cart.id,
          lines: cart.lineItems.map((line) => ({
            id: line.id,
            name: typeof line.name === 'string' ? line.name : String(Object.values(line.name ?? {})[0] ?? ''),
            quantity: line.quantity,
            total: line.totalPrice,
          })),
          shipping: cart.shippingInfo?.price ?? null,
          total: cod.withoutFee,
          codFee: cod.fee,
          totalWithCod: cod.withFee,
          methods: options.paymentMethods
            .filter((m) => !googlePayOnly || (GOOGLE_PAY_ONLY_METHODS as readonly string[]).includes(m.key))
            .map((m) => ({ key: m.key, eligible: m.eligible })),
          bank: bankAccountOf(storeRow ?? null),
          email: cart.customerEmail ?? null,
          newsletterConsent: cart.custom.fields.newsletterConsent,
        } as PaymentPageData;
      },
      async pay(input) {
        const c = await ctx();
        const cart = c ? await deps.carts.getActiveCart(c) : null;
        if (!c || !cart) {
          // A double click whose twin already ordered the cart: no active cart is left, the key answers.
          if (c) {
            const [existing] = await deps.db
              .select({ orderNumber: schema.orders.orderNumber })
              .from(schema.orders)
              .where(
                and(
                  eq(schema.orders.storeKey, c.storeKey),
                  eq(schema.orders.idempotencyKey, input.idempotencyKey),
                ),
              );
            if (existing) return { kind: 'ordered', orderNumber: existing.orderNumber };
          }
          return { kind: 'failed', code: 'unprocessable-entity', message: 'No active cart' };
        }
        const { newsletter, ...payInput } = input;
        // Kept on the cart, so the box survives the provider's redirect and reaches the order.
        const wanted = newsletter && COUNTRIES[store.country].newsletterOptional;
        if (wanted !== cart.custom.fields.newsletterConsent) {
          const set = await deps.carts.setNewsletterConsent(
            c,
            { id: cart.id, version: cart.version },
            wanted,
          );
          if (!set.ok) return { kind: 'failed', code: 'unprocessable-entity', message: set.error.message };
        }
        return answerOf(await checkout.pay(c, { cartId: cart.id, ...payInput }));
      },
      async finish(back) {
        // Without a session too: a banking app may bring the payer back in another browser.
        return answerOf(await checkout.finish(await ctx(), back));
      },
      async status(sessionId) {
        const found = await hostedPaymentStatus(deps.db, await ctx(), sessionId);
        if (found?.kind !== 'ordered') return found && { status: found.kind };
        return found.mine ? { status: 'ordered', orderNumber: found.orderNumber } : { status: 'ordered' };
      },
      async thankYou(orderNumber) {
        const c = await ctx();
        if (!c) return null;
        const [row] = await deps.db
          .select()
          .from(schema.orders)
          .where(and(eq(schema.orders.storeKey, c.storeKey), eq(schema.orders.orderNumber, orderNumber)));
        const mine =
          row && (row.customerId ? row.customerId === c.customerId : row.anonymousId === c.anonymousId);
        return row && mine ? thankYouOf(row) : null;
      },
    };
  }

  /**
   * An authorisation whose order does not exist: kept for the shopper's return (which can place
   * the order only from it, decision 258), waited for while it is fresh, then placed from the cart.
   * A shopper who was already back saw the pending page: nobody else will place it, so it is now.
   * Answers whether the provider should deliver it again.
   */
  async function orderWithoutReturn(item: NotificationItem): Promise<'again' | 'done'> {
    const held = await checkout.holdAuthorisation(item);
    const graceMs = deps.webhookOrderGraceMs ?? WEBHOOK_ORDER_GRACE_MS;
    const age = item.eventDate ? Date.now() - item.eventDate.getTime() : 0;
    if (age < graceMs && !held?.shopperBack) return 'again';
    const result = await checkout.placeFromNotification(item);
    if (result.kind === 'ordered') {
      const outcome = await applyPaymentNotification(deps.db, item);
      deps.log(
        `payment webhook placed order ${result.placed.order.orderNumber} for ${item.pspReference}: ${JSON.stringify(outcome)}`,
      );
      const consent = newsletterConsentOf(result.placed);
      if (consent && deps.signUpForNewsletter) {
        await deps
          .signUpForNewsletter(consent)
          .catch((error: Error) =>
            deps.log(
              `warn: newsletter sign-up of order ${result.placed.order.orderNumber} not recorded: ${error.message}`,
            ),
          );
      }
      return 'done';
    }
    // The money is reserved and no order can hold it (the cart changed its total, or is gone): an
    // operator must refund it. Delivering it again would not change that.
    deps.log(
      `error: authorised payment ${item.pspReference} (${item.merchantReference}) became no order: ${result.kind === 'failed' ? `${result.code} ${result.message}` : result.kind}; refund it`,
    );
    return 'done';
  }

  /** Adyen's webhook: verified (HMAC) before anything is applied; answered "[accepted]". */
  async function webhook(request: Request): Promise<Response> {
    if (request.method !== 'POST') return new Response('Method not allowed', { status: 405 });
    let items: ReturnType<PaymentProvider['verifyNotification']>;
    try {
      items = deps.provider.verifyNotification(await readBodyText(request, MAX_WEBHOOK_BYTES));
    } catch (error) {
      const refused =
        error instanceof ProviderError
          ? { message: error.message, status: error.status ?? 400 }
          : error instanceof ApiFailure
            ? { message: error.body.message, status: error.status }
            : null;
      if (!refused) throw error;
      deps.log(`warn: payment webhook refused: ${refused.message}`);
      return new Response(refused.message, { status: refused.status });
    }
    let again = false;
    for (const item of items) {
      const outcome = await applyPaymentNotification(deps.db, item);
      deps.log(`payment webhook ${item.eventCode} ${item.pspReference}: ${JSON.stringify(outcome)}`);
      if (
        !outcome.applied &&
        outcome.reason === 'unknown-payment' &&
        item.eventCode === 'AUTHORISATION' &&
        item.success &&
        (await orderWithoutReturn(item)) === 'again'
      )
        again = true;
    }
    // Not accepted, so the provider delivers it again (applying twice is harmless).
    if (again) return new Response('order not placed yet', { status: 503 });
    return new Response('[accepted]', { headers: { 'content-type': 'text/plain' } });
  }

  return {
    paymentFor,
    webhook,
    /** The sandbox's hosted pages; null when the provider is not the sandbox. */
    sandboxPage:
      deps.provider.name === 'sandbox'
        ? (request: Request) => sandboxPage(deps.provider as SandboxProvider, request)
        : null,
  };
}
export type PaymentModule = ReturnType<typeof createPaymentModule>;

type OrderRow = typeof schema.orders.$inferSelect;

function thankYouOf(row: OrderRow): ThankYouData {
  const document = row.document as {
    customerEmail?: string | null;
    totalPrice: ThankYouData['total'];
    paymentInfo?: {
      payments?: {
        paymentMethodInfo?: { method?: string };
        custom?: { type?: string; fields?: Record<string, string> };
      }[];
    };
  };
  const payment = document.paymentInfo?.payments?.[0];
  const method = payment?.paymentMethodInfo?.method ?? '';
  const fields = payment?.custom?.fields ?? {};
  const multibanco = payment?.custom?.type === 'multibanco' && fields.reference ? fields : null;
  return {
    orderNumber: row.orderNumber,
    cartId: row.cartId,
    email: document.customerEmail ?? null,
    status: thankYouPaymentStatus({ method, multibancoReference: multibanco?.reference ?? null }),
    method,
    total: document.totalPrice,
    bank:
      method === 'bank_transfer' && fields.iban
        ? {
            owner: fields.owner ?? '',
            institute: fields.institute ?? '',
            iban: fields.iban,
            bic: fields.bic ?? '',
            paymentReference: fields.paymentReference ?? row.orderNumber,
          }
        : null,
    multibanco: multibanco
      ? {
          reference: multibanco.reference ?? '',
          entity: multibanco.entity ?? '',
          expiresAt: multibanco.expiresAt ?? '',
        }
      : null,
  };
}

/**
 * The shop's payments with the configured provider, or the sandbox, which delivers its webhooks
 * in-process through the same verified handler Adyen's reach.
 */
export function createShopPayments(
  deps: Omit<PaymentModuleDeps, 'provider'> & { provider?: PaymentProvider; sandboxHeldWebhooks?: boolean },
): PaymentModule {
  const { sandboxHeldWebhooks, ...rest } = deps;
  let payments: PaymentModule | null = null;
  const provider =
    deps.provider ??
    createSandboxProvider({
      holdWebhooks: sandboxHeldWebhooks === true,
      notify: (body) =>
        payments
          ? payments
              .webhook(new Request(`http://localhost${WEBHOOK_PATH}`, { method: 'POST', body }))
              .then((response) => response.ok)
          : Promise.resolve(false),
    });
  payments = createPaymentModule({ ...rest, provider });
  return payments;
}
