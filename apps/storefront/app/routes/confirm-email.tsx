/** /create-account/confirm-email/?token=… — the link of the registration mail (decision 177). */
import { Form, Link, useActionData, useLoaderData } from 'react-router';
import { AccountForm, AccountFormPage, FormMessage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { type ConfirmEmailAnswer, confirmEmailAction, confirmEmailLoader } from './confirm-email.server.ts';

export const loader = confirmEmailLoader;
export const action = confirmEmailAction;
export const meta = accountMeta('account-pages.confirm-email-title');

export default function ConfirmEmail() {
  const t = useT();
  const { token, signedIn } = useLoaderData<typeof loader>();
  const answer = useActionData<ConfirmEmailAnswer>();
  const prefix = useRootData()?.prefix ?? '';
  const done = answer?.notice != null;
  return (
    <AccountFormPage id="confirm-email" title={t('account-pages.confirm-email-title')}>
      <AccountForm answer={answer}>
        <FormMessage answer={answer} />
        {done ? (
          <>
            {answer?.attachedOrders ? (
              <p>{t('account-pages.orders-attached', { count: answer.attachedOrders })}</p>
            ) : null}
            <p className="account-form__aside">
              <Link to={signedIn ? `${prefix}/my-account/order-history` : `${prefix}/login`}>
                {signedIn ? t('account.order-history') : t('account.login-title')}
              </Link>
            </p>
          </>
        ) : token ? (
          <Form method="post" className="account-form">
            <p>{t('account-pages.confirm-email-text')}</p>
            <input type="hidden" name="token" value={token} />
            <button type="submit" className="button button--primary account-form__submit">
              {t('account-pages.confirm-email-submit')}
            </button>
          </Form>
        ) : (
          <p className="account-message account-message--error" role="alert">
            {t('account-pages.confirm-email-invalid')}
          </p>
        )}
      </AccountForm>
    </AccountFormPage>
  );
}
