import {
  customerTypeFieldValue,
  defaultClientType,
  isValidVatIdFormat,
  normalizeVatId,
} from '@toolyard/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import {
  accountOf,
  answerFromApi,
  checkLanguage,
  checkNewPassword,
  guestOnly,
  invalid,
  openGuestForm,
  prefixOf,
  redirectWith,
  refused,
  requireEmail,
} from '../account/forms.server.ts';
import { FORM_MESSAGES } from '../account/forms.ts';
import { afterSignIn } from '../account/return-to.ts';

export function createAccountLoader({ params, context }: LoaderFunctionArgs) {
  checkLanguage(params, context.shell);
  // The checkout's copy of the page has no guest-only middleware (000 §2.2: such pages send a
  // signed-in customer home).
  guestOnly(context.shell, 302);
  const { store } = context.shell;
  return {
    country: store.country,
    defaultType: customerTypeFieldValue(defaultClientType(store.country)),
    socialProviders: context.shell.social?.providers ?? [],
  };
}

export async function createAccountAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  const { fields, errors } = await openGuestForm(request, params, shell);
  const customerType = fields.customerType === 'company' ? 'company' : 'private';
  if (!fields.firstName) errors.firstName = FORM_MESSAGES.required;
  if (!fields.lastName) errors.lastName = FORM_MESSAGES.required;
  requireEmail(fields, errors);
  checkNewPassword(
    fields,
    errors,
    { password: 'password', confirmation: 'passwordConfirmation' },
    fields.email ?? null,
  );
  const vatId =
    customerType === 'company' && fields.vatId ? normalizeVatId(shell.store.country, fields.vatId) : null;
  if (vatId && !isValidVatIdFormat(shell.store.country, fields.vatId ?? ''))
    errors.vatId = FORM_MESSAGES.vatIdInvalid;
  if (Object.keys(errors).length > 0) return invalid({ ...fields, customerType }, errors);
  const result = await accountOf(shell).call('register', {
    email: fields.email,
    password: fields.password,
    firstName: fields.firstName,
    lastName: fields.lastName,
    customerType,
    ...(vatId ? { vatId } : {}),
  });
  if (result.error) return refused(answerFromApi(result.error, fields), result);
  const next = new URL(request.url).searchParams.get('redirect');
  return redirectWith(afterSignIn(next, prefixOf(shell)), result.setCookies);
}
