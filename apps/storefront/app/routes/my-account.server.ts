/**
 * /my-account, where signing in and registering land (000 §1 "account area"): who is signed in,
 * their latest order, and a way into every account page, including the loyalty card and "my data"
 * that the header's account menu (000 §2.5) does not list.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { AccountCustomer } from '../account/account-api.ts';
import { accountOf, checkLanguage, redirectWith, signedInOnly } from '../account/forms.server.ts';
import { orderSummary } from '../account/orders.ts';

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
    latestOrder: latest ? orderSummary(latest) : null,
  };
}
