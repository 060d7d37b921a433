/**
 * /password-reset/change-password?token=… — the link of the reset mail: a new password (domain
 * rule, twice); on success every session ends and the customer logs in with it.
 */
import { Form, Link } from 'react-router';
import { AccountForm, AccountFormPage, FormMessage, NewPasswordFields } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/password-reset-change-password.ts';
import { changePasswordAction, changePasswordLoader } from './password-reset.server.ts';

export const loader = (args: Route.LoaderArgs) => changePasswordLoader(args);
export const action = (args: Route.ActionArgs) => changePasswordAction(args);
export const meta = accountMeta('account.change-password');

export default function ChangePassword({ loaderData, actionData: answer }: Route.ComponentProps) {
  const t = useT();
  const { token } = loaderData;
  const prefix = useRootData()?.prefix ?? '';
  return (
    <AccountFormPage id="change-password" title={t('account.change-password')}>
      {token ? (
        <AccountForm answer={answer}>
          <FormMessage answer={answer} />
          <Form
            method="post"
            action={`${prefix}/password-reset/change-password?token=${encodeURIComponent(token)}`}
            noValidate
            className="account-form"
          >
            <input type="hidden" name="token" value={token} />
            <NewPasswordFields label={t('account-pages.new-password')} answer={answer} />
            <button type="submit" className="button button--primary account-form__submit">
              {t('account-pages.change-password-submit')}
            </button>
          </Form>
        </AccountForm>
      ) : (
        <p className="account-message account-message--error" role="alert">
          {t('account-pages.reset-token-invalid')}
        </p>
      )}
      {answer?.formError === 'account-pages.reset-token-invalid' || !token ? (
        <p className="account-form__aside">
          <Link to={`${prefix}/password-reset`}>{t('account-pages.request-new-link')}</Link>
        </p>
      ) : null}
    </AccountFormPage>
  );
}
