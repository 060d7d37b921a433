/**
 * The address autocomplete simulator (the default, as for address validation: decision 163):
 * suggestions from the local gazetteer in Google's shapes, so the checkout's combobox can be used
 * and tested without a key. What is typed is read as "<street> <number>": streets whose name (or
 * one of its words) starts with the street part match, accents and case aside; a typed number is
 * kept as the house number. Details answer Google-like address components, read by the same rule
 * as Google's (addressFromComponents), so the country's city fields (001 §5) apply here too.
 */
import { COUNTRIES, type CountryCode, normalizeCountryCode } from '@toolyard/domain';
import {
  type AddressAutocompletePort,
  type AddressSuggestion,
  addressFromComponents,
  type PlaceAddressComponent,
} from './address-autocomplete.port.ts';
import { GAZETTEER, type GazetteerStreet } from './gazetteer.ts';

/** Google answers at most five suggestions; so does the simulator. */
export const MAX_SUGGESTIONS = 5;
const ID_PREFIX = 'sim_';

/** Lower case without accents ("Hauptstraße" → "hauptstrasse"), for matching only. */
export function foldForMatch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "Hauptstraße 12a" → street "Hauptstraße", number "12a"; a trailing token with a digit is the number. */
export function splitStreetInput(input: string): { street: string; number: string } {
  const match = /^(.*?\D)[\s,]+(\d[\w/-]*)$/u.exec(input.trim());
  return match
    ? { street: (match[1] ?? '').trim(), number: match[2] ?? '' }
    : { street: input.trim(), number: '' };
}

function matches(entry: GazetteerStreet, query: string): boolean {
  const name = foldForMatch(entry.street);
  return name.startsWith(query) || name.split(' ').some((word) => word.startsWith(query));
}

const encodeId = (country: string, index: number, number: string) =>
  ID_PREFIX + Buffer.from(JSON.stringify([country, index, number]), 'utf8').toString('base64url');

function decodeId(placeId: string): { country: CountryCode; entry: GazetteerStreet; number: string } | null {
  if (!placeId.startsWith(ID_PREFIX)) return null;
  try {
    const decoded = JSON.parse(Buffer.from(placeId.slice(ID_PREFIX.length), 'base64url').toString('utf8'));
    if (!Array.isArray(decoded) || decoded.length !== 3) return null;
    const [country, index, number] = decoded as [unknown, unknown, unknown];
    const code = typeof country === 'string' ? normalizeCountryCode(country) : null;
    const entry = code && typeof index === 'number' ? GAZETTEER[code][index] : undefined;
    if (!code || !entry || typeof number !== 'string' || number.length > 20) return null;
    return { country: code, entry, number };
  } catch {
    return null;
  }
}

/** The secondary line as a letter in that country writes it ("10115 Berlin"; in GB and IE the city first). */
function placeLine(country: CountryCode, entry: GazetteerStreet): string {
  const town = entry.district ?? entry.city;
  return country === 'GB' || country === 'IE' ? `${town} ${entry.postalCode}` : `${entry.postalCode} ${town}`;
}

/** What Google would plausibly answer for such a place (the city under several types, as Google does). */
function componentsOf(country: CountryCode, entry: GazetteerStreet, number: string): PlaceAddressComponent[] {
  const parts: PlaceAddressComponent[] = [
    ...(number ? [{ longText: number, shortText: number, types: ['street_number'] }] : []),
    { longText: entry.street, shortText: entry.street, types: ['route'] },
    ...(entry.district
      ? [
          {
            longText: entry.district,
            shortText: entry.district,
            types: ['sublocality_level_1', 'sublocality'],
          },
        ]
      : []),
    { longText: entry.city, shortText: entry.city, types: ['locality', 'political'] },
  ];
  if (country === 'GB') parts.push({ longText: entry.city, shortText: entry.city, types: ['postal_town'] });
  // SK and CZ districts (okres) carry the town's name: the field those countries read the city from.
  if (country === 'SK' || country === 'CZ') {
    parts.push({ longText: entry.city, shortText: entry.city, types: ['administrative_area_level_2'] });
  }
  parts.push(
    { longText: entry.postalCode, shortText: entry.postalCode, types: ['postal_code'] },
    { longText: COUNTRIES[country].label, shortText: country, types: ['country', 'political'] },
  );
  return parts;
}

/** The country as Google names it in the page's language (Deutschland on a German page). */
function countryNameIn(language: string, country: CountryCode): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? COUNTRIES[country].label;
  } catch {
    return COUNTRIES[country].label;
  }
}

export function createAddressAutocompleteSimulator(): AddressAutocompletePort {
  return {
    name: 'simulator',
    async suggest(ctx, input) {
      ctx.signal.throwIfAborted();
      const country = normalizeCountryCode(input.country);
      if (!country) return [];
      const { street, number } = splitStreetInput(input.input);
      const query = foldForMatch(street);
      if (query === '') return [];
      const found: AddressSuggestion[] = [];
      GAZETTEER[country].forEach((entry, index) => {
        if (found.length >= MAX_SUGGESTIONS || !matches(entry, query)) return;
        const mainText = number ? `${entry.street} ${number}` : entry.street;
        const secondaryText = `${placeLine(country, entry)}, ${countryNameIn(ctx.language, country)}`;
        found.push({
          placeId: encodeId(country, index, number),
          text: `${mainText}, ${secondaryText}`,
          mainText,
          secondaryText,
        });
      });
      return found;
    },
    async details(ctx, input) {
      ctx.signal.throwIfAborted();
      const place = decodeId(input.placeId);
      if (!place) return null;
      return addressFromComponents(componentsOf(place.country, place.entry, place.number), place.country);
    },
  };
}
