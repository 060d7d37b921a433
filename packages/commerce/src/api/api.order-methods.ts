/**
 * The account area's order calls (issue 11, docs/decisions/130–131): one own order with its
 * timeline, reorder, a guest's lookup by number plus e-mail, and the tokenised "my orders" link
 * (001 §7 getUrlWithToken). Another shopper's order answers exactly like an unknown one: 404.
 */
import { z } from 'zod';
import { normalizeEmail } from '../customers/customer.rules.ts';
import { guestOrderDetail, myOrderDetail, ordersByEmail, reorder } from '../orders/order-history.ts';
import type { OrdersLinkSigner } from '../orders/orders-link.ts';
import { email, text } from '../validation/text.ts';
import { notLoggedIn } from './api.errors.ts';
import { ApiFailure } from './api.http.ts';
import { type ApiMethod, method } from './api.methods.ts';

const orderNumber = text().min(1).max(40);
const orderNotFound = () => new ApiFailure(404, { code: 'order_not_found', message: 'Order not found' });

export const orderByNumberParams = z.object({ orderNumber }).strict();
export const findOrderParams = z.object({ orderNumber, email: email() }).strict();
export const ordersLinkParams = z.object({ email: email() }).strict();
export const ordersByTokenParams = z.object({ token: text().min(10).max(500) }).strict();

export function orderMethods(signer: OrdersLinkSigner): Record<string, ApiMethod> {
  return {
    getOrder: method({
      schema: orderByNumberParams,
      session: 'ensure',
      summary:
        "One of the session's own orders by number, with its timeline (placed and every state change, oldest first). Anyone else's order: 404.",
      response: '{ order, timeline: [{ type, at, orderState?, paymentState?, shipmentState? }] }',
      async run({ ctx, services }, params) {
        const detail = await myOrderDetail(services.db, ctx, params);
        if (!detail) throw orderNotFound();
        return detail;
      },
    }),
    reorder: method({
      schema: orderByNumberParams,
      session: 'ensure',
      summary:
        "Puts an own order's lines back into the active cart (a new one when there is none); lines the cart refuses (no longer sold, out of stock) are listed in skipped.",
      response: '{ cart, added: [sku], skipped: [{ sku, name, code }] }',
      async run({ ctx, services }, params) {
        const result = await reorder(services.db, services.carts, ctx, params);
        if (!result) throw orderNotFound();
        return result;
      },
    }),
    findOrder: method({
      schema: findOrderParams,
      session: 'none',
      summary:
        'A guest finds an order by its number and the e-mail it was placed with. A wrong e-mail answers the same 404 as an unknown number. Rate-limited per IP.',
      response: '{ order, timeline }',
      async run({ ctx, services }, params) {
        const detail = await guestOrderDetail(services.db, ctx, params);
        if (!detail) throw orderNotFound();
        return detail;
      },
    }),
    getUrlWithToken: method({
      schema: ordersLinkParams,
      session: 'none',
      summary:
        'The signed-in customer\'s "my orders" link: a path with a signed token (HMAC, 24 h) that opens the orders placed with that e-mail. Only for the customer\'s own e-mail, once it is confirmed (403 email_not_confirmed before).',
      response: "the URL, e.g. '/order-tracking?token=…' (001 §7: reply data is the URL)",
      async run({ ctx, services }, params) {
        if (!ctx.customerId) throw notLoggedIn();
        const customer = await services.customers.get(ctx);
        if (!customer || normalizeEmail(customer.email) !== normalizeEmail(params.email)) {
          throw new ApiFailure(403, { code: 'forbidden', message: 'Only your own e-mail.' });
        }
        // The link opens guest orders placed with the address: registering (or changing the profile)
        // to someone else's address must not open theirs (decision 251, as decision 177 for history).
        if (!customer.isEmailVerified) {
          throw new ApiFailure(403, {
            code: 'email_not_confirmed',
            message: 'Confirm your e-mail address first with the link we sent to it.',
          });
        }
        const token = signer.issue(ctx.storeKey, customer.email, ctx.now);
        // 001 §7: "reply data is the URL". POST only, though the spec says GET: the e-mail would
        // otherwise sit in the query string, and so in access logs and history (decision 254).
        return `/order-tracking?token=${encodeURIComponent(token)}`;
      },
    }),
    getOrdersByToken: method({
      schema: ordersByTokenParams,
      session: 'none',
      summary: 'The orders a "my orders" link opens, newest first; a forged or expired token is a 404.',
      response: '{ email, orders }',
      async run({ ctx, services }, { token }) {
        const owner = signer.verify(token, ctx.storeKey, ctx.now);
        if (!owner)
          throw new ApiFailure(404, { code: 'invalid_link', message: 'The link is invalid or has expired.' });
        return { email: owner, orders: await ordersByEmail(services.db, ctx, owner) };
      },
    }),
  };
}
