import { describe, expect, it } from 'vitest';
import { buildDomainMap, resolveStore } from '../store/domain-map.ts';
import { hasQuoteInPath, resolveMiddleware, runMiddleware, UnknownMiddlewareError } from './chain.ts';
import { checkoutBilling } from './checkout-billing.ts';
import { getClientIp } from './get-client-ip.ts';
import { isAuthenticated } from './is-authenticated.ts';
import { isExConsentRequest } from './is-ex-consent-request.ts';
import { localizeUrl } from './localize-url.ts';
import { nonAuthenticated } from './non-authenticated.ts';
import { seoRedirect } from './seo-redirect.ts';
import { setCacheControl } from './set-cache-control.ts';
import { contextFor, fakeServices } from './test-helpers.ts';

const map = buildDomainMap(undefined);
function request(path: string, host = 'de.localhost:3000', cookies: Record<string, string> = {}) {
  if (!map.ok) throw new Error(map.error);
  return {
    url: new URL(path, `http://${host}`),
    method: 'GET',
    headers: new Headers({ host }),
    cookies,
    remoteAddress: '10.0.0.9',
    store: resolveStore(host, map.map),
  };
}

describe('the chain', () => {
  it('rejects an unknown middleware name with 500 "Unknown middleware"', async () => {
    expect(() => resolveMiddleware('does-not-exist')).toThrow(UnknownMiddlewareError);
    await expect(
      runMiddleware(request('/'), fakeServices(), ['force-lowercase', 'nope']),
    ).rejects.toMatchObject({
      status: 500,
      message: 'Unknown middleware',
    });
  });

  it('stops at the first redirect and still carries the store cookies', async () => {
    const { result, context } = await runMiddleware(request('/Bohrmaschinen'), fakeServices());
    expect(result).toEqual({ kind: 'redirect', location: '/bohrmaschinen', status: 308 });
    expect(context.responseHeaders.getSetCookie().join('\n')).toContain('store=store-de');
    const second = await runMiddleware(request('/bohrmaschinen'), fakeServices());
    expect(second.result).toEqual({ kind: 'redirect', location: '/bohrmaschinen/', status: 308 });
    expect(second.context.responseHeaders.getSetCookie().join('\n')).toContain('country=DE');
    expect(context.state.routeKey).toBe('content');
  });

  it('lets a canonical page through with cache headers', async () => {
    const { result, context } = await runMiddleware(
      request('/nl/gereedschap/', 'be.localhost:3000'),
      fakeServices(),
    );
    expect(result.kind).toBe('next');
    expect(context.state.locale).toBe('nl-be');
    // A first visit sets the store cookies: private.
    expect(context.responseHeaders.get('cache-control')).toBe('private, no-cache, max-age=0');
  });

  it('lets shared caches keep a page that sets no cookie, never one of a visitor with a session', async () => {
    const storeCookies = {
      country: 'BE',
      languageAndCountry: 'nl-BE',
      store: 'store-be',
      currency: 'EUR',
      locale: 'nl-be',
    };
    const returning = await runMiddleware(
      request('/nl/gereedschap/', 'be.localhost:3000', storeCookies),
      fakeServices(),
    );
    expect(returning.context.responseHeaders.getSetCookie()).toEqual([]);
    expect(returning.context.responseHeaders.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    const withSession = await runMiddleware(
      request('/nl/gereedschap/', 'be.localhost:3000', { ...storeCookies, ty_session: 'abc' }),
      fakeServices(),
    );
    expect(withSession.context.responseHeaders.get('cache-control')).toBe('private, no-store');
  });
});

describe('quotes in paths (spec 000 §2.2: forbidden)', () => {
  it('recognises single and double quotes, raw and percent-encoded, only in the path', () => {
    expect(hasQuoteInPath("/foo'bar")).toBe(true);
    expect(hasQuoteInPath('/foo%27bar')).toBe(true);
    expect(hasQuoteInPath('/foo%22bar')).toBe(true);
    expect(hasQuoteInPath('/foo"bar')).toBe(true);
    expect(hasQuoteInPath('/elektrowerkzeuge/')).toBe(false);
    expect(hasQuoteInPath('/foo%2fbar')).toBe(false);
  });

  it('never redirects such a path (so it renders as not found) but still sets the store cookies', async () => {
    for (const path of [
      "/foo'bar",
      "/Foo'Bar",
      "/p/foo'bar",
      "/de/foo'bar",
      "/home'",
      '/login%22',
      "/my-account'",
    ]) {
      const { result, context } = await runMiddleware(request(path), fakeServices());
      expect(result, path).toEqual({ kind: 'next' });
      expect(context.responseHeaders.get('set-cookie'), path).toContain('country=DE');
      expect(context.responseHeaders.get('cache-control'), path).toBeTruthy();
    }
  });

  it('leaves quotes in the query alone', async () => {
    const { result } = await runMiddleware(request("/Bohrmaschinen?q=it's"), fakeServices());
    expect(result).toEqual({ kind: 'redirect', location: '/bohrmaschinen?q=it%27s', status: 308 });
  });

  it('still rejects an unknown middleware name', async () => {
    await expect(runMiddleware(request("/foo'bar"), fakeServices(), ['nope'])).rejects.toThrow(
      UnknownMiddlewareError,
    );
  });
});

describe('localize-url', () => {
  it('sets country, language-and-country, store, currency and locale cookies from the host', async () => {
    const context = contextFor('/fr', { host: 'ch.localhost:3000' });
    await localizeUrl(context);
    const cookies = context.responseHeaders.getSetCookie();
    expect(cookies).toEqual([
      'country=CH; Max-Age=31536000; Path=/; SameSite=Lax',
      'languageAndCountry=fr-CH; Max-Age=31536000; Path=/; SameSite=Lax',
      'store=store-ch; Max-Age=31536000; Path=/; SameSite=Lax',
      'currency=CHF; Max-Age=31536000; Path=/; SameSite=Lax',
      'locale=fr-ch; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
  });
  it('sets only the store cookies whose value the request does not already carry', async () => {
    const same = contextFor('/fr', {
      host: 'ch.localhost:3000',
      cookies: {
        country: 'CH',
        languageAndCountry: 'fr-CH',
        store: 'store-ch',
        currency: 'CHF',
        locale: 'fr-ch',
      },
    });
    await localizeUrl(same);
    expect(same.responseHeaders.getSetCookie()).toEqual([]);
    // Switching to German on the same store changes two of them.
    const switched = contextFor('/de', {
      host: 'ch.localhost:3000',
      cookies: {
        country: 'CH',
        languageAndCountry: 'fr-CH',
        store: 'store-ch',
        currency: 'CHF',
        locale: 'fr-ch',
      },
    });
    await localizeUrl(switched);
    expect(switched.responseHeaders.getSetCookie()).toEqual([
      'languageAndCountry=de-CH; Max-Age=31536000; Path=/; SameSite=Lax',
      'locale=de-ch; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
  });
  it('orders domain, then cookie, then default', async () => {
    const known = contextFor('/', { host: 'be.localhost', cookies: { locale: 'nl-be' } });
    await localizeUrl(known);
    expect(known.state.locale).toBe('fr-be');
    const unknown = contextFor('/', { host: 'shop.example', cookies: { locale: 'de-de' } });
    await localizeUrl(unknown);
    expect(unknown.state.locale).toBe('sk-sk');
  });
});

describe('guards', () => {
  it('is-authenticated sends anonymous visitors home with a warning', async () => {
    const services = fakeServices();
    const result = await isAuthenticated(contextFor('/my-account', { services }));
    expect(result).toEqual({ kind: 'redirect', location: '/', status: 302 });
    expect(services.warnings[0]).toContain('/my-account');
    const loggedIn = fakeServices({ customerId: async () => 'c-1' });
    expect((await isAuthenticated(contextFor('/my-account', { services: loggedIn }))).kind).toBe('next');
  });
  it('non-authenticated sends customers home', async () => {
    const loggedIn = fakeServices({ customerId: async () => 'c-1' });
    expect(await nonAuthenticated(contextFor('/login', { services: loggedIn }))).toMatchObject({
      location: '/',
    });
    expect((await nonAuthenticated(contextFor('/login'))).kind).toBe('next');
  });
  it('checkout-billing needs a cart, and shipping details for payment', async () => {
    expect(await checkoutBilling(contextFor('/checkout/addresses'))).toMatchObject({ location: '/' });
    const halfCart = fakeServices({
      activeCart: async () => ({ hasShippingInfo: true, hasShippingAddress: false }),
    });
    expect(await checkoutBilling(contextFor('/checkout/payment', { services: halfCart }))).toMatchObject({
      location: '/checkout/addresses',
    });
    expect((await checkoutBilling(contextFor('/checkout/addresses', { services: halfCart }))).kind).toBe(
      'next',
    );
    expect((await checkoutBilling(contextFor('/checkout/cart'))).kind).toBe('next');
  });
});

describe('is-ex-consent-request', () => {
  const hash = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
  it('records the consent and redirects to the prefix plus redirect_to', async () => {
    const services = fakeServices();
    const path = `/nl/exConsents/confirm?hash=${encodeURIComponent(hash({ email: 'a@b.be', redirect_to: '/sale/' }))}`;
    const result = await isExConsentRequest(contextFor(path, { host: 'be.localhost', services }));
    // A recorded consent is confirmed by the confirmation popup (decision 174).
    expect(result).toEqual({
      kind: 'redirect',
      location: '/nl/sale/?confirmation-popup=newsletter',
      status: 302,
    });
    expect(services.consents).toEqual([{ email: 'a@b.be', redirect_to: '/sale/' }]);
  });
  it('goes to / without redirect_to, with an unreadable hash, and for manageSubscriptions', async () => {
    expect(
      await isExConsentRequest(contextFor(`/exConsents/confirm?hash=${hash({ email: 'x' })}`)),
    ).toMatchObject({ location: '/?confirmation-popup=newsletter' });
    const services = fakeServices();
    expect(await isExConsentRequest(contextFor('/exConsents/confirm?hash=%%%', { services }))).toMatchObject({
      location: '/',
    });
    expect(services.consents).toHaveLength(0);
    expect(await isExConsentRequest(contextFor('/exConsents/manageSubscriptions'))).toMatchObject({
      location: '/',
    });
  });
  it('never redirects off-site', async () => {
    const result = await isExConsentRequest(
      contextFor(`/exConsents/confirm?hash=${hash({ redirect_to: '//evil.example' })}`),
    );
    expect(result).toMatchObject({ location: '/?confirmation-popup=newsletter' });
  });
});

describe('seo-redirect, get-client-ip, set-cache-control', () => {
  it('uses the stored code, defaults to 308 and ignores lookup failures', async () => {
    const withCode = fakeServices({
      findSeoRedirect: async () => ({ redirectionCode: 301, targetURL: '/new/' }),
    });
    expect(await seoRedirect(contextFor('/old/', { services: withCode }))).toEqual({
      kind: 'redirect',
      location: '/new/',
      status: 301,
    });
    const noCode = fakeServices({
      findSeoRedirect: async () => ({ redirectionCode: null, targetURL: '/new/' }),
    });
    expect(await seoRedirect(contextFor('/old/', { services: noCode }))).toMatchObject({ status: 308 });
    const failing = fakeServices({
      findSeoRedirect: async () => {
        throw new Error('db down');
      },
    });
    expect((await seoRedirect(contextFor('/old/', { services: failing }))).kind).toBe('next');
    expect(failing.warnings[0]).toContain('db down');
  });
  it('reads the client address from X-Forwarded-For first', async () => {
    const context = contextFor('/');
    context.request.headers.set('x-forwarded-for', '203.0.113.7, 10.0.0.1');
    await getClientIp(context);
    expect(context.state.clientIp).toBe('203.0.113.7');
  });
  it('never lets a personal page be stored', async () => {
    const context = contextFor('/checkout/cart');
    await setCacheControl(context);
    expect(context.responseHeaders.get('cache-control')).toBe('private, no-store');
  });
});
