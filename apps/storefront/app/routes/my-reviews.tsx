/**
 * /my-account/my-reviews (spec 000 §2.1, account menu of §2.5): the customer's reviews, and the
 * products they bought that wait for one — each linked to the product page's review form
 * (#rating-reviews, 000 §2.4).
 */
import { Link, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { AccountPage } from '../account/FormParts.tsx';
import { accountMeta } from '../account/meta.ts';
import { useI18n } from '../i18n/I18nProvider.tsx';
import { useRootData } from '../shell/root-data.ts';
import { myReviewsLoader } from './my-reviews.server.ts';

export const loader = (args: LoaderFunctionArgs) => myReviewsLoader(args);
export const meta = accountMeta('account.my-reviews');

function RatingStars({ rating }: { rating: number }) {
  const { t } = useI18n();
  return (
    <span className="my-reviews__stars" role="img" aria-label={t('account-reviews.rating', { rating })}>
      {'★'.repeat(rating)}
      <span className="my-reviews__stars-empty">{'★'.repeat(Math.max(0, 5 - rating))}</span>
    </span>
  );
}

export default function MyReviews() {
  const { t, formatDate } = useI18n();
  const { reviews, awaiting } = useLoaderData<typeof loader>();
  const prefix = useRootData()?.prefix ?? '';
  const productPage = (slug: string | null) => (slug ? `${prefix}/${slug}` : null);
  return (
    <AccountPage title={t('account.my-reviews')}>
      <section className="account-card account-card--wide" aria-labelledby="awaiting-title">
        <h2 id="awaiting-title">{t('account-reviews.awaiting-title')}</h2>
        {awaiting.length === 0 ? (
          <p>{t('account-reviews.none-awaiting')}</p>
        ) : (
          <>
            <p>{t('account-reviews.intro')}</p>
            <ul className="my-reviews__list" data-testid="awaiting-reviews">
              {awaiting.map((item) => {
                const page = productPage(item.productSlug);
                return (
                  <li key={item.sku} className="my-reviews__item">
                    <span className="my-reviews__product">{item.productName ?? item.sku}</span>
                    <span className="my-reviews__meta">
                      {t('account-reviews.ordered-on', { date: formatDate(new Date(item.orderedAt)) })}
                    </span>
                    {page ? (
                      <Link to={`${page}#rating-reviews`} className="button button--secondary">
                        {t('account-reviews.write-review')}
                      </Link>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </section>
      <section className="account-card account-card--wide" aria-labelledby="written-title">
        <h2 id="written-title">{t('account-reviews.written-title')}</h2>
        {reviews.length === 0 ? (
          <p>{t('account-reviews.none-written')}</p>
        ) : (
          <ul className="my-reviews__list" data-testid="written-reviews">
            {reviews.map((review) => {
              const page = productPage(review.productSlug);
              const name = review.productName ?? review.sku;
              return (
                <li key={review.id} className="my-reviews__item my-reviews__item--review">
                  {page ? (
                    <Link to={`${page}#rating-reviews`} className="my-reviews__product">
                      {name}
                    </Link>
                  ) : (
                    <span className="my-reviews__product">{name}</span>
                  )}
                  <RatingStars rating={review.rating} />
                  {review.title ? <strong className="my-reviews__title">{review.title}</strong> : null}
                  {review.text ? <p className="my-reviews__text">{review.text}</p> : null}
                  <span className="my-reviews__meta">
                    {t('account-reviews.reviewed-on', { date: formatDate(new Date(review.createdAt)) })}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </AccountPage>
  );
}
