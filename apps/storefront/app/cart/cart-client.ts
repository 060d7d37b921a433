/**
 * The browser's one cart client (decision 155): the queue of cart-queue.ts over fetch, kept in
 * step with the other tabs (BroadcastChannel, the channel LiveCart listens on) and with other
 * devices (the websocket's CART_UPDATE_EVENT marks our copy stale). Also the small store of what
 * the shell shows around the cart: the sidebar opened after an add and the add-failure toast.
 */
import { useSyncExternalStore } from 'react';
import {
  type AddToCartOffers,
  type AfterAddSidebar,
  chooseSidebar,
  isPaymentPath,
  sidebarDelayMs,
} from './after-add.ts';
import {
  type ApiAnswer,
  type CartQueue,
  type CartState,
  type ClientCart,
  createCartQueue,
} from './cart-queue.ts';

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

let queue: CartQueue | null = null;
const ownChangeListeners = new Set<() => void>();
/** Called after every change this page made (the shell refreshes its data: the header badge). */
export function onOwnCartChange(listener: () => void): () => void {
  ownChangeListeners.add(listener);
  return () => ownChangeListeners.delete(listener);
}
let tabs: BroadcastChannel | null = null;

let pageCountry: string | null = null;
/** The shell names the page's store before anything uses the client (a cart of another store is cleared). */
export function setCartStore(country: string) {
  pageCountry = country;
}

/** The page's cart client, created on first use in the browser. */
export function cartClient(): CartQueue {
  if (queue) return queue;
  queue = createCartQueue({
    transport,
    country: pageCountry,
    onChange(cart) {
      // The other tabs revalidate their page data (LiveCart) when told of a new version.
      tabs?.postMessage({ count: itemCount(cart), cartId: cart?.id ?? null, version: cart?.version ?? null });
      for (const listener of ownChangeListeners) listener();
    },
  });
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

// ---- The shell around the cart: sidebar after add, toast ----

export interface SidebarState {
  kind: AfterAddSidebar;
  /** The product just added (the guarantee's parent, the complementary products' base). */
  sku: string;
  name: string;
  offers: AddToCartOffers;
}
export interface ShellCartState {
  sidebar: SidebarState | null;
  toast: { id: number; key: string } | null;
}

const NO_OFFERS: AddToCartOffers = { extraGuarantees: [], complementary: [] };

let shell: ShellCartState = { sidebar: null, toast: null };
const shellListeners = new Set<() => void>();
const setShell = (patch: Partial<ShellCartState>) => {
  shell = { ...shell, ...patch };
  for (const listener of shellListeners) listener();
};
let toastIds = 0;
const EMPTY_SHELL: ShellCartState = { sidebar: null, toast: null };

export function useShellCart(): ShellCartState {
  return useSyncExternalStore(
    (listener) => {
      shellListeners.add(listener);
      return () => shellListeners.delete(listener);
    },
    () => shell,
    () => EMPTY_SHELL,
  );
}

export const openSidebar = (sidebar: SidebarState | null) => setShell({ sidebar });
export const closeSidebar = () => setShell({ sidebar: null });
/** The header's cart icon: the cart sidebar with the session's cart, read afresh. */
export const openCartSidebar = () => {
  void cartClient().invalidate();
  setShell({ sidebar: { kind: 'cart', sku: '', name: '', offers: NO_OFFERS } });
};
export const showToast = (key: string) => setShell({ toast: { id: ++toastIds, key } });
export const dismissToast = (id: number) => {
  if (shell.toast?.id === id) setShell({ toast: null });
};

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
