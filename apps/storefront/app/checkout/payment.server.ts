/**
 * Server side of /checkout/payment, its return route, /checkout/thank-you and
 * /adyen-payment-error (spec 000 §2.1, §4; decision 152). The engine decides which methods a cart
 * may use; the pay form carries an idempotency key so a double submission makes one order.
 */
import { randomUUID } from 'node:crypto';
import { COUNTRIES } from '@toolyard/domain';
import { data, redirect, redirectDocument } from 'react-router';
import type { ShellContext } from '../shell/context.ts';
import { languagePrefix } from '../store/domain-map.ts';
import type { PayAnswer, PaymentErrorCode, StorefrontPayment } from './payment-types.ts';

export const PAYMENT_ERROR_CODES: readonly PaymentErrorCode[] = [
  'malformed-price',
  'cancelled-transaction',
  'creating-order-failed',
  'unprocessable-entity',
  'payment-error',
];

export function checkLanguage(params: { lang?: string }, shell: ShellContext) {
  if (params.lang !== undefined && `/${params.lang}` !== languagePrefix(shell.store, shell.language)) {
    throw data(null, { status: 404 });
  }
}

export function paymentOf(shell: ShellContext): StorefrontPayment {
  if (!shell.payment) throw data('Payments are not available', { status: 503 });
  return shell.payment;
}

const prefixOf = (shell: ShellContext) => languagePrefix(shell.store, shell.language);

export const errorCodeOf = (value: string | null): PaymentErrorCode | null =>
  PAYMENT_ERROR_CODES.find((code) => code === value) ?? null;

/** Where an answer of the provider or the engine takes the shopper. */
export function afterPay(shell: ShellContext, answer: PayAnswer): Response {
  const prefix = prefixOf(shell);
  switch (answer.kind) {
    case 'ordered':
      return redirect(`${prefix}/checkout/thank-you?order=${encodeURIComponent(answer.orderNumber)}`, 303);
    case 'redirect':
      // The provider's page is no route of this app: the browser loads it as a document.
      return redirectDocument(answer.url, 303);
    default:
      // A refused or cancelled payment goes back to payment with the cart as it was.
      return redirect(
        answer.code === 'cancelled-transaction'
          ? `${prefix}/checkout/payment?error=${answer.code}`
          : `${prefix}/adyen-payment-error?error=${answer.code}`,
        303,
      );
  }
}

export async function paymentPageLoader(request: Request, params: { lang?: string }, shell: ShellContext) {
  checkLanguage(params, shell);
  const url = new URL(request.url);
  const page = await paymentOf(shell).page({
    googlePayOnly: url.searchParams.get('googlePayOnly') === 'true',
  });
  // The checkout guard (spec 000 §2.2): no active cart → home.
  if (!page) throw redirect(prefixOf(shell) || '/');
  return {
    page,
    newsletterOffered: await newsletterOffered(shell, page.email),
    error: errorCodeOf(url.searchParams.get('error')),
    // A fresh key per rendering of the form: both clicks of a double submit send this one.
    idempotencyKey: randomUUID(),
    prefix: prefixOf(shell),
  };
}

/**
 * The newsletter box on the payment step (001 §10 "Newsletter optional in HU and PL", decision 245):
 * in those stores, unless the cart's address already gets the newsletter.
 */
async function newsletterOffered(shell: ShellContext, email: string | null): Promise<boolean> {
  if (!COUNTRIES[shell.store.country].newsletterOptional || !shell.newsletter) return false;
  const status = email ? await shell.newsletter.statusOf?.(email) : null;
  return status !== 'confirmed';
}

/**
 * "On success … record newsletter consent if given" (000 §4): the double opt-in mail goes to the
 * order's address. The order stands whatever the sign-up does: a failure is logged, not shown.
 */
async function recordNewsletterConsent(shell: ShellContext, answer: PayAnswer): Promise<void> {
  if (answer.kind !== 'ordered' || !answer.newsletterEmail || !shell.newsletter) return;
  const failed = (why: string) =>
    console.warn(`checkout newsletter sign-up for order ${answer.orderNumber} not recorded: ${why}`);
  try {
    const outcome = await shell.newsletter.subscribe({ email: answer.newsletterEmail, source: 'checkout' });
    if (outcome !== 'pending' && outcome !== 'confirmed') failed(JSON.stringify(outcome));
  } catch (error) {
    failed((error as Error).message);
  }
}

export async function paymentPageAction(request: Request, params: { lang?: string }, shell: ShellContext) {
  checkLanguage(params, shell);
  const form = await request.formData();
  const method = String(form.get('method') ?? '');
  const idempotencyKey = String(form.get('idempotencyKey') ?? '');
  if (!/^[\w-]{1,40}$/.test(method) || !/^[0-9a-f-]{36}$/i.test(idempotencyKey)) {
    return afterPay(shell, { kind: 'failed', code: 'unprocessable-entity', message: 'bad form' });
  }
  const returnUrl = `${shell.origin}${prefixOf(shell)}/checkout/payment/return`;
  const newsletter = form.get('newsletter') === 'yes';
  const answer = await paymentOf(shell).pay({ method, idempotencyKey, returnUrl, newsletter });
  await recordNewsletterConsent(shell, answer);
  return afterPay(shell, answer);
}

export async function paymentReturnLoader(request: Request, params: { lang?: string }, shell: ShellContext) {
  checkLanguage(params, shell);
  const query = new URL(request.url).searchParams;
  const sessionId = query.get('sessionId');
  const sessionResult = query.get('sessionResult');
  if (!sessionId || !sessionResult)
    return afterPay(shell, { kind: 'failed', code: 'payment-error', message: 'no result' });
  const answer = await paymentOf(shell).finish({ sessionId, sessionResult });
  await recordNewsletterConsent(shell, answer);
  // Two ends that are no error and no order of this visitor's: said here, on the return page.
  if (answer.kind === 'ordered' && answer.forOwner) {
    return { outcome: 'placed-for-owner' as const, orderNumber: answer.orderNumber, prefix: prefixOf(shell) };
  }
  if (answer.kind === 'failed' && answer.unconfirmed) {
    // The page asks the status route for this session until the order is there (decision 267).
    return { outcome: 'unconfirmed' as const, orderNumber: null, prefix: prefixOf(shell), sessionId };
  }
  return afterPay(shell, answer);
}

/** A provider's session id as it may appear in our URLs (Adyen's are `CS` and 30-odd characters). */
const SESSION_ID = /^[\w-]{1,128}$/;

/**
 * GET <prefix>/checkout/payment/status/?sessionId=…: the pending page's question (decision 267).
 * It only reads; kept by no cache, since the answer changes within seconds and may name an order.
 */
export async function paymentStatusLoader(request: Request, params: { lang?: string }, shell: ShellContext) {
  checkLanguage(params, shell);
  const headers = { 'cache-control': 'private, no-store' };
  const sessionId = new URL(request.url).searchParams.get('sessionId') ?? '';
  if (!SESSION_ID.test(sessionId)) return Response.json({ status: 'unknown' }, { status: 400, headers });
  const answer = await paymentOf(shell).status(sessionId);
  return answer
    ? Response.json(answer, { headers })
    : Response.json({ status: 'unknown' }, { status: 404, headers });
}

export async function thankYouLoader(request: Request, params: { lang?: string }, shell: ShellContext) {
  checkLanguage(params, shell);
  const number = new URL(request.url).searchParams.get('order') ?? '';
  const order = number ? await paymentOf(shell).thankYou(number) : null;
  if (!order) throw data(null, { status: 404 });
  return { order };
}
