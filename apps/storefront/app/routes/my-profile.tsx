/** /my-account/my-profile (spec 000 §2.1, §3 editable fields): personal details and password. */
import { vatIdPlaceholder } from '@toolyard/domain';
import { Form } from 'react-router';
import { AccountForm, AccountPage, Field, FormMessage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/my-profile.ts';
import { myProfileAction, myProfileLoader } from './my-profile.server.ts';

export const loader = (args: Route.LoaderArgs) => myProfileLoader(args);
export const action = (args: Route.ActionArgs) => myProfileAction(args);
export const meta = accountMeta('account.my-profile');

export default function MyProfile({ loaderData, actionData: answer }: Route.ComponentProps) {
  const t = useT();
  const { customer } = loaderData;
  const prefix = useRootData()?.prefix ?? '';
  const profileAnswer = answer?.intent === 'profile' ? answer : undefined;
  const passwordAnswer = answer?.intent === 'password' ? answer : undefined;
  const action = `${prefix}/my-account/my-profile`;
  return (
    <AccountPage title={t('account.my-profile')}>
      <div className="account-page--split">
        <section className="account-card" aria-labelledby="profile-title">
          <h2 id="profile-title">{t('account-pages.personal-data')}</h2>
          <AccountForm answer={profileAnswer}>
            <FormMessage answer={profileAnswer} />
            <Form method="post" action={action} noValidate className="account-form">
              <input type="hidden" name="intent" value="profile" />
              <input type="hidden" name="version" value={customer.version} />
              <Field
                name="firstName"
                label={t('form.first-name')}
                autoComplete="given-name"
                answer={profileAnswer}
                defaultValue={customer.firstName}
              />
              <Field
                name="lastName"
                label={t('form.last-name')}
                autoComplete="family-name"
                answer={profileAnswer}
                defaultValue={customer.lastName}
              />
              <Field
                name="email"
                type="email"
                label={t('form.email-label')}
                autoComplete="email"
                answer={profileAnswer}
                defaultValue={customer.email}
              />
              <Field
                name="vatId"
                label={t('account-pages.vat-id')}
                autoComplete="off"
                answer={profileAnswer}
                defaultValue={customer.vatId}
                hint={t('account-pages.vat-id-hint', { example: vatIdPlaceholder(loaderData.vatCountry) })}
                required={false}
              />
              <Field
                name="currentPassword"
                idPrefix="profile-"
                type="password"
                label={t('account-pages.current-password')}
                autoComplete="current-password"
                answer={profileAnswer}
                hint={t('account-pages.email-password-hint')}
                required={false}
              />
              <button type="submit" className="button button--primary account-form__submit">
                {t('account-pages.save')}
              </button>
            </Form>
          </AccountForm>
        </section>
        <section className="account-card" aria-labelledby="password-title">
          <h2 id="password-title">{t('account.change-password')}</h2>
          <AccountForm answer={passwordAnswer}>
            <FormMessage answer={passwordAnswer} />
            <Form method="post" action={action} noValidate className="account-form">
              <input type="hidden" name="intent" value="password" />
              <input type="hidden" name="version" value={customer.version} />
              <Field
                name="currentPassword"
                type="password"
                label={t('account-pages.current-password')}
                autoComplete="current-password"
                answer={passwordAnswer}
              />
              <Field
                name="newPassword"
                type="password"
                label={t('account-pages.new-password')}
                autoComplete="new-password"
                answer={passwordAnswer}
                hint={t('account-pages.password-hint')}
              />
              <Field
                name="newPasswordConfirmation"
                type="password"
                label={t('form.confirm-password')}
                autoComplete="new-password"
                answer={passwordAnswer}
              />
              <button type="submit" className="button button--primary account-form__submit">
                {t('account-pages.change-password-submit')}
              </button>
            </Form>
          </AccountForm>
        </section>
      </div>
    </AccountPage>
  );
}
