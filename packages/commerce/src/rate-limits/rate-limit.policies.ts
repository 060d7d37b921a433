/**
 * Every credential and abuse path with its limit (docs/decisions/082): fixed windows counted per
 * subject (an IP address, an account, a customer). Numbers are ours — the spec names none. They are
 * set so a person never meets them and a script does within seconds.
 */
export interface RateLimitPolicy {
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds, counted from the first attempt. */
  durationSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMIT_POLICIES = {
  /** Per store and e-mail: guesses at one account from anywhere. A successful sign-in clears it. */
  'login-account': { points: 10, durationSeconds: 15 * MINUTE },
  /** Per IP: guesses at many accounts from one place (an office NAT still has room). */
  'login-ip': { points: 50, durationSeconds: 15 * MINUTE },
  'register-ip': { points: 10, durationSeconds: HOUR },
  'password-reset-request-ip': { points: 10, durationSeconds: HOUR },
  /** Per store and e-mail: nobody's mailbox is flooded with reset mails. */
  'password-reset-request-account': { points: 3, durationSeconds: HOUR },
  'password-reset-ip': { points: 20, durationSeconds: HOUR },
  /**
   * "Send the confirmation link again" (decision 253): per customer, a few tries for a mail that
   * is slow or in the spam folder without flooding the mailbox; per IP, a script with many accounts.
   */
  'email-confirmation-request-customer': { points: 3, durationSeconds: HOUR },
  'email-confirmation-request-ip': { points: 10, durationSeconds: HOUR },
  /** Per customer: guesses at the current password with a stolen session. */
  'password-change-account': { points: 10, durationSeconds: 15 * MINUTE },
  /** Per customer (per IP for guests). */
  review: { points: 10, durationSeconds: HOUR },
  'newsletter-ip': { points: 10, durationSeconds: HOUR },
  /** The customer-service request form (spec 001 §5), for the storefront form when it exists. */
  'request-form-ip': { points: 5, durationSeconds: HOUR },
  'order-ip': { points: 20, durationSeconds: 10 * MINUTE },
  /**
   * Discount codes (001 §7 applyCartCoupon): an unknown code is a 404 and a known one applies, so
   * without a limit the codes could be enumerated. A shopper types one or two codes, a few typos.
   */
  'coupon-ip': { points: 20, durationSeconds: 10 * MINUTE },
  /** Per session: a script that keeps its cookie meets this first; one that drops it, the IP limit. */
  'coupon-session': { points: 10, durationSeconds: 10 * MINUTE },
  /**
   * New anonymous sessions per IP (decision 263): each cookieless API call that needs one leaves a
   * row until it expires. A shop floor behind one address opens a few hundred; a script, thousands.
   */
  'session-create-ip': { points: 1_000, durationSeconds: 10 * MINUTE },
  /** New carts: a shopper needs one, and one more after each order; a script that loops needs many. */
  'cart-create-session': { points: 30, durationSeconds: HOUR },
  'cart-create-ip': { points: 1_000, durationSeconds: 10 * MINUTE },
  /** Guest order lookups by number + e-mail (decision 130): guessing numbers meets it at once. */
  'order-lookup-ip': { points: 20, durationSeconds: 15 * MINUTE },
  /** VAT ID checks call an outside service (decision 092); a checkout needs a handful. */
  'vat-check-ip': { points: 30, durationSeconds: 10 * MINUTE },
  /**
   * Address autocomplete at checkout (decision 260): one call per pause in typing and one per pick,
   * each an outside call with Google; two addresses take a few dozen.
   */
  'address-autocomplete-ip': { points: 200, durationSeconds: 10 * MINUTE },
  /** Tracking events (001 §7): a shopper sends one or two per page; a script sending more is cut off. */
  'tracking-ip': { points: 600, durationSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitName = keyof typeof RATE_LIMIT_POLICIES;

/** The storefront message shown with a 429 (21 languages) and its English text for the JSON API. */
export const RATE_LIMITED_MESSAGE_KEY = 'account-security.too-many-requests';
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';
