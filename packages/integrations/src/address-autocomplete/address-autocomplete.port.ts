/**
 * Address autocomplete at checkout (spec 000 §1 "autocomplete of addresses", a store setting; 001 §5
 * "Address autocomplete fields"): one port in the shapes of Google's Places API (New) — suggestions
 * for what is typed (places:autocomplete), then one place's address components (places/{id}),
 * read into the form's fields. The Google adapter asks Google; the simulator answers the same
 * shapes from a small local gazetteer (the default, as for address validation: decision 163).
 */
import { addressAutocompleteFields, type CountryCode, normalizeCountryCode } from '@toolyard/domain';
import type { WireResponse } from '../vat/vat-service.port.ts';

export const ADDRESS_AUTOCOMPLETE_SERVICES = ['off', 'simulator', 'google'] as const;
export type AddressAutocompleteServiceName = (typeof ADDRESS_AUTOCOMPLETE_SERVICES)[number];

/** The request's side of a call: the page's language and the caller's time limit. */
export interface AutocompleteContext {
  /** BCP 47 language of the page, e.g. "de" (Google's languageCode). */
  language: string;
  /** Must stop the call (reject) when it aborts. */
  signal: AbortSignal;
}

export interface SuggestInput {
  /** What the customer typed in the street field (at least a few characters; the endpoint bounds it). */
  input: string;
  /** ISO 3166-1 alpha-2 of the store; suggestions are limited to it (includedRegionCodes). */
  country: string;
  /** One per address being typed: Google bills the suggestions and the one details call together. */
  sessionToken: string;
}

/** One of `suggestions[].placePrediction`, as the list shows it. */
export interface AddressSuggestion {
  placeId: string;
  /** The whole line, e.g. "Hauptstraße 12, 10115 Berlin, Deutschland". */
  text: string;
  /** structuredFormat.mainText, e.g. "Hauptstraße 12". */
  mainText: string;
  /** structuredFormat.secondaryText, e.g. "10115 Berlin, Deutschland". */
  secondaryText: string;
}

export interface DetailsInput {
  placeId: string;
  sessionToken: string;
}

/** A place's address in the form's own fields; what the place does not name is ''. */
export interface SuggestedAddress {
  streetName: string;
  streetNumber: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 ('' when the place names no country). */
  country: string;
}

/** One of a Place's `addressComponents` (Places API New). */
export interface PlaceAddressComponent {
  longText?: string;
  shortText?: string;
  types?: string[];
  languageCode?: string;
}

export class AddressAutocompleteError extends Error {
  constructor(
    message: string,
    readonly response: WireResponse | null = null,
  ) {
    super(message);
    this.name = 'AddressAutocompleteError';
  }
}

export interface AddressAutocompletePort {
  readonly name: Exclude<AddressAutocompleteServiceName, 'off'>;
  suggest(ctx: AutocompleteContext, input: SuggestInput): Promise<AddressSuggestion[]>;
  /** The place's address, or null when the service knows no such place (a stale or forged id). */
  details(ctx: AutocompleteContext, input: DetailsInput): Promise<SuggestedAddress | null>;
}

const textOf = (component: PlaceAddressComponent | undefined, short = false): string =>
  ((short ? (component?.shortText ?? component?.longText) : component?.longText) ?? '').trim();

function componentOf(components: readonly PlaceAddressComponent[], type: string) {
  return components.find((component) => component.types?.includes(type));
}

/**
 * 001 §5: the city is the first of the country's autocomplete fields the place has (postal_town,
 * sublocality_level_1, administrative_area_level_2 in SK and CZ; postal_town, locality,
 * administrative_area_level_1 elsewhere). A place with none of them falls back to its locality,
 * so a village in SK that Google files only under a locality still fills the field.
 */
export function cityFromComponents(country: string, components: readonly PlaceAddressComponent[]): string {
  const code = normalizeCountryCode(country);
  const fields = code ? addressAutocompleteFields(code as CountryCode) : ['postal_town', 'locality'];
  for (const type of fields) {
    const text = textOf(componentOf(components, type));
    if (text) return text;
  }
  return textOf(componentOf(components, 'locality'));
}

/**
 * The form's fields from a place's components. In CZ and SK a house has a descriptive number
 * (premise, "číslo popisné") and an orientation number (street_number): the form takes both as
 * "1234/5", as they are written on letters there.
 */
export function addressFromComponents(
  components: readonly PlaceAddressComponent[],
  fallbackCountry: string,
): SuggestedAddress {
  const country = (textOf(componentOf(components, 'country'), true) || fallbackCountry).toUpperCase();
  const number = textOf(componentOf(components, 'street_number'));
  const premise = textOf(componentOf(components, 'premise'));
  const twoNumbers = (country === 'CZ' || country === 'SK') && premise !== '' && /^\d+$/.test(premise);
  return {
    streetName: textOf(componentOf(components, 'route')),
    streetNumber: twoNumbers ? (number ? `${premise}/${number}` : premise) : number,
    postalCode: textOf(componentOf(components, 'postal_code')),
    city: cityFromComponents(country, components),
    country,
  };
}

/** Reads `suggestions[].placePrediction` of a places:autocomplete answer; throws on another shape. */
export function readSuggestions(body: unknown): AddressSuggestion[] {
  if (!body || typeof body !== 'object') throw new AddressAutocompleteError('The answer is not JSON');
  const suggestions = (body as { suggestions?: unknown }).suggestions;
  // Google leaves `suggestions` out when nothing matches.
  if (suggestions === undefined) return [];
  if (!Array.isArray(suggestions)) throw new AddressAutocompleteError('suggestions is not a list');
  const found: AddressSuggestion[] = [];
  for (const suggestion of suggestions) {
    const prediction = (suggestion as { placePrediction?: Record<string, unknown> } | null)?.placePrediction;
    const placeId = prediction?.placeId;
    // Query predictions (no placeId) cannot fill a form.
    if (!prediction || typeof placeId !== 'string' || placeId === '') continue;
    const formatted = prediction.structuredFormat as
      | { mainText?: { text?: string }; secondaryText?: { text?: string } }
      | undefined;
    const text = (prediction.text as { text?: string } | undefined)?.text ?? '';
    found.push({
      placeId,
      text,
      mainText: formatted?.mainText?.text ?? text,
      secondaryText: formatted?.secondaryText?.text ?? '',
    });
  }
  return found;
}

/** Reads a Place's `addressComponents`; throws when the answer is not a Place. */
export function readAddressComponents(body: unknown): PlaceAddressComponent[] {
  if (!body || typeof body !== 'object') throw new AddressAutocompleteError('The answer is not JSON');
  const components = (body as { addressComponents?: unknown }).addressComponents;
  if (components === undefined) return [];
  if (!Array.isArray(components)) throw new AddressAutocompleteError('addressComponents is not a list');
  return components.filter(
    (component): component is PlaceAddressComponent => !!component && typeof component === 'object',
  );
}
