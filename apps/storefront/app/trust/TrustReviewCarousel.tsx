/**
 * The trust-review carousel (spec 000 §2.5 blocks, issue 12): the store's own average and count —
 * the header widget's figures (root data, decision 126), never another number — and its newest
 * reviews with text among those the figure counts. A scroll-snapping list: keyboard and screen
 * readers get a plain list, no timer moves it. Shown where the header widget is (trust-score
 * languages) and only when the store has reviews.
 */
import { hasTrustScore } from '@toolyard/domain';
import { formatDate, formatNumber, useT } from '../i18n/index.ts';
import type { StoreReviewCard } from '../shell/context.ts';
import { useRootData } from '../shell/root-data.ts';
import trustCss from './trust.css?url';

/** Formatters are cached per locale and options (i18n/format.ts): built once, not on every page. */
const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
const UTC_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

export function TrustReviewCarousel(props: { reviews: readonly StoreReviewCard[] }) {
  const t = useT();
  const root = useRootData();
  if (!root?.storeRating || !hasTrustScore(root.language) || props.reviews.length === 0) return null;
  return (
    <section className="trust-reviews" aria-labelledby="trust-reviews-title" data-testid="trust-reviews">
      <link rel="stylesheet" href={trustCss} precedence="default" />
      <h2 className="trust-reviews__title" id="trust-reviews-title">
        {t('info-pages.trust.title')}
      </h2>
      <p className="trust-reviews__summary" data-testid="trust-reviews-summary">
        {t('shell.rating', {
          rating: formatNumber(root.storeRating.average, root.locale, ONE_DECIMAL),
          count: formatNumber(root.storeRating.count, root.locale),
        })}
      </p>
      {/* The row scrolls sideways once the reviews overflow it: focusable, so a keyboard can too. */}
      <ul
        className="trust-reviews__list"
        aria-label={t('info-pages.trust.recent')}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1)
        tabIndex={0}
      >
        {props.reviews.map((review) => (
          <li key={review.id} className="trust-reviews__card">
            <p className="trust-reviews__stars">
              <span aria-hidden="true">{'★'.repeat(review.rating) + '☆'.repeat(5 - review.rating)}</span>
              <span className="visually-hidden">
                {t('info-pages.trust.stars', { rating: review.rating })}
              </span>
            </p>
            {review.title ? <p className="trust-reviews__card-title">{review.title}</p> : null}
            <p className="trust-reviews__text">{review.text}</p>
            <p className="trust-reviews__author">
              {review.authorName} ·{' '}
              <time dateTime={review.createdAt}>{formatDate(review.createdAt, root.locale, UTC_DATE)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
