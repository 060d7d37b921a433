/**
 * The browser's one cart client (decision 155): the queue of cart-queue.ts over fetch, kept in
 * step with the other tabs (BroadcastChannel, the channel LiveCart listens on) and with other
 * devices (the websocket's CART_UPDATE_EVENT marks our copy stale). What the shell shows around the
 * cart (sidebar, toast) is in cart-shell.ts, so the header and the root load none of this.
 */
import { useSyncExternalStore } from 'react';
import { track } from '../tracking/track.ts';
import { type AddToCartOffers, chooseSidebar, isPaymentPath, sidebarDelayMs } from './after-add.ts';
import {
  type ApiAnswer,
  type CartQueue,
  type CartState,
  type ClientCart,
  createCartQueue,
  type OpResult,
} from './cart-queue.ts';
import { announceOwnCartChange, cartStore, NO_OFFERS, openSidebar, showToast } from './cart-shell.ts';

export {
  closeSidebar,
  dismissToast,
  onOwnCartChange,
  openCartSidebar,
  openSidebar,
  type SidebarState,
  setCartStore,
  showToast,
  useShellCart,
} from './cart-shell.ts';

/** live.ts's CART_UPDATE_EVENT, named here so the socket code stays out of this chunk. */
const CART_UPDATE_EVENT = 'toolyard:cart-update';
/** The BroadcastChannel LiveCart uses between tabs. */
export const TABS_CHANNEL = 'toolyard-cart';

async function transport<T>(method: string, params: unknown): Promise<ApiAnswer<T>> {
  const response = await fetch(`/api/new-ct/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify([params]),
  });
  return (await response.json()) as ApiAnswer<T>;
}

const itemCount = (cart: ClientCart | null) =>
  (cart?.lineItems ?? []).reduce((sum, line) => sum + line.quantity, 0);

/** The queue, reporting what the shopper added and removed to the tracking service (001 §7). */
function tracked(base: CartQueue): CartQueue {
  const skuOf = (lineItemId: string) =>
    base.getState().cart?.lineItems.find((line) => line.id === lineItemId)?.variant.sku;
  const report = (action: 'add' | 'remove', sku: string | undefined, result: OpResult) => {
    if (result.ok && sku) track('cart-update', { action, cart_id: result.cart.id, sku });
  };
  return {
    ...base,
    async add(sku, quantity, parentSku) {
      const result = await base.add(sku, quantity, parentSku);
      report('add', sku, result);
      return result;
    },
    async remove(lineItemId) {
      const sku = skuOf(lineItemId);
      const result = await base.remove(lineItemId);
      report('remove', sku, result);
      return result;
    },
  };
}

let queue: CartQueue | null = null;
let tabs: BroadcastChannel | null = null;

/** The page's cart client, created on first use in the browser. */
export function cartClient(): CartQueue {
  if (queue) return queue;
  queue = tracked(
    createCartQueue({
      transport,
      country: cartStore(),
      onChange(cart) {
        // The other tabs revalidate their page data (LiveCart) when told of a new version.
        tabs?.postMessage({
          count: itemCount(cart),
          cartId: cart?.id ?? null,
          version: cart?.version ?? null,
        });
        announceOwnCartChange();
      },
    }),
  );
  if (typeof BroadcastChannel !== 'undefined') {
    tabs = new BroadcastChannel(TABS_CHANNEL);
    tabs.onmessage = (message: MessageEvent<{ version?: number | null; count?: number }>) => {
      const version = message.data?.version;
      // LiveCart's own messages carry only a count: another tab's badge moved, so read again.
      void queue?.invalidate(typeof version === 'number' ? version : undefined);
    };
  }
  const created = queue;
  window.addEventListener(CART_UPDATE_EVENT, (event) => {
    const version = (event as CustomEvent<{ version?: number }>).detail?.version;
    if (typeof version === 'number') void created.invalidate(version);
  });
  return created;
}

const NO_STATE: CartState = {
  cart: null,
  loading: { load: false, add: false, update: false, remove: false, applyCoupon: false, removeCoupon: false },
  errors: { load: null, add: null, update: null, remove: null, applyCoupon: null, removeCoupon: null },
};

/** The client's cart state; the server render (and first paint) sees the empty state. */
export function useCartState(): CartState {
  return useSyncExternalStore(
    (listener) => cartClient().subscribe(listener),
    () => cartClient().getState(),
    () => NO_STATE,
  );
}

async function offersFor(sku: string): Promise<AddToCartOffers> {
  try {
    const answer = await transport<AddToCartOffers>('getAddToCartOffers', { sku });
    return answer.data ?? NO_OFFERS;
  } catch {
    return NO_OFFERS;
  }
}

/**
 * Add to cart as the product page does it: queued, then the sidebar of spec 000 §4 (after a
 * 400 ms pause on iOS Safari); a failure shows the toast. Resolves with the queue's result.
 */
export async function addAndOffer(sku: string, name: string, quantity: number) {
  const offers = offersFor(sku);
  const result = await cartClient().add(sku, quantity);
  if (!result.ok) {
    showToast('cart.add-error');
    return result;
  }
  const resolved = await offers;
  const kind = chooseSidebar({
    sku,
    offers: resolved,
    cartLines: result.cart.lineItems,
    onPaymentPage: isPaymentPath(window.location.pathname),
  });
  const open = () => openSidebar({ kind, sku, name, offers: resolved });
  const delay = sidebarDelayMs(navigator.userAgent, navigator.maxTouchPoints);
  if (delay > 0) setTimeout(open, delay);
  else open();
  return result;
}
