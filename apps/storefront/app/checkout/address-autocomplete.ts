/**
 * Address autocomplete's numbers and endpoints (decision 260), shared by the street combobox and
 * the server's handler so both refuse the same inputs.
 */

/** POST { input, sessionToken, lang } → { data: { suggestions } } (server/address-autocomplete.ts). */
export const AUTOCOMPLETE_SUGGEST_PATH = '/api/address-autocomplete/suggest';
/** POST { placeId, sessionToken, lang } → { data: { address } }. */
export const AUTOCOMPLETE_DETAILS_PATH = '/api/address-autocomplete/details';

/** Suggestions from the third character on: fewer match half a country's streets. */
export const AUTOCOMPLETE_MIN_LENGTH = 3;
/** A street with its number is far shorter; longer input is refused, not sent to Google. */
export const AUTOCOMPLETE_MAX_LENGTH = 100;
/** As the search bar (001 §9): one call per pause in typing. */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;

/** Google's session token: URL-safe base64, at most 36 characters (a UUID fits). */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;

/** The attribution Google asks of predictions shown without a Google map (a name: not translated). */
export const GOOGLE_ATTRIBUTION = 'Google Maps';

export interface AddressSuggestionView {
  placeId: string;
  text: string;
  mainText: string;
  secondaryText: string;
}

/** The form's fields a picked suggestion fills. */
export interface AutocompletedAddress {
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The text as it is sent: trimmed, inner runs of white space as one space. */
export function normaliseStreetInput(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

export function isSuggestable(text: string): boolean {
  const input = normaliseStreetInput(text);
  return input.length >= AUTOCOMPLETE_MIN_LENGTH && input.length <= AUTOCOMPLETE_MAX_LENGTH;
}
