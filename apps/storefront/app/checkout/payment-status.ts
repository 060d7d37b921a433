/**
 * The pending payment page's follow-up (decision 267): what GET <prefix>/checkout/payment/status/
 * answers, how the browser reads it, and how often it asks. Shared by the server and the browser.
 */

/** The status route; the trailing slash is the shop's rule for such paths (spec 000 §2.2). */
export const PAYMENT_STATUS_PATH = '/checkout/payment/status/';

/**
 * - `ordered`: the payment's order exists; its number only for the session that owns the payment
 *   (anyone else learns only that it is placed, as the return page tells them);
 * - `settle`: the return page would now show something else (it places the order from the kept
 *   authorisation, or asks the provider again): load it again;
 * - `pending`: nothing new yet.
 */
export type PaymentStatusAnswer =
  | { status: 'ordered'; orderNumber?: string }
  | { status: 'settle' }
  | { status: 'pending' };

/** The answer's JSON, or null for anything else (an error page, a proxy's answer). */
export function parsePaymentStatus(value: unknown): PaymentStatusAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { status, orderNumber } = value as { status?: unknown; orderNumber?: unknown };
  if (status === 'ordered') {
    return typeof orderNumber === 'string' && orderNumber ? { status, orderNumber } : { status };
  }
  return status === 'settle' || status === 'pending' ? { status } : null;
}

/** First wait after the pending page is shown; each next one is longer, up to the most. */
export const FIRST_POLL_MS = 2_000;
const POLL_GROWTH = 1.5;
const LONGEST_POLL_MS = 10_000;
/**
 * After this the page stops asking and says the mail follows: the webhook comes within seconds
 * when it comes at once, and Adyen's redeliveries are minutes apart.
 */
export const POLL_FOR_MS = 120_000;

/** The wait before the next question; null once the page has asked for long enough. */
export function nextPollDelay(previousMs: number, elapsedMs: number): number | null {
  const next = Math.min(Math.round(previousMs * POLL_GROWTH), LONGEST_POLL_MS);
  return elapsedMs + next > POLL_FOR_MS ? null : next;
}
