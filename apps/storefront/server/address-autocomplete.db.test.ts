/**
 * POST /api/address-autocomplete/{suggest,details} on real PostgreSQL with the simulator
 * (decision 260): suggestions and a pick's address in a store with the setting on; a 404 in a
 * store with it off, before anything is counted; a 400 with a message for bad input.
 */
import { createRateLimiter, poolOf } from '@toolyard/commerce';
import { createAddressAutocompleteSimulator } from '@toolyard/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertStores } from '../../../packages/commerce/src/orders/order.db-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../../packages/commerce/test/database.ts';
import type {} from '../../../packages/commerce/test/global-setup.ts';
import { storeOfCountry } from '../app/store/domain-map.ts';
import {
  AUTOCOMPLETE_DETAILS_PATH,
  AUTOCOMPLETE_SUGGEST_PATH,
  createAddressAutocompleteHandler,
} from './address-autocomplete.ts';

let database: TestDatabase;
let handle: ReturnType<typeof createAddressAutocompleteHandler>;
beforeAll(async () => {
  database = await createTestDatabase();
  // DE has autocomplete on (seeded from Google address validation); PT has it off (001 §5).
  await insertStores(database.db, ['DE', 'PT']);
  handle = createAddressAutocompleteHandler(createAddressAutocompleteSimulator(), {
    db: database.db,
    storeOf: (request) => storeOfCountry(request.headers.get('host')?.startsWith('pt.') ? 'PT' : 'DE'),
    rateLimiter: createRateLimiter({ pool: poolOf(database.db) }),
  });
});
afterAll(() => database?.destroy());

const TOKEN = '6f0e3a52-2b7c-4a0e-9d5b-0c1f7e2a9b44';
let nextIp = 1;
async function post(path: string, body: unknown, host = 'de.localhost:3000') {
  const response = await handle(
    new Request(`http://${host}${path}`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    `198.51.100.${nextIp++}`,
  );
  return { status: response.status, body: (await response.json()) as Answer };
}

interface Answer {
  data?: {
    suggestions?: { placeId: string; mainText: string }[];
    attribution?: string | null;
    address?: Record<string, string>;
  };
  error?: { code: string; message: string };
}

const counted = async () =>
  (
    await database.pool.query<{ n: number }>(
      "select count(*)::int as n from rate_limits where key like 'address-autocomplete%'",
    )
  ).rows[0]?.n ?? 0;

describe('address autocomplete endpoint', () => {
  it('suggests streets of the store’s country and answers a pick’s address in the form’s fields', async () => {
    const suggest = await post(AUTOCOMPLETE_SUGGEST_PATH, { input: 'Königs 7', sessionToken: TOKEN });
    expect(suggest.status).toBe(200);
    const suggestions = suggest.body.data?.suggestions ?? [];
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({ mainText: 'Königsallee 7' });
    // The simulator's suggestions are the shop's own: no vendor to name.
    expect(suggest.body.data?.attribution).toBeNull();
    const details = await post(AUTOCOMPLETE_DETAILS_PATH, {
      placeId: suggestions[0]?.placeId,
      sessionToken: TOKEN,
    });
    expect(details).toEqual({
      status: 200,
      body: {
        data: {
          address: {
            streetName: 'Königsallee',
            streetNumber: '7',
            postalCode: '40212',
            city: 'Düsseldorf',
            country: 'DE',
          },
        },
      },
    });
  });

  it('Google’s suggestions carry the attribution its terms ask for without a map', async () => {
    const simulator = createAddressAutocompleteSimulator();
    const google = createAddressAutocompleteHandler(
      { ...simulator, name: 'google' },
      {
        db: database.db,
        storeOf: () => storeOfCountry('DE'),
        rateLimiter: createRateLimiter({ pool: poolOf(database.db) }),
      },
    );
    const response = await google(
      new Request(`http://de.localhost:3000${AUTOCOMPLETE_SUGGEST_PATH}`, {
        method: 'POST',
        headers: { host: 'de.localhost:3000', 'content-type': 'application/json' },
        body: JSON.stringify({ input: 'Königs 7', sessionToken: TOKEN }),
      }),
      '198.51.100.250',
    );
    expect(((await response.json()) as Answer).data?.attribution).toBe('Google Maps');
  });

  it('is a 404 in a store with the setting off, and nothing is counted there', async () => {
    const before = await counted();
    const answer = await post(
      AUTOCOMPLETE_SUGGEST_PATH,
      { input: 'Rua Aug', sessionToken: TOKEN },
      'pt.localhost:3000',
    );
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'address-autocomplete-off' } } });
    expect(await counted()).toBe(before);
  });

  it('bad input is a 400 with a message', async () => {
    const short = await post(AUTOCOMPLETE_SUGGEST_PATH, { input: '  ab ', sessionToken: TOKEN });
    expect(short.status).toBe(400);
    expect(short.body.error?.message).toContain('at least 3 characters');
    const long = await post(AUTOCOMPLETE_SUGGEST_PATH, { input: 'a'.repeat(101), sessionToken: TOKEN });
    expect(long.body.error?.message).toContain('at most 100 characters');
    const token = await post(AUTOCOMPLETE_SUGGEST_PATH, { input: 'Haupt', sessionToken: 'a b' });
    expect(token).toMatchObject({ status: 400, body: { error: { code: 'invalid-input' } } });
    const place = await post(AUTOCOMPLETE_DETAILS_PATH, { placeId: '../etc', sessionToken: TOKEN });
    expect(place.body.error?.message).toContain('placeId');
    const language = await post(AUTOCOMPLETE_SUGGEST_PATH, {
      input: 'Haupt',
      sessionToken: TOKEN,
      lang: 'fr',
    });
    expect(language.body.error?.message).toContain('lang must be one of de');
    expect((await post(AUTOCOMPLETE_SUGGEST_PATH, '{not json')).status).toBe(400);
  });

  it('a place id no suggestion gave is a 404, not an address', async () => {
    const answer = await post(AUTOCOMPLETE_DETAILS_PATH, { placeId: 'sim_bm9wZQ', sessionToken: TOKEN });
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'place-not-found' } } });
  });

  it('refuses other sites and other methods as the JSON API does', async () => {
    const crossSite = await handle(
      new Request(`http://de.localhost:3000${AUTOCOMPLETE_SUGGEST_PATH}`, {
        method: 'POST',
        headers: {
          host: 'de.localhost:3000',
          'content-type': 'application/json',
          origin: 'https://evil.example',
        },
        body: JSON.stringify({ input: 'Haupt', sessionToken: TOKEN }),
      }),
      '203.0.113.9',
    );
    expect(crossSite.status).toBe(403);
    const get = await handle(
      new Request(`http://de.localhost:3000${AUTOCOMPLETE_SUGGEST_PATH}?input=Haupt`, {
        headers: { host: 'de.localhost:3000' },
      }),
      '203.0.113.9',
    );
    expect(get.status).toBe(405);
  });
});
