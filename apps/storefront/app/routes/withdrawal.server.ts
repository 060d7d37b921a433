/**
 * /withdrawal: the withdrawal function (Directive 2011/83/EU art. 11a, decision 265) as plain
 * forms, so it works before hydration and without JavaScript. Step 1 posts `review`: the order is
 * looked up (the session's own, else number + the e-mail it was placed with, rate-limited as the
 * order tracking lookup) and step 2 shows the statement with "Confirm withdrawal". That posts
 * `confirm`: the statement is recorded and the browser is redirected (303) to its receipt.
 * `change` goes back to step 1 with the order's lines to pick from.
 */
import { type CountryCode, STORE_TIME_ZONES } from '@toolyard/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import type { AccountAnswer } from '../account/account-api.ts';
import {
  accountOf,
  answerFromApi,
  checkLanguage,
  type Fields,
  prefixOf,
  redirectWith,
  refused,
  requireEmail,
} from '../account/forms.server.ts';
import { emptyAnswer, FORM_MESSAGES } from '../account/forms.ts';
import {
  WITHDRAWAL_MESSAGES,
  WITHDRAWAL_RECEIVED_PATH,
  type WithdrawalAnswer,
  type WithdrawalLineView,
  type WithdrawalReceiptView,
  type WithdrawalRefusal,
} from '../withdrawal/withdrawal.ts';

const ORDER_NUMBER = /^[A-Za-z0-9-]{1,40}$/;
const FIELDS = ['name', 'orderNumber', 'email'] as const;

interface OptionsView {
  orderNumber: string;
  name: string;
  email: string;
  lines: WithdrawalLineView[];
  eligibility: { ok: boolean; reason?: WithdrawalRefusal; lastDay: string | null };
}

export async function withdrawalLoader({ request, params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  // The order page and the thank-you page link here with the number (`?order=`).
  const asked = new URL(request.url).searchParams.get('order') ?? '';
  const orderNumber = ORDER_NUMBER.test(asked) ? asked : null;
  const empty = {
    values: { orderNumber: orderNumber ?? '', name: '', email: '' },
    lines: null,
    refusal: null,
  };
  // A signed-in customer's own order needs no e-mail: the form comes filled in (art. 11a(2)).
  if (!orderNumber || !shell.customerId) return empty;
  const result = await accountOf(shell).call<OptionsView>('getWithdrawalOptions', { orderNumber });
  if (!result.data) return empty;
  const options = result.data;
  return {
    values: { orderNumber: options.orderNumber, name: options.name, email: options.email },
    lines: options.lines,
    refusal: refusalOf(options.eligibility),
  };
}

function refusalOf(eligibility: OptionsView['eligibility']): WithdrawalAnswer['refusal'] {
  return eligibility.ok || !eligibility.reason
    ? null
    : { reason: eligibility.reason, lastDay: eligibility.lastDay };
}

function answer(fields: Fields, over: Partial<WithdrawalAnswer> = {}): WithdrawalAnswer {
  return {
    ...emptyAnswer(),
    values: Object.fromEntries(FIELDS.map((name) => [name, fields[name] ?? ''])),
    step: 'form',
    lines: null,
    selected: [],
    refusal: null,
    already: null,
    ...over,
  };
}

/** The answer to an API refusal: not found, not withdrawable, already withdrawn, too many tries. */
function refusedAnswer(result: AccountAnswer<unknown>, fields: Fields, selected: string[]) {
  const error = result.error!;
  if (result.status === 404) {
    return data(answer(fields, { formError: WITHDRAWAL_MESSAGES.notFound, selected }), { status: 404 });
  }
  if (error.code === 'not_withdrawable') {
    const details = error as unknown as { reason: WithdrawalRefusal; lastDay: string | null };
    return data(answer(fields, { refusal: { reason: details.reason, lastDay: details.lastDay } }), {
      status: 409,
    });
  }
  if (error.code === 'already_withdrawn') {
    const { receipt } = error as unknown as { receipt: { id: string; receivedAt: string } };
    return data(answer(fields, { already: { id: receipt.id, receivedAt: receipt.receivedAt } }), {
      status: 409,
    });
  }
  const fromApi = answerFromApi(error, fields);
  return refused({ ...answer(fields, { selected }), formError: fromApi.formError }, result);
}

export async function withdrawalAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  const form = await request.formData();
  const fields: Fields = {};
  for (const name of [...FIELDS, 'intent']) {
    const value = form.get(name);
    fields[name] = typeof value === 'string' ? value.trim() : '';
  }
  const selected = form.getAll('line').filter((value): value is string => typeof value === 'string');
  const errors: Record<string, string> = {};
  if (!fields.name) errors.name = FORM_MESSAGES.required;
  if (!fields.orderNumber) errors.orderNumber = FORM_MESSAGES.required;
  else if (!ORDER_NUMBER.test(fields.orderNumber)) errors.orderNumber = FORM_MESSAGES.notCorrect;
  requireEmail(fields, errors);
  if (Object.keys(errors).length > 0) {
    return data(answer(fields, { fieldErrors: errors, selected }), { status: 400 });
  }
  const api = accountOf(shell);

  if (fields.intent === 'confirm') {
    const result = await api.call<{ receipt: { id: string } }>('withdrawOrder', {
      orderNumber: fields.orderNumber,
      email: fields.email,
      name: fields.name,
      ...(selected.length > 0 ? { lines: selected } : {}),
    });
    if (!result.data) return refusedAnswer(result, fields, selected);
    const receipt = `${prefixOf(shell)}${WITHDRAWAL_RECEIVED_PATH}?id=${encodeURIComponent(result.data.receipt.id)}`;
    return redirectWith(receipt, result.setCookies);
  }

  // review (step 1's button) or change (back from step 2): the order, its lines, its eligibility.
  const result = await api.call<OptionsView>('getWithdrawalOptions', {
    orderNumber: fields.orderNumber,
    email: fields.email,
  });
  if (!result.data) return refusedAnswer(result, fields, selected);
  const options = result.data;
  const refusal = refusalOf(options.eligibility);
  if (refusal) return data(answer(fields, { refusal, lines: options.lines }), { status: 409 });
  const known = selected.filter((id) => options.lines.some((line) => line.lineId === id));
  // Every line ticked is the whole order.
  const lines = known.length === options.lines.length ? [] : known;
  const step = fields.intent === 'change' ? 'form' : 'review';
  return data(
    answer({ ...fields, orderNumber: options.orderNumber }, { step, lines: options.lines, selected: lines }),
  );
}

/** /withdrawal/received?id=…: the statement as received, with the date and time. */
export async function withdrawalReceivedLoader({ request, params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  const result = /^[0-9a-f-]{36}$/i.test(id)
    ? await accountOf(shell).call<WithdrawalReceiptView>('getWithdrawalReceipt', { id })
    : null;
  if (!result?.data) throw data(null, { status: 404 });
  // The store's clock, on the server and in the browser alike (no hydration mismatch).
  return { receipt: result.data, timeZone: STORE_TIME_ZONES[shell.store.country as CountryCode] };
}
