/**
 * The header's search (000 §4 search dropdown, §5 search input). Server-rendered as a plain GET form
 * to /search?query=…, which works without JavaScript. The combobox (React Aria, decision 108) is a
 * separate chunk loaded on the first pointer-enter or focus, so pages that nobody searches on do
 * not pay for it; what was typed meanwhile is handed over, focus included.
 */
import { type ComponentType, type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Icon } from '../icons.tsx';
import { enterTarget } from './enter-target.ts';
import { SUGGEST_MAX_LENGTH } from './limits.ts';
import type { SearchComboboxProps } from './SearchCombobox.tsx';
import { addToHistory, browserStorage } from './search-history.ts';

export const SEARCH_INPUT_ID = 'site-search';

export function SearchBar({
  prefix,
  language,
  locale,
  onFocus,
}: {
  prefix: string;
  language: string;
  /** BCP 47 tag of the page, e.g. "fr-BE". */
  locale: string;
  /** The header closes its navigation menu when the search gets focus (000 §4). */
  onFocus?: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  // The listing also reads `q` (older links and forms, url-state.ts): the field shows what was searched.
  const searched = new URLSearchParams(location.search);
  const current = location.pathname.endsWith('/search')
    ? (searched.get('query') ?? searched.get('q') ?? '')
    : null;
  const plainRef = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const [Combobox, setCombobox] = useState<ComponentType<SearchComboboxProps> | null>(null);
  // True once the combobox's input took over from the plain one (same commit: nothing typed is lost).
  const [enhanced, setEnhanced] = useState(false);

  const enhance = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./SearchCombobox.tsx').then(
      ({ SearchCombobox }) => setCombobox(() => SearchCombobox),
      () => {
        loading.current = false; // offline: the plain form keeps working, try again next time
      },
    );
  }, []);

  // A shopper may focus the field before the page has hydrated; React does not replay that focus, so
  // load the combobox now instead of leaving the plain field until the next focus.
  useEffect(() => {
    if (plainRef.current !== null && document.activeElement === plainRef.current) enhance();
  }, [enhance]);

  const takeOver = useCallback(() => {
    const plain = plainRef.current;
    setEnhanced(true);
    return { value: plain?.value ?? '', focused: plain !== null && document.activeElement === plain };
  }, []);

  const search = useCallback(
    (value: string) => {
      const target = enterTarget(value, null, prefix);
      if (!target) return;
      if (target.kind === 'search') addToHistory(browserStorage(), target.query);
      navigate(target.url);
    },
    [navigate, prefix],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('query');
    search(typeof value === 'string' ? value : '');
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark that also works where <search> is unknown
    <form
      method="get"
      action={`${prefix}/search`}
      role="search"
      className="search searchbar"
      onSubmit={onSubmit}
      onPointerEnter={enhance}
      onFocus={() => {
        onFocus?.();
        enhance();
      }}
    >
      {Combobox ? (
        <Combobox
          inputId={SEARCH_INPUT_ID}
          prefix={prefix}
          language={language}
          locale={locale}
          takeOver={takeOver}
          current={current}
          onSearch={search}
        />
      ) : null}
      {enhanced ? null : (
        <>
          <label htmlFor={SEARCH_INPUT_ID} className="visually-hidden">
            {t('search.placeholder')}
          </label>
          <input
            ref={plainRef}
            id={SEARCH_INPUT_ID}
            name="query"
            type="search"
            className="searchbar__input"
            key={current ?? ''}
            defaultValue={current ?? ''}
            placeholder={t('search.placeholder')}
            maxLength={SUGGEST_MAX_LENGTH}
            autoComplete="off"
          />
        </>
      )}
      <button type="submit" className="searchbar__submit" aria-label={t('header.search-button')}>
        <Icon name="search" size={20} />
      </button>
    </form>
  );
}
