/** Page requests: hostile encodings → 400, writes from other origins → 403 (issue 8 points 2, 5). */
import { describe, expect, it } from 'vitest';
import { malformedQuery, rawTarget, refusePageRequest } from './request-guard.ts';

const HOST = 'de.localhost:3000';
const page = (target: string, init: RequestInit = {}) => new Request(`http://${HOST}${target}`, init);

describe('malformed percent-encoding → 400 with a message', () => {
  it('in the path', () => {
    for (const path of ['/%E0%A4%A', '/%', '/a%zz/', '/%ED%A0%80/', '/p/%C0%AF', '/%00/', '/a%0A/']) {
      expect(refusePageRequest(page(path), HOST), path).toEqual({
        status: 400,
        message: 'Malformed percent-encoding or a control character in the path',
      });
    }
  });

  it('in the query, naming the part (cut when long)', () => {
    expect(refusePageRequest(page('/search?q=%E0%A4%A'), HOST)).toEqual({
      status: 400,
      message: 'Malformed percent-encoding or a control character in the query: %E0%A4%A',
    });
    expect(refusePageRequest(page('/search?q=a%00b'), HOST)?.status).toBe(400);
    expect(refusePageRequest(page('/search?q=a%09b%0Ac'), HOST)).toBeNull();
    const long = refusePageRequest(page(`/search?q=${'a'.repeat(500)}%`), HOST);
    expect(long?.message.length).toBeLessThan(160);
    expect(malformedQuery('q=a+b&x=%20&y')).toBeNull();
  });

  it('in one of our cookies; a foreign cookie never locks a visitor out', () => {
    const withCookie = (cookie: string) => page('/', { headers: { cookie } });
    expect(refusePageRequest(withCookie('ty_session=%E0%A4%A'), HOST)).toEqual({
      status: 400,
      message: 'Malformed percent-encoding in the cookie ty_session',
    });
    expect(refusePageRequest(withCookie('locale=%'), HOST)?.status).toBe(400);
    expect(refusePageRequest(withCookie('_ga=%E0%A4%A; locale=de-de'), HOST)).toBeNull();
  });

  it('well-formed requests pass', () => {
    expect(refusePageRequest(page('/bohrmaschinen/?page=2&q=s%C3%A4ge+rot'), HOST)).toBeNull();
    expect(rawTarget(page('/a%20b/?x=%41'))).toEqual({ path: '/a%20b/', query: 'x=%41' });
  });
});

describe('React Router actions accept only same-origin writes', () => {
  const post = (headers: Record<string, string>) =>
    refusePageRequest(page('/newsletter', { method: 'POST', headers, body: 'email=a%40b.de' }), HOST);

  it('refuses cross-site and foreign-origin posts', () => {
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ];
    for (const headers of cases) {
      expect(post(headers), JSON.stringify(headers)).toEqual({
        status: 403,
        message: 'Forms from other sites are not accepted',
      });
    }
  });

  it('accepts posts from the page itself and reads from anywhere', () => {
    expect(post({ 'sec-fetch-site': 'same-origin', origin: `http://${HOST}` })).toBeNull();
    expect(post({ origin: `http://${HOST}` })).toBeNull();
    expect(refusePageRequest(page('/', { headers: { 'sec-fetch-site': 'cross-site' } }), HOST)).toBeNull();
  });
});
