/**
 * The withdrawal function's calls (Directive 2011/83/EU art. 11a, decision 265): what an order's
 * withdrawal form needs, the confirmed statement, and its receipt. The order is the session's own
 * or a guest's by number plus the e-mail it was placed with; both lookups are rate-limited per IP as
 * the order tracking lookup is ('order-lookup-ip'). Another shopper's order answers like an unknown one.
 */
import { z } from 'zod';
import { orderChanged } from '../orders/order-lifecycle.service.ts';
import { createWithdrawalService, type WithdrawalError } from '../orders/withdrawal.service.ts';
import { email, text } from '../validation/text.ts';
import { ApiFailure } from './api.http.ts';
import { type ApiMethod, method } from './api.methods.ts';

const orderNumber = text().min(1).max(40);

/** Without e-mail only the session's own order (a signed-in customer's, or the guest session that placed it). */
export const withdrawalOptionsParams = z.object({ orderNumber, email: email().optional() }).strict();
export const withdrawOrderParams = z
  .object({
    orderNumber,
    email: email(),
    name: text().trim().min(1).max(200),
    /** Line ids of the order; absent or empty: the whole order. */
    lines: z.array(text().min(1).max(100)).max(200).optional(),
  })
  .strict();
export const withdrawalReceiptParams = z.object({ id: text().min(1).max(100) }).strict();

const orderNotFound = () => new ApiFailure(404, { code: 'order_not_found', message: 'Order not found' });

function failureOf(error: WithdrawalError): ApiFailure {
  switch (error.code) {
    case 'OrderNotFound':
      return orderNotFound();
    case 'NotWithdrawable':
      return new ApiFailure(409, {
        code: 'not_withdrawable',
        message: {
          'business-order': 'An order placed as a company with a VAT ID is not a consumer contract.',
          cancelled: 'The order is cancelled; there is nothing to withdraw from.',
          'period-over': `The withdrawal period ended on ${error.lastDay}.`,
        }[error.reason],
        reason: error.reason,
        lastDay: error.lastDay,
      });
    case 'UnknownLines':
      return new ApiFailure(400, {
        code: 'bad_request',
        message: `Not lines of this order: ${error.lineIds.join(', ')}`,
        field: 'lines',
      });
    case 'AlreadyWithdrawn':
      return new ApiFailure(409, {
        code: 'already_withdrawn',
        message: 'These lines were withdrawn from already.',
        receipt: error.receipt,
      });
  }
}

export const withdrawalMethods: Record<string, ApiMethod> = {
  getWithdrawalOptions: method({
    schema: withdrawalOptionsParams,
    session: 'ensure',
    summary:
      "What the withdrawal form of an order needs: its lines, the billing name and e-mail to prefill, whether it may be withdrawn from (eligibility: ok, or reason business-order | cancelled | period-over, and lastDay) and the statements received. The session's own order, else a guest's by number and e-mail. Rate-limited per IP.",
    response:
      '{ orderNumber, name, email, lines: [{ lineId, sku, name, quantity }], eligibility: { ok, reason?, lastDay }, received: [receipt] }',
    async run({ ctx, services }, params) {
      const options = await createWithdrawalService(services.db).options(ctx, params);
      if (!options) throw orderNotFound();
      return options;
    },
  }),
  withdrawOrder: method({
    schema: withdrawOrderParams,
    session: 'ensure',
    summary:
      'The confirmed withdrawal statement (the "confirm withdrawal" step): recorded with the moment it was received, and acknowledged by e-mail to `email`. The same statement again answers the same receipt (duplicate: true). 409 not_withdrawable with the reason, 409 already_withdrawn when every named line was. Rate-limited per IP.',
    response: '{ receipt: { id, orderNumber, name, email, lines, receivedAt }, duplicate }',
    async run({ ctx, services, log }, params) {
      const result = await createWithdrawalService(services.db).receive(ctx, {
        orderNumber: params.orderNumber,
        email: params.email,
        name: params.name,
        lineIds: params.lines ?? null,
      });
      if (!result.ok) throw failureOf(result.error);
      const { receipt, duplicate, order } = result.value;
      // After commit, the mail job's kick (decision 266): the acknowledgement leaves at once rather
      // than at the job's next tick. A lost message only delays it; the statement stands regardless.
      if (!duplicate && services.notifier) {
        await services.notifier
          .publish(orderChanged, { orderId: order.id, version: order.version })
          .catch((error: unknown) => log('warn', 'withdrawal not announced to the mail job', error));
      }
      return { receipt, duplicate };
    },
  }),
  getWithdrawalReceipt: method({
    schema: withdrawalReceiptParams,
    session: 'none',
    summary:
      "A received withdrawal statement by its id (the receipt page after confirming); the id is random and known only to who made the statement. Another store's: 404.",
    response: '{ id, orderNumber, name, email, lines, receivedAt }',
    async run({ ctx, services }, params) {
      const receipt = await createWithdrawalService(services.db).receipt(ctx, params.id);
      if (!receipt) throw new ApiFailure(404, { code: 'not_found', message: 'Withdrawal not found' });
      return receipt;
    },
  }),
};
