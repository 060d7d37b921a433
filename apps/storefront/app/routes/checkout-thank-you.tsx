/**
 * /checkout/thank-you?order=… (spec 000 §4): in progress for bank transfer (with the account and
 * the reference) and for Multibanco (reference, entity, expiry), otherwise paid. Cash on delivery
 * keeps the spec's "paid" status but says what is true: the amount is due at the door (decision 250).
 */
import { CHECKOUT_STEPS } from '@toolyard/domain';
import { Link, useLoaderData } from 'react-router';
import { accountMeta } from '../account/meta.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { useRootData } from '../shell/root-data.ts';
import { useTrackView } from '../tracking/track.ts';
import { loader as thankYou } from './checkout-thank-you.server.ts';

export const loader = thankYou;
export const meta = accountMeta('checkout.thank-you-title');
export const handle = { layout: 'centered' };

export default function CheckoutThankYou() {
  const { t, formatMoney, formatDate } = useI18n();
  const { order } = useLoaderData<typeof loader>();
  const prefix = useRootData()?.prefix ?? '';
  useTrackView('checkout', { cart_id: order.cartId, step: CHECKOUT_STEPS.thankYou });
  return (
    <div className="container container--narrow checkout-thank-you">
      <h1 className="page-title">{t('checkout.thank-you-title')}</h1>
      <section className="account-card" data-payment-status={order.status}>
        <p>{t('checkout.thank-you-text', { orderNumber: order.orderNumber, email: order.email ?? '' })}</p>
        {order.method === 'cod' ? (
          <p>
            <strong>{t('checkout.payment-cod', { total: formatMoney(order.total) })}</strong>
          </p>
        ) : (
          <>
            <p>
              <strong>
                {t(order.status === 'paid' ? 'checkout.payment-paid' : 'checkout.payment-in-progress')}
              </strong>
            </p>
            <p>{t('payment.total', { total: formatMoney(order.total) })}</p>
          </>
        )}
        {order.bank ? (
          <>
            <p>{t('checkout.bank-transfer-details', order.bank)}</p>
            <p>{t('payment.bank-reference', { reference: order.bank.paymentReference })}</p>
          </>
        ) : null}
        {order.multibanco ? (
          <p>
            {t('payment.multibanco-voucher', {
              entity: order.multibanco.entity,
              reference: order.multibanco.reference,
              date: formatDate(order.multibanco.expiresAt, { dateStyle: 'medium' }),
            })}
          </p>
        ) : null}
        <p>
          <Link to={`${prefix}/order-tracking?order=${encodeURIComponent(order.orderNumber)}`}>
            {t('account-orders.tracking-title')}
          </Link>
        </p>
      </section>
    </div>
  );
}
