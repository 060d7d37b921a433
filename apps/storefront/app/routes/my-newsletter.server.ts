/**
 * My newsletter (issue 11): the signed-in customer's own e-mail, subscribed with the double
 * opt-in mail of the newsletter module (decision 055) or unsubscribed. Only the account's e-mail:
 * nobody signs up an address through someone else's account.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import type { AccountCustomer } from '../account/account-api.ts';
import {
  accountOf,
  checkLanguage,
  prefixOf,
  readFields,
  redirectWith,
  signedInOnly,
} from '../account/forms.server.ts';
import { emptyAnswer, FORM_MESSAGES, type FormAnswer } from '../account/forms.ts';
import { ORDER_MESSAGES } from '../account/orders.ts';

async function customerEmail(shell: Parameters<typeof accountOf>[0]) {
  const result = await accountOf(shell).call<{ customer: AccountCustomer | null }>('loadCustomer', {});
  const customer = result.data?.customer;
  if (!customer) throw redirectWith('/', result.setCookies);
  return customer.email;
}

const NEWSLETTER_NOTICES = {
  pending: ORDER_MESSAGES.subscribePending,
  confirmed: ORDER_MESSAGES.subscribed,
  unsubscribed: ORDER_MESSAGES.unsubscribed,
} as const;

export async function myNewsletterLoader({ request, params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const email = await customerEmail(shell);
  const status = (await shell.newsletter?.statusOf?.(email)) ?? null;
  const done = new URL(request.url).searchParams.get('done') as keyof typeof NEWSLETTER_NOTICES | null;
  return { email, status, notice: done && done in NEWSLETTER_NOTICES ? NEWSLETTER_NOTICES[done] : null };
}

export async function myNewsletterAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const fields = await readFields(request);
  const newsletter = shell.newsletter;
  if (!newsletter)
    return data<FormAnswer>({ ...emptyAnswer(), formError: ORDER_MESSAGES.newsletterError }, { status: 503 });
  const email = await customerEmail(shell);
  const page = `${prefixOf(shell)}/my-account/my-newsletter`;
  if (fields.intent === 'unsubscribe') {
    await newsletter.unsubscribe?.(email);
    await shell.track?.({ event: 'customer-consent', newsletter: false, sms: false }, { email });
    return redirectWith(`${page}?done=unsubscribed`, []);
  }
  const outcome = await newsletter.subscribe({ email, source: 'account' });
  if (typeof outcome === 'object') {
    return data<FormAnswer>(
      { ...emptyAnswer(), formError: FORM_MESSAGES.tooManyRequests },
      { status: 429, headers: { 'retry-after': String(outcome.retryAfterSeconds) } },
    );
  }
  if (outcome === 'invalid-email') {
    return data<FormAnswer>(
      { ...emptyAnswer(), formError: ORDER_MESSAGES.newsletterInvalidEmail },
      { status: 400 },
    );
  }
  return redirectWith(`${page}?done=${outcome}`, []);
}
