/**
 * The search dropdown (000 §4, §5): a React Aria ComboBox, so the input is an ARIA 1.2 combobox whose
 * active option is announced through aria-activedescendant. Loaded lazily by SearchBar.
 *
 * - Opens on focus (recent searches while the input is empty) and when hits arrive for what was typed.
 * - Asks the suggest endpoint 300 ms after the last keystroke, only within the length limits; a newer
 *   request aborts the older one, so a slow answer never replaces a newer one. Empty input clears hits.
 * - Arrow keys move the active option. Enter on a hit puts its name in the input and goes to its url;
 *   Enter on anything else searches the input's value (enterTarget). 'See all results' from 5 hits.
 * - Closes on an outside click (blur), Escape, clear, search and product choice.
 */
import {
  type KeyboardEvent,
  type RefObject,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Group,
  Header,
  I18nProvider,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
} from 'react-aria-components';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/index.ts';
import { Icon } from '../icons.tsx';
import { useDebouncedSuggestions } from '../use-debounced-suggestions.ts';
import { type BarHit, enterTarget } from './enter-target.ts';
import {
  isSendable,
  normaliseQuery,
  SEARCH_DEBOUNCE_MS,
  SEE_ALL_FROM,
  SUGGEST_MAX_LENGTH,
  SUGGEST_PATH,
} from './limits.ts';
import { browserStorage, clearHistory, readHistory } from './search-history.ts';

export interface SearchComboboxProps {
  inputId: string;
  prefix: string;
  language: string;
  /** BCP 47 tag of the page: React Aria's own announcements ("Suggestions", option counts) follow it. */
  locale: string;
  /**
   * Called once, while the combobox's input is being attached and the server-rendered input is still
   * there: what was typed into it and whether it has the focus. Read then, in the same commit, no
   * keystroke falls between the two inputs.
   */
  takeOver: () => { value: string; focused: boolean };
  /** The `query` of the search page being shown, or null on other pages. */
  current: string | null;
  /** Goes to the search page (and records the query in the history). */
  onSearch: (value: string) => void;
}

interface Suggestions {
  query: string;
  hits: BarHit[];
  total: number;
}

type ComboState = NonNullable<React.ContextType<typeof ComboBoxStateContext>>;

/**
 * Hands the combobox's state to the handlers outside it (Enter, clear), and opens the dropdown once
 * asked to (`openRef`) and React Aria's collection has the options: hits arrive after the keystroke
 * that asked for them, and the collection is built a render after the options change.
 */
function StateBridge({
  stateRef,
  openRef,
  inputRef,
}: {
  stateRef: RefObject<ComboState | null>;
  openRef: RefObject<boolean>;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  stateRef.current = state;
  useEffect(() => {
    if (!openRef.current || !state) return;
    // open() does nothing while the (filtered) collection is still empty: asked again next render.
    if (state.isOpen) openRef.current = false;
    else if (document.activeElement === inputRef.current) state.open(null, 'manual');
  });
  return null;
}

const SEE_ALL = 'see-all';
const CLEAR_HISTORY = 'clear-history';

/** Hits for what is typed (an answer that is not ok counts as no hits). */
async function fetchHits(value: string, language: string, signal: AbortSignal): Promise<Suggestions> {
  const query = normaliseQuery(value);
  const params = new URLSearchParams({ q: query, lang: language });
  const response = await fetch(`${SUGGEST_PATH}?${params}`, {
    signal,
    headers: { accept: 'application/json' },
  });
  const body = response.ok ? ((await response.json()) as { data: Suggestions }) : null;
  return body?.data ?? { query, hits: [], total: 0 };
}

export function SearchCombobox({
  inputId,
  prefix,
  language,
  locale,
  takeOver,
  current,
  onSearch,
}: SearchComboboxProps) {
  const t = useT();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  // The value was put there by a choice or a search, not typed: no suggestions, no reopening.
  const [quiet, setQuiet] = useState(false);
  /** The hit last chosen: Enter on its name (still in the input) goes to it again (000 §5). */
  const [selected, setSelected] = useState<BarHit | null>(null);
  const [history, setHistory] = useState<string[]>(() => readHistory(browserStorage()));
  const stateRef = useRef<ComboState | null>(null);
  const openRef = useRef(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const tookOver = useRef(false);
  const attachInput = useCallback(
    (input: HTMLInputElement | null) => {
      inputRef.current = input;
      if (!input || tookOver.current) return;
      tookOver.current = true;
      const before = takeOver();
      setValue(before.value);
      if (before.focused) input.focus();
    },
    [takeOver],
  );
  const asked = quiet ? '' : value;
  const hitsFor = useCallback(
    (typed: string, signal: AbortSignal) => fetchHits(typed, language, signal),
    [language],
  );
  const suggestions = useDebouncedSuggestions(asked, isSendable(asked), hitsFor, SEARCH_DEBOUNCE_MS);

  // Landing on /search?query=… (also through back and forward) shows that query.
  // (Not on mount: the plain input started from the same query and takeOver has what was typed since.)
  const shownCurrent = useRef(current);
  useEffect(() => {
    if (current === shownCurrent.current) return;
    shownCurrent.current = current;
    if (current === null) return;
    setQuiet(true);
    setValue(current);
  }, [current]);

  const showHistory = normaliseQuery(value) === '';
  const hits = !showHistory && suggestions && isSendable(value) ? suggestions.hits : [];
  const hitByKey = useMemo(() => new Map(hits.map((hit) => [`hit:${hit.url}`, hit])), [hits]);
  const optionCount = showHistory ? history.length : hits.length;

  // Hits arrived (or history exists) while the input has focus: open, as typing would have.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new hits re-open even when as many as before
  useEffect(() => {
    openRef.current = optionCount > 0 && !quiet;
    const state = stateRef.current;
    if (openRef.current && state && !state.isOpen && document.activeElement === inputRef.current) {
      state.open(null, 'manual');
    }
  }, [optionCount, suggestions, quiet]);

  const close = () => {
    openRef.current = false;
    stateRef.current?.close();
  };

  const search = (query: string) => {
    close();
    setQuiet(true);
    setValue(normaliseQuery(query));
    onSearch(query);
    setHistory(readHistory(browserStorage()));
  };

  const choose = (hit: BarHit) => {
    setSelected(hit);
    setQuiet(true);
    setValue(hit.name);
    close();
    const target = enterTarget(hit.name, hit, prefix);
    if (target) navigate(target.url);
  };

  const onSelectionChange = (key: Key | null) => {
    if (key === null) return;
    const id = String(key);
    const hit = hitByKey.get(id);
    if (hit) choose(hit);
    else if (id === SEE_ALL) search(value);
    else if (id === CLEAR_HISTORY) {
      clearHistory(browserStorage());
      setHistory([]);
    } else if (id.startsWith('history:')) search(id.slice('history:'.length));
  };

  // Enter on an active option: React Aria selects it (above), and its name becomes the value. Enter
  // with none: the chosen hit's url when the value is still its name, otherwise a search.
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const state = stateRef.current;
    if (state?.isOpen && state.selectionManager.focusedKey != null) return;
    event.preventDefault();
    event.stopPropagation();
    if (enterTarget(value, selected, prefix)?.kind === 'product' && selected) choose(selected);
    else search(value);
  };

  const clear = () => {
    setQuiet(true);
    setValue('');
    close();
  };

  return (
    <I18nProvider locale={locale}>
      <ComboBox
        id={inputId}
        className="searchbar__combobox"
        inputValue={value}
        onInputChange={(typed) => {
          setQuiet(false);
          setValue(typed);
        }}
        selectedKey={null}
        onSelectionChange={onSelectionChange}
        allowsCustomValue
        menuTrigger="focus"
        // The hits are the server's choice; React Aria must not filter them again by the text.
        defaultFilter={() => true}
      >
        <StateBridge stateRef={stateRef} openRef={openRef} inputRef={inputRef} />
        <Label className="visually-hidden">{t('search.placeholder')}</Label>
        <Group className="searchbar__field" onKeyDownCapture={onKeyDownCapture}>
          <Input
            ref={attachInput}
            name="query"
            className="searchbar__input"
            placeholder={t('search.placeholder')}
            maxLength={SUGGEST_MAX_LENGTH}
            autoComplete="off"
          />
          {value ? (
            <button
              type="button"
              className="searchbar__clear"
              aria-label={t('search.clear')}
              // Keeps the focus in the input: the dropdown closes and stays closed (000 §4: closes on clear).
              onMouseDown={(event) => event.preventDefault()}
              onClick={clear}
            >
              <Icon name="close" size={18} />
            </button>
          ) : null}
        </Group>
        <Popover className="combobox-popover searchbar__popover" offset={4}>
          <ListBox className="combobox-list">
            {showHistory && history.length > 0 ? (
              <ListBoxSection className="searchbar__section">
                <Header className="searchbar__heading">{t('search.recent-searches')}</Header>
                {history.map((query) => (
                  <ListBoxItem
                    key={query}
                    id={`history:${query}`}
                    textValue={query}
                    className="combobox-option searchbar__option searchbar__option--history"
                  >
                    {query}
                  </ListBoxItem>
                ))}
                <ListBoxItem
                  id={CLEAR_HISTORY}
                  className="combobox-option searchbar__option searchbar__option--action"
                >
                  {t('search.clear-history')}
                </ListBoxItem>
              </ListBoxSection>
            ) : null}
            {hits.length > 0 ? (
              <ListBoxSection className="searchbar__section">
                <Header className="searchbar__heading">{t('searchbar.products')}</Header>
                {hits.map((hit) => (
                  <ListBoxItem
                    key={hit.url}
                    id={`hit:${hit.url}`}
                    textValue={hit.name}
                    className="combobox-option searchbar__option"
                  >
                    {hit.name}
                  </ListBoxItem>
                ))}
                {hits.length >= SEE_ALL_FROM ? (
                  <ListBoxItem
                    id={SEE_ALL}
                    textValue={t('search.see-all-results')}
                    className="combobox-option searchbar__option searchbar__option--action"
                  >
                    {t('search.see-all-results')}{' '}
                    <span className="searchbar__count">
                      {t('searchbar.result-count', { count: suggestions?.total ?? hits.length })}
                    </span>
                  </ListBoxItem>
                ) : null}
              </ListBoxSection>
            ) : null}
          </ListBox>
        </Popover>
      </ComboBox>
    </I18nProvider>
  );
}
