/**
 * /checkout/payment/return: the provider sends the shopper back here. Mostly the loader redirects
 * (thank-you, back to payment, the error page). Two ends are said here instead (decision 252):
 * - the order was placed for the cart's owner from a return in another browser (a banking app);
 * - the provider could not tell how the payment ended (or its authorisation has not come yet), so
 *   the shopper must not be told it failed and pay twice; that page follows the payment up by
 *   itself (decision 267).
 */
import { Link, type MetaFunction } from 'react-router';
import { accountMeta } from '../account/meta.ts';
import { PaymentFollowUp } from '../checkout/PaymentFollowUp.tsx';
import { useT } from '../i18n/index.ts';
import type { Route } from './+types/checkout-payment-return';
import { loader as returnLoader } from './checkout-payment-return.server.ts';

export const loader = returnLoader;
const placedMeta = accountMeta('checkout.thank-you-title');
const unconfirmedMeta = accountMeta('checkout.return-unconfirmed-title');
export const meta: MetaFunction = (args) =>
  ((args.loaderData as { outcome?: string } | undefined)?.outcome === 'placed-for-owner'
    ? placedMeta
    : unconfirmedMeta)(args);
export const handle = { layout: 'centered' };

export default function CheckoutPaymentReturn({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.outcome === 'placed-for-owner') {
    return (
      <div className="container container--narrow checkout-thank-you">
        <h1 className="page-title">{t('checkout.thank-you-title')}</h1>
        <section className="account-card" role="status">
          <p>{t('checkout.return-placed-text', { orderNumber: loaderData.orderNumber })}</p>
          <p>
            <Link className="button button--primary" to={loaderData.prefix || '/'}>
              {t('cart.continue-shopping')}
            </Link>
          </p>
        </section>
      </div>
    );
  }
  return (
    <div className="container container--narrow">
      <h1 className="page-title">{t('checkout.return-unconfirmed-title')}</h1>
      <section className="account-card">
        <p>{t('checkout.return-unconfirmed-text')}</p>
        <PaymentFollowUp sessionId={loaderData.sessionId} prefix={loaderData.prefix} />
      </section>
    </div>
  );
}
