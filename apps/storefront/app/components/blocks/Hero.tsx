import type { HeroBannerProps, HeroProps } from '@toolyard/content/blocks';
import type { BlockPosition } from './environment.tsx';
import { BlockImage } from './image.tsx';
import { SmartLink } from './links.tsx';

/** Opening visual; the first Hero on a page carries the page's h1 and loads its image eagerly. */
export function Hero(props: HeroProps & { position: BlockPosition }) {
  const Title = props.position.firstOfKind ? 'h1' : 'h2';
  return (
    <section className="tb-hero" aria-labelledby={`tb-hero-${props.position.index}`}>
      <div className="tb-hero__copy">
        {props.eyebrow ? <p className="tb-hero__eyebrow">{props.eyebrow}</p> : null}
        <Title id={`tb-hero-${props.position.index}`} className="tb-hero__title">
          {props.title}
        </Title>
        {props.text ? <p className="tb-hero__text">{props.text}</p> : null}
        {props.cta || props.secondaryCta ? (
          <div className="tb-hero__actions">
            {props.cta ? (
              <SmartLink href={props.cta.href} className="button button--primary">
                {props.cta.label}
              </SmartLink>
            ) : null}
            {props.secondaryCta ? (
              <SmartLink href={props.secondaryCta.href} className="button button--ghost">
                {props.secondaryCta.label}
              </SmartLink>
            ) : null}
          </div>
        ) : null}
      </div>
      <div className="tb-hero__media">
        <BlockImage image={props.image} eager={props.position.aboveFold} className="tb-hero__image" />
      </div>
    </section>
  );
}

/** Promotion slot ("HP Slider"): banners in a row that scrolls sideways on small screens. */
export function HeroBanner(props: HeroBannerProps & { position: BlockPosition }) {
  return (
    <section className="tb-banners" aria-label={props.slot}>
      <ul className="tb-banners__list">
        {props.banners.map((banner) => (
          <li key={`${banner.link.href}|${banner.title}`} className="tb-banners__item">
            <SmartLink href={banner.link.href} className="tb-banner">
              <BlockImage
                image={banner.image}
                eager={props.position.aboveFold}
                className="tb-banner__image"
              />
              <span className="tb-banner__body">
                {banner.badge ? (
                  <span className="tb-banner__badge" aria-hidden="true">
                    {banner.badge}
                  </span>
                ) : null}
                <span className="tb-banner__title">{banner.title}</span>
                {banner.text ? <span className="tb-banner__text">{banner.text}</span> : null}
                <span className="tb-banner__cta">{banner.link.label}</span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
