/**
 * What the shell shows around the cart (decision 156): the sidebar opened after an add or from the
 * header's cart icon, and the add-failure toast; plus the page's store and the "this page changed
 * the cart" signal. Kept apart from the cart client (cart-client.ts, its queue and transport) so
 * the root and the header load only this small store; the client loads where a page adds or edits.
 */
import { useSyncExternalStore } from 'react';
import type { AddToCartOffers, AfterAddSidebar } from './after-add.ts';

let pageCountry: string | null = null;
/** The shell names the page's store before anything uses the client (a cart of another store is cleared). */
export function setCartStore(country: string) {
  pageCountry = country;
}
export const cartStore = () => pageCountry;

const ownChangeListeners = new Set<() => void>();
/** Called after every change this page made (the shell refreshes its data: the header badge). */
export function onOwnCartChange(listener: () => void): () => void {
  ownChangeListeners.add(listener);
  return () => ownChangeListeners.delete(listener);
}
export function announceOwnCartChange() {
  for (const listener of ownChangeListeners) listener();
}

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

export const NO_OFFERS: AddToCartOffers = { extraGuarantees: [], complementary: [] };

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
/**
 * The header's cart icon: the cart sidebar with the session's cart, read afresh (the sidebar's
 * chunk brings the cart client; it is asked to read again once loaded).
 */
export const openCartSidebar = () => {
  setShell({ sidebar: { kind: 'cart', sku: '', name: '', offers: NO_OFFERS } });
  void import('./cart-client.ts').then((client) => client.cartClient().invalidate());
};
export const showToast = (key: string) => setShell({ toast: { id: ++toastIds, key } });
export const dismissToast = (id: number) => {
  if (shell.toast?.id === id) setShell({ toast: null });
};
