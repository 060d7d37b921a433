/**
 * Informational and navigation blocks: page title, lists, steps, highlights, icon texts, delivery
 * cards, opening hours, help menu, navigation, category links, review and USP carousels, and the
 * landing-page keywords (internal search links, spec 001 §9).
 */
import type {
  CategoryBoxesLinksProps,
  CategoryCardsProps,
  CategoryItemsProps,
  CenteredTextIconProps,
  DeliveryCardsProps,
  FeaturedCategoryProps,
  HelpMenuProps,
  ListProps,
  MarketingLandingPageConfigProps,
  NavImageGridProps,
  NavigationProps,
  PageTitleProps,
  RenderContentProps,
  RichTextHighlightsProps,
  StepsProps,
  TrustReviewCarouselProps,
  UspCarouselProps,
  WorkingTimeProps,
} from '@toolyard/content/blocks';
import { useId } from 'react';
import { useI18n } from '../../i18n/index.ts';
import { Icon } from '../icons.tsx';
import { useCategoryLink } from './CategoryBlocks.tsx';
import { type BlockPosition, useBlockEnvironment } from './environment.tsx';
import { BlockImage } from './image.tsx';
import { SmartLink } from './links.tsx';
import { Section } from './section.tsx';

type Positioned<P> = P & { position: BlockPosition };

/** The page's h1 when it is the first block, else a section heading. */
export function PageTitle(props: Positioned<PageTitleProps>) {
  const Tag = props.position.index === 0 ? 'h1' : 'h2';
  return (
    <header className="tb-page-title">
      <Tag className="tb-page-title__title">{props.title}</Tag>
      {props.subtitle ? <p className="tb-heading__subtitle">{props.subtitle}</p> : null}
    </header>
  );
}

export function List(props: Positioned<ListProps>) {
  const Tag = props.ordered ? 'ol' : 'ul';
  return (
    <Section title={props.title} className="tb-richtext">
      <Tag>
        {props.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Tag>
    </Section>
  );
}

export function Steps(props: Positioned<StepsProps>) {
  return (
    <Section title={props.title}>
      <ol className="tb-steps">
        {props.steps.map((step) => (
          <li key={step.title} className="tb-steps__item">
            <strong>{step.title}</strong>
            {step.text ? <p>{step.text}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

export function RichTextHighlights(props: Positioned<RichTextHighlightsProps>) {
  return (
    <Section title={props.title}>
      <ul className="tb-highlights">
        {props.highlights.map((item) => (
          <li key={item.title} className="tb-highlights__item">
            <strong className="tb-highlights__title">{item.title}</strong>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function CenteredTextIcon(props: Positioned<CenteredTextIconProps>) {
  return (
    <div className="tb-centered">
      <Icon name={props.icon} size={40} className="tb-usp__icon" />
      <p className="tb-centered__title">{props.title}</p>
      {props.text ? <p>{props.text}</p> : null}
      {props.link ? (
        <SmartLink href={props.link.href} className="tb-link-arrow">
          {props.link.label}
        </SmartLink>
      ) : null}
    </div>
  );
}

export function DeliveryCards(props: Positioned<DeliveryCardsProps>) {
  return (
    <Section title={props.title}>
      <ul className="tb-highlights">
        {props.items.map((item) => (
          <li key={item.title} className="tb-highlights__item tb-delivery-card">
            <Icon name={item.icon} size={28} className="tb-usp__icon" />
            <strong className="tb-highlights__title">{item.title}</strong>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function WorkingTime(props: Positioned<WorkingTimeProps>) {
  const { t } = useI18n();
  return (
    <Section title={props.title} fallback={t('blocks-extra.opening-hours')}>
      <dl className="tb-hours">
        {props.rows.map((row) => (
          <div key={row.days} className="tb-hours__row">
            <dt>{row.days}</dt>
            <dd>
              <time>{row.opens}</time>–<time>{row.closes}</time>
            </dd>
          </div>
        ))}
      </dl>
      {props.note ? <p className="muted">{props.note}</p> : null}
    </Section>
  );
}

export function HelpMenu(props: Positioned<HelpMenuProps>) {
  const { t } = useI18n();
  const id = useId();
  return (
    <nav className="tb-section tb-help-menu" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title ?? t('blocks-extra.help-menu')}
      </h2>
      <ul className="tb-help-menu__list">
        {props.items.map((item) => (
          <li key={item.href}>
            <SmartLink href={item.href} className="tb-help-menu__link">
              <Icon name={item.icon} size={24} />
              <span>{item.label}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Navigation(props: Positioned<NavigationProps>) {
  const id = useId();
  return (
    <nav className="tb-section" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      <ul className="tb-chips">
        {props.links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className="tb-chip">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function NavImageGrid(props: Positioned<NavImageGridProps>) {
  const id = useId();
  return (
    <nav className="tb-section" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      <ul className="tb-gallery">
        {props.items.map((item) => (
          <li key={item.href}>
            <SmartLink href={item.href} className="tb-nav-image">
              <BlockImage image={{ ...item.image, alt: '' }} eager={false} />
              <span>{item.label}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function CategoryItems(props: Positioned<CategoryItemsProps>) {
  const link = useCategoryLink();
  return (
    <Section title={props.title}>
      <ul className="tb-chips">
        {props.items.map((item) => {
          const category = link(item.categoryKey, item.title);
          return (
            <li key={item.categoryKey}>
              <SmartLink href={category.href} className="tb-chip">
                {category.name}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function CategoryCards(props: Positioned<CategoryCardsProps>) {
  const link = useCategoryLink();
  return (
    <Section title={props.title}>
      <ul className="tb-gallery">
        {props.items.map((item) => {
          const category = link(item.categoryKey, item.title);
          return (
            <li key={item.categoryKey}>
              <SmartLink href={category.href} className="tb-nav-image">
                <BlockImage image={{ ...item.image, alt: '' }} eager={false} />
                <span>{category.name}</span>
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function CategoryBoxesLinks(props: Positioned<CategoryBoxesLinksProps>) {
  const link = useCategoryLink();
  return (
    <Section title={props.title}>
      <ul className="tb-highlights">
        {props.items.map((item) => {
          const category = link(item.categoryKey, item.title);
          return (
            <li key={item.categoryKey} className="tb-highlights__item">
              <h3 className="tb-highlights__title">
                <SmartLink href={category.href}>{category.name}</SmartLink>
              </h3>
              <ul className="tb-link-list">
                {item.links.map((sub) => (
                  <li key={sub.href}>
                    <SmartLink href={sub.href}>{sub.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Lander: one category with its picture and a call to browse it. */
export function FeaturedCategory(props: Positioned<FeaturedCategoryProps>) {
  const { t } = useI18n();
  const category = useCategoryLink()(props.categoryKey, props.title);
  const id = useId();
  return (
    <section className="tb-marketing-banner" aria-labelledby={id}>
      <BlockImage
        image={props.image}
        eager={props.position.aboveFold}
        className="tb-marketing-banner__image"
      />
      <div className="tb-marketing-banner__copy">
        <h2 id={id}>{props.title}</h2>
        {props.text ? <p>{props.text}</p> : null}
        <SmartLink href={category.href} className="button button--primary">
          {t('blocks.shop-now')}
        </SmartLink>
      </div>
    </section>
  );
}

/**
 * The store's own average and count (the header widget's figures) and its newest reviews, from the
 * page loader; without them (no reviews yet, or a language without a trust score) nothing shows.
 */
export function TrustReviewCarousel(props: Positioned<TrustReviewCarouselProps>) {
  const { t, formatNumber } = useI18n();
  const figures = useBlockEnvironment().data.storeReviews;
  if (!figures) return null;
  const rating = (value: number) =>
    t('blocks.rating', {
      rating: formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    });
  return (
    <Section title={props.title} fallback={t('blocks-extra.customer-reviews')}>
      <p className="tb-reviews__score">
        <Icon name="star" size={18} className="tb-star" /> {rating(figures.average)}{' '}
        <span className="muted">({t('blocks-extra.review-count', { count: figures.count })})</span>
      </p>
      {figures.reviews.length > 0 ? (
        // The row scrolls sideways once the reviews overflow it: focusable, so a keyboard can too.
        <ul
          className="tb-banners__list tb-reviews"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region (WCAG 2.1.1)
          tabIndex={0}
          aria-label={props.title ?? t('blocks-extra.customer-reviews')}
        >
          {figures.reviews.map((review) => (
            <li key={review.id} className="tb-banners__item">
              <figure className="tb-review">
                <p className="tb-review__rating">{rating(review.rating)}</p>
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption>{review.authorName}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}

/** The USPs in a sideways-scrolling row (scroll-snap, no script). */
export function UspCarousel(props: Positioned<UspCarouselProps>) {
  const { t } = useI18n();
  return (
    <Section title={props.title} fallback={t('blocks.usp-title')} className="tb-usps">
      <ul className="tb-banners__list">
        {props.items.map((item) => (
          <li key={item.title} className="tb-usp tb-banners__item">
            <Icon name={item.icon} size={28} className="tb-usp__icon" />
            <span>
              <strong className="tb-usp__title">{item.title}</strong>
              {item.text ? <span className="tb-usp__text">{item.text}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Landing keywords: internal search links in the current language (spec 001 §9). */
export function MarketingLandingPageConfig(props: Positioned<MarketingLandingPageConfigProps>) {
  const { t } = useI18n();
  const { pathPrefix } = useBlockEnvironment();
  return (
    <Section title={props.title} fallback={t('blocks-extra.popular-searches')}>
      <ul className="tb-chips">
        {props.keywords.map((keyword) => (
          <li key={keyword}>
            <SmartLink href={`${pathPrefix}/search?query=${encodeURIComponent(keyword)}`} className="tb-chip">
              {keyword}
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Another CMS page's blocks, as the loader fetched and checked them (data.embedded). */
export function RenderContent(props: Positioned<RenderContentProps>) {
  const { data, renderEmbedded } = useBlockEnvironment();
  const blocks = data.embedded?.[props.pageKey];
  if (!blocks?.length || !renderEmbedded) return null;
  return <div className="tb-embedded">{renderEmbedded(blocks, props.position.index)}</div>;
}
