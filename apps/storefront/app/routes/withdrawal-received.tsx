/**
 * /withdrawal/received?id=…: the withdrawal statement as received, with the date and time of
 * receipt (decision 265). The acknowledgement on a durable medium is the e-mail; this page says
 * where it goes. The id is random and known only to whoever made the statement.
 */
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AccountPage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { withdrawalReceivedLoader } from './withdrawal.server.ts';

export const loader = (args: LoaderFunctionArgs) => withdrawalReceivedLoader(args);
export const meta = accountMeta('withdrawal.received-title');

export default function WithdrawalReceived() {
  const { t, formatDate } = useI18n();
  const { receipt, timeZone } = useLoaderData<typeof loader>();
  const receivedAt = formatDate(receipt.receivedAt, { dateStyle: 'long', timeStyle: 'long', timeZone });
  return (
    <AccountPage title={t('withdrawal.received-title')}>
      <section className="account-card account-card--wide" aria-labelledby="withdrawal-receipt-title">
        <p className="account-message account-message--ok">
          {t('withdrawal.received-at', { orderNumber: receipt.orderNumber, date: receivedAt })}
        </p>
        <h2 id="withdrawal-receipt-title">{t('withdrawal.statement')}</h2>
        <dl className="order-states withdrawal-summary">
          <dt>{t('withdrawal.name')}</dt>
          <dd>{receipt.name}</dd>
          <dt>{t('withdrawal.order-number')}</dt>
          <dd>{receipt.orderNumber}</dd>
          <dt>{t('withdrawal.scope')}</dt>
          <dd>
            {receipt.lines === null ? (
              t('withdrawal.whole-order')
            ) : (
              <ul>
                {receipt.lines.map((line) => (
                  <li key={line.lineId}>
                    {t('withdrawal.line', { quantity: line.quantity, name: line.name || line.sku })}
                  </li>
                ))}
              </ul>
            )}
          </dd>
          <dt>{t('withdrawal.received')}</dt>
          <dd>
            <time dateTime={receipt.receivedAt}>{receivedAt}</time>
          </dd>
        </dl>
        <p>{t('withdrawal.mail-sent', { email: receipt.email })}</p>
      </section>
    </AccountPage>
  );
}
