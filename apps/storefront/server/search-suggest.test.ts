/**
 * The suggest endpoint's refusals (the hits themselves, on a seeded catalog: e2e/search-bar.e2e.ts).
 * A store whose locale has no index answers 503, so a request that passes validation is told apart
 * from one that does not without any search engine.
 */
import { describe, expect, it } from 'vitest';
import { defaultDomainMap, resolveStore } from '../app/store/domain-map.ts';
import { createSuggestHandler } from './search-suggest.ts';

const handle = createSuggestHandler({
  storeOf: (request) => resolveStore(new URL(request.url).host, defaultDomainMap()),
  searchFor: () => null,
});

const ask = async (query: string, init?: RequestInit) => {
  const response = await handle(new Request(`http://be.localhost:3000/api/search/suggest${query}`, init));
  const body = (await response.json()) as { error?: { code: string; message: string } };
  return {
    status: response.status,
    message: body.error?.message ?? '',
    cache: response.headers.get('cache-control'),
  };
};

describe('GET /api/search/suggest', () => {
  it('refuses a missing, too short or too long query with 400 and a message', async () => {
    expect(await ask('')).toMatchObject({ status: 400, message: 'q is required', cache: 'no-store' });
    expect(await ask('?q=a')).toMatchObject({ status: 400, message: 'q must have at least 2 characters' });
    expect(await ask('?q=%20a%20%20')).toMatchObject({ status: 400 });
    expect(await ask(`?q=${'x'.repeat(101)}`)).toMatchObject({
      status: 400,
      message: 'q must have at most 100 characters',
    });
  });

  it('refuses a language the store does not have', async () => {
    expect(await ask('?q=drill&lang=de')).toMatchObject({
      status: 400,
      message: 'lang must be one of fr, nl',
    });
    expect(await ask('?q=drill&lang=french')).toMatchObject({
      status: 400,
      message: 'lang must be a two-letter language code',
    });
  });

  it('accepts 2 to 100 characters in a language of the store (503 here: no index in this test)', async () => {
    expect((await ask('?q=dr&lang=nl')).status).toBe(503);
    expect((await ask(`?q=${'x'.repeat(100)}`)).status).toBe(503);
  });

  it('answers only GET and HEAD', async () => {
    expect(await ask('?q=drill', { method: 'POST', body: '{}' })).toMatchObject({ status: 405 });
  });
});
