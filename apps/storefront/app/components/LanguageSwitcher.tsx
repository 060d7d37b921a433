import { useCallback, useRef } from 'react';
import { useT } from '../i18n/index.ts';
import type { RootData } from '../shell/root-data.ts';
import { Icon } from './icons.tsx';
import { useDismiss } from './use-dismiss.ts';

/** Home URL of a language in the current store ('/' for the default language). */
export function languageHome(root: Pick<RootData, 'defaultLanguage'>, language: string): string {
  return language === root.defaultLanguage ? '/' : `/${language}`;
}

/**
 * Lists the store's other languages; choosing one loads home in that language as a full page load
 * (new messages, new cookies). Single-language stores show no switcher.
 */
export function LanguageSwitcher({ root, onOpen }: { root: RootData; onOpen?: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDetailsElement>(null);
  // A <details> only closes on its own summary: close it like the header's other menus. Always
  // listening (closing a closed one changes nothing) spares tracking its state.
  useDismiss(
    ref,
    true,
    useCallback(() => {
      if (ref.current) ref.current.open = false;
    }, []),
  );
  const others = root.languages.filter((language) => language !== root.language);
  if (others.length === 0) return null;
  return (
    <details className="language-switcher" ref={ref} onToggle={onOpen}>
      <summary className="header__action">
        <Icon name="globe" />
        <span className="header__label">
          <span className="visually-hidden">{t('header.language')}: </span>
          {root.language.toUpperCase()}
        </span>
      </summary>
      <ul className="popover popover--menu">
        {others.map((language) => (
          <li key={language}>
            <a href={languageHome(root, language)} hrefLang={`${language}-${root.country}`} lang={language}>
              {t(`languages.${language}`)}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
