/** /checkout/payment/return: the provider sends the shopper back here; the loader always redirects. */
import { loader as returnLoader } from './checkout-payment-return.server.ts';

export const loader = returnLoader;

export default function CheckoutPaymentReturn() {
  return null;
}
