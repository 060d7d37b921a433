/**
 * Language prefixes (spec 000 §2.2, 001 §2) in Chromium: the store's default language has no prefix,
 * its other languages do; a prefix equal to the default, or for a language the store lacks,
 * redirects (308) to /. Checked on a single-language store (de) and two multi-language ones
 * (be: fr default + nl, ch: de default + fr and it), including what the visitor then reads.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { landing, launchChromium, visit } from './helpers.ts';

const DE = 'de.localhost';
const BE = 'be.localhost';
const CH = 'ch.localhost';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  // Without page JavaScript: these tests are about what the server answers (redirects and the
  // server-rendered page); hydration adds ~20 % time and is covered by storefront.e2e.ts.
  // page.evaluate still runs (DevTools protocol).
  context = await browser.newContext({ javaScriptEnabled: false });
  page = await context.newPage();
});
afterEach(async () => {
  await context?.close();
});

/** Label of the main navigation: a short proof of the language the shell is rendered in. */
function navigationLabel() {
  return page.getAttribute('nav.nav', 'aria-label');
}

describe('single-language store (de)', () => {
  it('the default language has no prefix: /de/ and /de/login go to /', async () => {
    expect(await visit(page, DE, '/de/')).toEqual(['308 /de/', '200 /']);
    expect(await landing(page)).toMatchObject({ lang: 'de-DE', title: 'Toolyard' });
    expect(await visit(page, DE, '/de/login')).toEqual(['308 /de/login', '200 /']);
  });

  it('a language the store lacks goes to /', async () => {
    expect(await visit(page, DE, '/fr/')).toEqual(['308 /fr/', '200 /']);
    expect(await visit(page, DE, '/nl/elektrowerkzeuge/')).toEqual(['308 /nl/elektrowerkzeuge/', '200 /']);
    expect(await navigationLabel()).toBe('Hauptnavigation');
  });

  it('unprefixed pages render in German', async () => {
    expect(await visit(page, DE, '/login')).toEqual(['200 /login']);
    expect(await landing(page)).toEqual({
      lang: 'de-DE',
      title: 'In Ihrem Konto anmelden | Toolyard',
      h1: 'In Ihrem Konto anmelden',
    });
  });
});

describe('Belgium (fr default, nl prefixed)', () => {
  it('unprefixed pages are French', async () => {
    expect(await visit(page, BE, '/')).toEqual(['200 /']);
    expect((await landing(page)).lang).toBe('fr-BE');
    expect(await navigationLabel()).toBe('Navigation principale');
    expect(await visit(page, BE, '/login')).toEqual(['200 /login']);
    expect((await landing(page)).h1).toBe('Connectez-vous à votre compte');
  });

  it('/nl renders Dutch, home and inner pages', async () => {
    expect(await visit(page, BE, '/nl')).toEqual(['200 /nl']);
    expect((await landing(page)).lang).toBe('nl-BE');
    expect(await navigationLabel()).toBe('Hoofdnavigatie');
    expect(await visit(page, BE, '/nl/login')).toEqual(['200 /nl/login']);
    expect(await landing(page)).toEqual({
      lang: 'nl-BE',
      title: 'Log in op je account | Toolyard',
      h1: 'Log in op je account',
    });
  });

  it('/fr/ (the default) and /de/ (not a Belgian language) go to /', async () => {
    expect(await visit(page, BE, '/fr/')).toEqual(['308 /fr/', '200 /']);
    expect((await landing(page)).lang).toBe('fr-BE');
    expect(await visit(page, BE, '/fr/login')).toEqual(['308 /fr/login', '200 /']);
    expect(await visit(page, BE, '/de/')).toEqual(['308 /de/', '200 /']);
    expect(await visit(page, BE, '/de/login')).toEqual(['308 /de/login', '200 /']);
    expect((await landing(page)).lang).toBe('fr-BE');
  });
});

describe('Switzerland (de default, fr and it prefixed)', () => {
  it('unprefixed pages are German', async () => {
    expect(await visit(page, CH, '/login')).toEqual(['200 /login']);
    expect(await landing(page)).toMatchObject({ lang: 'de-CH', h1: 'In Ihrem Konto anmelden' });
  });

  it('/fr and /it render French and Italian', async () => {
    expect(await visit(page, CH, '/fr')).toEqual(['200 /fr']);
    expect((await landing(page)).lang).toBe('fr-CH');
    expect(await navigationLabel()).toBe('Navigation principale');
    expect(await visit(page, CH, '/fr/login')).toEqual(['200 /fr/login']);
    expect((await landing(page)).h1).toBe('Connectez-vous à votre compte');
    expect(await visit(page, CH, '/it')).toEqual(['200 /it']);
    expect((await landing(page)).lang).toBe('it-CH');
    expect(await navigationLabel()).toBe('Navigazione principale');
    expect(await visit(page, CH, '/it/login')).toEqual(['200 /it/login']);
    expect(await landing(page)).toEqual({
      lang: 'it-CH',
      title: 'Accedi al tuo account | Toolyard',
      h1: 'Accedi al tuo account',
    });
  });

  it('/de (the default), /nl/ and /en/search (not Swiss languages) go to /', async () => {
    expect(await visit(page, CH, '/de')).toEqual(['308 /de', '200 /']);
    expect((await landing(page)).lang).toBe('de-CH');
    expect(await visit(page, CH, '/nl/')).toEqual(['308 /nl/', '200 /']);
    expect(await visit(page, CH, '/en/search')).toEqual(['308 /en/search', '200 /']);
    expect((await landing(page)).lang).toBe('de-CH');
  });

  it('the prefix survives the other rules: upper case and /home keep /it', async () => {
    expect(await visit(page, CH, '/IT/Login')).toEqual(['308 /IT/Login', '200 /it/login']);
    expect((await landing(page)).h1).toBe('Accedi al tuo account');
    expect(await visit(page, CH, '/it/home')).toEqual(['308 /it/home', '200 /it']);
    expect((await landing(page)).lang).toBe('it-CH');
  });
});
