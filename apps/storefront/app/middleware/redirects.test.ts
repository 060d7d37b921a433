import { describe, expect, it } from 'vitest';
import { checkSearchParams } from './check-search-params.ts';
import { firstPageRedirection } from './first-page-redirection.ts';
import { forceLowercase } from './force-lowercase.ts';
import { homeRedirection } from './home-redirection.ts';
import { isOldUrlWithPrefix } from './is-old-url-with-prefix.ts';
import { prefixChecker } from './prefix-checker.ts';
import { queryJoin } from './query-join.ts';
import { slashRedirection } from './slash-redirection.ts';
import { contextFor } from './test-helpers.ts';
import type { Middleware } from './types.ts';

async function target(middleware: Middleware, path: string, host?: string) {
  const result = await middleware(contextFor(path, { host }));
  return result.kind === 'redirect' ? `${result.status} ${result.location}` : 'next';
}

describe('force-lowercase', () => {
  it('lower-cases the path and keeps the query exactly', async () => {
    expect(await target(forceLowercase, '/Bohrmaschinen/?Brand=Makita')).toBe(
      '308 /bohrmaschinen/?Brand=Makita',
    );
    expect(await target(forceLowercase, '/bohrmaschinen/?Brand=Makita')).toBe('next');
  });
});

describe('home-redirection', () => {
  it('sends /home and /fr/home to the home page', async () => {
    expect(await target(homeRedirection, '/home')).toBe('308 /');
    expect(await target(homeRedirection, '/fr/home/', 'be.localhost')).toBe('308 /fr');
    expect(await target(homeRedirection, '/homes/')).toBe('next');
  });
});

describe('is-old-url-with-prefix', () => {
  it('drops /p/, /category/ and /search/ and applies the slash rule', async () => {
    expect(await target(isOldUrlWithPrefix, '/p/akku-bohrschrauber-10000042')).toBe(
      '308 /akku-bohrschrauber-10000042',
    );
    expect(await target(isOldUrlWithPrefix, '/category/bohrmaschinen')).toBe('308 /bohrmaschinen/');
    expect(await target(isOldUrlWithPrefix, '/search/saegen/?page=2')).toBe('308 /saegen/?page=2');
    expect(await target(isOldUrlWithPrefix, '/nl/category/boren/', 'be.localhost')).toBe('308 /nl/boren/');
    expect(await target(isOldUrlWithPrefix, '/search?q=drill')).toBe('next');
  });
});

describe('prefix-checker', () => {
  it('redirects the default language prefix and foreign languages to /', async () => {
    expect(await target(prefixChecker, '/de/werkzeug/')).toBe('308 /');
    expect(await target(prefixChecker, '/fr/', 'de.localhost')).toBe('308 /');
    expect(await target(prefixChecker, '/fr/outils/', 'be.localhost')).toBe('308 /');
    expect(await target(prefixChecker, '/nl/gereedschap/', 'be.localhost')).toBe('next');
    expect(await target(prefixChecker, '/it/', 'ch.localhost')).toBe('next');
    expect(await target(prefixChecker, '/nl/', 'ch.localhost')).toBe('308 /');
  });
  it('leaves slugs that are not language codes alone', async () => {
    expect(await target(prefixChecker, '/xx/')).toBe('next');
  });
});

describe('slash-redirection', () => {
  it('adds the slash to category and content pages', async () => {
    expect(await target(slashRedirection, '/bohrmaschinen?page=2')).toBe('308 /bohrmaschinen/?page=2');
    expect(await target(slashRedirection, '/privacy-data')).toBe('308 /privacy-data/');
  });
  it('removes it from home, product, login, checkout, account, password reset, create account and search', async () => {
    for (const path of [
      '/akku-schrauber-12345678',
      '/login',
      '/checkout/cart',
      '/my-account/my-profile',
      '/password-reset/check-email',
      '/create-account',
      '/search',
    ]) {
      expect(await target(slashRedirection, `${path}/`)).toBe(`308 ${path}`);
      expect(await target(slashRedirection, path)).toBe('next');
    }
    expect(await target(slashRedirection, '/nl/', 'be.localhost')).toBe('308 /nl');
  });
});

describe('first-page-redirection', () => {
  it('removes page=1 and keeps other parameters', async () => {
    expect(await target(firstPageRedirection, '/bohrmaschinen/?page=1&sort=price')).toBe(
      '308 /bohrmaschinen/?sort=price',
    );
    expect(await target(firstPageRedirection, '/bohrmaschinen/?page=2')).toBe('next');
  });
});

describe('check-search-params', () => {
  it('drops invalid page and hitsPerPage values on listings', async () => {
    expect(await target(checkSearchParams, '/search?q=saw&page=abc&hitsPerPage=25')).toBe(
      '308 /search?q=saw',
    );
    expect(await target(checkSearchParams, '/search?q=saw&page=3&hitsPerPage=48')).toBe('next');
    // Beyond the last page the engine is asked for, a page is invalid too (not page 1 titled "page 10001").
    expect(await target(checkSearchParams, '/search?q=saw&page=10000')).toBe('next');
    expect(await target(checkSearchParams, '/search?q=saw&page=10001')).toBe('308 /search?q=saw');
    expect(await target(checkSearchParams, '/login?page=abc')).toBe('next');
  });
});

describe('query-join', () => {
  it('joins repeated parameters into the shared format', async () => {
    expect(await target(queryJoin, '/search?tags=new&q=saw&tags=bestseller')).toBe(
      '308 /search?tags=new%2Cbestseller&q=saw',
    );
    expect(await target(queryJoin, '/search?tags=new,bestseller')).toBe('next');
  });
});
