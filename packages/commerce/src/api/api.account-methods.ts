/**
 * The account's calls in the JSON API (001 §7, decisions 035, 085, 145, 177, 249, 251, 253, 257):
 * signing in and out, registering, social sign-in, the profile, the password and its reset, the
 * e-mail confirmation, and the address book. Carts and orders are in api.methods.ts.
 */
import {
  confirmEmailFlow,
  issueEmailConfirmation,
  type ResentConfirmation,
  resendEmailConfirmation,
} from '../flows/confirm-email.flow.ts';
import { signInFlow } from '../flows/sign-in.flow.ts';
import { socialSignInFlow } from '../flows/social-sign-in.flow.ts';
import { myReviews } from '../reviews/my-reviews.ts';
import { notLoggedIn, unwrap } from './api.errors.ts';
import { ApiFailure } from './api.http.ts';
import { type ApiMethod, method, requireCustomer } from './api.methods.ts';
import * as s from './api.schema.ts';

export const accountMethods: Record<string, ApiMethod> = {
  isLoggedIn: method({
    schema: s.empty,
    session: 'none',
    summary: "Whether the session token's scope contains customer_id.",
    response: '{ isLoggedIn }',
    run: async ({ session }) => ({ isLoggedIn: session?.isLoggedIn ?? false }),
  }),
  login: method({
    schema: s.loginParams,
    session: 'ensure',
    summary: "Signs in; the guest cart is adopted or merged into the customer's cart.",
    response: '{ customer, cart }',
    async run(env, params) {
      const result = unwrap(await signInFlow(env.services, env.ctx, env.session!, params));
      env.setSession(result.token, result.session);
      const ctx = { ...env.ctx, customerId: result.customer.id };
      return { customer: result.customer, cart: await env.services.carts.getActiveCart(ctx) };
    },
  }),
  register: method({
    schema: s.registerParams,
    session: 'ensure',
    summary: 'Creates the account and signs in.',
    response: '{ customer, cart }',
    async run(env, params) {
      const created = unwrap(await env.services.customers.signUp(env.ctx, params));
      const result = unwrap(await signInFlow(env.services, env.ctx, env.session!, params));
      env.setSession(result.token, result.session);
      const ctx = { ...env.ctx, customerId: result.customer.id };
      // The confirmation link that lets earlier guest orders join the account (decision 177). The
      // account and the session exist by now: a failed mail must not turn them into a 500 whose
      // retry says "already exists" (decision 249).
      if (env.services.onEmailConfirmationRequested) {
        const issued = await issueEmailConfirmation(env.services.db, env.ctx, created.id);
        if (issued) {
          await env.services
            .onEmailConfirmationRequested(env.ctx, issued.email, issued.token, 'registration')
            .catch((error) => env.log('warn', `confirmation mail for customer ${created.id} failed`, error));
        }
      }
      return { customer: result.customer, cart: await env.services.carts.getActiveCart(ctx) };
    },
  }),
  authSync: method({
    schema: s.authSyncParams,
    session: 'ensure',
    summary:
      'Social sign-in (001 §6): the access token is checked with the provider; the customer is found by the provider subject, linked by verified e-mail, or created. Guest cart merged as on login.',
    response: '{ customerId, customer, cart, outcome }',
    async run(env, params) {
      const result = unwrap(await socialSignInFlow(env.services, env.ctx, env.session!, params));
      env.setSession(result.token, result.session);
      const ctx = { ...env.ctx, customerId: result.customer.id };
      return {
        customerId: result.customer.id,
        customer: result.customer,
        outcome: result.outcome,
        cart: await env.services.carts.getActiveCart(ctx),
      };
    },
  }),
  logout: method({
    schema: s.empty,
    session: 'none',
    summary: 'Ends the session.',
    response: '{ loggedOut: true }',
    async run(env) {
      if (env.session) await env.services.sessions.end(env.session);
      env.setSession(null, null);
      return { loggedOut: true };
    },
  }),
  getMyReviews: method({
    schema: s.empty,
    session: 'none',
    summary: "The signed-in customer's reviews and the bought products still waiting for one.",
    response: '{ reviews: [...], awaiting: [...] }',
    run: async (env) => myReviews(env.services.db, requireCustomer(env)),
  }),
  loadCustomer: method({
    schema: s.empty,
    session: 'none',
    summary: 'The signed-in customer with addresses.',
    response: '{ customer }',
    run: async (env) => ({ customer: await env.services.customers.get(requireCustomer(env)) }),
  }),
  updateCustomer: method({
    schema: s.updateCustomerParams,
    session: 'none',
    summary:
      'Changes e-mail, VAT ID, first or last name. A new e-mail needs currentPassword (400 current_password_required, 401 invalid_credentials) and starts unconfirmed.',
    response: '{ customer }',
    run: async (env, params) => ({
      customer: unwrap(await env.services.customers.updateProfile(requireCustomer(env), params)),
    }),
  }),
  changePassword: method({
    schema: s.changePasswordParams,
    session: 'none',
    summary: 'Changes the password (needs the current one); every other session of the customer ends.',
    response: '{ customer }',
    run: async (env, params) => ({
      customer: unwrap(
        await env.services.customers.changePassword(requireCustomer(env), params, env.session?.id ?? null),
      ),
    }),
  }),
  requestPasswordReset: method({
    schema: s.requestPasswordResetParams,
    session: 'none',
    summary: 'Issues a single-use reset token (answer is the same for unknown e-mails).',
    response: '{ requested: true }',
    async run({ ctx, services, log }, { email }) {
      const issued = await services.customers.createResetToken(ctx, email);
      // A failed mail answers as an unknown e-mail does, or the 500 would tell which accounts exist.
      if (issued) {
        await services.onPasswordResetRequested?.(ctx, email, issued.token).catch((error) => {
          log('warn', `password reset mail for customer ${issued.customerId} failed`, error);
        });
      }
      return { requested: true };
    },
  }),
  confirmEmail: method({
    schema: s.confirmEmailParams,
    session: 'none',
    summary:
      "Uses the e-mail confirmation link: the e-mail is verified and the store's guest orders placed with it join the account.",
    response: '{ customer, attachedOrders }',
    run: async ({ ctx, services }, params) => unwrap(await confirmEmailFlow(services.db, ctx, params.token)),
  }),
  requestEmailConfirmation: method({
    schema: s.empty,
    session: 'none',
    summary:
      'Mails the signed-in customer a new e-mail confirmation link for the current e-mail (decision 253); once it is sent, older links stop working. A confirmed e-mail gets no mail. A failed mail is a 503 mail_not_sent and the older links keep working.',
    response: '{ requested: true, email } or { alreadyConfirmed: true }',
    async run(env) {
      const ctx = requireCustomer(env);
      // Without a mailer plugged in the link could reach nobody: the same answer as a failed mail.
      const deliver =
        env.services.onEmailConfirmationRequested ?? (() => Promise.reject(new Error('no mail hook')));
      let resent: ResentConfirmation;
      try {
        resent = await resendEmailConfirmation(env.services.db, ctx, ctx.customerId!, (email, token) =>
          deliver(ctx, email, token, 'again'),
        );
      } catch (error) {
        // Logged, not a 500 (decision 249). Unlike registration nothing else was done, so the
        // shopper is told the mail did not go out rather than that it did.
        env.log('warn', `confirmation mail for customer ${ctx.customerId} failed`, error);
        throw new ApiFailure(503, {
          code: 'mail_not_sent',
          message: 'The e-mail could not be sent. Please try again in a few minutes.',
        });
      }
      if (resent.kind === 'unknown-customer') throw notLoggedIn();
      if (resent.kind === 'already-verified') return { alreadyConfirmed: true };
      return { requested: true, email: resent.email };
    },
  }),
  customerResetPassword: method({
    schema: s.customerResetPasswordParams,
    session: 'none',
    summary: 'Sets a new password with a reset token; every session of the customer ends.',
    response: '{ customer }',
    run: async ({ ctx, services }, params) => ({
      customer: unwrap(await services.customers.resetPassword(ctx, params)),
    }),
  }),
  addAddress: method({
    schema: s.addAddressParams,
    session: 'none',
    summary: 'Adds an address to the address book.',
    response: '{ customer }',
    run: async (env, params) => ({
      customer: unwrap(await env.services.customers.addAddress(requireCustomer(env), params)),
    }),
  }),
  updateAddress: method({
    schema: s.updateAddressParams,
    session: 'none',
    summary: 'Changes an address.',
    response: '{ customer }',
    run: async (env, params) => ({
      customer: unwrap(await env.services.customers.changeAddress(requireCustomer(env), params)),
    }),
  }),
  removeAddress: method({
    schema: s.removeAddressParams,
    session: 'none',
    summary: 'Removes an address.',
    response: '{ customer }',
    run: async (env, params) => ({
      customer: unwrap(await env.services.customers.removeAddress(requireCustomer(env), params)),
    }),
  }),
  setDefaultAddress: method({
    schema: s.setDefaultAddressParams,
    session: 'none',
    summary: 'Sets the default shipping or billing address.',
    response: '{ customer }',
    run: async (env, params) => ({
      customer: unwrap(await env.services.customers.setDefaultAddress(requireCustomer(env), params)),
    }),
  }),
};
