/**
 * One order as the account pages and the guest tracking page show it: states, lines, totals
 * with their tax portions, payment method, addresses and the shipment timeline from its events.
 * The COD fee has its own row so the rows add up to the total; a reverse-charge order shows the
 * note that explains its 0 % VAT (decision 250).
 */
import type { ReactNode } from 'react';
import { shippingText } from '../checkout/shipping-text.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { type OrderAddressView, type OrderDetailView, STATE_KEY } from './orders.ts';

function AddressBlock({ title, address }: { title: string; address: OrderAddressView | null }) {
  if (!address) return null;
  return (
    <section>
      <h3>{title}</h3>
      <address className="address-card__lines">
        {address.lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    </section>
  );
}

export function OrderDetail({ order, actions }: { order: OrderDetailView; actions?: ReactNode }) {
  const { t, formatMoney, formatDate } = useI18n();
  const percent = (rate: number) => String(Math.round((rate < 1 ? rate * 100 : rate) * 100) / 100);
  return (
    <article className="account-card account-card--wide order-detail" aria-labelledby="order-title">
      <h2 id="order-title">{t('account.order-number', { number: order.orderNumber })}</h2>
      <p>{t('account.order-date', { date: formatDate(order.createdAt, { dateStyle: 'long' }) })}</p>
      <dl className="order-states">
        <dt>{t('account-orders.order-state')}</dt>
        <dd>{t(STATE_KEY.order(order.orderState))}</dd>
        <dt>{t('account-orders.payment-state')}</dt>
        <dd>{t(STATE_KEY.payment(order.paymentState))}</dd>
        <dt>{t('account-orders.shipment-state')}</dt>
        <dd>{t(STATE_KEY.shipment(order.shipmentState))}</dd>
        {order.paymentMethodKey ? (
          <>
            <dt>{t('checkout.payment-method')}</dt>
            <dd>{t(order.paymentMethodKey)}</dd>
          </>
        ) : null}
      </dl>
      {actions}
      <section aria-labelledby="order-timeline-title">
        <h3 id="order-timeline-title">{t('account-orders.timeline')}</h3>
        <ol className="order-timeline">
          {order.timeline.map((step) => (
            <li key={`${step.key}-${step.at}`}>
              <time dateTime={step.at}>
                {formatDate(step.at, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              <span>{step.stateKey ? t(step.key, { state: t(step.stateKey) }) : t(step.key)}</span>
            </li>
          ))}
        </ol>
      </section>
      <table className="order-table">
        <caption className="visually-hidden">{t('account-orders.items')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account-orders.item')}</th>
            <th scope="col">{t('account-orders.quantity')}</th>
            <th scope="col" className="order-table__money">
              {t('cart.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.sku}>
              <td>
                {line.name} <span className="account-field__hint">{line.sku}</span>
              </td>
              <td>{line.quantity}</td>
              <td className="order-table__money">{line.total ? formatMoney(line.total) : ''}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {order.subtotal ? (
            <tr>
              <th scope="row" colSpan={2}>
                {t('cart.subtotal')}
              </th>
              <td className="order-table__money">{formatMoney(order.subtotal)}</td>
            </tr>
          ) : null}
          {order.shipping ? (
            <tr>
              <th scope="row" colSpan={2}>
                {t('cart.shipping')}
              </th>
              <td className="order-table__money">{shippingText(order.shipping, { t, formatMoney })}</td>
            </tr>
          ) : null}
          {order.codFee ? (
            <tr>
              <th scope="row" colSpan={2}>
                {t('checkout.cod-fee')}
              </th>
              <td className="order-table__money">{formatMoney(order.codFee)}</td>
            </tr>
          ) : null}
          {order.net ? (
            <tr>
              <th scope="row" colSpan={2}>
                {t('account-orders.net')}
              </th>
              <td className="order-table__money">{formatMoney(order.net)}</td>
            </tr>
          ) : null}
          {order.taxPortions.map((portion) => (
            <tr key={portion.rate}>
              <th scope="row" colSpan={2}>
                {t('cart.vat-amount', { rate: percent(portion.rate) })}
              </th>
              <td className="order-table__money">{formatMoney(portion.amount)}</td>
            </tr>
          ))}
          {order.total ? (
            <tr>
              <th scope="row" colSpan={2}>
                {t('cart.total')}
              </th>
              <td className="order-table__money">
                <strong>{formatMoney(order.total)}</strong>
              </td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      {order.reverseCharge ? (
        <p className="order-detail__note">{t('checkout-steps.reverse-charge-note')}</p>
      ) : null}
      <div className="order-addresses">
        <AddressBlock title={t('account-orders.shipping-address')} address={order.shippingAddress} />
        <AddressBlock title={t('account-orders.billing-address')} address={order.billingAddress} />
      </div>
    </article>
  );
}
