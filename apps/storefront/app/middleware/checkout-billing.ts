import { languagePrefix } from '../store/domain-map.ts';
import { type Middleware, NEXT, redirectTo, TEMPORARY_REDIRECT_STATUS } from './types.ts';

/** Checkout steps that need an active cart, and the one that also needs shipping details. */
const NEEDS_CART = /\/checkout\/(addresses|payment)\/?$/;
const NEEDS_SHIPPING = /\/checkout\/payment\/?$/;

/**
 * The checkout guard loads the customer's active cart: none → home; a cart without shipping info
 * or shipping address on the payment step → checkout addresses.
 */
export const checkoutBilling: Middleware = async ({ request, state, services }) => {
  if (!NEEDS_CART.test(request.url.pathname)) return NEXT;
  const prefix = languagePrefix(request.store, state.language);
  const cart = await services.activeCart(request, state.customerId);
  if (!cart) return redirectTo(prefix || '/', TEMPORARY_REDIRECT_STATUS);
  if (NEEDS_SHIPPING.test(request.url.pathname) && !(cart.hasShippingInfo && cart.hasShippingAddress)) {
    return redirectTo(`${prefix}/checkout/addresses`, TEMPORARY_REDIRECT_STATUS);
  }
  return NEXT;
};
