import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  accountOf,
  answerFromApi,
  checkLanguage,
  invalid,
  openGuestForm,
  prefixOf,
  redirectWith,
  refused,
  requireEmail,
} from '../account/forms.server.ts';
import { FORM_MESSAGES } from '../account/forms.ts';
import { afterSignIn } from '../account/return-to.ts';

export function loginLoader({ params, context }: LoaderFunctionArgs) {
  checkLanguage(params, context.shell);
  return { socialProviders: context.shell.social?.providers ?? [] };
}

export async function loginAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  const { fields, errors } = await openGuestForm(request, params, shell);
  requireEmail(fields, errors);
  if (!fields.password) errors.password = FORM_MESSAGES.required;
  if (Object.keys(errors).length > 0) return invalid(fields, errors);
  const result = await accountOf(shell).call('login', { email: fields.email, password: fields.password });
  if (result.error) return refused(answerFromApi(result.error, fields), result);
  const next = new URL(request.url).searchParams.get('redirect');
  return redirectWith(afterSignIn(next, prefixOf(shell)), result.setCookies);
}
