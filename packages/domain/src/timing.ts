/** Debounces, timeouts, lifetimes and network limits of spec 001 §9, in milliseconds unless named _S. */

export const DEBOUNCE_MS = {
  numberInput: 600,
  stringInput: 800,
  cartApi: 300,
  search: 300,
} as const;

/** iOS Safari needs a pause before opening a sidebar after add-to-cart. */
export const SAFARI_CART_SIDEBAR_DELAY_MS = 400;
export const TOAST_DURATION_MS = 3000;

export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, tickMs: 100, hideMs: 500 } as const;

export const REQUEST_TIMEOUT_MS = 15_000;
/** Page reload after a failed chunk load happens at most once per this window. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const EXPERIMENT_HIDE_MS = 4000;
export const FETCH_MIN_DELAY_MS = 200;
/** Share of sessions recorded for analytics sampling, in percent. */
export const SESSION_SAMPLING_PERCENT = 5;

/**
 * Websocket live updates. The spec has two readings for retries (2 or 3); we take 2 with 5 s delay,
 * the one stated together with the delay.
 */
export const WEBSOCKET = { maxConnectionsPerCart: 10, retries: 2, retryDelayMs: 5000, port: 2087 } as const;

export const SEARCH = { port: 443, protocol: 'https', cacheTtlS: 120 } as const;

export const ONE_DAY_S = 86_400;
export const THIRTY_DAYS_S = 2_592_000;
export const ONE_YEAR_S = 31_536_000;

/** Social-login session TTL sent with the auth sync. */
export const SESSION_TTL_S = ONE_DAY_S;
/** Store, country, language-and-country and currency cookies. */
export const STORE_COOKIE_MAX_AGE_S = ONE_YEAR_S;
export const LOCALE_COOKIE_DAYS = 365;
