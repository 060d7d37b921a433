/** Product cards of a listing, and its pagination (plain links: they work without JavaScript). */

import { ProductImage } from '../components/ProductImage.tsx';
import { useI18n } from '../i18n/index.ts';
import { AppLink } from '../shell/app-link.tsx';
import { useLinkClicks } from '../shell/link-clicks.ts';
import type { ListingCard } from './listing.ts';
import { type ListingState, listingHref } from './url-state.ts';

const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

function Card({ card, eager }: { card: ListingCard; eager: boolean }) {
  const { t, formatMoney, formatNumber } = useI18n();
  const rating = card.rating ? formatNumber(card.rating.average, ONE_DECIMAL) : '';
  return (
    <li className="plp-card">
      <a href={card.href} className="plp-card__link">
        <span className="plp-card__image">
          <ProductImage src={card.imageSrc} size={240} eager={eager} />
        </span>
        {card.brand ? <span className="plp-card__brand">{card.brand}</span> : null}
        <span className="plp-card__name">{card.name}</span>
      </a>
      {card.rating ? (
        <p className="plp-card__rating">
          {/* One text each (no React text separators between the parts). */}
          <span aria-hidden="true">{`★ ${rating}`}</span>
          <span className="visually-hidden">{t('product.rating', { rating })}</span>{' '}
          <span className="muted">{`(${card.rating.count})`}</span>
        </p>
      ) : null}
      <p className="plp-card__price">
        <span
          className={
            card.standardPrice ? 'plp-card__price-now plp-card__price-now--sale' : 'plp-card__price-now'
          }
        >
          {formatMoney(card.price)}
        </span>{' '}
        {card.standardPrice ? (
          <s className="plp-card__price-was">
            <span className="visually-hidden">{t('listing.standard-price')} </span>
            {formatMoney(card.standardPrice)}
          </s>
        ) : null}
      </p>
      <p
        className={
          card.inStock ? 'plp-card__stock plp-card__stock--in' : 'plp-card__stock plp-card__stock--out'
        }
      >
        {card.inStock ? t('product.in-stock') : t('product.out-of-stock')}
      </p>
    </li>
  );
}

export function ProductGrid({ cards }: { cards: readonly ListingCard[] }) {
  // Plain anchors with one click handler for the grid (decision 222).
  const onClick = useLinkClicks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the anchors' clicks (Enter clicks too)
    <ul className="plp-grid" onClick={onClick}>
      {cards.map((card, index) => (
        <Card key={card.id} card={card} eager={index < 4} />
      ))}
    </ul>
  );
}

/** Page numbers around the current page: at most five. */
export function pageWindow(page: number, pages: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const end = Math.min(pages, start + size - 1);
  return Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);
}

export function Pagination({ path, state, pages }: { path: string; state: ListingState; pages: number }) {
  const { t } = useI18n();
  if (pages <= 1) return null;
  const href = (page: number) => listingHref(path, { ...state, page });
  const step = (page: number, label: string, text: string, rel?: 'prev' | 'next') =>
    page < 1 || page > pages || page === state.page ? (
      <span className="plp-pages__step" aria-disabled="true">
        <span aria-hidden="true">{text}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    ) : (
      <AppLink className="plp-pages__step" to={href(page)} rel={rel} aria-label={label}>
        <span aria-hidden="true">{text}</span>
      </AppLink>
    );
  return (
    <nav className="plp-pages" aria-label={t('listing.pagination')}>
      {step(1, t('listing.first'), '«')}
      {step(state.page - 1, t('listing.prev'), '‹', 'prev')}
      <ol>
        {pageWindow(state.page, pages).map((page) => (
          <li key={page}>
            {page === state.page ? (
              <span className="plp-pages__page" aria-current="page">
                <span className="visually-hidden">{t('listing.page', { page })}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <AppLink className="plp-pages__page" to={href(page)} aria-label={t('listing.page', { page })}>
                {page}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
      {step(state.page + 1, t('listing.next'), '›', 'next')}
      {step(pages, t('listing.last'), '»')}
    </nav>
  );
}
