/** /my-account/order-history (spec 000 §2.1, issue 11): the list, and one order at `?order=`. */
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  useActionData,
  useLoaderData,
} from 'react-router';
import { SelfServiceOrdersForm } from '../account/account-links.tsx';
import { FormMessage } from '../account/FormParts.tsx';
import { FORM_MESSAGES, type FormAnswer } from '../account/forms.ts';
import { accountMeta } from '../account/meta.ts';
import { OrderDetail } from '../account/OrderDetail.tsx';
import { STATE_KEY } from '../account/orders.ts';
import { ResendConfirmation, resendAnswerOf } from '../account/ResendConfirmation.tsx';
import { Pager } from '../components/Pager.tsx';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { useRootData } from '../shell/root-data.ts';
import { orderHistoryAction, orderHistoryLoader } from './order-history.server.ts';

export const loader = (args: LoaderFunctionArgs) => orderHistoryLoader(args);
export const action = (args: ActionFunctionArgs) => orderHistoryAction(args);
export const meta = accountMeta('account.order-history');

export default function OrderHistory() {
  const { t, formatMoney, formatDate } = useI18n();
  const { orders, detail, reorder, pages } = useLoaderData<typeof loader>();
  const answer = useActionData<FormAnswer>();
  const prefix = useRootData()?.prefix ?? '';
  const page = `${prefix}/my-account/order-history`;
  if (detail) {
    const skippedNames = reorder?.skipped.map(
      (sku) => detail.lines.find((line) => line.sku === sku)?.name || sku,
    );
    return (
      <div className="container account-page">
        <h1 className="page-title">{t('account.order-history')}</h1>
        <p>
          <Link to={page}>{t('account-orders.back')}</Link>
        </p>
        <FormMessage answer={answer} />
        <OrderDetail
          order={detail}
          actions={
            <div>
              {reorder ? (
                <div role="status" className="account-message account-message--ok">
                  <p>{t('account-orders.reordered', { count: reorder.added })}</p>
                  {skippedNames && skippedNames.length > 0 ? (
                    <p>{t('account-orders.reorder-skipped', { items: skippedNames.join(', ') })}</p>
                  ) : null}
                </div>
              ) : null}
              <Form method="post" action={page}>
                <input type="hidden" name="intent" value="reorder" />
                <input type="hidden" name="orderNumber" value={detail.orderNumber} />
                <button type="submit" className="button button--primary">
                  {t('account-orders.reorder')}
                </button>
              </Form>
              {/* The withdrawal function for this order, filled in from it (decision 265). */}
              <p>
                <Link
                  className="button"
                  to={`${prefix}/withdrawal?order=${encodeURIComponent(detail.orderNumber)}`}
                >
                  {t('withdrawal.link')}
                </Link>
              </p>
            </div>
          }
        />
      </div>
    );
  }
  return (
    <div className="container account-page">
      <h1 className="page-title">{t('account.order-history')}</h1>
      <section className="account-card account-card--wide" aria-labelledby="orders-title">
        <h2 id="orders-title">{t('account.my-orders')}</h2>
        {/* The resend form shows its own answer (the notice names the address). */}
        {resendAnswerOf(answer) ? null : <FormMessage answer={answer} />}
        {/* The "my orders" link waits for a confirmed e-mail (decision 251): offer a new link (253). */}
        {answer?.formError === FORM_MESSAGES.linkNeedsConfirmedEmail || resendAnswerOf(answer) ? (
          <ResendConfirmation answer={answer} action={page} className="account-confirm-email" />
        ) : null}
        {orders.length === 0 ? (
          <p>{t('account.no-orders')}</p>
        ) : (
          <table className="order-table">
            <thead>
              <tr>
                <th scope="col">{t('account-orders.order-number')}</th>
                <th scope="col">{t('account-orders.date')}</th>
                <th scope="col">{t('account-orders.order-state')}</th>
                <th scope="col" className="order-table__money">
                  {t('cart.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.orderNumber}>
                  <td>
                    <Link to={`${page}?order=${encodeURIComponent(order.orderNumber)}`}>
                      {order.orderNumber}
                    </Link>
                  </td>
                  <td>{formatDate(order.createdAt, { dateStyle: 'medium' })}</td>
                  <td>{t(STATE_KEY.order(order.orderState))}</td>
                  <td className="order-table__money">{order.total ? formatMoney(order.total) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {pages ? (
          <Pager
            page={pages.page}
            count={pages.count}
            hrefOf={(n) => (n === 1 ? page : `${page}?page=${n}`)}
            texts={{
              label: t('listing.pagination'),
              previous: t('listing.prev'),
              next: t('listing.next'),
              page: (n) => t('listing.page', { page: n }),
            }}
          />
        ) : null}
        <SelfServiceOrdersForm
          prefix={prefix}
          label={t('account-orders.my-orders-link')}
          className="account-form__aside"
          buttonClassName="button button--secondary"
        />
      </section>
    </div>
  );
}
