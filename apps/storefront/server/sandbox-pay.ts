/**
 * The sandbox provider's hosted pages (decision 150), served by the app under /sandbox-pay/<id>:
 * a card form with the test cards, the 3-D Secure challenge, an approve/refuse page for redirect
 * methods (iDEAL, online banking PL, TWINT, MobilePay, PayPal, Klarna) and a wallet sheet for
 * Google Pay / Apple Pay. They stand in for the provider's own pages, which are in English only
 * in Adyen's test environment too; the shop's texts are not used here on purpose.
 */
import {
  SANDBOX_CARDS,
  SANDBOX_CHALLENGE_CODE,
  SANDBOX_HELD_WEBHOOK_CARD,
  SANDBOX_PATH,
  type SandboxChoice,
  type SandboxProvider,
} from '@toolyard/integrations';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function html(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head><body><main><p><strong>Toolyard payment sandbox</strong> — no real money moves.</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  );
}

const amountText = (amount: { currency: string; value: number }) =>
  `${(amount.value / 100).toFixed(2)} ${amount.currency}`;

function form(action: string, fields: string, button: string, extra = ''): string {
  return `<form method="post" action="${escapeHtml(action)}">${fields}${extra}<button type="submit">${escapeHtml(button)}</button></form>`;
}

export async function sandboxPage(sandbox: SandboxProvider, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (!url.pathname.startsWith(`${SANDBOX_PATH}/`)) return null;
  const id = url.pathname.slice(SANDBOX_PATH.length + 1);
  if (sandbox.holdsWebhooks && id.endsWith(HELD_SUFFIX)) return heldWebhookPage(sandbox, request, id);
  const page = sandbox.page(id);
  if (!page) return html('Payment not found', '<p>This payment is finished or unknown.</p>', 404);
  const action = `${SANDBOX_PATH}/${id}`;

  if (request.method === 'POST') {
    const data = new URLSearchParams(await request.text());
    const approve = data.get('decision') === 'approve';
    const choice: SandboxChoice =
      page.kind === 'card'
        ? { kind: 'card', cardNumber: data.get('cardNumber') ?? '' }
        : page.kind === 'challenge'
          ? { kind: 'challenge', code: data.get('code') ?? '' }
          : page.kind === 'wallet'
            ? { kind: 'wallet', approve }
            : { kind: 'redirect', approve };
    const next = await sandbox.choose(id, choice);
    if (!next) return html('Payment not found', '<p>This payment is finished or unknown.</p>', 404);
    return new Response(null, { status: 303, headers: { location: next, 'cache-control': 'no-store' } });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });

  const amount = `<p>Amount: <strong>${amountText(page.amount)}</strong> · method: ${escapeHtml(page.method)}</p>`;
  const held = sandbox.holdsWebhooks
    ? ` · ${SANDBOX_HELD_WEBHOOK_CARD} authorised, its webhook held until sent from ${SANDBOX_PATH}/${id}${HELD_SUFFIX}`
    : '';
  switch (page.kind) {
    case 'card':
      return html(
        'Card payment',
        `${amount}<p>Test cards: ${SANDBOX_CARDS.authorised} authorised · ${SANDBOX_CARDS.refused} refused · ${SANDBOX_CARDS.challenge} 3-D Secure challenge (code “${SANDBOX_CHALLENGE_CODE}”)${escapeHtml(held)}.</p>${form(
          action,
          '<p><label>Card number <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required></label></p><p><label>Expiry <input name="expiry" value="03/30"></label> <label>CVC <input name="cvc" value="737"></label></p>',
          'Pay',
        )}`,
      );
    case 'challenge':
      return html(
        '3-D Secure',
        `${amount}<p>Your bank asks you to confirm this payment. Enter “${SANDBOX_CHALLENGE_CODE}”.</p>${form(
          action,
          '<p><label>Code <input name="code" autocomplete="one-time-code" required></label></p>',
          'Confirm',
        )}`,
      );
    case 'wallet':
      return html(
        page.method === 'googlepay' ? 'Google Pay' : 'Apple Pay',
        `${amount}${form(action, '<input type="hidden" name="decision" value="approve">', 'Pay')}${form(action, '<input type="hidden" name="decision" value="refuse">', 'Cancel')}`,
      );
    default:
      return html(
        `Pay with ${page.method}`,
        `${amount}${form(action, '<input type="hidden" name="decision" value="approve">', 'Approve payment')}${form(action, '<input type="hidden" name="decision" value="refuse">', 'Refuse payment')}`,
      );
  }
}

/** Where a held notification is sent from (tests only, decision 267): `/sandbox-pay/<id>/webhook`. */
const HELD_SUFFIX = '/webhook';

/**
 * The held AUTHORISATION of a payment paid with SANDBOX_HELD_WEBHOOK_CARD: a button that sends it
 * to the shop's webhook now, as a late Adyen webhook would arrive.
 */
async function heldWebhookPage(sandbox: SandboxProvider, request: Request, path: string): Promise<Response> {
  const id = path.slice(0, -HELD_SUFFIX.length);
  if (request.method === 'POST') {
    return (await sandbox.deliverHeld(id))
      ? html('Notification sent', '<p>The AUTHORISATION was sent to the shop’s webhook.</p>')
      : html('Nothing held', '<p>No notification is held for this payment.</p>', 404);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });
  return html(
    'Held notification',
    `<p>The AUTHORISATION of this payment has not been sent yet.</p>${form(`${SANDBOX_PATH}/${path}`, '', 'Send the notification')}`,
  );
}
