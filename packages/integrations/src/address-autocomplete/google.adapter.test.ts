/**
 * Google Places API (New) contract for address autocomplete, against a fake at the network layer:
 * places:autocomplete and places/{id} shapes, the key in a header, the session token on both calls;
 * the city rule of 001 §5; and the simulator answering the same shapes from its gazetteer.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type FakeVendor,
  type RecordedRequest,
  startFakeVendor,
} from '../testing/fake-vendor.ts';
import { AddressAutocompleteError, cityFromComponents } from './address-autocomplete.port.ts';
import { createAddressAutocompleteSimulator } from './address-autocomplete.simulator.ts';
import { createGooglePlacesAutocomplete } from './google.adapter.ts';

let vendor: FakeVendor | null = null;
afterEach(async () => {
  await vendor?.close();
  vendor = null;
});

async function adapterAgainst(answer: (request: RecordedRequest) => FakeAnswer) {
  vendor = await startFakeVendor(answer);
  return createGooglePlacesAutocomplete({ apiKey: 'test-key-123', baseUrl: vendor.baseUrl });
}

const ctx = () => ({ language: 'de', signal: AbortSignal.timeout(5_000) });
const TOKEN = '0b6f1c1e-7a52-4d7e-9a0c-3f1d2b9e4c11';

/** An autocomplete answer as Google documents it (a place and a query prediction). */
const AUTOCOMPLETE_ANSWER = {
  suggestions: [
    {
      placePrediction: {
        place: 'places/ChIJ2WrMN9MDDUsRpY9Doiq3aJk',
        placeId: 'ChIJ2WrMN9MDDUsRpY9Doiq3aJk',
        text: {
          text: 'Hauptstraße 12, 10115 Berlin, Deutschland',
          matches: [{ endOffset: 5 }],
        },
        structuredFormat: {
          mainText: { text: 'Hauptstraße 12', matches: [{ endOffset: 5 }] },
          secondaryText: { text: '10115 Berlin, Deutschland' },
        },
        types: ['street_address', 'geocode'],
      },
    },
    { queryPrediction: { text: { text: 'Hauptstraße Berlin' } } },
  ],
};

/** A Place with addressComponents only (what the field mask asks for). */
const PLACE_ANSWER = {
  addressComponents: [
    { longText: '12', shortText: '12', types: ['street_number'], languageCode: 'de' },
    { longText: 'Hauptstraße', shortText: 'Hauptstraße', types: ['route'], languageCode: 'de' },
    { longText: 'Mitte', shortText: 'Mitte', types: ['sublocality_level_1', 'sublocality', 'political'] },
    { longText: 'Berlin', shortText: 'Berlin', types: ['locality', 'political'], languageCode: 'de' },
    { longText: 'Berlin', shortText: 'BE', types: ['administrative_area_level_1', 'political'] },
    { longText: 'Deutschland', shortText: 'DE', types: ['country', 'political'], languageCode: 'de' },
    { longText: '10115', shortText: '10115', types: ['postal_code'] },
  ],
};

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

describe('Google Places (New) adapter', () => {
  it('POSTs places:autocomplete with the key in X-Goog-Api-Key and reads the place predictions', async () => {
    const adapter = await adapterAgainst(() => json(200, AUTOCOMPLETE_ANSWER));
    const found = await adapter.suggest(ctx(), { input: 'Haupt 12', country: 'DE', sessionToken: TOKEN });
    const sent = vendor!.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/places:autocomplete');
    expect(sent.headers['x-goog-api-key']).toBe('test-key-123');
    expect(JSON.parse(sent.body)).toEqual({
      input: 'Haupt 12',
      includedRegionCodes: ['de'],
      languageCode: 'de',
      sessionToken: TOKEN,
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise', 'route'],
    });
    // The query prediction cannot fill a form and is left out.
    expect(found).toEqual([
      {
        placeId: 'ChIJ2WrMN9MDDUsRpY9Doiq3aJk',
        text: 'Hauptstraße 12, 10115 Berlin, Deutschland',
        mainText: 'Hauptstraße 12',
        secondaryText: '10115 Berlin, Deutschland',
      },
    ]);
  });

  it('an answer without suggestions is an empty list', async () => {
    const adapter = await adapterAgainst(() => json(200, {}));
    expect(await adapter.suggest(ctx(), { input: 'Xyzz', country: 'DE', sessionToken: TOKEN })).toEqual([]);
  });

  it('GETs places/{id} with the field mask and the session token and fills our fields', async () => {
    const adapter = await adapterAgainst(() => json(200, PLACE_ANSWER));
    const address = await adapter.details(ctx(), {
      placeId: 'ChIJ2WrMN9MDDUsRpY9Doiq3aJk',
      sessionToken: TOKEN,
    });
    const sent = vendor!.requests[0]!;
    expect(sent.method).toBe('GET');
    const url = new URL(sent.url, 'http://fake');
    expect(url.pathname).toBe('/v1/places/ChIJ2WrMN9MDDUsRpY9Doiq3aJk');
    expect(url.searchParams.get('sessionToken')).toBe(TOKEN);
    expect(url.searchParams.get('languageCode')).toBe('de');
    expect(sent.url).not.toContain('test-key-123');
    expect(sent.headers['x-goog-api-key']).toBe('test-key-123');
    expect(sent.headers['x-goog-fieldmask']).toBe('addressComponents');
    expect(address).toEqual({
      streetName: 'Hauptstraße',
      streetNumber: '12',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
    });
  });

  it('an unknown place is null; an HTTP error or an odd body is an error', async () => {
    const missing = await adapterAgainst(() =>
      json(404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } }),
    );
    expect(await missing.details(ctx(), { placeId: 'ChIJnope', sessionToken: TOKEN })).toBeNull();
    await vendor?.close();
    const refused = await adapterAgainst(() =>
      json(403, { error: { code: 403, message: 'API key not valid.', status: 'PERMISSION_DENIED' } }),
    );
    await expect(
      refused.suggest(ctx(), { input: 'Haupt', country: 'DE', sessionToken: TOKEN }),
    ).rejects.toBeInstanceOf(AddressAutocompleteError);
    await vendor?.close();
    const odd = await adapterAgainst(() => json(200, { suggestions: 'none' }));
    await expect(
      odd.suggest(ctx(), { input: 'Haupt', country: 'DE', sessionToken: TOKEN }),
    ).rejects.toBeInstanceOf(AddressAutocompleteError);
  });

  it('stops when the caller’s signal aborts (a service that never answers)', async () => {
    const adapter = await adapterAgainst(() => 'hang');
    await expect(
      adapter.suggest(
        { language: 'de', signal: AbortSignal.timeout(200) },
        { input: 'Haupt', country: 'DE', sessionToken: TOKEN },
      ),
    ).rejects.toThrow();
  });
});

describe('the city field (001 §5)', () => {
  const bratislava = [
    { longText: 'Staré Mesto', types: ['sublocality_level_1', 'sublocality'] },
    { longText: 'Bratislava', types: ['locality'] },
    { longText: 'okres Bratislava I', types: ['administrative_area_level_2'] },
    { longText: 'Bratislavský kraj', types: ['administrative_area_level_1'] },
  ];

  it('SK reads sublocality_level_1, then administrative_area_level_2, before any locality', () => {
    expect(cityFromComponents('SK', bratislava)).toBe('Staré Mesto');
    expect(cityFromComponents('SK', bratislava.slice(1))).toBe('okres Bratislava I');
  });

  it('DE reads postal_town, then locality, then administrative_area_level_1', () => {
    expect(cityFromComponents('DE', PLACE_ANSWER.addressComponents)).toBe('Berlin');
    expect(
      cityFromComponents('DE', [
        { longText: 'Mitte', types: ['sublocality_level_1'] },
        { longText: 'Bayern', types: ['administrative_area_level_1'] },
      ]),
    ).toBe('Bayern');
  });
});

describe('simulator', () => {
  const simulator = createAddressAutocompleteSimulator();

  it('suggests gazetteer streets of the country with the typed number, and fills the form from one', async () => {
    const found = await simulator.suggest(ctx(), {
      input: 'hauptstr 12',
      country: 'DE',
      sessionToken: TOKEN,
    });
    expect(found.map((suggestion) => suggestion.text)).toEqual([
      // The country in the page's language, as Google names it.
      'Hauptstraße 12, 10115 Berlin, Deutschland',
      'Hauptstraße 12, 69117 Heidelberg, Deutschland',
    ]);
    expect(await simulator.details(ctx(), { placeId: found[0]!.placeId, sessionToken: TOKEN })).toEqual({
      streetName: 'Hauptstraße',
      streetNumber: '12',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
    });
    expect(await simulator.suggest(ctx(), { input: 'Obch', country: 'AT', sessionToken: TOKEN })).toEqual([]);
  });

  it('answers SK and CZ places by their city fields, and a made-up id is no place', async () => {
    const [praha] = await simulator.suggest(ctx(), {
      input: 'Vaclavske 1',
      country: 'CZ',
      sessionToken: TOKEN,
    });
    expect(await simulator.details(ctx(), { placeId: praha!.placeId, sessionToken: TOKEN })).toMatchObject({
      streetName: 'Václavské náměstí',
      city: 'Praha 1',
      postalCode: '110 00',
    });
    expect(await simulator.details(ctx(), { placeId: 'sim_bm9wZQ', sessionToken: TOKEN })).toBeNull();
  });
});
