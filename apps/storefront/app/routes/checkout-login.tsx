/** /checkout/login (000 §2.1): sign in, or continue as a guest with an e-mail; thin, see the .server file. */
import { Form, Link } from 'react-router';
import { AccountForm, Field, FormMessage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { SocialButtons } from '../account/SocialButtons.tsx';
import { ADDRESSES_STEP } from '../checkout/address-form.ts';
import { CheckoutSteps } from '../checkout/CheckoutSteps.tsx';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/checkout-login.ts';
import { checkoutLoginAction, checkoutLoginLoader } from './checkout-login.server.ts';

export const loader = (args: Route.LoaderArgs) => checkoutLoginLoader(args);

export const action = (args: Route.ActionArgs) => checkoutLoginAction(args);

export const meta = accountMeta('checkout-steps.login-title');

export const handle = { layout: 'centered' };

export default function CheckoutLogin({ loaderData, actionData: answer }: Route.ComponentProps) {
  const t = useT();
  const prefix = useRootData()?.prefix ?? '';
  const back = `?redirect=${encodeURIComponent(`${prefix}${ADDRESSES_STEP}`)}`;
  const guestAnswer = answer?.intent === 'guest' ? answer : undefined;
  const loginAnswer = answer?.intent === 'guest' ? undefined : answer;
  return (
    <div className="container checkout-page">
      <CheckoutSteps current={2} />
      <h1 className="page-title">{t('checkout-steps.login-title')}</h1>
      <div className="checkout-login">
        <section className="account-card" aria-labelledby="guest-title">
          <h2 id="guest-title">{t('checkout-steps.guest-title')}</h2>
          <p>{t('checkout-steps.guest-text')}</p>
          <AccountForm answer={guestAnswer}>
            <FormMessage answer={guestAnswer} />
            <Form method="post" noValidate className="account-form">
              <input type="hidden" name="intent" value="guest" />
              <Field
                name="guestEmail"
                type="email"
                label={t('form.email-label')}
                autoComplete="email"
                answer={guestAnswer}
                defaultValue={loaderData.email}
              />
              <button type="submit" className="button button--primary account-form__submit">
                {t('checkout-steps.guest-submit')}
              </button>
            </Form>
          </AccountForm>
        </section>
        <section className="account-card" aria-labelledby="sign-in-title">
          <h2 id="sign-in-title">{t('checkout-steps.sign-in-title')}</h2>
          <SocialButtons providers={loaderData.socialProviders} />
          <AccountForm answer={loginAnswer}>
            <FormMessage answer={loginAnswer} />
            <Form method="post" noValidate className="account-form">
              <input type="hidden" name="intent" value="login" />
              <Field
                name="email"
                idPrefix="login-"
                type="email"
                label={t('form.email-label')}
                autoComplete="email"
                answer={loginAnswer}
              />
              <Field
                name="password"
                idPrefix="login-"
                type="password"
                label={t('form.password')}
                autoComplete="current-password"
                answer={loginAnswer}
              />
              <p className="account-form__aside">
                <Link to={`${prefix}/checkout/password-reset`}>{t('account.forgot-password')}</Link>
              </p>
              <button type="submit" className="button button--primary account-form__submit">
                {t('account-pages.login-submit')}
              </button>
            </Form>
          </AccountForm>
          <p className="checkout-login__new">
            {t('account-pages.new-customer-text')}{' '}
            <Link to={`${prefix}/checkout/create-account${back}`}>{t('account.create-account')}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
