/**
 * Issue 8 point 1: no redirect built from request input leaves the shop — old prefixes, slash
 * redirection, upper case, exConsents redirect_to and stored SEO redirects.
 */
import { describe, expect, it } from 'vitest';
import { runMiddleware } from './chain.ts';
import { contextFor, fakeServices } from './test-helpers.ts';
import type { MiddlewareServices } from './types.ts';

async function chain(path: string, services: MiddlewareServices = fakeServices(), host?: string) {
  const { request } = contextFor(path, { host, services });
  const outcome = await runMiddleware(
    { ...request, shopOrigins: ['https://toolyard.at', 'http://de.localhost:3000'] },
    services,
  );
  return outcome.result.kind === 'redirect' ? `${outcome.result.status} ${outcome.result.location}` : 'next';
}

/** A request for a raw path as it reaches the server: "//x" is a path, not a host. */
function raw(path: string): string {
  return `http://de.localhost:3000${path}`;
}

const consent = (payload: unknown) =>
  `/exConsents/confirm?hash=${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;

describe('old prefixes and slashes', () => {
  it('/p//evil.example, /search//…, /category//… stay on the shop', async () => {
    expect(await chain(raw('/p//evil.example'))).toBe('308 /evil.example/');
    expect(await chain(raw('/search//evil.example'))).toBe('308 /evil.example/');
    expect(await chain(raw('/category//evil.example/'))).toBe('308 /evil.example/');
    expect(await chain(raw('/p///evil.example/x'))).toBe('308 /evil.example/x/');
  });

  it('double slashes and upper case collapse to a path of ours', async () => {
    expect(await chain(raw('//evil.example/'))).toBe('308 /evil.example/');
    expect(await chain(raw('//EVIL.example/'))).toBe('308 /evil.example/');
    expect(await chain(raw('/de//x'))).toMatch(/^308 \/(?!\/)/);
  });
});

describe('exConsents redirect_to', () => {
  it('follows a same-origin path behind the language prefix', async () => {
    expect(await chain(consent({ email_token: 'x', redirect_to: '/merci/' }))).toBe(
      '302 /merci/?confirmation-popup=newsletter',
    );
  });

  it('tabs, newlines, //, /\\ and schemes go home instead of off-site', async () => {
    for (const target of [
      '/\t/evil.example',
      '/\n/evil.example',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a\r\nSet-Cookie: x=1',
    ]) {
      expect(await chain(consent({ email_token: 'x', redirect_to: target })), JSON.stringify(target)).toBe(
        '302 /?confirmation-popup=newsletter',
      );
    }
  });

  it('characters above U+00FF are percent-encoded, not a 500', async () => {
    const location = await chain(consent({ email_token: 'x', redirect_to: '/ŝtore/日本/' }));
    expect(location).toBe('302 /%C5%9Dtore/%E6%97%A5%E6%9C%AC/?confirmation-popup=newsletter');
  });
});

describe('SEO redirects', () => {
  const seo = (targetURL: string) =>
    fakeServices({ findSeoRedirect: async () => ({ targetURL, redirectionCode: 301 }) });

  it('follow paths and full URLs on the shop’s own domains', async () => {
    expect(await chain('/alt/', seo('/neu/'))).toBe('301 /neu/');
    expect(await chain('/alt/', seo('https://toolyard.at/neu/'))).toBe('301 https://toolyard.at/neu/');
  });

  it('ignore targets on other domains or protocol-relative ones', async () => {
    for (const target of ['https://evil.example/', '//evil.example/', '/\t/evil.example']) {
      const services = seo(target);
      expect(await chain('/alt/', services)).toBe('next');
      expect((services as unknown as { warnings: string[] }).warnings.join()).toMatch(/not on a shop domain/);
    }
  });
});
