/**
 * The customer's own data (GDPR) in the JSON API (docs/decisions/146): asking for an export or
 * the deletion mails a single-use link; the link's token then answers the export or deletes the
 * account (and ends the session).
 */
import { z } from 'zod';
import { createCustomerDataService } from '../customers/customer-data.ts';
import { text } from '../validation/text.ts';
import { notLoggedIn } from './api.errors.ts';
import { ApiFailure } from './api.http.ts';
import { type ApiMethod, type MethodEnv, method } from './api.methods.ts';

const purposeParams = z.object({ purpose: z.enum(['export', 'delete']) });
const tokenParams = z.object({ token: text().min(10).max(200) });

const invalidToken = () =>
  new ApiFailure(400, {
    code: 'invalid_confirmation_token',
    message: 'The confirmation link is invalid, used or has expired.',
  });

function signedIn(env: MethodEnv) {
  if (!env.ctx.customerId) throw notLoggedIn();
  return env.ctx;
}

export const customerDataMethods: Record<string, ApiMethod> = {
  requestCustomerData: method({
    schema: purposeParams,
    session: 'none',
    summary:
      'Mails the signed-in customer a single-use link confirming a data export or the account deletion.',
    response: '{ requested: true }',
    async run(env, { purpose }) {
      const ctx = signedIn(env);
      const issued = await createCustomerDataService(env.services.db).requestConfirmation(ctx, purpose);
      if (!issued) throw notLoggedIn();
      await env.services.onCustomerDataRequested?.(ctx, issued.email, purpose, issued.token);
      return { requested: true };
    },
  }),
  exportCustomerData: method({
    schema: tokenParams,
    session: 'none',
    summary: 'With the mailed export token: everything held about the signed-in customer.',
    response: '{ data: { profile, addresses, orders, reviews, newsletter, consents, … } }',
    async run(env, { token }) {
      const ctx = signedIn(env);
      const data = createCustomerDataService(env.services.db);
      if (!(await data.consumeConfirmation(ctx, 'export', token))) throw invalidToken();
      return { data: await data.export(ctx) };
    },
  }),
  deleteCustomer: method({
    schema: tokenParams,
    session: 'none',
    summary:
      'With the mailed deletion token: deletes the account; orders stay anonymised; every session ends.',
    response: '{ deleted: true, ordersAnonymised }',
    async run(env, { token }) {
      const ctx = signedIn(env);
      const data = createCustomerDataService(env.services.db, { notifier: env.services.notifier });
      if (!(await data.consumeConfirmation(ctx, 'delete', token))) throw invalidToken();
      const outcome = await data.deleteAccount(ctx);
      env.setSession(null, null);
      return outcome;
    },
  }),
};
