/**
 * Order history (issue 11, docs/decisions/130): the customer's orders newest first, one order's
 * detail at `?order=<number>` (another customer's number is a 404, like an unknown one), reorder
 * into the active cart, and the signed "my orders" link (001 §7 getUrlWithToken, decision 131).
 * Where the link waits for a confirmed e-mail (decision 251), the confirmation link can be sent
 * again (decision 253).
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import type { AccountCustomer } from '../account/account-api.ts';
import {
  accountOf,
  answerFromApi,
  checkLanguage,
  prefixOf,
  readFields,
  redirectWith,
  refused,
  signedInOnly,
} from '../account/forms.server.ts';
import { orderDetail, orderSummary } from '../account/orders.ts';
import { RESEND_INTENT } from '../account/ResendConfirmation.tsx';
import { resendConfirmation } from '../account/resend-confirmation.server.ts';

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;
export const ORDERS_PER_PAGE = 20;

export async function orderHistoryLoader({ request, params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const url = new URL(request.url);
  const number = url.searchParams.get('order');
  const account = accountOf(shell);
  if (number !== null) {
    if (!ORDER_NUMBER.test(number)) throw data(null, { status: 404 });
    const result = await account.call<{ order: unknown; timeline: unknown }>('getOrder', {
      orderNumber: number,
    });
    if (!result.data) throw data(null, { status: result.status === 404 ? 404 : 500 });
    const skipped = url.searchParams.get('skipped');
    const added = url.searchParams.get('added');
    return {
      orders: [],
      pages: null,
      detail: orderDetail(result.data.order, result.data.timeline),
      reorder:
        added === null ? null : { added: Number(added) || 0, skipped: skipped ? skipped.split(',') : [] },
    };
  }
  // Newest first, a page at a time: a trade customer orders often, and every order stays reachable.
  const asked = Number(url.searchParams.get('page') ?? '1');
  const pageNumber = Number.isSafeInteger(asked) && asked >= 1 ? asked : 1;
  const result = await account.call<{ me: { orders: { results: unknown[]; total: number } } }>('getOrders', {
    limit: ORDERS_PER_PAGE,
    offset: (pageNumber - 1) * ORDERS_PER_PAGE,
  });
  const total = result.data?.me.orders.total ?? 0;
  return {
    orders: (result.data?.me.orders.results ?? []).map(orderSummary),
    detail: null,
    reorder: null,
    pages: { page: pageNumber, count: Math.ceil(total / ORDERS_PER_PAGE) },
  };
}

export async function orderHistoryAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const fields = await readFields(request);
  const account = accountOf(shell);
  const page = `${prefixOf(shell)}/my-account/order-history`;
  if (fields.intent === RESEND_INTENT) return resendConfirmation(account, fields);
  if (fields.intent === 'link') {
    const me = await account.call<{ customer: AccountCustomer | null }>('loadCustomer', {});
    const email = me.data?.customer?.email ?? '';
    // The answer's data is the URL itself (001 §7, decision 254).
    const link = await account.call<string>('getUrlWithToken', { email });
    if (!link.data) return refused(answerFromApi(link.error!, fields), link);
    return redirectWith(`${prefixOf(shell)}${link.data}`, link.setCookies);
  }
  const orderNumber = fields.orderNumber ?? '';
  if (!ORDER_NUMBER.test(orderNumber)) throw data(null, { status: 404 });
  const result = await account.call<{ added: string[]; skipped: { sku: string }[] }>('reorder', {
    orderNumber,
  });
  if (result.status === 404) throw data(null, { status: 404 });
  if (!result.data) return refused(answerFromApi(result.error!, fields), result);
  const query = new URLSearchParams({ order: orderNumber, added: String(result.data.added.length) });
  if (result.data.skipped.length > 0)
    query.set('skipped', result.data.skipped.map((line) => line.sku).join(','));
  return redirectWith(`${page}?${query}`, result.setCookies);
}
