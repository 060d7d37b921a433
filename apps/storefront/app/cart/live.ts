/**
 * The browser end of live cart updates (spec 000 §4, 001 §4, §9): one websocket per cart,
 * `/ws?cartId=…` on the page's own origin, events `{ event, data }`. A dropped connection is
 * retried twice, 5,000 ms apart; a refusal (no such cart for this session, over the per-cart limit)
 * or the cart ending (ordered, deleted) is final. Unknown events are warned about, as the spec says.
 */

/** Spec 001 §9: "Websocket: … 2 retries 5000 ms delay". */
export const LIVE_RETRIES = 2;
export const LIVE_RETRY_DELAY_MS = 5_000;
/** Dispatched on `window` for every cart change, so any widget can follow without importing this. */
export const CART_UPDATE_EVENT = 'toolyard:cart-update';

export interface LiveCartSummary {
  id: string;
  version: number;
  state: string | null;
  lineCount: number;
  itemCount: number;
}

export interface WatchHandlers {
  onCartUpdate(cart: LiveCartSummary): void;
  onUpdatedStock?(data: { productIds: string[] | null }): void;
}

export interface WatchOptions {
  retryDelayMs?: number;
  /** For tests; the browser's WebSocket otherwise. */
  WebSocket?: typeof WebSocket;
  location?: Pick<Location, 'protocol' | 'host'>;
  console?: Pick<Console, 'warn' | 'error'>;
}

/** Close codes the server uses for "do not come back": policy violation, over the limit, ended. */
const FINAL_CLOSE_CODES = new Set([1000, 1008, 1013]);

export function liveCartUrl(location: Pick<Location, 'protocol' | 'host'>, cartId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws?cartId=${encodeURIComponent(cartId)}`;
}

/** Opens the cart's socket; returns the function that closes it for good. */
export function watchCart(cartId: string, handlers: WatchHandlers, options: WatchOptions = {}): () => void {
  const Socket = options.WebSocket ?? globalThis.WebSocket;
  const log = options.console ?? console;
  const delay = options.retryDelayMs ?? LIVE_RETRY_DELAY_MS;
  const url = liveCartUrl(options.location ?? window.location, cartId);
  let retriesLeft = LIVE_RETRIES;
  let stopped = false;
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const open = () => {
    socket = new Socket(url);
    socket.addEventListener('message', (message) => {
      // The server sends the cart on accepting: only then did the connection work (a socket that
      // opens and drops at once still counts against the retries).
      retriesLeft = LIVE_RETRIES;
      let parsed: { event?: unknown; data?: unknown };
      try {
        parsed = JSON.parse(String(message.data)) as { event?: unknown; data?: unknown };
      } catch {
        log.warn('live cart: a message that is not JSON was ignored');
        return;
      }
      if (parsed.event === 'cart-update') handlers.onCartUpdate(parsed.data as LiveCartSummary);
      else if (parsed.event === 'updated-stock')
        handlers.onUpdatedStock?.(parsed.data as { productIds: string[] | null });
      else log.warn(`live cart: unknown event ${String(parsed.event)}`);
    });
    socket.addEventListener('close', (event) => {
      if (stopped || FINAL_CLOSE_CODES.has(event.code)) return;
      if (retriesLeft <= 0) {
        log.error(`live cart: connection failed after ${LIVE_RETRIES} retries (code ${event.code})`);
        return;
      }
      retriesLeft -= 1;
      timer = setTimeout(open, delay);
    });
  };
  open();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    socket?.close(1000);
  };
}
