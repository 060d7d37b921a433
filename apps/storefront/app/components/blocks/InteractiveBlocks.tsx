/**
 * Blocks with behaviour: a Carousel that only turns on request, a VideoBanner and sanitised HTML.
 * Accordion and Tabs (React Aria) live in AriaBlocks.tsx, a chunk of their own.
 */
import type {
  CarouselProps,
  HtmlInjectionProps,
  SlideProps,
  VideoBannerProps,
} from '@toolyard/content/blocks';
import { useId, useState } from 'react';
import { useT } from '../../i18n/index.ts';
import { Icon } from '../icons.tsx';
import { imageUrl } from './assets.ts';
import type { BlockPosition } from './environment.tsx';
import { BlockImage } from './image.tsx';
import { SmartLink } from './links.tsx';

type Positioned<P> = P & { position: BlockPosition };

export function SectionTitle(props: { id: string; title?: string | undefined }) {
  return props.title ? (
    <h2 id={props.id} className="tb-section__title">
      {props.title}
    </h2>
  ) : null;
}

/** One slide: image with title, text and optional link (also the lander's Slide block). */
function SlideBody(props: { slide: SlideProps; eager: boolean; titleTag: 'h2' | 'h3' }) {
  const { slide } = props;
  const Title = props.titleTag;
  return (
    <div className="tb-slide">
      <BlockImage image={slide.image} eager={props.eager} className="tb-slide__image" />
      <div className="tb-slide__copy">
        <Title className="tb-slide__title">{slide.title}</Title>
        {slide.text ? <p>{slide.text}</p> : null}
        {slide.link ? (
          <SmartLink href={slide.link.href} className="button button--primary">
            {slide.link.label}
          </SmartLink>
        ) : null}
      </div>
    </div>
  );
}

export function Slide(props: Positioned<SlideProps>) {
  return (
    <section className="tb-section">
      <SlideBody slide={props} eager={props.position.aboveFold} titleTag="h2" />
    </section>
  );
}

/** WAI-ARIA carousel pattern: labelled region, slides as groups, no automatic rotation. */
export function Carousel(props: Positioned<CarouselProps>) {
  const t = useT();
  const id = useId();
  const [current, setCurrent] = useState(0);
  const total = props.slides.length;
  const go = (step: number) => setCurrent((current + step + total) % total);
  return (
    <section
      className="tb-section tb-carousel"
      aria-roledescription={t('blocks-extra.carousel')}
      aria-labelledby={id}
    >
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      <div className="tb-carousel__controls">
        <button type="button" className="tb-slider__nav" onClick={() => go(-1)}>
          <Icon name="chevron-left" />
          <span className="visually-hidden">{t('blocks-extra.carousel-prev')}</span>
        </button>
        <p className="tb-carousel__count" aria-live="polite">
          {t('blocks-extra.slide-of', { index: current + 1, total })}
        </p>
        <button type="button" className="tb-slider__nav" onClick={() => go(1)}>
          <Icon name="chevron-right" />
          <span className="visually-hidden">{t('blocks-extra.carousel-next')}</span>
        </button>
      </div>
      {props.slides.map((slide, index) => (
        // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
        <div
          key={slide.title}
          role="group"
          aria-roledescription={t('blocks-extra.slide')}
          aria-label={t('blocks-extra.slide-of', { index: index + 1, total })}
          hidden={index !== current}
          className="tb-carousel__slide"
        >
          <SlideBody slide={slide} eager={props.position.aboveFold && index === 0} titleTag="h3" />
        </div>
      ))}
    </section>
  );
}

export function VideoBanner(props: Positioned<VideoBannerProps>) {
  const t = useT();
  const id = useId();
  const poster = imageUrl(props.poster.src) ?? undefined;
  return (
    <section className="tb-section tb-video" aria-labelledby={id}>
      <div className="tb-video__copy">
        <h2 id={id} className="tb-section__title">
          {props.title}
        </h2>
        {props.text ? <p>{props.text}</p> : null}
        {props.link ? (
          <SmartLink href={props.link.href} className="tb-link-arrow">
            {props.link.label}
          </SmartLink>
        ) : null}
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: marketing clips carry no speech; the text above says what they show */}
      <video
        className="tb-video__player"
        controls
        preload="none"
        poster={poster}
        width={props.poster.width}
        height={props.poster.height}
        aria-label={props.poster.alt || props.title}
      >
        <source src={props.video.src} type={props.video.type} />
        {t('blocks-extra.video-unsupported')}
      </video>
    </section>
  );
}

/** HTML that prepare.server.ts already ran through sanitize-html; nothing else reaches here. */
export function HtmlInjection(props: Positioned<HtmlInjectionProps>) {
  const id = useId();
  return (
    <section className="tb-section tb-html" aria-labelledby={props.title ? id : undefined}>
      <SectionTitle id={id} title={props.title} />
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (decision 166) */}
      <div className="tb-html__body" dangerouslySetInnerHTML={{ __html: props.html }} />
    </section>
  );
}
