/**
 * Reviews at #rating-reviews (spec 000 §2.1, §3 Review; 001 §3, §8, §9): statistics with the
 * 1–5 star distribution, 10 reviews a page in 'Top reviews' or 'Most recent', customer-care
 * replies, and the add-review form. Sort and page are links carrying `reviewSort`/`reviewPage`,
 * so they work without JavaScript and the server renders the chosen page.
 */
import { useEffect, useRef } from 'react';
import { Form, useActionData, useLocation } from 'react-router';
import { Pager } from '../components/Pager.tsx';
import { useI18n } from '../i18n/index.ts';
import { AppLink } from '../shell/app-link.tsx';
import { useRootData } from '../shell/root-data.ts';
import { useVisitor } from '../shell/visitor.tsx';
import {
  type ReviewFormAnswer,
  type ReviewQuery,
  type ReviewSortValue,
  type ReviewsData,
  reviewHref,
} from './product-extras.ts';

const STARS = [5, 4, 3, 2, 1] as const;

export function Stars({ rating }: { rating: number }) {
  const { t, formatNumber } = useI18n();
  const full = Math.round(rating);
  return (
    <span
      className="pdp-stars"
      role="img"
      aria-label={t('product.rating', { rating: formatNumber(rating, { maximumFractionDigits: 1 }) })}
    >
      {'★'.repeat(full)}
      <span className="pdp-stars__empty">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

function Statistics({ reviews }: { reviews: ReviewsData }) {
  const { t, formatNumber } = useI18n();
  // "0.0" over five empty stars and five empty bars reads as a bad rating; say there is none yet.
  if (reviews.total === 0) {
    return (
      <p className="pdp-review-none" data-testid="review-none">
        {t('pdp-reviews.none')}
      </p>
    );
  }
  return (
    <div className="pdp-review-stats">
      <p className="pdp-review-stats__average">
        <span className="pdp-review-stats__number">
          {formatNumber(reviews.averageRating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </span>
        <Stars rating={reviews.averageRating} />
        <span className="muted">{t('product.review-count', { count: reviews.total })}</span>
      </p>
      <ul className="pdp-review-bars" aria-label={t('pdp-reviews.distribution')}>
        {STARS.map((stars) => {
          const count = reviews.distribution[String(stars)] ?? 0;
          const share = reviews.total > 0 ? Math.round((count * 100) / reviews.total) : 0;
          return (
            <li key={stars} data-testid={`review-bar-${stars}`}>
              <span className="pdp-review-bars__label">{t('pdp-reviews.stars', { stars })}</span>
              <span className="pdp-review-bars__track" aria-hidden="true">
                <span className="pdp-review-bars__fill" style={{ width: `${share}%` }} />
              </span>
              <span className="pdp-review-bars__count">{t('product.review-count', { count })}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SortLinks({ query }: { query: ReviewQuery }) {
  const { t } = useI18n();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const sorts: Array<[ReviewSortValue, string]> = [
    ['top', t('product.review-sort-top')],
    ['recent', t('product.review-sort-recent')],
  ];
  return (
    <nav className="pager pdp-review-sort" aria-label={t('pdp-reviews.sort')}>
      <span className="muted">{t('pdp-reviews.sort')}:</span>
      <ul>
        {sorts.map(([value, label]) => (
          <li key={value}>
            <AppLink
              to={reviewHref(params, { sort: value, page: 1 })}
              preventScrollReset
              aria-current={query.sort === value ? 'true' : undefined}
              data-testid={`review-sort-${value}`}
            >
              {label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Pagination({ reviews }: { reviews: ReviewsData }) {
  const { t } = useI18n();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const { page, sort } = reviews.query;
  return (
    <Pager
      page={page}
      count={reviews.pages}
      hrefOf={(n) => reviewHref(params, { sort, page: n })}
      texts={{
        label: t('pdp-reviews.pages'),
        previous: t('pdp-reviews.previous'),
        next: t('pdp-reviews.next'),
        page: (n) => t('pdp-reviews.page', { page: n }),
      }}
      className="pdp-review-pages"
      preventScrollReset
      nextTestId="review-next"
    />
  );
}

export function ReviewList({ reviews }: { reviews: ReviewsData }) {
  const { t, formatDate } = useI18n();
  return (
    <>
      <Statistics reviews={reviews} />
      {reviews.total > 0 ? <SortLinks query={reviews.query} /> : null}
      <ol className="pdp-review-list" data-testid="review-list">
        {reviews.items.map((review) => (
          <li key={review.id} className="pdp-review">
            <article aria-label={review.title || review.authorName}>
              <p className="pdp-review__head">
                <Stars rating={review.rating} />
                {review.title ? <strong className="pdp-review__title">{review.title}</strong> : null}
              </p>
              <p className="pdp-review__meta muted">
                {review.authorName} ·{' '}
                <time dateTime={review.createdAt}>
                  {formatDate(review.createdAt, {
                    day: 'numeric',
                    month: 'long',
                    year: 'numeric',
                    timeZone: 'UTC',
                  })}
                </time>
              </p>
              {review.text ? <p className="pdp-review__text">{review.text}</p> : null}
              {review.customerCareResponse ? (
                <div className="pdp-review__reply">
                  <p className="pdp-review__reply-title">{t('product.customer-care-response')}</p>
                  <p>{review.customerCareResponse}</p>
                </div>
              ) : null}
            </article>
          </li>
        ))}
      </ol>
      <Pagination reviews={reviews} />
    </>
  );
}

export function ReviewForm({ sku, consent }: { sku: string; consent: boolean }) {
  const { t } = useI18n();
  const root = useRootData();
  // Signed-in state is personal: read after hydration, never part of the cacheable page (decision 116).
  const visitor = useVisitor();
  const { pathname, search } = useLocation();
  const answer = (useActionData() as { review?: ReviewFormAnswer } | undefined)?.review;
  const formRef = useRef<HTMLFormElement>(null);
  // After an answer the focus goes where the shopper has to look: the first refused field, else the
  // answer itself (a sent form is remounted, which would otherwise drop the focus on the page).
  useEffect(() => {
    if (!answer) return;
    const target =
      formRef.current?.querySelector<HTMLElement>(
        '[aria-invalid="true"] input, input[aria-invalid="true"]',
      ) ?? formRef.current?.querySelector<HTMLElement>('[data-testid="review-answer"]');
    target?.focus();
  }, [answer]);
  if (!visitor?.isLoggedIn) {
    const back = encodeURIComponent(`${pathname}${search}`);
    return (
      <p className="pdp-review-signin" data-testid="review-sign-in">
        {t('pdp-reviews.sign-in-prompt')}{' '}
        <a href={`${root?.prefix ?? ''}/login?redirect=${back}`}>{t('pdp-reviews.sign-in')}</a>
      </p>
    );
  }
  const fields = answer?.fields;
  const error = (name: keyof ReviewFormAnswer['errors']) =>
    answer?.errors[name] ? (
      <span className="pdp-review-form__error" id={`review-${name}-error`}>
        {t(answer.errors[name] ?? '')}
      </span>
    ) : null;
  const described = (name: keyof ReviewFormAnswer['errors']) =>
    answer?.errors[name] ? { 'aria-invalid': true, 'aria-describedby': `review-${name}-error` } : {};
  return (
    <Form
      ref={formRef}
      method="post"
      preventScrollReset
      className="pdp-review-form"
      aria-labelledby="pdp-review-form-title"
      key={answer?.ok ? 'sent' : 'form'}
    >
      <h3 id="pdp-review-form-title">{t('product.write-review')}</h3>
      {answer ? (
        <p
          className={answer.ok ? 'pdp-review-form__ok' : 'pdp-review-form__failed'}
          role="status"
          tabIndex={-1}
          data-testid="review-answer"
        >
          {t(answer.message)}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="add-review" />
      <input type="hidden" name="sku" value={sku} />
      <fieldset className="pdp-review-form__rating" {...described('rating')}>
        <legend>{t('pdp-reviews.your-rating')}</legend>
        {STARS.map((stars) => (
          <label key={stars}>
            <input
              type="radio"
              name="rating"
              value={stars}
              required
              defaultChecked={fields?.rating === String(stars)}
            />{' '}
            {t('pdp-reviews.stars', { stars })}
          </label>
        ))}
        {error('rating')}
      </fieldset>
      <label>
        {t('pdp-reviews.review-title')}
        <input name="title" maxLength={200} defaultValue={fields?.title ?? ''} />
      </label>
      <label>
        {t('pdp-reviews.review-text')}
        <textarea name="text" rows={4} maxLength={5000} defaultValue={fields?.text ?? ''} />
      </label>
      <label>
        {t('pdp-reviews.author-name')}
        <input
          name="authorName"
          required
          maxLength={100}
          autoComplete="name"
          defaultValue={fields?.authorName ?? ''}
          {...described('authorName')}
        />
        {error('authorName')}
      </label>
      {consent ? (
        <label className="pdp-review-form__consent">
          <input
            type="checkbox"
            name="consent"
            value="yes"
            defaultChecked
            required
            data-testid="review-consent"
            {...described('consent')}
          />{' '}
          {t('product.review-consent')}
          {error('consent')}
        </label>
      ) : null}
      <button type="submit" className="button button--accent">
        {t('pdp-reviews.submit')}
      </button>
    </Form>
  );
}
