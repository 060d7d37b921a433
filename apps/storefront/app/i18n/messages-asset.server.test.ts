import { beforeEach, describe, expect, it } from 'vitest';
import { loader } from '../root.tsx';
import type { ShellContext } from '../shell/context.ts';
import { rootMessages } from '../shell/root-data.ts';
import { storeOfCountry } from '../store/domain-map.ts';
import { CLIENT_KEYS, clientKeyMatcher } from './client-keys.ts';
import { clearMessageCache, loadMessages } from './load.ts';
import { messagesAssetOf, messagesAssetResponse } from './messages-asset.server.ts';

const ORIGIN = 'http://de.localhost:3000';
const get = (path: string, method = 'GET') =>
  messagesAssetResponse(new Request(`${ORIGIN}${path}`, { method }));

/** The module's default export, evaluated as the browser would (an ES module). */
async function evaluate(source: string): Promise<Record<string, string>> {
  const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
    default: Record<string, string>;
  };
  return module.default;
}

async function rootData(country: 'DE' | 'CH', locale: string, language: string) {
  const shell = {
    store: storeOfCountry(country),
    locale,
    language,
    prefix: null,
    routeKey: 'home',
    origin: ORIGIN,
    origins: {},
    customerId: null,
    appVersion: '0.0.0',
    catalog: null,
    content: null,
    newsletter: null,
    cartItemCount: null,
    testRoutes: false,
  } as unknown as ShellContext;
  const args = { request: new Request(`${ORIGIN}/`), params: {}, context: { shell } };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

beforeEach(() => clearMessageCache());

describe('browser messages module GET /i18n/<locale>.<hash>.js (decision 210)', () => {
  it('answers the locale’s browser messages as an ES module, immutable for a year', async () => {
    const { url } = await messagesAssetOf('de-ch');
    expect(url).toMatch(/^\/i18n\/de-ch\.[0-9a-f]{16}\.js$/);
    const response = await get(url);
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const messages = await evaluate((await response?.text()) ?? '');
    const catalog = await loadMessages('de-CH');
    const isClientKey = clientKeyMatcher(CLIENT_KEYS);
    const clientKeys = Object.keys(catalog).filter(isClientKey);
    expect(Object.keys(messages).sort()).toEqual(clientKeys.sort());
    // Swiss German: the variant's own override is in (no ß).
    expect(messages['form.street']).toBe('Strasse');
    expect(Object.keys(catalog).some((key) => !isClientKey(key))).toBe(true);
  });

  it('names the same URL on every call, and again after the catalogs are loaded anew (another node)', async () => {
    const first = await messagesAssetOf('de-de');
    expect((await messagesAssetOf('de-DE')).url).toBe(first.url);
    clearMessageCache();
    const reloaded = await messagesAssetOf('de-de');
    expect(reloaded).not.toBe(first);
    expect(reloaded.url).toBe(first.url);
    const swiss = await messagesAssetOf('de-ch');
    expect(swiss.url).not.toBe(first.url);
    expect((await messagesAssetOf('fr-be')).url).toMatch(/^\/i18n\/fr-be\./);
  });

  it('sends a stale hash of a store locale to the current module, and refuses anything else with 404', async () => {
    const { url } = await messagesAssetOf('de-de');
    const stale = await get('/i18n/de-de.0123456789abcdef.js');
    expect(stale?.status).toBe(302);
    expect(stale?.headers.get('location')).toBe(url);
    expect(stale?.headers.get('cache-control')).toBe('no-cache');
    const hash = url.split('.')[1] ?? '';
    for (const path of [`/i18n/xx-yy.${hash}.js`, `/i18n/de-de.${hash}.json`, '/i18n/de-de.js', '/i18n/']) {
      const response = await get(path);
      expect(response?.status, path).toBe(404);
      expect(response?.headers.get('cache-control'), path).toBe('no-cache');
    }
    expect((await get(url, 'POST'))?.status).toBe(405);
    expect(await get('/assets/entry.client.js')).toBeNull();
  });
});

describe('root loader data without the messages (decision 210)', () => {
  it('carries the module’s URL instead of the ~800 strings, and the server render still finds them', async () => {
    const data = await rootData('DE', 'de-de', 'de');
    const asset = await messagesAssetOf('de-de');
    expect(data.messagesUrl).toBe(asset.url);
    expect(data).not.toHaveProperty('messages');
    const serialised = JSON.stringify({ ...data, footer: null });
    expect(serialised).not.toContain(asset.messages['header.search-button']);
    expect(serialised).not.toContain(asset.messages['cart.title']);
    expect(serialised.length).toBeLessThan(8_000);
    expect(rootMessages(data)).toBe(asset.messages);
    expect(rootMessages(data)['header.search-button']).toBeTruthy();
  });

  it('a store variant gets its own module, with its overrides', async () => {
    const swiss = await rootData('CH', 'de-ch', 'de');
    const german = await rootData('DE', 'de-de', 'de');
    expect(swiss.messagesUrl).not.toBe(german.messagesUrl);
    expect(rootMessages(swiss)).toBe((await messagesAssetOf('de-ch')).messages);
    // de-CH overrides: no ß.
    expect(rootMessages(swiss)['form.street']).toBe('Strasse');
    expect(rootMessages(german)['form.street']).toBe('Straße');
  });
});
