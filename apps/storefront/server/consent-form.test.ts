/**
 * The cookie banner's form post (decision 261) through the app's handler: a valid choice stores the
 * banner's cookie and goes back to the page; anything else is refused, and the way back never leads
 * to another site.
 */
import { describe, expect, it } from 'vitest';
import { CONSENT_FORM_PATH } from '../app/consent/consent.ts';
import { consentFormPost } from './consent-form.ts';

const HOST = 'ie.localhost:3000';

function post(body: string, headers: Record<string, string> = {}) {
  return new Request(`http://${HOST}${CONSENT_FORM_PATH}`, {
    method: 'POST',
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body,
  });
}

const send = (body: string, headers: Record<string, string> = {}) =>
  consentFormPost(post(body, headers), HOST, false);

describe('cookie choice as a form post', () => {
  it('"Accept all" stores both categories and goes back to the page with 303', async () => {
    const response = await send('choice=all&return=%2Fen%2Fdrills%2F%3Fpage%3D2');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/drills/?page=2');
    expect(response.headers.getSetCookie()).toEqual([
      'ty_consent=statistics.marketing; Path=/; Max-Age=31536000; SameSite=Lax',
    ]);
  });

  it('"Necessary only" stores none and ends the tracking id; "Save" takes the ticked categories', async () => {
    const rejected = await send('choice=none&return=%2F');
    expect(rejected.headers.getSetCookie()).toEqual([
      'ty_consent=none; Path=/; Max-Age=31536000; SameSite=Lax',
      'ty_tid=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
    const saved = await consentFormPost(post('choice=custom&statistics=on&return=%2F'), HOST, true);
    expect(saved.headers.getSetCookie()[0]).toBe(
      'ty_consent=statistics; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
  });

  it('refuses a choice that is none of the banner’s with 400 and sets nothing', async () => {
    for (const body of ['choice=everything', 'return=%2F', 'choice=custom&statistics=yes']) {
      const response = await send(body);
      expect(response.status, body).toBe(400);
      expect(response.headers.getSetCookie(), body).toEqual([]);
    }
  });

  it('refuses a form from another site with 403', async () => {
    const foreign = await send('choice=all&return=%2F', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    const crossSite = await send('choice=all&return=%2F', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });

  it('never redirects to another site: a foreign return path goes to "/"', async () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
    ]) {
      const response = await send(`choice=all&return=${encodeURIComponent(target)}`);
      expect(response.status, target).toBe(303);
      expect(response.headers.get('location'), target).toBe('/');
    }
  });

  it('takes only a form post', async () => {
    expect((await send('{"choice":"all"}', { 'content-type': 'application/json' })).status).toBe(415);
    const get = await consentFormPost(new Request(`http://${HOST}${CONSENT_FORM_PATH}`), HOST, false);
    expect(get.status).toBe(405);
  });
});
