/**
 * /checkout/cart (spec 000 §2.1, decision 157): the visitor's active cart, rendered on the server
 * from the engine's cart view (getMe through the in-process JSON API, as the account pages call
 * it), with the volume-discount progress of each discount group in the cart. A visitor without a
 * cart starts no session here: the page shows the empty cart.
 */
import { data, type LoaderFunctionArgs } from 'react-router';
import type { AccountApi, AccountMethod } from '../account/account-api.ts';
import { accountOf, checkLanguage } from '../account/forms.server.ts';
import { type CartPageView, cartPageView } from '../cart/cart-view.ts';
import { type VolumeProgress, volumeProgress } from '../cart/volume-progress.ts';

/** The cart's methods through the same in-process API client the account pages use. */
type CartMethod = 'getMe' | 'getVolumeDiscounts';
const cartCall = <T>(api: AccountApi, method: CartMethod, params: unknown) =>
  api.call<T>(method as AccountMethod, params);

interface RawLine {
  quantity: number;
  productType?: { key?: string };
  variant?: { volumeDiscountGroup?: string | null };
}

export interface CartPageData {
  cart: CartPageView | null;
  volume: VolumeProgress[];
  signedIn: boolean;
}

export async function checkoutCartLoader({ params, context }: LoaderFunctionArgs): Promise<CartPageData> {
  const { shell } = context;
  checkLanguage(params, shell);
  const signedIn = shell.customerId !== null;
  if (!shell.cartItemCount || (await shell.cartItemCount()) === 0) {
    return { cart: null, volume: [], signedIn };
  }
  const api = accountOf(shell);
  const me = await cartCall<{ me: { activeCart: { lineItems: RawLine[] } | null } }>(api, 'getMe', {});
  if (me.error && me.status >= 500) throw data('The cart could not be read', { status: 503 });
  const raw = me.data?.me.activeCart ?? null;
  const cart = cartPageView(raw);
  if (!raw || !cart) return { cart: null, volume: [], signedIn };
  const groups = new Map<string, number>();
  for (const line of raw.lineItems) {
    const group = line.variant?.volumeDiscountGroup;
    if (!group || line.productType?.key === 'extra_guarantee') continue;
    groups.set(group, (groups.get(group) ?? 0) + line.quantity);
  }
  // Volume discount errors are logged only (spec 001 §8): a failed read shows no progress.
  const volume = await Promise.all(
    [...groups].map(async ([group, count]) => {
      const tiers = await cartCall<{
        cartDiscounts: { results: Array<{ volume: number; discountPercentage: number }> };
      }>(api, 'getVolumeDiscounts', { discountGroup: group }).catch(() => null);
      return volumeProgress(group, count, tiers?.data?.cartDiscounts.results ?? []);
    }),
  );
  return { cart, volume: volume.filter((entry): entry is VolumeProgress => entry !== null), signedIn };
}
