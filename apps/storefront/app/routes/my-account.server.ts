/**
 * /my-account, where signing in and registering land (000 §1 "account area"): who is signed in,
 * their latest order, and a way into every account page, including the loyalty card and "my data"
 * that the header's account menu (000 §2.5) does not list. While the e-mail is unconfirmed it offers
 * to send the confirmation link again (decision 253).
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import type { AccountCustomer } from '../account/account-api.ts';
import { accountOf, checkLanguage, readFields, redirectWith, signedInOnly } from '../account/forms.server.ts';
import { orderSummary } from '../account/orders.ts';
import { RESEND_INTENT } from '../account/ResendConfirmation.tsx';
import { resendConfirmation } from '../account/resend-confirmation.server.ts';

export async function myAccountLoader({ params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const account = accountOf(shell);
  const [me, orders] = await Promise.all([
    account.call<{ customer: AccountCustomer | null }>('loadCustomer', {}),
    account.call<{ me: { orders: { results: unknown[] } } }>('getOrders', { limit: 1 }),
  ]);
  const customer = me.data?.customer;
  if (!customer) throw redirectWith('/', me.setCookies);
  const latest = orders.data?.me.orders.results[0];
  return {
    name: customer.firstName?.trim() || customer.email,
    email: customer.email,
    emailConfirmed: customer.isEmailVerified,
    latestOrder: latest ? orderSummary(latest) : null,
  };
}

export async function myAccountAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const fields = await readFields(request);
  if (fields.intent === RESEND_INTENT) return resendConfirmation(accountOf(shell), fields);
  throw data('Unknown intent', { status: 400 });
}
