/**
 * Google Places API (New) adapter for address autocomplete:
 * - POST {base}/v1/places:autocomplete with { input, includedRegionCodes, languageCode, sessionToken,
 *   includedPrimaryTypes } → suggestions[].placePrediction { placeId, text, structuredFormat };
 * - GET {base}/v1/places/{placeId}?sessionToken=…&languageCode=… with X-Goog-FieldMask:
 *   addressComponents → addressComponents[] { longText, shortText, types }.
 * The key travels in the X-Goog-Api-Key header, never in a URL (URLs end up in logs).
 */
import { parseJson, type WireResponse } from '../vat/vat-service.port.ts';
import {
  AddressAutocompleteError,
  type AddressAutocompletePort,
  addressFromComponents,
  readAddressComponents,
  readSuggestions,
} from './address-autocomplete.port.ts';

export const GOOGLE_PLACES_URL = 'https://places.googleapis.com';

/**
 * Addresses only, no shops or sights (up to 5 primary types): a street typed without a number is a
 * route; with one, a street_address or premise.
 */
export const ADDRESS_PRIMARY_TYPES = ['street_address', 'premise', 'subpremise', 'route'] as const;

async function send(
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: unknown },
  signal: AbortSignal,
): Promise<WireResponse> {
  const response = await fetch(url, {
    method: init.method,
    signal,
    headers: { accept: 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: await response.text() };
}

export function createGooglePlacesAutocomplete(options: {
  apiKey: string;
  baseUrl?: string;
}): AddressAutocompletePort {
  const base = (options.baseUrl ?? GOOGLE_PLACES_URL).replace(/\/+$/, '');
  const key = { 'x-goog-api-key': options.apiKey };
  return {
    name: 'google',
    async suggest(ctx, input) {
      const body = {
        input: input.input,
        includedRegionCodes: [input.country.toLowerCase()],
        languageCode: ctx.language,
        sessionToken: input.sessionToken,
        includedPrimaryTypes: [...ADDRESS_PRIMARY_TYPES],
      };
      const response = await send(
        `${base}/v1/places:autocomplete`,
        { method: 'POST', headers: { ...key, 'content-type': 'application/json' }, body },
        ctx.signal,
      );
      if (response.status !== 200) {
        throw new AddressAutocompleteError(`Places autocomplete answered HTTP ${response.status}`, response);
      }
      return readSuggestions(parseJson(response.body));
    },
    async details(ctx, input) {
      const query = new URLSearchParams({ sessionToken: input.sessionToken, languageCode: ctx.language });
      const response = await send(
        `${base}/v1/places/${encodeURIComponent(input.placeId)}?${query}`,
        { method: 'GET', headers: { ...key, 'x-goog-fieldmask': 'addressComponents' } },
        ctx.signal,
      );
      // An id Google does not know (stale, or made up by the caller) is no place, not an outage.
      if (response.status === 404) return null;
      if (response.status !== 200) {
        throw new AddressAutocompleteError(`Place details answered HTTP ${response.status}`, response);
      }
      const components = readAddressComponents(parseJson(response.body));
      if (components.length === 0) return null;
      return addressFromComponents(components, '');
    },
  };
}
