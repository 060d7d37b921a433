/**
 * Decision 251: the social token check against Google's and Facebook's own answers, faked at the
 * network layer. Google has no RFC 7662 introspection, so it is asked through tokeninfo; Facebook
 * through the Graph API's debug_token with the app token. (A standard issuer's introspection is
 * covered in Chromium by e2e/social-sign-in.e2e.ts against oidc-provider.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';
import { createSocialAuth } from './social-auth.ts';

const SHOP = 'shop-client.apps.googleusercontent.com';
let server: Server;
let base: string;
const seen: string[] = [];

/** What Google's tokeninfo answers per access token (its real field names), and Graph's debug_token. */
const GOOGLE_TOKENS: Record<string, Record<string, string>> = {
  ours: { azp: SHOP, aud: SHOP, sub: 'g-1', scope: 'openid email profile', expires_in: '3500' },
  theirs: { azp: 'other.apps.googleusercontent.com', aud: 'other.apps.googleusercontent.com', sub: 'g-1' },
};
const FACEBOOK_TOKENS: Record<string, Record<string, unknown>> = {
  'fb-ours': { app_id: '1234', type: 'USER', is_valid: true, user_id: 'f-1' },
  'fb-theirs': { app_id: '9999', type: 'USER', is_valid: true, user_id: 'f-1' },
  'fb-expired': { app_id: '1234', type: 'USER', is_valid: false, user_id: 'f-1' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', base);
    seen.push(url.pathname);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: base,
        authorization_endpoint: `${base}/auth`,
        token_endpoint: `${base}/token`,
        userinfo_endpoint: `${base}/userinfo`,
        jwks_uri: `${base}/certs`,
      });
    }
    if (url.pathname === '/tokeninfo') {
      const answer = GOOGLE_TOKENS[url.searchParams.get('access_token') ?? ''];
      return answer ? json(200, answer) : json(400, { error_description: 'Invalid Value' });
    }
    if (url.pathname === '/userinfo' && GOOGLE_TOKENS[bearer]) {
      return json(200, { sub: 'g-1', email: 'g@example.com', email_verified: true, given_name: 'Gerda' });
    }
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== '1234|fb-secret') return json(400, { error: {} });
      const data = FACEBOOK_TOKENS[url.searchParams.get('input_token') ?? ''];
      return data ? json(200, { data }) : json(400, { error: { code: 190 } });
    }
    if (url.pathname === '/me' && FACEBOOK_TOKENS[bearer]) {
      return json(200, { id: 'f-1', email: 'f@example.com', first_name: 'Frida', last_name: 'Holz' });
    }
    json(401, { error: 'invalid_token' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const social = () =>
  createSocialAuth(
    parseEnv({
      GOOGLE_ISSUER: base,
      GOOGLE_CLIENT_ID: SHOP,
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
      FACEBOOK_CLIENT_ID: '1234',
      FACEBOOK_CLIENT_SECRET: 'fb-secret',
      FACEBOOK_TOKEN_URL: `${base}/token`,
      FACEBOOK_USERINFO_URL: `${base}/me`,
      FACEBOOK_DEBUG_TOKEN_URL: `${base}/debug_token`,
    }),
  );

describe('social sign-in believes a token only when it was issued to the shop', () => {
  it("Google: tokeninfo's audience decides, before anyone's profile is read", async () => {
    const auth = social();
    expect(await auth?.verifyIdentity('google', 'ours')).toMatchObject({
      subject: 'g-1',
      email: 'g@example.com',
      emailVerified: true,
    });
    seen.length = 0;
    expect(await auth?.verifyIdentity('google', 'theirs')).toBeNull();
    expect(seen).not.toContain('/userinfo');
    expect(await auth?.verifyIdentity('google', 'made-up')).toBeNull();
  });

  it('Facebook: debug_token must name the shop’s app and say the token is valid', async () => {
    const auth = social();
    expect(await auth?.verifyIdentity('facebook', 'fb-ours')).toMatchObject({
      subject: 'f-1',
      email: 'f@example.com',
      givenName: 'Frida',
    });
    expect(await auth?.verifyIdentity('facebook', 'fb-theirs')).toBeNull();
    expect(await auth?.verifyIdentity('facebook', 'fb-expired')).toBeNull();
    expect(await auth?.verifyIdentity('facebook', 'made-up')).toBeNull();
  });
});
