/**
 * Keeps the page's cart data live (decision 140): while the visitor has a cart, its websocket
 * revalidates the route data (the header badge, a cart or checkout page) when another tab, device
 * or node changed the cart, and announces the change on `window` (CART_UPDATE_EVENT). Tabs of one
 * browser also tell each other over a BroadcastChannel, which covers a tab opened before the cart.
 * Renders nothing; the socket code is its own chunk, loaded only once the visitor has a cart.
 */
import { useEffect, useRef } from 'react';
import { useRevalidator } from 'react-router';
import type { LiveCartSummary } from './live.ts';

const TABS_CHANNEL = 'toolyard-cart';

async function activeCartId(): Promise<string | null> {
  // The session exists (there is a cart count), so getMe creates nothing.
  const response = await fetch('/api/new-ct/getMe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: '[{}]',
  });
  const body = (await response.json()) as { data?: { me?: { activeCart?: { id?: string } | null } } };
  return body.data?.me?.activeCart?.id ?? null;
}

export function LiveCart({ cartCount }: { cartCount: number }) {
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  revalidateRef.current = revalidate;
  const countRef = useRef(cartCount);
  countRef.current = cartCount;
  const hasCart = cartCount > 0;
  const tabs = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(TABS_CHANNEL);
    tabs.current = channel;
    // A count that differs, or a change the cart client made in another tab (it names the version:
    // a new quantity of one line and a removed one can leave the count as it was).
    channel.onmessage = (message: MessageEvent<{ count?: number; version?: number | null }>) => {
      const changed = typeof message.data?.version === 'number';
      if (changed || message.data?.count !== countRef.current) void revalidateRef.current();
    };
    return () => {
      tabs.current = null;
      channel.close();
    };
  }, []);

  // Another tab may have a socket only once it has a cart: tell the others when our count moves.
  useEffect(() => {
    tabs.current?.postMessage({ count: cartCount });
  }, [cartCount]);

  useEffect(() => {
    if (!hasCart) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    let seenVersion: number | null = null;
    Promise.all([activeCartId(), import('./live.ts')])
      .then(([cartId, { CART_UPDATE_EVENT, watchCart }]) => {
        if (cancelled || !cartId) return;
        stop = watchCart(cartId, {
          onCartUpdate(cart: LiveCartSummary) {
            window.dispatchEvent(new CustomEvent(CART_UPDATE_EVENT, { detail: cart }));
            // The first message is the cart as it is: only a change since then needs new data.
            const changed = seenVersion !== null && cart.version !== seenVersion;
            const stale = seenVersion === null && cart.itemCount !== countRef.current;
            seenVersion = cart.version;
            if (changed || stale || cart.state !== 'Active') void revalidateRef.current();
          },
        });
      })
      .catch(() => {});
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [hasCart]);
  return null;
}
