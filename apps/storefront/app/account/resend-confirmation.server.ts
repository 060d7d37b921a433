/**
 * The action side of "send the confirmation link again" (decision 253), shared by the pages that
 * offer the button: the engine's requestEmailConfirmation, answered as the form's FormAnswer.
 */
import { data } from 'react-router';
import type { AccountApi } from './account-api.ts';
import { answerFromApi, type Fields, refused } from './forms.server.ts';
import { emptyAnswer, type FormAnswer } from './forms.ts';
import { RESEND_INTENT, RESEND_MESSAGES } from './ResendConfirmation.tsx';

export async function resendConfirmation(account: AccountApi, fields: Fields) {
  const answer: FormAnswer = { ...emptyAnswer(), intent: RESEND_INTENT };
  const result = await account.call<{ requested?: true; email?: string; alreadyConfirmed?: true }>(
    'requestEmailConfirmation',
    {},
  );
  if (result.data?.alreadyConfirmed) return { ...answer, notice: RESEND_MESSAGES.confirmed };
  if (result.data?.email) {
    return { ...answer, notice: RESEND_MESSAGES.sent, values: { email: result.data.email } };
  }
  // The engine logged why; the shopper learns the mail did not go out and may try again later.
  if (result.error?.code === 'mail_not_sent') {
    return data({ ...answer, formError: RESEND_MESSAGES.failed }, { status: 503 });
  }
  // Too many tries (429 with Retry-After), a session that ended meanwhile, anything else.
  return refused({ ...answerFromApi(result.error!, fields), intent: RESEND_INTENT }, result);
}
