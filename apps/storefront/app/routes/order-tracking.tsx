/** /order-tracking: a guest's order by number + e-mail, or the orders of a signed link (`?token=`). */
import {
  type ActionFunctionArgs,
  Form,
  type LoaderFunctionArgs,
  useActionData,
  useLoaderData,
} from 'react-router';
import { AccountForm, AccountPage, Field, FormMessage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { OrderDetail } from '../account/OrderDetail.tsx';
import { STATE_KEY } from '../account/orders.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { useRootData } from '../shell/root-data.ts';
import { orderTrackingAction, orderTrackingLoader, type TrackingAnswer } from './order-tracking.server.ts';

export const loader = (args: LoaderFunctionArgs) => orderTrackingLoader(args);
export const action = (args: ActionFunctionArgs) => orderTrackingAction(args);
export const meta = accountMeta('account-orders.tracking-title');

export default function OrderTracking() {
  const { t, formatMoney, formatDate } = useI18n();
  const { linked, linkError, orderNumber } = useLoaderData<typeof loader>();
  const answer = useActionData<TrackingAnswer>();
  const prefix = useRootData()?.prefix ?? '';
  return (
    <AccountPage title={t('account-orders.tracking-title')}>
      {linkError ? (
        <p className="account-message account-message--error" role="alert">
          {t(linkError)}
        </p>
      ) : null}
      {linked ? (
        <section className="account-card account-card--wide" aria-labelledby="linked-title">
          <h2 id="linked-title">{t('account-orders.orders-of', { email: linked.email })}</h2>
          {linked.orders.length === 0 ? <p>{t('account.no-orders')}</p> : null}
          <ul className="order-list">
            {linked.orders.map((order) => (
              <li key={order.orderNumber}>
                <strong>{order.orderNumber}</strong> · {formatDate(order.createdAt, { dateStyle: 'medium' })}{' '}
                · {t(STATE_KEY.order(order.orderState))} · {t(STATE_KEY.shipment(order.shipmentState))}
                {order.total ? ` · ${formatMoney(order.total)}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="account-page--split">
        <section className="account-card" aria-labelledby="tracking-form-title">
          <h2 id="tracking-form-title">{t('account-orders.find-title')}</h2>
          <p>{t('account-orders.tracking-intro')}</p>
          <AccountForm answer={answer}>
            <FormMessage answer={answer} />
            <Form method="post" action={`${prefix}/order-tracking`} noValidate className="account-form">
              <Field
                name="orderNumber"
                label={t('account-orders.order-number')}
                autoComplete="off"
                answer={answer}
                defaultValue={orderNumber ?? undefined}
              />
              <Field
                name="email"
                type="email"
                label={t('form.email-label')}
                autoComplete="email"
                answer={answer}
              />
              <button type="submit" className="button button--primary account-form__submit">
                {t('account-orders.find')}
              </button>
            </Form>
          </AccountForm>
        </section>
      </div>
      {answer?.order ? <OrderDetail order={answer.order} /> : null}
    </AccountPage>
  );
}
