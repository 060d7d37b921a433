/** The three password-reset pages' server side: request a link, then set a new password with it. */
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

export function passwordResetLoader({ params, context }: LoaderFunctionArgs) {
  checkLanguage(params, context.shell);
  // As on the create-account page: /checkout/password-reset has no guest-only middleware.
  guestOnly(context.shell, 302);
  return null;
}

/** The answer is the same for unknown e-mails (the API's rule): always on to "check your e-mail". */
export async function requestResetAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  const { fields, errors } = await openGuestForm(request, params, shell);
  requireEmail(fields, errors);
  if (Object.keys(errors).length > 0) return invalid(fields, errors);
  const result = await accountOf(shell).call('requestPasswordReset', { email: fields.email });
  if (result.error) return refused(answerFromApi(result.error, fields), result);
  await shell.track?.({ event: 'reset-password', email: fields.email, locale: shell.locale });
  return redirectWith(`${prefixOf(shell)}/password-reset/check-email`, []);
}

export function changePasswordLoader({ request, params, context }: LoaderFunctionArgs) {
  checkLanguage(params, context.shell);
  return { token: new URL(request.url).searchParams.get('token') ?? '' };
}

/** All sessions of the customer end with a reset: the customer logs in again with the new one. */
export async function changePasswordAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  const { fields, errors } = await openGuestForm(request, params, shell);
  checkNewPassword(fields, errors, { password: 'password', confirmation: 'passwordConfirmation' }, null);
  if (!fields.token)
    return refused({ ...answerFromApi({ code: 'invalid_reset_token', message: '' }, fields) });
  if (Object.keys(errors).length > 0) return invalid(fields, errors);
  const result = await accountOf(shell).call('customerResetPassword', {
    token: fields.token,
    newPassword: fields.password,
  });
  if (result.error) {
    const tokenRefused = result.error.code === 'bad_request' && result.error.field === 'token';
    const error = tokenRefused ? { code: 'invalid_reset_token', message: '' } : result.error;
    return refused(answerFromApi(error, fields, { newPassword: 'password' }), result);
  }
  return redirectWith(`${prefixOf(shell)}/login?password-changed=1`, result.setCookies);
}
