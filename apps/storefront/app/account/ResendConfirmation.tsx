/**
 * "Send the confirmation link again" (decision 253): for a customer whose registration mail was
 * lost, expired or never sent. Shown on the account's start page while the e-mail is unconfirmed,
 * and in the order history where the "my orders" link waits for the confirmation (decision 251).
 */
import { Form } from 'react-router';
import { useT } from '../i18n/index.ts';
import { AccountForm, FormMessage } from './FormParts.tsx';
import { FORM_MESSAGES, type FormAnswer } from './forms.ts';

/** The posted intent; the pages' actions hand it to resendConfirmation (resend-confirmation.server.ts). */
export const RESEND_INTENT = 'resend-confirmation';

/** What the action answers with; listed here, in code the browser runs, so the keys reach it. */
export const RESEND_MESSAGES = {
  /** With `values.email`: where the new link went. */
  sent: 'account-pages.confirmation-resent',
  failed: 'account-pages.confirmation-mail-failed',
  /** Confirmed in the meantime (another tab, another device): nothing was sent. */
  confirmed: FORM_MESSAGES.emailConfirmed,
} as const;

/** The answer of the page's action when it is this form's. */
export function resendAnswerOf(answer: FormAnswer | undefined): FormAnswer | undefined {
  return answer?.intent === RESEND_INTENT ? answer : undefined;
}

export function ResendConfirmation(props: {
  /** The page's action answer (any form's; only this form's is shown). */
  answer: FormAnswer | undefined;
  /** Where the form posts: the page itself. */
  action: string;
  /** The sentence before the button (the start page says the e-mail is not confirmed). */
  intro?: string;
  className?: string;
}) {
  const t = useT();
  const answer = resendAnswerOf(props.answer);
  const confirmed = answer?.notice === RESEND_MESSAGES.confirmed;
  return (
    // Errors (too many tries, mail not sent) get the focus; after a success it stays on the button.
    <AccountForm answer={answer} className={props.className}>
      {props.intro && !confirmed ? <p>{props.intro}</p> : null}
      {/* Always there, so screen readers announce what is put into it. */}
      <div role="status">
        {answer?.notice ? (
          <p className="account-message account-message--ok">
            {t(answer.notice, { email: answer.values.email ?? '' })}
          </p>
        ) : null}
      </div>
      {answer?.formError ? <FormMessage answer={answer} /> : null}
      {confirmed ? null : (
        <Form method="post" action={props.action}>
          <input type="hidden" name="intent" value={RESEND_INTENT} />
          <button type="submit" className="button button--secondary">
            {t('account-pages.confirmation-resend')}
          </button>
        </Form>
      )}
    </AccountForm>
  );
}
