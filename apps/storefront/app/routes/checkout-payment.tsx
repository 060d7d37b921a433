/**
 * /checkout/payment (spec 000 §2.1, §4): the methods the engine allows for this store, client type
 * and cart; COD shows its fee, bank transfer the store's account. One form, one idempotency key.
 */
import { CHECKOUT_STEPS } from '@toolyard/domain';
import { Form, Link, useLoaderData, useNavigation } from 'react-router';
import { accountMeta } from '../account/meta.ts';
import { methodNameKey, PAYMENT_ERROR_MESSAGE } from '../checkout/payment-types.ts';
import { shippingText } from '../checkout/shipping-text.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { useTrackView } from '../tracking/track.ts';
import { action as payAction, loader as payLoader } from './checkout-payment.server.ts';

export const loader = payLoader;
export const action = payAction;
export const meta = accountMeta('checkout.step-payment');
export const handle = { layout: 'centered' };

export default function CheckoutPayment() {
  const { t, formatMoney } = useI18n();
  const { page, newsletterOffered, error, idempotencyKey, prefix } = useLoaderData<typeof loader>();
  const submitting = useNavigation().state !== 'idle';
  const eligible = page.methods.filter((method) => method.eligible);
  useTrackView('checkout', { cart_id: page.cartId, step: CHECKOUT_STEPS.payment });
  return (
    <div className="container container--narrow checkout-payment">
      <h1 className="page-title">{t('checkout.step-payment')}</h1>
      {error ? (
        <p className="account-message account-message--error" role="alert">
          {t(PAYMENT_ERROR_MESSAGE[error])}
        </p>
      ) : null}
      <section className="account-card" aria-labelledby="summary-title">
        <h2 id="summary-title">{t('checkout.order-summary')}</h2>
        <ul className="order-list">
          {page.lines.map((line) => (
            <li key={line.id}>
              {line.quantity} × {line.name} · {formatMoney(line.total)}
            </li>
          ))}
          {page.shipping ? (
            <li>
              {t('payment.shipping')} · {shippingText(page.shipping, { t, formatMoney })}
            </li>
          ) : null}
        </ul>
        <p>
          <strong>{t('payment.total', { total: formatMoney(page.total) })}</strong>
        </p>
      </section>
      <Form method="post" className="account-card account-form" aria-labelledby="method-title">
        <h2 id="method-title">{t('checkout.payment-method')}</h2>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <fieldset className="payment-methods">
          <legend className="visually-hidden">{t('checkout.payment-method')}</legend>
          {/* Only the methods this store, client type and cart allow: one refused (COD over its cap or
              with a freight item) is not offered at all (issue 10, spec 000 §4). */}
          {eligible.map((method) => (
            <div key={method.key} className="payment-method">
              <label>
                <input
                  type="radio"
                  name="method"
                  value={method.key}
                  defaultChecked={method.key === eligible[0]?.key}
                  required
                />{' '}
                {t(methodNameKey(method.key))}
              </label>
              {method.key === 'cod' && page.codFee ? (
                <p className="payment-method__note">
                  {t('checkout.cod-fee')}: {formatMoney(page.codFee)} ·{' '}
                  {t('payment.total-with-cod', { total: formatMoney(page.totalWithCod) })}
                </p>
              ) : null}
              {method.key === 'bank_transfer' && page.bank ? (
                <p className="payment-method__note">{t('checkout.bank-transfer-details', page.bank)}</p>
              ) : null}
            </div>
          ))}
        </fieldset>
        <p className="payment-method__note">{t('payment.provider-note')}</p>
        {newsletterOffered ? (
          <fieldset className="account-choice">
            <legend>{t('newsletter.optional')}</legend>
            <label className="account-check">
              <input
                type="checkbox"
                name="newsletter"
                value="yes"
                defaultChecked={page.newsletterConsent}
                aria-describedby="newsletter-hint"
              />
              {t('newsletter.consent')}
            </label>
            <p id="newsletter-hint" className="payment-method__note">
              {t('payment.newsletter-hint')}
            </p>
          </fieldset>
        ) : null}
        <button
          type="submit"
          className="button button--primary account-form__submit"
          disabled={submitting || eligible.length === 0}
        >
          {t('checkout.pay-now')}
        </button>
      </Form>
      <p>
        <Link to={`${prefix}/checkout/addresses`}>{t('payment.back-to-addresses')}</Link>
      </p>
    </div>
  );
}
