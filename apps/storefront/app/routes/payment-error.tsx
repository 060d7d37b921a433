/** /adyen-payment-error?error=<code> (spec 000 §2.1, 001 §8): what went wrong, and the way back. */
import { Link, useLoaderData } from 'react-router';
import { accountMeta } from '../account/meta.ts';
import { PAYMENT_ERROR_MESSAGE } from '../checkout/payment-types.ts';
import { useT } from '../i18n/index.ts';
import { loader as errorLoader } from './payment-error.server.ts';

export const loader = errorLoader;
export const meta = accountMeta('payment.error-title');

export default function PaymentError() {
  const t = useT();
  const { code, prefix } = useLoaderData<typeof loader>();
  return (
    <div className="container container--narrow">
      <h1 className="page-title">{t('payment.error-title')}</h1>
      <section className="account-card">
        <p role="alert">{t(PAYMENT_ERROR_MESSAGE[code])}</p>
        <p>
          <Link className="button button--primary" to={`${prefix}/checkout/payment`}>
            {t('payment.back-to-payment')}
          </Link>
        </p>
      </section>
    </div>
  );
}
