/**
 * The e-mail confirmation link of the registration mail (decision 177). Opening the link shows a
 * button; only the post confirms, so a mail scanner that fetches links confirms nothing.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import { accountOf, checkLanguage, readFields, refused } from '../account/forms.server.ts';
import { emptyAnswer, FORM_MESSAGES, type FormAnswer } from '../account/forms.ts';

export function confirmEmailLoader({ request, params, context }: LoaderFunctionArgs) {
  checkLanguage(params, context.shell);
  return {
    token: new URL(request.url).searchParams.get('token') ?? '',
    signedIn: context.shell.customerId !== null,
  };
}

export type ConfirmEmailAnswer = FormAnswer & { attachedOrders?: number };

export async function confirmEmailAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  const fields = await readFields(request);
  const answer: ConfirmEmailAnswer = emptyAnswer();
  if (!fields.token)
    return data({ ...answer, formError: FORM_MESSAGES.confirmEmailInvalid }, { status: 400 });
  const result = await accountOf(shell).call<{ attachedOrders: string[] }>('confirmEmail', {
    token: fields.token,
  });
  if (result.error) {
    const formError =
      result.error.code === 'too_many_requests'
        ? FORM_MESSAGES.tooManyRequests
        : result.error.code === 'invalid_confirmation_token' || result.error.code === 'bad_request'
          ? FORM_MESSAGES.confirmEmailInvalid
          : FORM_MESSAGES.unexpected;
    return refused({ ...answer, formError }, result);
  }
  return {
    ...answer,
    notice: FORM_MESSAGES.emailConfirmed,
    attachedOrders: result.data?.attachedOrders.length ?? 0,
  };
}
