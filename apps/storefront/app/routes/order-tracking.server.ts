/**
 * Order tracking for everyone (issue 11, docs/decisions/130–131): a guest enters order number and
 * e-mail and sees the order; a wrong e-mail gets the same "not found" as an unknown number. The
 * lookup is the API's `findOrder` (rate-limited per IP). `?token=` (the signed "my orders" link)
 * lists the orders of that e-mail.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import {
  accountOf,
  answerFromApi,
  checkLanguage,
  echo,
  invalid,
  readFields,
  refused,
  requireEmail,
} from '../account/forms.server.ts';
import { emptyAnswer, FORM_MESSAGES, type FormAnswer } from '../account/forms.ts';
import { ORDER_MESSAGES, type OrderDetailView, orderDetail, orderSummary } from '../account/orders.ts';

const NOT_FOUND = ORDER_MESSAGES.notFound;
const LINK_INVALID = ORDER_MESSAGES.linkInvalid;

export async function orderTrackingLoader({ request, params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  const url = new URL(request.url);
  // The confirmation mail and the thank-you page link here with the number (decision 255).
  const asked = url.searchParams.get('order') ?? '';
  const orderNumber = /^[A-Za-z0-9-]{1,40}$/.test(asked) ? asked : null;
  const token = url.searchParams.get('token');
  if (!token) return { linked: null, linkError: null, orderNumber };
  const result = await accountOf(shell).call<{ email: string; orders: unknown[] }>('getOrdersByToken', {
    token,
  });
  if (!result.data) return { linked: null, linkError: LINK_INVALID, orderNumber };
  return {
    linked: { email: result.data.email, orders: result.data.orders.map(orderSummary) },
    linkError: null,
    orderNumber,
  };
}

export type TrackingAnswer = FormAnswer & { order?: OrderDetailView };

export async function orderTrackingAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  const fields = await readFields(request);
  const errors: Record<string, string> = {};
  if (!fields.orderNumber) errors.orderNumber = FORM_MESSAGES.required;
  requireEmail(fields, errors);
  if (Object.keys(errors).length > 0) return invalid(fields, errors);
  const result = await accountOf(shell).call<{ order: unknown; timeline: unknown }>('findOrder', {
    orderNumber: fields.orderNumber,
    email: fields.email,
  });
  if (result.data) {
    return data<TrackingAnswer>({
      ...emptyAnswer(),
      values: echo(fields),
      order: orderDetail(result.data.order, result.data.timeline),
    });
  }
  if (result.status === 404 || result.error?.code === 'bad_request') {
    return data<TrackingAnswer>(
      { ...emptyAnswer(), values: echo(fields), formError: NOT_FOUND },
      { status: 404 },
    );
  }
  return refused(answerFromApi(result.error!, fields), result);
}
