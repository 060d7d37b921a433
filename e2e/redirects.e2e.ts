/**
 * Every redirect rule and guard of spec 000 §2.2 / 001 §2 in Chromium against the running server:
 * the redirect chain with its status codes (308 by default, 302 for state-dependent redirects, the
 * stored code for SEO redirects), the final URL with or without the query, and the page the visitor
 * lands on. Language prefixes are in ./prefixes.e2e.ts.
 */
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { landing, launchChromium, origin, visit } from './helpers.ts';

const DE = 'de.localhost';
const BE = 'be.localhost';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
/** German slug of the first product sold in Germany, e.g. "akku-bohrschrauber-…-10000001". */
let productSlug = '';

beforeAll(async () => {
  browser = await launchChromium();
  await pool.query(
    `insert into seo_redirects (source_url, target_url, redirection_code) values
     ('/alte-bohrmaschinen/', '/elektrowerkzeuge/', 301) on conflict (source_url) do nothing`,
  );
  // No code given: the column's default, the spec's 308.
  await pool.query(
    `insert into seo_redirects (source_url, target_url) values ('/alte-saegen/', '/elektrowerkzeuge/')
     on conflict (source_url) do nothing`,
  );
  const { rows } = await pool.query<{ slug: string }>(
    `select t.slug from product_texts t join products p on p.id = t.product_id
     where t.language = 'de' and 'DE' = any(p.enabled_on_market) order by p.key limit 1`,
  );
  productSlug = rows[0]?.slug ?? '';
  expect(productSlug).toMatch(/-\d{8}$/);
});
afterAll(async () => {
  await browser?.close();
  await pool.end();
});

// A fresh context per test: no cookie (store, session, cart) leaks from one test to the next.
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

/**
 * POST /api/new-ct/<method> with fetch() from the open page (which must be on the store's origin),
 * so the session cookie the API sets lands in the browser like after a real sign-in.
 */
async function callApi<T>(method: string, params: unknown): Promise<T> {
  const { status, text } = await page.evaluate(
    async ([path, body]) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      return { status: response.status, text: await response.text() };
    },
    [`/api/new-ct/${method}`, JSON.stringify([params])] as const,
  );
  expect(status, `${method}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: T }).data;
}

describe('URL normalisation (308)', () => {
  it('/home redirects to home, also under a language prefix', async () => {
    expect(await visit(page, DE, '/home')).toEqual(['308 /home', '200 /']);
    expect(await landing(page)).toMatchObject({ lang: 'de-DE', title: 'Toolyard' });
    expect(await visit(page, BE, '/nl/home')).toEqual(['308 /nl/home', '200 /nl']);
    expect((await landing(page)).lang).toBe('nl-BE');
  });

  it('upper-case paths redirect to lower case keeping the query', async () => {
    expect(await visit(page, DE, '/Elektrowerkzeuge/?Sort=Price')).toEqual([
      '308 /Elektrowerkzeuge/?Sort=Price',
      '200 /elektrowerkzeuge/?Sort=Price',
    ]);
    expect(await landing(page)).toEqual({
      lang: 'de-DE',
      title: 'Elektrowerkzeuge | Toolyard',
      h1: 'Elektrowerkzeuge',
    });
  });

  it('old /p/, /category/ and /search/ prefixes are removed', async () => {
    expect(await visit(page, DE, `/p/${productSlug}`)).toEqual([
      `308 /p/${productSlug}`,
      `200 /${productSlug}`,
    ]);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${origin(DE)}/${productSlug}`);
    expect(await visit(page, DE, '/category/elektrowerkzeuge?sort=price')).toEqual([
      '308 /category/elektrowerkzeuge?sort=price',
      '200 /elektrowerkzeuge/?sort=price',
    ]);
    expect((await landing(page)).h1).toBe('Elektrowerkzeuge');
    expect(await visit(page, DE, '/search/elektrowerkzeuge/')).toEqual([
      '308 /search/elektrowerkzeuge/',
      '200 /elektrowerkzeuge/',
    ]);
  });

  it('page=1 is removed, other parameters stay; page 2 is a page of its own', async () => {
    expect(await visit(page, DE, '/elektrowerkzeuge/?page=1&sort=price')).toEqual([
      '308 /elektrowerkzeuge/?page=1&sort=price',
      '200 /elektrowerkzeuge/?sort=price',
    ]);
    expect((await landing(page)).title).toBe('Elektrowerkzeuge | Toolyard');
    expect(await visit(page, DE, '/elektrowerkzeuge/?page=2')).toEqual(['200 /elektrowerkzeuge/?page=2']);
    expect((await landing(page)).title).toMatch(/^Elektrowerkzeuge \| Toolyard – .*2/);
  });

  it('invalid page and hitsPerPage are dropped (= defaults), valid ones stay', async () => {
    expect(await visit(page, DE, '/search?q=saege&hitsPerPage=25&page=x')).toEqual([
      '308 /search?q=saege&hitsPerPage=25&page=x',
      '200 /search?q=saege',
    ]);
    expect((await landing(page)).h1).toContain('saege');
    expect(await visit(page, DE, '/elektrowerkzeuge/?page=0&hitsPerPage=48')).toEqual([
      '308 /elektrowerkzeuge/?page=0&hitsPerPage=48',
      '200 /elektrowerkzeuge/?hitsPerPage=48',
    ]);
  });

  it('applies the trailing-slash rule both ways, keeping the query', async () => {
    expect(await visit(page, DE, '/elektrowerkzeuge?sort=price')).toEqual([
      '308 /elektrowerkzeuge?sort=price',
      '200 /elektrowerkzeuge/?sort=price',
    ]);
    expect((await visit(page, DE, '/privacy-data'))[0]).toBe('308 /privacy-data');
    expect(page.url()).toBe(`${origin(DE)}/privacy-data/`);
    expect(await visit(page, DE, '/login/')).toEqual(['308 /login/', '200 /login']);
    expect((await landing(page)).h1).toBe('In Ihrem Konto anmelden');
    expect(await visit(page, DE, '/checkout/cart/')).toEqual(['308 /checkout/cart/', '200 /checkout/cart']);
    expect((await landing(page)).h1).toBe('Warenkorb');
    expect(await visit(page, DE, `/${productSlug}/`)).toEqual([
      `308 /${productSlug}/`,
      `200 /${productSlug}`,
    ]);
  });

  it('a non-canonical product slug redirects to the canonical one', async () => {
    const number = productSlug.slice(-8);
    expect(await visit(page, DE, `/falscher-name-${number}`)).toEqual([
      `308 /falscher-name-${number}`,
      `200 /${productSlug}`,
    ]);
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${origin(DE)}/${productSlug}`);
    expect((await landing(page)).lang).toBe('de-DE');
  });

  it('repeated query parameters are joined into one comma-separated value', async () => {
    expect(await visit(page, DE, '/search?tags=new&tags=bestseller')).toEqual([
      '308 /search?tags=new&tags=bestseller',
      '200 /search?tags=new%2Cbestseller',
    ]);
    expect(new URL(page.url()).searchParams.get('tags')).toBe('new,bestseller');
  });

  it('redirects carry the store cookies of the host', async () => {
    // A first visit: store cookies go out only when the request lacks them (decision 115), so the
    // first answer of the chain (/Home → /home → /) carries them.
    await page.context().clearCookies();
    const response = await page.goto(`${origin('gb.localhost')}/Home`);
    let first = response?.request() ?? null;
    while (first?.redirectedFrom()) first = first.redirectedFrom();
    const redirect = await first?.response();
    expect(redirect?.status()).toBe(308);
    expect(await redirect?.headerValue('set-cookie')).toContain('currency=GBP');
  });
});

describe('stored SEO redirects', () => {
  it('use the stored code, 308 by default; other paths render normally', async () => {
    expect(await visit(page, DE, '/alte-bohrmaschinen/')).toEqual([
      '301 /alte-bohrmaschinen/',
      '200 /elektrowerkzeuge/',
    ]);
    expect((await landing(page)).h1).toBe('Elektrowerkzeuge');
    expect(await visit(page, DE, '/alte-saegen/')).toEqual(['308 /alte-saegen/', '200 /elektrowerkzeuge/']);
  });
});

describe('newsletter consent links (302)', () => {
  it('exConsents/confirm goes to the language prefix plus redirect_to', async () => {
    const hash = Buffer.from(
      JSON.stringify({ email: 'a@example.be', redirect_to: '/elektrisch-gereedschap/' }),
    ).toString('base64');
    const path = `/nl/exConsents/confirm?hash=${encodeURIComponent(hash)}`;
    expect(await visit(page, BE, path)).toEqual([`302 ${path}`, '200 /nl/elektrisch-gereedschap/']);
    expect(await landing(page)).toMatchObject({ lang: 'nl-BE', h1: 'Elektrisch gereedschap' });
  });

  it('an unreadable hash and manageSubscriptions go home', async () => {
    expect(await visit(page, DE, '/exConsents/confirm?hash=not-base64-json')).toEqual([
      '302 /exConsents/confirm?hash=not-base64-json',
      '200 /',
    ]);
    expect(await visit(page, DE, '/exConsents/manageSubscriptions')).toEqual([
      '302 /exConsents/manageSubscriptions',
      '200 /',
    ]);
    expect((await landing(page)).lang).toBe('de-DE');
  });
});

describe('guards (302)', () => {
  it('account pages send anonymous visitors home; guest pages let them in', async () => {
    expect(await visit(page, DE, '/my-account/my-profile')).toEqual(['302 /my-account/my-profile', '200 /']);
    expect(await visit(page, DE, '/my-account')).toEqual(['302 /my-account', '200 /']);
    expect(await visit(page, DE, '/login')).toEqual(['200 /login']);
    expect(await visit(page, DE, '/create-account')).toEqual(['200 /create-account']);
    expect((await landing(page)).h1).toBe('Konto erstellen');
  });

  it('guest-only pages send a signed-in customer home; account pages let them in', async () => {
    expect(await visit(page, DE, '/login')).toEqual(['200 /login']);
    await callApi('register', {
      email: `guard-${Date.now()}@example.de`,
      password: 'drill2026',
      firstName: 'Anna',
    });
    expect((await context.cookies()).some((cookie) => cookie.name === 'ty_session')).toBe(true);
    expect(await visit(page, DE, '/login')).toEqual(['302 /login', '200 /']);
    expect(await landing(page)).toMatchObject({ lang: 'de-DE', title: 'Toolyard' });
    expect(await visit(page, DE, '/create-account')).toEqual(['302 /create-account', '200 /']);
    expect(await visit(page, DE, '/password-reset')).toEqual(['302 /password-reset', '200 /']);
    expect(await visit(page, DE, '/my-account/my-profile')).toEqual(['200 /my-account/my-profile']);
  });

  it('a customer who signs in with login is sent home from /login on a prefixed store too', async () => {
    const email = `login-${Date.now()}@example.be`;
    expect(await visit(page, BE, '/nl/login')).toEqual(['200 /nl/login']);
    await callApi('register', { email, password: 'drill2026', firstName: 'Jan' });
    await callApi('logout', {});
    expect(await visit(page, BE, '/nl/login')).toEqual(['200 /nl/login']);
    expect((await landing(page)).h1).toBe('Log in op je account');
    await callApi('login', { email, password: 'drill2026' });
    expect(await visit(page, BE, '/nl/login')).toEqual(['302 /nl/login', '200 /nl']);
    expect((await landing(page)).lang).toBe('nl-BE');
  });

  it('checkout: no cart → home; a cart reaches addresses; payment needs a shipping address', async () => {
    expect(await visit(page, DE, '/checkout/addresses')).toEqual(['302 /checkout/addresses', '200 /']);
    expect(await visit(page, DE, '/checkout/payment')).toEqual(['302 /checkout/payment', '200 /']);

    type Cart = { cart: { id: string; version: number } };
    let { cart } = await callApi<Cart>('createCart', {});
    const { rows } = await pool.query<{ sku: string }>(
      `select v.sku from variants v join products p on p.id = v.product_id join prices pr on pr.sku = v.sku
       join inventory i on i.sku = v.sku
       where i.available_quantity > 0 and v.is_master and pr.country = 'DE'
         and 'DE' = any(p.eligible_for_selling) and 'DE' = any(p.enabled_on_market)
         and p.product_type = 'standard_product' order by v.sku limit 1`,
    );
    ({ cart } = await callApi<Cart>('addToCart', [
      { id: cart.id, version: cart.version },
      { product: { sku: rows[0]?.sku }, quantity: 1 },
    ]));
    expect(await visit(page, DE, '/checkout/addresses')).toEqual(['200 /checkout/addresses']);
    expect(await visit(page, DE, '/checkout/payment')).toEqual([
      '302 /checkout/payment',
      '200 /checkout/addresses',
    ]);
    const address = {
      country: 'DE',
      firstName: 'Anna',
      lastName: 'Muster',
      streetName: 'Hauptstr.',
      streetNumber: '1',
      postalCode: '10115',
      city: 'Berlin',
    };
    await callApi('updateCart', [
      { id: cart.id, version: cart.version },
      { actions: [{ action: 'setShippingAddress', address }] },
    ]);
    expect(await visit(page, DE, '/checkout/payment')).toEqual(['200 /checkout/payment']);
  });
});

describe('refused paths', () => {
  it('a path with a quote is not found, never redirected (000 §2.2: quotes are forbidden)', async () => {
    for (const path of ["/foo'bar", "/Foo'Bar", "/p/foo'bar", '/foo"bar', "/login'"]) {
      const chain = await visit(page, DE, path);
      expect(chain, path).toHaveLength(1);
      expect(chain[0], path).toMatch(/^404 /);
      expect(await landing(page), path).toMatchObject({
        lang: 'de-DE',
        h1: 'Diese Seite wurde nicht gefunden',
      });
    }
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'store')?.value).toBe('store-de');
  });

  it('an unknown product number is not found', async () => {
    expect(await visit(page, DE, '/kein-produkt-99999999')).toEqual(['404 /kein-produkt-99999999']);
    expect((await landing(page)).h1).toBe('Diese Seite wurde nicht gefunden');
  });
});
