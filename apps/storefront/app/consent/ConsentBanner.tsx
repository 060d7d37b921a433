/**
 * The cookie banner (decision 243): "Necessary only" and "Accept all" side by side and alike, as
 * European regulators ask, and per-category switches under "Settings". Non-modal: the page stays
 * usable, and a first visit does not take the focus away from it; asked for again, it does. A form
 * (decision 261): a choice made before hydration or without JavaScript is posted and kept alike.
 */
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import { trackConsent } from '../tracking/track.ts';
import { readConsent, writeConsent } from './browser.ts';
import {
  ALL_GRANTED,
  CONSENT_CATEGORIES,
  CONSENT_FORM_PATH,
  type ConsentChoice,
  NECESSARY_ONLY,
} from './consent.ts';

export default function ConsentBanner({ asked, onDone }: { asked: boolean; onDone: () => void }) {
  const { t } = useI18n();
  const root = useRootData();
  const id = useId();
  const here = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const [details, setDetails] = useState(false);
  // The stored choice is read in the browser only (the server renders the banner for everyone).
  const [choice, setChoice] = useState<ConsentChoice>(NECESSARY_ONLY);
  useEffect(() => {
    if (!asked) return;
    setChoice(readConsent() ?? NECESSARY_ONLY);
    heading.current?.focus();
  }, [asked]);
  // After hydration the buttons choose in place; before it (a tap on a slow phone) and without
  // JavaScript the same buttons post the form and the server stores the choice (decision 261).
  const save = (event: MouseEvent<HTMLButtonElement>, chosen: ConsentChoice) => {
    event.preventDefault();
    writeConsent(chosen);
    onDone();
    trackConsent({ ...chosen });
  };
  const categories = (
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
  );
  return (
    <section className={asked ? 'consent consent--asked' : 'consent'} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('consent.title')}
      </h2>
      <p className="consent__text">
        {t('consent.text')} <a href={`${root?.prefix ?? ''}/privacy-data/`}>{t('consent.privacy')}</a>
      </p>
      <form method="post" action={CONSENT_FORM_PATH}>
        <input type="hidden" name="return" value={`${here.pathname}${here.search}`} />
        {/* Without JavaScript the categories are there from the start: "Settings" cannot open them. */}
        {details ? categories : <noscript>{categories}</noscript>}
        <div className="consent__actions">
          <button
            type="submit"
            name="choice"
            value="none"
            className="button button--dark"
            onClick={(event) => save(event, NECESSARY_ONLY)}
          >
            {t('consent.reject-all')}
          </button>
          {details ? (
            <button
              type="submit"
              name="choice"
              value="custom"
              className="button button--dark"
              onClick={(event) => save(event, choice)}
            >
              {t('consent.save')}
            </button>
          ) : (
            <>
              <noscript>
                <button type="submit" name="choice" value="custom" className="button button--dark">
                  {t('consent.save')}
                </button>
              </noscript>
              <button
                type="button"
                className="button button--dark consent__settings"
                onClick={() => setDetails(true)}
              >
                {t('consent.settings')}
              </button>
            </>
          )}
          <button
            type="submit"
            name="choice"
            value="all"
            className="button button--dark"
            onClick={(event) => save(event, ALL_GRANTED)}
          >
            {t('consent.accept-all')}
          </button>
        </div>
      </form>
    </section>
  );
}
