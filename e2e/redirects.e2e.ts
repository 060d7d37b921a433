/** Every redirect rule of spec 000 §2.2 / 001 §2 against the running server (no browser needed). */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, get } from './helpers.ts';

const DE = 'de.localhost';

async function redirect(host: string, path: string) {
  const response = await get(host, path);
  return `${response.status} ${response.location ?? ''}`.trim();
}

describe('redirect rules', () => {
  const pool = new pg.Pool({ connectionString: inject('databaseUrl'), max: 1 });
  let productSlug = '';

  beforeAll(async () => {
    await pool.query(
      `insert into seo_redirects (source_url, target_url, redirection_code) values
       ('/alte-bohrmaschinen/', '/elektrowerkzeuge/', 301) on conflict (source_url) do nothing`,
    );
    const { rows } = await pool.query<{ slug: string }>(
      `select t.slug from product_texts t join products p on p.id = t.product_id
       where t.language = 'de' and 'DE' = any(p.enabled_on_market) order by p.key limit 1`,
    );
    productSlug = rows[0]?.slug ?? '';
    expect(productSlug).toMatch(/-\d{8}$/);
  });
  afterAll(() => pool.end());

  it('/home redirects to /', async () => {
    expect(await redirect(DE, '/home')).toBe('308 /');
    expect(await redirect('be.localhost', '/nl/home')).toBe('308 /nl');
  });

  it('upper-case paths redirect to lower case keeping the query', async () => {
    expect(await redirect(DE, '/Elektrowerkzeuge/?Sort=Price')).toBe('308 /elektrowerkzeuge/?Sort=Price');
  });

  it('old /p/, /category/ and /search/ prefixes are removed', async () => {
    expect(await redirect(DE, `/p/${productSlug}`)).toBe(`308 /${productSlug}`);
    expect(await redirect(DE, '/category/elektrowerkzeuge')).toBe('308 /elektrowerkzeuge/');
    expect(await redirect(DE, '/search/elektrowerkzeuge/')).toBe('308 /elektrowerkzeuge/');
  });

  it('page=1 is removed, other parameters stay', async () => {
    expect(await redirect(DE, '/elektrowerkzeuge/?page=1&sort=price')).toBe(
      '308 /elektrowerkzeuge/?sort=price',
    );
    expect((await get(DE, '/elektrowerkzeuge/?page=2')).status).toBe(200);
  });

  it('applies the trailing-slash rule both ways', async () => {
    expect(await redirect(DE, '/elektrowerkzeuge')).toBe('308 /elektrowerkzeuge/');
    expect(await redirect(DE, '/privacy-data')).toBe('308 /privacy-data/');
    expect(await redirect(DE, '/login/')).toBe('308 /login');
    expect(await redirect(DE, '/checkout/cart/')).toBe('308 /checkout/cart');
    expect(await redirect(DE, `/${productSlug}/`)).toBe(`308 /${productSlug}`);
  });

  it('a non-canonical product slug redirects to the canonical one', async () => {
    const number = productSlug.slice(-8);
    expect(await redirect(DE, `/falscher-name-${number}`)).toBe(`308 /${productSlug}`);
  });

  it('stored SEO redirects use their code; unknown sources render normally', async () => {
    expect(await redirect(DE, '/alte-bohrmaschinen/')).toBe('301 /elektrowerkzeuge/');
    expect((await get(DE, '/elektrowerkzeuge/')).status).toBe(200);
  });

  it('repeated query parameters are joined, invalid listing parameters dropped', async () => {
    expect(await redirect(DE, '/search?tags=new&tags=bestseller')).toBe('308 /search?tags=new%2Cbestseller');
    expect(await redirect(DE, '/search?q=saege&hitsPerPage=25&page=x')).toBe('308 /search?q=saege');
  });

  it('exConsents confirm goes to prefix + redirect_to; manageSubscriptions to /', async () => {
    const hash = Buffer.from(
      JSON.stringify({ email: 'a@example.be', redirect_to: '/elektrisch-gereedschap/' }),
    ).toString('base64');
    expect(await redirect('be.localhost', `/nl/exConsents/confirm?hash=${encodeURIComponent(hash)}`)).toBe(
      '302 /nl/elektrisch-gereedschap/',
    );
    expect(await redirect(DE, '/exConsents/confirm?hash=not-base64-json')).toBe('302 /');
    expect(await redirect(DE, '/exConsents/manageSubscriptions')).toBe('302 /');
  });

  it('guards: account pages send anonymous visitors home, checkout steps need a cart', async () => {
    expect(await redirect(DE, '/my-account/my-profile')).toBe('302 /');
    expect(await redirect(DE, '/checkout/addresses')).toBe('302 /');
    expect((await get(DE, '/login')).status).toBe(200);
    expect((await get(DE, '/checkout/cart')).status).toBe(200);
  });

  it('checkout guard: a cart reaches addresses; payment needs a shipping address', async () => {
    const created = await api(DE, 'createCart', {}, null);
    expect(created.status).toBe(200);
    const cookie = created.cookie;
    expect(cookie).toMatch(/^ty_session=/);
    let cart = (created.json as { data: { cart: { id: string; version: number } } }).data.cart;
    const { rows } = await pool.query<{ sku: string }>(
      `select v.sku from variants v join products p on p.id = v.product_id join prices pr on pr.sku = v.sku
       join inventory i on i.sku = v.sku
       where i.available_quantity > 0 and v.is_master and pr.country = 'DE' and 'DE' = any(p.eligible_for_selling) and 'DE' = any(p.enabled_on_market)
         and p.product_type = 'standard_product' order by v.sku limit 1`,
    );
    const added = await api(
      DE,
      'addToCart',
      [
        { id: cart.id, version: cart.version },
        { product: { sku: rows[0]?.sku }, quantity: 1 },
      ],
      cookie,
    );
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    cart = (added.json as { data: { cart: { id: string; version: number } } }).data.cart;
    const withCart = (path: string) => get(DE, path, { cookie: cookie ?? '' });
    expect((await withCart('/checkout/addresses')).status).toBe(200);
    const payment = await withCart('/checkout/payment');
    expect(`${payment.status} ${payment.location}`).toBe('302 /checkout/addresses');
    const address = {
      country: 'DE',
      firstName: 'Anna',
      lastName: 'Muster',
      streetName: 'Hauptstr.',
      streetNumber: '1',
      postalCode: '10115',
      city: 'Berlin',
    };
    const updated = await api(
      DE,
      'updateCart',
      [{ id: cart.id, version: cart.version }, { actions: [{ action: 'setShippingAddress', address }] }],
      cookie,
    );
    expect(updated.status, JSON.stringify(updated.json)).toBe(200);
    expect((await withCart('/checkout/payment')).status).toBe(200);
  });

  it('language prefixes on a single-language store (de)', async () => {
    expect(await redirect(DE, '/de/')).toBe('308 /');
    expect(await redirect(DE, '/de/login')).toBe('308 /');
    expect(await redirect(DE, '/fr/')).toBe('308 /');
    expect((await get(DE, '/')).status).toBe(200);
  });

  it('language prefixes on Belgium (fr default, nl prefixed)', async () => {
    const BE = 'be.localhost';
    expect(await redirect(BE, '/fr/')).toBe('308 /');
    expect(await redirect(BE, '/de/login')).toBe('308 /');
    expect((await get(BE, '/nl')).status).toBe(200);
    expect((await get(BE, '/nl/login')).status).toBe(200);
    expect((await get(BE, '/login')).status).toBe(200);
  });

  it('language prefixes on Switzerland (de default, fr and it prefixed)', async () => {
    const CH = 'ch.localhost';
    expect(await redirect(CH, '/de')).toBe('308 /');
    expect(await redirect(CH, '/nl/')).toBe('308 /');
    expect(await redirect(CH, '/en/search')).toBe('308 /');
    expect((await get(CH, '/fr')).status).toBe(200);
    expect((await get(CH, '/it/search')).status).toBe(200);
  });

  it('unknown pages are 404 "This page could not be found"', async () => {
    const response = await get('gb.localhost', '/no-such-page/');
    expect(response.status).toBe(404);
    expect(response.body).toContain('This page could not be found');
    expect((await get('gb.localhost', '/no-such-product-99999999')).status).toBe(404);
  });

  it('sets the store cookies from the host on every load', async () => {
    const response = await get('ch.localhost', '/it');
    expect(response.cookies).toEqual([
      'country=CH; Max-Age=31536000; Path=/; SameSite=Lax',
      'languageAndCountry=it-CH; Max-Age=31536000; Path=/; SameSite=Lax',
      'store=store-ch; Max-Age=31536000; Path=/; SameSite=Lax',
      'currency=CHF; Max-Age=31536000; Path=/; SameSite=Lax',
      'locale=it-ch; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    const redirected = await get('gb.localhost', '/Home');
    expect(redirected.cookies.join('\n')).toContain('currency=GBP');
  });
});
