/**
 * The street field with address suggestions (000 §1 "autocomplete of addresses"; decision 260): a
 * React Aria ComboBox as the search bar's (decision 108), so the input is an ARIA 1.2 combobox and
 * the active suggestion is announced through aria-activedescendant.
 *
 * - Server-rendered it is the plain street input with the same name and id: without JavaScript the
 *   form posts as before, and typing by hand always works (the combobox allows any value).
 * - From the third character, 300 ms after the last keystroke, the store's suggestions are asked
 *   for (a newer request aborts the older one); only while the field has the focus, so the
 *   browser's own autofill does not open a list in a field nobody is in.
 * - Picking one (arrows and Enter, or a click) asks for the place's address and fills street, house
 *   number, postal code and city; a status line says what was filled. A suggestion without a house
 *   number moves the focus to the house number field.
 * - Address validation is unchanged: it runs when the form is submitted.
 */
import { type RefObject, useCallback, useContext, useEffect, useRef, useState } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  I18nProvider,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from 'react-aria-components';
import type { FormAnswer } from '../account/forms.ts';
import { useDebouncedSuggestions } from '../components/use-debounced-suggestions.ts';
import { useT } from '../i18n/index.ts';
import { useRootData } from '../shell/root-data.ts';
import {
  type AddressSuggestionView,
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_DETAILS_PATH,
  AUTOCOMPLETE_MAX_LENGTH,
  AUTOCOMPLETE_SUGGEST_PATH,
  type AutocompletedAddress,
  isSuggestable,
  normaliseStreetInput,
} from './address-autocomplete.ts';

type ComboState = NonNullable<React.ContextType<typeof ComboBoxStateContext>>;

/** Opens the list once suggestions arrived (after the keystroke that asked) and the collection has them. */
function OpenWhenReady(props: {
  stateRef: RefObject<ComboState | null>;
  openRef: RefObject<boolean>;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const state = useContext(ComboBoxStateContext);
  props.stateRef.current = state;
  useEffect(() => {
    if (!props.openRef.current || !state) return;
    // open() does nothing while the collection is still empty: asked again next render.
    if (state.isOpen) props.openRef.current = false;
    else if (document.activeElement === props.inputRef.current) state.open(null, 'manual');
  });
  return null;
}

async function postJson<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(path, {
    method: 'POST',
    signal,
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) return null;
  return ((await response.json()) as { data: T }).data;
}

/** A new session per address being typed: Google bills its suggestions and the pick together. */
function newSessionToken(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Math.random().toString(36).slice(2) + Date.now().toString(36);
}

interface StreetSuggestions {
  input: string;
  suggestions: AddressSuggestionView[];
  attribution: string | null;
}

/** The store's suggestions for what is typed, in the address's Google session (started here). */
async function fetchSuggestions(
  value: string,
  language: string,
  session: RefObject<string | null>,
  signal: AbortSignal,
): Promise<StreetSuggestions> {
  const input = normaliseStreetInput(value);
  session.current ??= newSessionToken();
  const data = await postJson<{ suggestions: AddressSuggestionView[]; attribution?: string | null }>(
    AUTOCOMPLETE_SUGGEST_PATH,
    { input, sessionToken: session.current, lang: language },
    signal,
  );
  return { input, suggestions: data?.suggestions ?? [], attribution: data?.attribution ?? null };
}

/** Sets an uncontrolled sibling field of the form (house number, postal code, city). */
function setField(form: HTMLFormElement | null | undefined, name: string, value: string) {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLInputElement && value !== '') field.value = value;
}

export function StreetCombobox(props: {
  /** The posted name and id, e.g. "billing-streetName". */
  name: string;
  /** Posted names of the fields a pick fills. */
  fill: { streetNumber: string; postalCode: string; city: string };
  label: string;
  autoComplete: string;
  answer: FormAnswer | undefined;
  defaultValue: string;
}) {
  const t = useT();
  const root = useRootData();
  const language = root?.language ?? 'en';
  const error = props.answer?.fieldErrors[props.name];
  const initial = props.answer?.values[props.name] ?? props.defaultValue;
  const [value, setValue] = useState(initial);
  const [focused, setFocused] = useState(false);
  // The value was put there by a pick, not typed: no suggestions until the next keystroke.
  const [quiet, setQuiet] = useState(false);
  const [filled, setFilled] = useState('');
  const session = useRef<string | null>(null);
  const stateRef = useRef<ComboState | null>(null);
  const openRef = useRef(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const asked = focused && !quiet ? value : '';
  const suggestionsFor = useCallback(
    (typed: string, signal: AbortSignal) => fetchSuggestions(typed, language, session, signal),
    [language],
  );
  const result = useDebouncedSuggestions(
    asked,
    isSuggestable(asked),
    suggestionsFor,
    AUTOCOMPLETE_DEBOUNCE_MS,
  );
  const suggestions = result && isSuggestable(value) && !quiet ? result.suggestions : [];

  // A new answer re-posted by the server (a refused submit) shows what was posted.
  useEffect(() => setValue(initial), [initial]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list re-opens even when as long as before
  useEffect(() => {
    openRef.current = suggestions.length > 0;
    const state = stateRef.current;
    if (openRef.current && state && !state.isOpen && document.activeElement === inputRef.current) {
      state.open(null, 'manual');
    }
  }, [suggestions.length, result]);

  const pick = async (suggestion: AddressSuggestionView) => {
    openRef.current = false;
    stateRef.current?.close();
    setQuiet(true);
    setValue(suggestion.mainText);
    const sessionToken = session.current ?? newSessionToken();
    // The details call ends Google's session: the next address typed starts a new one.
    session.current = null;
    const address = await postJson<{ address: AutocompletedAddress }>(AUTOCOMPLETE_DETAILS_PATH, {
      placeId: suggestion.placeId,
      sessionToken,
      lang: language,
    }).catch(() => null);
    if (!address?.address.streetName) return;
    const { streetName, streetNumber, postalCode, city } = address.address;
    const form = inputRef.current?.form;
    setValue(streetName);
    setField(form, props.fill.streetNumber, streetNumber);
    setField(form, props.fill.postalCode, postalCode);
    setField(form, props.fill.city, city);
    setFilled(
      t('checkout-steps.address-filled', {
        address: [`${streetName} ${streetNumber}`.trim(), `${postalCode} ${city}`.trim()].join(', '),
      }),
    );
    const number = form?.elements.namedItem(props.fill.streetNumber);
    if (!streetNumber && number instanceof HTMLInputElement && number.value === '') number.focus();
  };

  const onSelectionChange = (key: Key | null) => {
    const suggestion = suggestions.find((candidate) => candidate.placeId === key);
    if (suggestion) void pick(suggestion);
  };

  const errorId = `${props.name}-error`;
  return (
    <div className={error ? 'account-field account-field--error' : 'account-field'}>
      <I18nProvider locale={root?.tag ?? language}>
        <ComboBox
          id={props.name}
          name={props.name}
          className="street-combobox"
          inputValue={value}
          onInputChange={(typed) => {
            // React Aria echoes a pick's text back: that is no keystroke.
            if (quiet && typed === value) return;
            setQuiet(false);
            setFilled('');
            setValue(typed);
          }}
          selectedKey={null}
          onSelectionChange={onSelectionChange}
          allowsCustomValue
          menuTrigger="input"
          // The suggestions are the service's choice; React Aria must not filter them again.
          defaultFilter={() => true}
          isInvalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        >
          <OpenWhenReady stateRef={stateRef} openRef={openRef} inputRef={inputRef} />
          <Label>{props.label}</Label>
          <Input
            ref={inputRef}
            autoComplete={props.autoComplete}
            maxLength={AUTOCOMPLETE_MAX_LENGTH}
            aria-required
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
          />
          <Popover className="combobox-popover street-combobox__popover" offset={4}>
            <ListBox className="combobox-list">
              {suggestions.map((suggestion) => (
                <ListBoxItem
                  key={suggestion.placeId}
                  id={suggestion.placeId}
                  textValue={suggestion.text}
                  className="combobox-option street-combobox__option"
                >
                  <span className="street-combobox__main">{suggestion.mainText}</span>
                  <span className="street-combobox__secondary">{suggestion.secondaryText}</span>
                </ListBoxItem>
              ))}
            </ListBox>
            {result?.attribution ? (
              <p className="street-combobox__attribution">{result.attribution}</p>
            ) : null}
          </Popover>
        </ComboBox>
      </I18nProvider>
      {error ? (
        <p id={errorId} className="account-field__error">
          {t(error)}
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {filled}
      </p>
    </div>
  );
}
