/**
 * The cookie banner (decision 243): "Necessary only" and "Accept all" side by side and alike, as
 * European regulators ask, and per-category switches under "Settings". Non-modal: the page stays
 * usable, and a first visit does not take the focus away from it; asked for again, it does.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { trackConsent } from '../tracking/track.ts';
import { readConsent, writeConsent } from './browser.ts';
import { ALL_GRANTED, CONSENT_CATEGORIES, type ConsentChoice, NECESSARY_ONLY } from './consent.ts';

export default function ConsentBanner({ asked, onDone }: { asked: boolean; onDone: () => void }) {
  const { t } = useI18n();
  const root = useRootData();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [details, setDetails] = useState(false);
  // The stored choice is read in the browser only (the server renders the banner for everyone).
  const [choice, setChoice] = useState<ConsentChoice>(NECESSARY_ONLY);
  useEffect(() => {
    if (!asked) return;
    setChoice(readConsent() ?? NECESSARY_ONLY);
    heading.current?.focus();
  }, [asked]);
  const save = (chosen: ConsentChoice) => {
    writeConsent(chosen);
    onDone();
    trackConsent({ ...chosen });
  };
  return (
    <section className={asked ? 'consent consent--asked' : 'consent'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('consent.title')}
      </h2>
      <p className="consent__text">
        {t('consent.text')} <a href={`${root?.prefix ?? ''}/privacy-data/`}>{t('consent.privacy')}</a>
      </p>
      {details ? (
        <fieldset className="consent__categories">
          <legend className="visually-hidden">{t('consent.settings')}</legend>
          <label className="consent__category">
            <input type="checkbox" checked disabled />
            <span>
              <strong>{t('consent.necessary')}</strong> {t('consent.necessary-text')}
            </span>
          </label>
          {CONSENT_CATEGORIES.map((category) => (
            <label key={category} className="consent__category">
              <input
                type="checkbox"
                name={category}
                checked={choice[category]}
                onChange={(event) => setChoice({ ...choice, [category]: event.currentTarget.checked })}
              />
              <span>
                <strong>{t(`consent.${category}`)}</strong> {t(`consent.${category}-text`)}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="consent__actions">
        <button type="button" className="button button--dark" onClick={() => save(NECESSARY_ONLY)}>
          {t('consent.reject-all')}
        </button>
        {details ? (
          <button type="button" className="button button--dark" onClick={() => save(choice)}>
            {t('consent.save')}
          </button>
        ) : (
          <button type="button" className="button button--dark" onClick={() => setDetails(true)}>
            {t('consent.settings')}
          </button>
        )}
        <button type="button" className="button button--dark" onClick={() => save(ALL_GRANTED)}>
          {t('consent.accept-all')}
        </button>
      </div>
    </section>
  );
}
