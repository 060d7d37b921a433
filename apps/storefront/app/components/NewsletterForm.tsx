/**
 * The one newsletter sign-up, used by the footer (guests) and the CMS Newsletter block. Posted with
 * a fetcher, so the answer shows in place and the page stays; without JavaScript it is a plain POST
 * to the newsletter route, which renders the same answer as a page (routes/newsletter.tsx).
 */
import { useId } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../i18n/index.ts';
import type { NewsletterAnswer } from '../routes/newsletter.tsx';

export interface NewsletterFormProps {
  /** The newsletter route of the page's language: `${prefix}/newsletter`. */
  action: string;
  /** Where the sign-up came from, stored with the subscription. */
  source: 'footer' | 'cms-block';
  /** CMS texts replace the default title and text. */
  title?: string | undefined;
  text?: string | undefined;
  /** Ask for the explicit consent checkbox (the CMS block does). */
  consent?: boolean;
}

export function NewsletterForm(props: NewsletterFormProps) {
  const t = useT();
  const id = useId();
  const fetcher = useFetcher<NewsletterAnswer>();
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  return (
    <section className="newsletter" aria-labelledby={`${id}-title`}>
      <div className="newsletter__copy">
        <h2 id={`${id}-title`} className="newsletter__title">
          {props.title ?? t('newsletter.title')}
        </h2>
        <p>{props.text ?? t('newsletter.text')}</p>
      </div>
      <fetcher.Form method="post" action={props.action} className="newsletter__form">
        <input type="hidden" name="source" value={props.source} />
        <label htmlFor={`${id}-email`} className="newsletter__label">
          {t('newsletter.email-label')}
        </label>
        <div className="newsletter__row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            className="input"
          />
          <button type="submit" className="button button--primary" disabled={fetcher.state !== 'idle'}>
            {t('newsletter.subscribe')}
          </button>
        </div>
        {props.consent ? (
          <label className="newsletter__consent">
            <input type="checkbox" name="consent" value="newsletter" required />
            <span>{t('newsletter.consent')}</span>
          </label>
        ) : null}
        <p
          className={
            answer?.ok === false ? 'newsletter__answer newsletter__answer--error' : 'newsletter__answer'
          }
          role="status"
        >
          {answer ? t(answer.message) : null}
        </p>
      </fetcher.Form>
    </section>
  );
}
