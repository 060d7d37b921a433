/** /password-reset (spec 000 §2.1): ask for a reset link by e-mail; guest-only. */
import { Form, Link } from 'react-router';
import { AccountForm, AccountFormPage, Field, FormMessage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/password-reset.ts';
import { passwordResetLoader, requestResetAction } from './password-reset.server.ts';

export const loader = (args: Route.LoaderArgs) => passwordResetLoader(args);
export const action = (args: Route.ActionArgs) => requestResetAction(args);
export const meta = accountMeta('account.password-reset');

export default function PasswordReset({ actionData: answer }: Route.ComponentProps) {
  const t = useT();
  const prefix = useRootData()?.prefix ?? '';
  return (
    <AccountFormPage id="password-reset" title={t('account.password-reset')}>
      <p>{t('account-pages.reset-intro')}</p>
      <AccountForm answer={answer}>
        <FormMessage answer={answer} />
        <Form method="post" action={`${prefix}/password-reset`} noValidate className="account-form">
          <Field
            name="email"
            type="email"
            label={t('form.email-label')}
            autoComplete="email"
            answer={answer}
          />
          <button type="submit" className="button button--primary account-form__submit">
            {t('account-pages.reset-submit')}
          </button>
        </Form>
      </AccountForm>
      <p className="account-form__aside">
        <Link to={`${prefix}/login`}>{t('account-pages.back-to-login')}</Link>
      </p>
    </AccountFormPage>
  );
}
