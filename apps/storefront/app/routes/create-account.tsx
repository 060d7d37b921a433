/**
 * /create-account (spec 000 §2.1): private or company customer, with the store's language as the
 * account locale and the domain's password rule; guest-only. Signs in and goes to the account.
 */
import { vatIdPlaceholder } from '@toolyard/domain';
import { useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import {
  AccountForm,
  AccountFormPage,
  Field,
  FormMessage,
  NewPasswordFields,
} from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { SocialButtons } from '../account/SocialButtons.tsx';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import type { Route } from './+types/create-account.ts';
import { createAccountAction, createAccountLoader } from './create-account.server.ts';

export const loader = (args: Route.LoaderArgs) => createAccountLoader(args);
export const action = (args: Route.ActionArgs) => createAccountAction(args);
export const meta = accountMeta('account.create-account');

export default function CreateAccount({ loaderData, actionData: answer }: Route.ComponentProps) {
  const t = useT();
  const { country, defaultType } = loaderData;
  const prefix = useRootData()?.prefix ?? '';
  const { search } = useLocation();
  const [type, setType] = useState(answer?.values.customerType ?? defaultType);
  return (
    <AccountFormPage id="create-account" title={t('account.create-account')} wide>
      <SocialButtons providers={loaderData.socialProviders} />
      <AccountForm answer={answer}>
        <FormMessage answer={answer} />
        <Form method="post" action={`${prefix}/create-account${search}`} noValidate className="account-form">
          <fieldset className="account-choice">
            <legend>{t('account-pages.customer-type')}</legend>
            {(['private', 'company'] as const).map((value) => (
              <label key={value} className="account-choice__option">
                <input
                  type="radio"
                  name="customerType"
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                />
                {t(value === 'private' ? 'account-pages.private' : 'account-pages.company')}
              </label>
            ))}
          </fieldset>
          <div className="account-form__row">
            <Field name="firstName" label={t('form.first-name')} autoComplete="given-name" answer={answer} />
            <Field name="lastName" label={t('form.last-name')} autoComplete="family-name" answer={answer} />
          </div>
          {type === 'company' ? (
            <Field
              name="vatId"
              label={t('account-pages.vat-id')}
              autoComplete="off"
              answer={answer}
              required={false}
              hint={t('account-pages.vat-id-hint', { example: vatIdPlaceholder(country) })}
            />
          ) : null}
          <Field
            name="email"
            type="email"
            label={t('form.email-label')}
            autoComplete="email"
            answer={answer}
          />
          <NewPasswordFields label={t('form.password')} answer={answer} />
          <button type="submit" className="button button--primary account-form__submit">
            {t('account-pages.create-submit')}
          </button>
        </Form>
      </AccountForm>
      <p className="account-form__aside">
        {t('account-pages.have-account')}{' '}
        <Link to={`${prefix}/login${search}`}>{t('account-pages.login-submit')}</Link>
      </p>
    </AccountFormPage>
  );
}
