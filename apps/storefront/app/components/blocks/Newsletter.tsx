import type { NewsletterProps } from '@toolyard/content/blocks';
import { useId } from 'react';
import { useT } from '../../i18n/index.ts';
import { type BlockPosition, useBlockEnvironment } from './environment.tsx';

/** Sign-up form that works without JavaScript (a plain POST to the newsletter endpoint). */
export function Newsletter(props: NewsletterProps & { position: BlockPosition }) {
  const t = useT();
  const { newsletterAction } = useBlockEnvironment();
  const id = useId();
  return (
    <section className="tb-newsletter" aria-labelledby={`${id}-title`}>
      <div className="tb-newsletter__copy">
        <h2 id={`${id}-title`} className="tb-newsletter__title">
          {props.title ?? t('newsletter.title')}
        </h2>
        <p>{props.text ?? t('newsletter.text')}</p>
      </div>
      <form className="tb-newsletter__form" method="post" action={newsletterAction}>
        <input type="hidden" name="source" value="cms-block" />
        <label htmlFor={`${id}-email`} className="tb-newsletter__label">
          {t('newsletter.email-label')}
        </label>
        <div className="tb-newsletter__row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            className="tb-input"
          />
          <button type="submit" className="tb-button tb-button--primary">
            {t('newsletter.subscribe')}
          </button>
        </div>
        <label className="tb-newsletter__consent">
          <input type="checkbox" name="consent" value="newsletter" required />
          <span>{t('newsletter.consent')}</span>
        </label>
      </form>
    </section>
  );
}
