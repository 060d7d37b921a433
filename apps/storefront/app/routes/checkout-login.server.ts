/**
 * /checkout/login (000 §2.1, docs/decisions/160): sign in (the login page's action, back to the
 * address step), or go on as a guest with an e-mail the cart keeps (updateCart setCustomerEmail).
 * A signed-in customer goes straight on to the addresses.
 */
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from 'react-router';
import {
  answerFromApi,
  invalid,
  prefixOf,
  readFields,
  redirectWith,
  refused,
  requireEmail,
} from '../account/forms.server.ts';
import { ADDRESSES_STEP } from '../checkout/address-form.ts';
import { guardCheckout, updateCart } from '../checkout/checkout.server.ts';
import { loginAction } from './login.server.ts';

export async function checkoutLoginLoader({ params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  const { cart } = await guardCheckout(shell, params);
  if (shell.customerId) throw redirect(`${prefixOf(shell)}${ADDRESSES_STEP}`);
  return {
    email: cart.customerEmail ?? '',
    socialProviders: shell.social?.providers ?? [],
  };
}

export async function checkoutLoginAction(args: ActionFunctionArgs) {
  const { request, params, context } = args;
  const { shell } = context;
  const { cart } = await guardCheckout(shell, params);
  const next = `${prefixOf(shell)}${ADDRESSES_STEP}`;
  if (shell.customerId) throw redirect(next, 303);
  const fields = await readFields(request);
  if (fields.intent !== 'guest') {
    // The login page's own action, told to come back to the address step.
    const url = new URL(request.url);
    url.searchParams.set('redirect', next);
    const headers = new Headers(request.headers);
    headers.delete('content-type');
    headers.delete('content-length');
    const body = new URLSearchParams({ email: fields.email ?? '', password: fields.password ?? '' });
    return loginAction({ ...args, request: new Request(url, { method: 'POST', headers, body }) });
  }
  const errors: Record<string, string> = {};
  requireEmail(fields, errors, 'guestEmail');
  if (Object.keys(errors).length > 0) return invalid(fields, errors, 'guest');
  const email = fields.guestEmail ?? '';
  // The e-mail is set only when it differs from the cart's (000 §4).
  if (email !== cart.customerEmail) {
    const result = await updateCart(shell, cart, [{ action: 'setCustomerEmail', email }]);
    if (result.error) return refused({ ...answerFromApi(result.error, fields), intent: 'guest' }, result);
    return redirectWith(next, result.setCookies);
  }
  return redirectWith(next, []);
}
