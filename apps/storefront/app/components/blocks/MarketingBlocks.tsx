/**
 * Marketing and media blocks: cards (plain, wide, container), banner boxes, banners, promo lists,
 * blog teasers, galleries, grids and the vertical-lander image blocks. All links use SmartLink.
 */
import type {
  BannerBoxesProps,
  BannerBoxProps,
  BlogPostsProps,
  GalleryProps,
  GridProps,
  ImageBannerProps,
  ImgBannerProps,
  LinkoutImageProps,
  MarketingBannerProps,
  MarketingCardContainerProps,
  MarketingCardProps,
  PromoListProps,
  StrapWithLinkProps,
} from '@toolyard/content/blocks';
import { useId } from 'react';
import { useI18n } from '../../i18n/index.ts';
import type { BlockPosition } from './environment.tsx';
import { BlockImage } from './image.tsx';
import { SmartLink } from './links.tsx';
import { Section } from './section.tsx';

type Positioned<P> = P & { position: BlockPosition };

function CardBody(props: { card: MarketingCardProps; eager: boolean; wide?: boolean }) {
  const { card } = props;
  return (
    <SmartLink href={card.link.href} className={props.wide ? 'tb-mcard tb-mcard--wide' : 'tb-mcard'}>
      <BlockImage image={card.image} eager={props.eager} className="tb-mcard__image" />
      <span className="tb-mcard__body">
        <span className="tb-mcard__title">{card.title}</span>
        {card.text ? <span className="tb-mcard__text">{card.text}</span> : null}
        <span className="tb-link-arrow">{card.link.label}</span>
      </span>
    </SmartLink>
  );
}

export function MarketingCard(props: Positioned<MarketingCardProps>) {
  return (
    <div className="tb-mcard-single">
      <CardBody card={props} eager={props.position.aboveFold} />
    </div>
  );
}

export function MarketingCardWide(props: Positioned<MarketingCardProps>) {
  return <CardBody card={props} eager={props.position.aboveFold} wide />;
}

export function MarketingCardContainer(props: Positioned<MarketingCardContainerProps>) {
  return (
    <Section title={props.title}>
      <ul className="tb-card-row">
        {props.cards.map((card) => (
          <li key={card.title}>
            <CardBody card={card} eager={props.position.aboveFold} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Box(props: { box: BannerBoxProps; eager: boolean }) {
  return (
    <SmartLink href={props.box.link.href} className="tb-banner">
      <BlockImage image={props.box.image} eager={props.eager} className="tb-banner__image" />
      <span className="tb-banner__body">
        <span className="tb-banner__title">{props.box.title}</span>
        {props.box.text ? <span className="tb-banner__text">{props.box.text}</span> : null}
        <span className="tb-banner__cta">{props.box.link.label}</span>
      </span>
    </SmartLink>
  );
}

export function BannerBox(props: Positioned<BannerBoxProps>) {
  return (
    <div className="tb-banner-box">
      <Box box={props} eager={props.position.aboveFold} />
    </div>
  );
}

export function BannerBoxes(props: Positioned<BannerBoxesProps>) {
  return (
    <Section title={props.title}>
      <ul className="tb-card-row">
        {props.items.map((box) => (
          <li key={box.title}>
            <Box box={box} eager={props.position.aboveFold} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function MarketingBanner(props: Positioned<MarketingBannerProps>) {
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
        <SmartLink href={props.link.href} className="button button--primary">
          {props.link.label}
        </SmartLink>
      </div>
    </section>
  );
}

export function ImgBanner(props: Positioned<ImgBannerProps>) {
  const image = (
    <BlockImage image={props.image} eager={props.position.aboveFold} className="tb-img-banner__image" />
  );
  return (
    <div className="tb-img-banner">
      {props.link ? (
        <SmartLink href={props.link.href} className="tb-img-banner__link" label={props.link.label}>
          {image}
        </SmartLink>
      ) : (
        image
      )}
    </div>
  );
}

/** Lander image with an optional caption and link. */
export function ImageBanner(props: Positioned<ImageBannerProps>) {
  const figure = (
    <figure className="tb-figure">
      <BlockImage image={props.image} eager={props.position.aboveFold} />
      {props.caption ? <figcaption>{props.caption}</figcaption> : null}
    </figure>
  );
  return props.link ? (
    <SmartLink href={props.link.href} className="tb-figure__link" label={props.link.label}>
      {figure}
    </SmartLink>
  ) : (
    figure
  );
}

/** Lander image that links out (often to a partner): the link rule marks it external. */
export function LinkoutImage(props: Positioned<LinkoutImageProps>) {
  return (
    <SmartLink href={props.link.href} className="tb-figure__link">
      <figure className="tb-figure">
        <BlockImage image={props.image} eager={props.position.aboveFold} />
        <figcaption>
          {props.caption} <span className="tb-link-arrow">{props.link.label}</span>
        </figcaption>
      </figure>
    </SmartLink>
  );
}

export function PromoList(props: Positioned<PromoListProps>) {
  const id = useId();
  return (
    <section className="tb-section" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      <ul className="tb-promo-list">
        {props.items.map((item) => (
          <li key={item.title} className="tb-promo-list__item">
            <strong>{item.title}</strong>
            {item.text ? <span>{item.text}</span> : null}
            <SmartLink href={item.link.href} className="tb-link-arrow">
              {item.link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StrapWithLink(props: Positioned<StrapWithLinkProps>) {
  return (
    <aside className={`tb-notification tb-notification--${props.tone}`}>
      <p>
        {props.text}{' '}
        <SmartLink href={props.link.href} className="tb-notification__link">
          {props.link.label}
        </SmartLink>
      </p>
    </aside>
  );
}

export function BlogPosts(props: Positioned<BlogPostsProps>) {
  const { formatDate } = useI18n();
  const id = useId();
  return (
    <section className="tb-section" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      <ul className="tb-card-row">
        {props.posts.map((post) => (
          <li key={post.href}>
            <article className="tb-post">
              {post.image ? <BlockImage image={post.image} eager={false} className="tb-post__image" /> : null}
              <h3 className="tb-post__title">
                <SmartLink href={post.href}>{post.title}</SmartLink>
              </h3>
              <time dateTime={post.date} className="muted">
                {formatDate(new Date(`${post.date}T12:00:00Z`), { dateStyle: 'medium' })}
              </time>
              {post.excerpt ? <p>{post.excerpt}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Gallery(props: Positioned<GalleryProps>) {
  return (
    <Section title={props.title}>
      <ul className="tb-gallery">
        {props.images.map((image) => (
          <li key={image.src + image.alt}>
            <BlockImage image={image} eager={false} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Grid(props: Positioned<GridProps>) {
  return (
    <Section title={props.title}>
      <ul className={`tb-grid tb-grid--${props.columns}`}>
        {props.cells.map((cell) => (
          <li key={cell.title} className="tb-grid__cell">
            {cell.image ? <BlockImage image={cell.image} eager={false} /> : null}
            <h3 className="tb-grid__title">{cell.title}</h3>
            {cell.text ? <p>{cell.text}</p> : null}
            {cell.link ? (
              <SmartLink href={cell.link.href} className="tb-link-arrow">
                {cell.link.label}
              </SmartLink>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
