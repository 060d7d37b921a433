import type {
  AlertProps,
  FaqSectionProps,
  HeadingProps,
  NotificationBannerProps,
  PromoBannersProps,
  RichTextProps,
} from '@toolyard/content/blocks';
import { useT } from '../../i18n/index.ts';
import { Icon } from '../icons.tsx';
import type { BlockPosition } from './environment.tsx';
import { BlockImage } from './image.tsx';
import { SmartLink } from './links.tsx';

export function RichText(props: RichTextProps & { position: BlockPosition }) {
  const id = `tb-richtext-${props.position.index}`;
  return (
    <section className="tb-section tb-richtext" aria-labelledby={props.title ? id : undefined}>
      {props.title ? (
        <h2 id={id} className="tb-section__title">
          {props.title}
        </h2>
      ) : null}
      {props.content.map((node, index) => {
        const key = `${node.type}-${index}`;
        switch (node.type) {
          case 'paragraph':
            return <p key={key}>{node.text}</p>;
          case 'heading':
            return <h3 key={key}>{node.text}</h3>;
          case 'list':
            return (
              <ul key={key}>
                {node.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'link':
            return (
              <p key={key}>
                <SmartLink href={node.link.href} className="tb-link-arrow">
                  {node.link.label}
                </SmartLink>
              </p>
            );
          default:
            return null;
        }
      })}
    </section>
  );
}

export function Heading(props: HeadingProps & { position: BlockPosition }) {
  const Tag = props.level === 3 ? 'h3' : 'h2';
  return (
    <header className="tb-heading">
      <Tag className="tb-section__title">{props.text}</Tag>
      {props.subtitle ? <p className="tb-heading__subtitle">{props.subtitle}</p> : null}
    </header>
  );
}

export function Alert(props: AlertProps & { position: BlockPosition }) {
  const tone = props.tone ?? 'info';
  return (
    <div
      className={`tb-alert tb-alert--${tone}`}
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    >
      <Icon name="info" />
      <div>
        {props.title ? <p className="tb-alert__title">{props.title}</p> : null}
        <p>{props.text}</p>
      </div>
    </div>
  );
}

export function NotificationBanner(props: NotificationBannerProps & { position: BlockPosition }) {
  return (
    <aside className={`tb-notification tb-notification--${props.tone ?? 'info'}`}>
      <p>
        {props.text}
        {props.link ? (
          <>
            {' '}
            <SmartLink href={props.link.href} className="tb-notification__link">
              {props.link.label}
            </SmartLink>
          </>
        ) : null}
      </p>
    </aside>
  );
}

export function PromoBanners(props: PromoBannersProps & { position: BlockPosition }) {
  const t = useT();
  const id = `tb-promos-${props.position.index}`;
  return (
    <section className="tb-section" aria-labelledby={id}>
      <h2 id={id} className={props.title ? 'tb-section__title' : 'visually-hidden'}>
        {props.title ?? t('blocks.promotions')}
      </h2>
      <ul className="tb-banners__list">
        {props.items.map((item) => (
          <li key={item.link.href} className="tb-banners__item">
            <SmartLink href={item.link.href} className="tb-banner">
              <BlockImage image={item.image} eager={props.position.aboveFold} className="tb-banner__image" />
              <span className="tb-banner__body">
                <span className="tb-banner__title">{item.title}</span>
                {item.text ? <span className="tb-banner__text">{item.text}</span> : null}
                <span className="tb-banner__cta">{item.link.label}</span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Native details/summary: keyboard and screen-reader friendly without any script. */
export function FaqSection(props: FaqSectionProps & { position: BlockPosition }) {
  const id = `tb-faq-${props.position.index}`;
  return (
    <section className="tb-section tb-faq" aria-labelledby={id}>
      <h2 id={id} className="tb-section__title">
        {props.title}
      </h2>
      {props.items.map((item) => (
        <details key={item.question} className="tb-faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
