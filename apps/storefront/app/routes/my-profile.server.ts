/** My profile: e-mail, first and last name, and the password (needs the current one). */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import type { AccountCustomer } from '../account/account-api.ts';
import {
  accountOf,
  answerFromApi,
  checkLanguage,
  checkNewPassword,
  echo,
  invalid,
  readFields,
  redirectWith,
  refused,
  requireEmail,
  signedInOnly,
} from '../account/forms.server.ts';
import { emptyAnswer, FORM_MESSAGES } from '../account/forms.ts';

export async function myProfileLoader({ params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const result = await accountOf(shell).call<{ customer: AccountCustomer | null }>('loadCustomer', {});
  const customer = result.data?.customer;
  if (!customer) throw redirectWith('/', result.setCookies);
  return {
    customer: {
      version: customer.version,
      email: customer.email,
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
    },
  };
}

export async function myProfileAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const fields = await readFields(request);
  const intent = fields.intent === 'password' ? 'password' : 'profile';
  const version = Number(fields.version);
  const errors: Record<string, string> = {};
  if (intent === 'profile') {
    requireEmail(fields, errors);
    if (!fields.firstName) errors.firstName = FORM_MESSAGES.required;
    if (!fields.lastName) errors.lastName = FORM_MESSAGES.required;
  } else {
    if (!fields.currentPassword) errors.currentPassword = FORM_MESSAGES.required;
    checkNewPassword(
      fields,
      errors,
      { password: 'newPassword', confirmation: 'newPasswordConfirmation' },
      null,
    );
  }
  if (Object.keys(errors).length > 0) return invalid(fields, errors, intent);
  const account = accountOf(shell);
  const result =
    intent === 'profile'
      ? await account.call('updateCustomer', {
          version,
          email: fields.email,
          firstName: fields.firstName,
          lastName: fields.lastName,
        })
      : await account.call('changePassword', {
          version,
          currentPassword: fields.currentPassword,
          newPassword: fields.newPassword,
        });
  if (result.error) {
    const answer = answerFromApi(result.error, fields);
    const wrongCurrent = intent === 'password' && result.error.code === 'invalid_credentials';
    return refused(
      wrongCurrent
        ? {
            ...answer,
            formError: null,
            fieldErrors: { currentPassword: FORM_MESSAGES.currentPasswordWrong },
            intent,
          }
        : { ...answer, intent },
      result,
    );
  }
  const notice = intent === 'profile' ? FORM_MESSAGES.profileSaved : FORM_MESSAGES.passwordSaved;
  return data({ ...emptyAnswer(), notice, intent, values: echo(fields) });
}
