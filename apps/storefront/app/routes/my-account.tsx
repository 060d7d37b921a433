/** /my-account: the account's start page (see my-account.server.ts). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { useActionData, useLoaderData } from 'react-router';
import { ACCOUNT_LINKS } from '../account/account-links.tsx';
import { AccountPage } from '../account/FormParts.tsx';
import type { FormAnswer } from '../account/forms.ts';
import { accountMeta } from '../account/meta.ts';
import { STATE_KEY } from '../account/orders.ts';
import { ResendConfirmation, resendAnswerOf } from '../account/ResendConfirmation.tsx';
import { useI18n } from '../i18n/index.ts';
import { AppLink } from '../shell/app-link.tsx';
import { useRootData } from '../shell/root-data.ts';
import { myAccountAction, myAccountLoader } from './my-account.server.ts';

export const loader = (args: LoaderFunctionArgs) => myAccountLoader(args);
export const action = (args: ActionFunctionArgs) => myAccountAction(args);
export const meta = accountMeta('account.my-account');

export default function MyAccount() {
  const { t, formatDate, formatMoney } = useI18n();
  const { name, email, emailConfirmed, latestOrder } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const prefix = useRootData()?.prefix ?? '';
  return (
    <AccountPage title={t('account.my-account')}>
      <p className="account-overview__welcome">
        {t('account.welcome', { name })} <span className="muted">({email})</span>
      </p>
      {/* Unconfirmed (decision 253); also when confirmed meanwhile in another tab, to say so. */}
      {!emailConfirmed || resendAnswerOf(answer) ? (
        <section className="account-card account-confirm-email" aria-labelledby="confirm-email-title">
          <h2 id="confirm-email-title">{t('account-pages.confirm-email-title')}</h2>
          <ResendConfirmation
            answer={answer}
            action={`${prefix}/my-account`}
            intro={t('account-pages.email-unconfirmed')}
          />
        </section>
      ) : null}
      <section className="account-card account-overview__latest" aria-labelledby="latest-order-title">
        <h2 id="latest-order-title">{t('account.my-orders')}</h2>
        {latestOrder ? (
          <p>
            <AppLink
              to={`${prefix}/my-account/order-history?order=${encodeURIComponent(latestOrder.orderNumber)}`}
            >
              {t('account.order-number', { number: latestOrder.orderNumber })}
            </AppLink>{' '}
            · {t('account.order-date', { date: formatDate(latestOrder.createdAt, { dateStyle: 'long' }) })} ·{' '}
            {t(STATE_KEY.order(latestOrder.orderState))}
            {latestOrder.total ? ` · ${formatMoney(latestOrder.total)}` : null}
          </p>
        ) : (
          <p>{t('account.no-orders')}</p>
        )}
      </section>
      {/* Not "My account": the header's navigation has that name (landmarks need their own). */}
      <nav aria-label={t('account.pages-nav')}>
        <ul className="account-overview">
          {ACCOUNT_LINKS.map(({ path, key }) => (
            <li key={path}>
              <AppLink to={`${prefix}${path}`} className="account-overview__link">
                {t(key)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </AccountPage>
  );
}
