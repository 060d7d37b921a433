/** /my-account/loyalty-card: the customer's card number and its barcode (decision 147). */
import { data } from 'react-router';
import { cardBarcodeSvg, cardNumberOf, formatCardNumber } from '../account/loyalty-card.server.ts';
import { accountMeta } from '../account/meta.ts';
import { useT } from '../i18n/index.ts';
import type { Route } from './+types/loyalty-card.ts';

export function loader({ context }: Route.LoaderArgs) {
  const customerId = context.shell.customerId;
  // The account guard has already sent anonymous visitors home; this only keeps the types honest.
  if (!customerId) throw data('Not signed in', { status: 401 });
  const cardNumber = cardNumberOf(customerId);
  return { cardNumber: formatCardNumber(cardNumber), barcode: cardBarcodeSvg(cardNumber) };
}

export const meta = accountMeta('account-loyalty.title');

export default function LoyaltyCard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container account-page">
      <section className="account-card account-card--wide" aria-labelledby="loyalty-title">
        <h1 id="loyalty-title" className="page-title">
          {t('account-loyalty.title')}
        </h1>
        <p>{t('account-loyalty.intro')}</p>
        <figure className="loyalty-card">
          <div
            className="loyalty-card__barcode"
            role="img"
            aria-label={t('account-loyalty.barcode-label')}
            // The SVG comes from bwip-js for a digits-only text: no user input reaches it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: library-drawn SVG, see above
            dangerouslySetInnerHTML={{ __html: loaderData.barcode }}
          />
          <figcaption>
            {t('account-loyalty.number-label')}:{' '}
            <span className="loyalty-card__number">{loaderData.cardNumber}</span>
          </figcaption>
        </figure>
      </section>
    </div>
  );
}
