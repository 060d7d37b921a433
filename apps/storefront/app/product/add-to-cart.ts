/**
 * Adding from the product page through the engine's JSON API (spec 001 §7): the session's active
 * cart (getMe, which also starts the session), a new cart on the first add (spec 000 §4), then
 * addToCart with the cart's id and version. A concurrent change (409 with the current version) is
 * retried once with that version, as the spec's cart client does.
 */

interface CartLine {
  quantity: number;
  variant?: { sku?: string };
}
interface CartRef {
  id: string;
  version: number;
  lineItems?: CartLine[];
}
interface ApiError {
  code: string;
  message: string;
  currentVersion?: number;
}

export type AddResult = { ok: true; inCart: number; capped: boolean } | { ok: false; error: ApiError | null };

async function call<T>(method: string, params: unknown): Promise<{ data?: T; error?: ApiError }> {
  const response = await fetch(`/api/new-ct/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify([params]),
  });
  return (await response.json()) as { data?: T; error?: ApiError };
}

/** Quantity of a SKU in a cart (the add-to-cart rule subtracts it from what may be added). */
export function quantityInCart(cart: CartRef | null | undefined, sku: string): number {
  return (cart?.lineItems ?? [])
    .filter((line) => line.variant?.sku === sku)
    .reduce((sum, line) => sum + line.quantity, 0);
}

export async function addToCart(sku: string, quantity: number): Promise<AddResult> {
  try {
    const me = await call<{ me: { activeCart: CartRef | null } }>('getMe', {});
    let cart = me.data?.me.activeCart ?? null;
    if (!cart) {
      const created = await call<{ cart: CartRef }>('createCart', {});
      cart = created.data?.cart ?? null;
      if (!cart) return { ok: false, error: created.error ?? null };
    }
    let version = cart.version;
    for (let attempt = 0; attempt < 2; attempt++) {
      const added = await call<{ cart: CartRef; warnings: unknown[] }>('addToCart', [
        { id: cart.id, version },
        { product: { sku }, quantity },
      ]);
      if (added.data) {
        return {
          ok: true,
          inCart: quantityInCart(added.data.cart, sku),
          capped: added.data.warnings.length > 0,
        };
      }
      const error = added.error ?? null;
      if (error?.code !== 'concurrent_modification' || error.currentVersion === undefined) {
        return { ok: false, error };
      }
      version = error.currentVersion;
    }
    return { ok: false, error: null };
  } catch {
    return { ok: false, error: null };
  }
}

/** The session's quantity of a SKU, for the add-to-cart rule after a reload. */
export async function inCartOf(sku: string): Promise<number> {
  try {
    const me = await call<{ me: { activeCart: CartRef | null } }>('getMe', {});
    return quantityInCart(me.data?.me.activeCart, sku);
  } catch {
    return 0;
  }
}
