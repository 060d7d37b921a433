/**
 * What the product page reads of the cart: the quantity of its SKU already in it (the add-to-cart
 * rule subtracts it). Adding goes through the cart client (app/cart/cart-client.ts, decision 155).
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

async function call<T>(method: string, params: unknown): Promise<{ data?: T }> {
  const response = await fetch(`/api/new-ct/${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify([params]),
  });
  return (await response.json()) as { data?: T };
}

/** Quantity of a SKU in a cart (the add-to-cart rule subtracts it from what may be added). */
export function quantityInCart(cart: CartRef | null | undefined, sku: string): number {
  return (cart?.lineItems ?? [])
    .filter((line) => line.variant?.sku === sku)
    .reduce((sum, line) => sum + line.quantity, 0);
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
