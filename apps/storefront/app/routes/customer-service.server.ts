/**
 * The request form's post (docs/decisions/135): the browser form's fetcher and a plain post without
 * JavaScript both come here. The server validates again with the domain's rules; field errors are
 * answered as 400 with the rules (the form shows them on their fields), too many requests as 429.
 */
import { validateRequestForm } from '@toolyard/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import { checkLanguage } from '../account/forms.server.ts';
import type { RequestActionData } from '../components/RequestForm.tsx';

export type { RequestActionData };

import { REQUEST_FORM_MESSAGES, readRequestForm } from '../components/request-form-model.ts';

export interface RequestPageData {
  prefill: { kind: 'manual-request' | 'quote-request'; productNumber: string } | null;
}

const answer = (body: RequestActionData, status = 200, headers: Record<string, string> = {}) =>
  data(body, { status, headers });

export async function requestFormAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  const values = readRequestForm(await request.formData());
  const requestForm = shell.requestForm;
  if (!requestForm) {
    const errors = validateRequestForm(values);
    if (Object.keys(errors).length > 0)
      return answer({ answer: { ok: false, errors, formError: null }, values }, 400);
    return answer(
      { answer: { ok: false, errors: {}, formError: REQUEST_FORM_MESSAGES.failed }, values },
      503,
    );
  }
  try {
    const outcome = await requestForm.submit(values);
    if (outcome.ok) return answer({ answer: outcome, values: {} });
    if ('rateLimited' in outcome) {
      return answer(
        { answer: { ok: false, errors: {}, formError: REQUEST_FORM_MESSAGES.tooManyRequests }, values },
        429,
        { 'retry-after': String(outcome.retryAfterSeconds) },
      );
    }
    return answer({ answer: { ok: false, errors: outcome.errors, formError: null }, values }, 400);
  } catch (error) {
    console.error('request form: case not filed', error);
    return answer(
      { answer: { ok: false, errors: {}, formError: REQUEST_FORM_MESSAGES.failed }, values },
      502,
    );
  }
}

/** GET …/customer-service/ (?prefill=manual|quote&product=…): the form as a page. */
export function requestFormLoader({ request, params, context }: LoaderFunctionArgs): RequestPageData {
  checkLanguage(params, context.shell);
  const query = new URL(request.url).searchParams;
  const flag = query.get('prefill');
  const kind = flag === 'manual' ? 'manual-request' : flag === 'quote' ? 'quote-request' : null;
  const productNumber = query.get('product') ?? '';
  return { prefill: kind && /^\d{8}$/.test(productNumber) ? { kind, productNumber } : null };
}
