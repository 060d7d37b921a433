/** /login (spec 000 §2.1): sign-in by e-mail and password; guest-only (non-authenticated guard). */
import { Form, Link, useLocation } from 'react-router';
import { AccountForm, AccountFormPage, Field, FormMessage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { SocialButtons } from '../account/SocialButtons.tsx';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/login.ts';
import { loginAction, loginLoader } from './login.server.ts';

export const loader = (args: Route.LoaderArgs) => loginLoader(args);

export const action = (args: Route.ActionArgs) => loginAction(args);

export const meta = accountMeta('account.login-title');

export default function Login({ loaderData, actionData: answer }: Route.ComponentProps) {
  const t = useT();
  const prefix = useRootData()?.prefix ?? '';
  const { search } = useLocation();
  const passwordChanged = new URLSearchParams(search).get('password-changed') === '1';
  return (
    <AccountFormPage
      id="login"
      title={t('account.login-title')}
      split
      after={
        <section className="account-card account-card--aside" aria-labelledby="new-customer-title">
          <h2 id="new-customer-title">{t('account-pages.new-customer')}</h2>
          <p>{t('account-pages.new-customer-text')}</p>
          <Link to={`${prefix}/create-account${search}`} className="button button--secondary">
            {t('account.create-account')}
          </Link>
        </section>
      }
    >
      {passwordChanged && !answer ? (
        <p className="account-message account-message--ok" role="status">
          {t('account-pages.password-changed-login')}
        </p>
      ) : null}
      <SocialButtons providers={loaderData?.socialProviders ?? []} />
      <AccountForm answer={answer}>
        <FormMessage answer={answer} />
        <Form method="post" action={`${prefix}/login${search}`} noValidate className="account-form">
          <Field
            name="email"
            type="email"
            label={t('form.email-label')}
            autoComplete="email"
            answer={answer}
          />
          <Field
            name="password"
            type="password"
            label={t('form.password')}
            autoComplete="current-password"
            answer={answer}
          />
          <p className="account-form__aside">
            <Link to={`${prefix}/password-reset`}>{t('account.forgot-password')}</Link>
          </p>
          <button type="submit" className="button button--primary account-form__submit">
            {t('account-pages.login-submit')}
          </button>
        </Form>
      </AccountForm>
    </AccountFormPage>
  );
}
