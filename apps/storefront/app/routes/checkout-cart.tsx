/** /checkout/cart (spec 000 §2.1): the cart page; its data comes from checkout-cart.server.ts. */
import { accountMeta } from '../account/meta.ts';
import { CartPage } from '../cart/CartPage.tsx';
import type { Route } from './+types/checkout-cart.ts';
import { checkoutCartLoader } from './checkout-cart.server.ts';

export const loader = (args: Route.LoaderArgs) => checkoutCartLoader(args);
export const meta = accountMeta('cart.title');
export const handle = { layout: 'no-footer' };

export default function CheckoutCart({ loaderData }: Route.ComponentProps) {
  return <CartPage cart={loaderData.cart} volume={loaderData.volume} signedIn={loaderData.signedIn} />;
}
