/**
 * Google (OpenID Connect) and Facebook (OAuth 2.0) sign-in through openid-client
 * (docs/decisions/145-social-sign-in.md). Only configured providers exist; the browser leg
 * carries state, PKCE verifier and nonce in a short-lived httpOnly cookie, and the access token
 * obtained here is handed to the engine's authSync, which asks the provider who owns it.
 *
 * authSync is also a public JSON door for an app with its own token (decision 145), so a token is
 * believed only once the provider says it was issued to this shop's client (decision 251): any other
 * app a shopper once signed in to holds a token for the same person.
 */
import type { IdentityVerifier, SocialProvider, VerifiedIdentity } from '@toolyard/commerce';
import * as client from 'openid-client';
import type { Env } from './env.ts';

/** Spec 000 §6: profile and email for both; openid for Google. Facebook calls them public_profile. */
const SCOPES: Record<SocialProvider, string> = {
  google: 'openid profile email',
  facebook: 'public_profile email',
};

export interface SocialChecks {
  provider: SocialProvider;
  state: string;
  verifier: string;
  nonce: string;
  /** Where to go after signing in (already checked to stay on the shop). */
  next: string;
}

export interface StorefrontSocial {
  providers: readonly SocialProvider[];
  start(
    provider: SocialProvider,
    redirectUri: string,
    next: string,
  ): Promise<{ url: string; checks: SocialChecks }>;
  /** The access token for the callback URL, or null when the provider or the checks refuse it. */
  finish(provider: SocialProvider, callbackUrl: URL, checks: SocialChecks): Promise<string | null>;
  verifyIdentity: IdentityVerifier;
}

interface ProviderSetup {
  config: () => Promise<client.Configuration>;
  /** The provider's word that the token is live and was issued to our client id. */
  issuedToUs: (config: client.Configuration, accessToken: string) => Promise<boolean>;
  /** Facebook answers /me with its own field names; Google with standard OIDC claims. */
  userinfo: (config: client.Configuration, accessToken: string) => Promise<VerifiedIdentity>;
}

// openid-client refuses http:// endpoints; only a provider on this machine (the tests') may use it.
const isLocal = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);

const str = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

const PROVIDER_TIMEOUT_MS = 8_000;

async function getJson(url: URL): Promise<Record<string, unknown> | null> {
  const response = await fetch(url, { signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
}

function once<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => {
    promise ??= make().catch((error: unknown) => {
      promise = null; // a provider that was down at the first sign-in is asked again next time
      throw error;
    });
    return promise;
  };
}

function googleSetup(env: Env): ProviderSetup | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  const issuer = env.GOOGLE_ISSUER;
  return {
    config: once(() =>
      client.discovery(new URL(issuer), env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, undefined, {
        execute: isLocal(issuer) ? [client.allowInsecureRequests] : [],
      }),
    ),
    async issuedToUs(config, accessToken) {
      const clientId = env.GOOGLE_CLIENT_ID!;
      // A standard issuer answers RFC 7662 introspection; Google has none and answers tokeninfo.
      if (config.serverMetadata().introspection_endpoint) {
        const answer = await client.tokenIntrospection(config, accessToken);
        return answer.active === true && answer.client_id === clientId;
      }
      const url = new URL(env.GOOGLE_TOKENINFO_URL);
      url.searchParams.set('access_token', accessToken);
      const answer = await getJson(url);
      return answer !== null && (answer.aud === clientId || answer.azp === clientId);
    },
    async userinfo(config, accessToken) {
      const claims = await client.fetchUserInfo(config, accessToken, client.skipSubjectCheck);
      return {
        subject: claims.sub,
        email: str(claims.email),
        emailVerified: claims.email_verified === true,
        givenName: str(claims.given_name),
        familyName: str(claims.family_name),
      };
    },
  };
}

function facebookSetup(env: Env): ProviderSetup | null {
  if (!env.FACEBOOK_CLIENT_ID || !env.FACEBOOK_CLIENT_SECRET) return null;
  const metadata = {
    issuer: 'https://www.facebook.com',
    authorization_endpoint: env.FACEBOOK_AUTHORIZATION_URL,
    token_endpoint: env.FACEBOOK_TOKEN_URL,
    userinfo_endpoint: env.FACEBOOK_USERINFO_URL,
  };
  return {
    config: once(async () => {
      const config = new client.Configuration(metadata, env.FACEBOOK_CLIENT_ID!, env.FACEBOOK_CLIENT_SECRET!);
      if (isLocal(env.FACEBOOK_TOKEN_URL)) client.allowInsecureRequests(config);
      return config;
    }),
    async issuedToUs(_config, accessToken) {
      // Graph API debug_token, asked with the app token (`{app-id}|{app-secret}`).
      const url = new URL(env.FACEBOOK_DEBUG_TOKEN_URL);
      url.searchParams.set('input_token', accessToken);
      url.searchParams.set('access_token', `${env.FACEBOOK_CLIENT_ID}|${env.FACEBOOK_CLIENT_SECRET}`);
      const data = (await getJson(url))?.data as Record<string, unknown> | undefined;
      return data?.is_valid === true && String(data.app_id) === env.FACEBOOK_CLIENT_ID;
    },
    async userinfo(_config, accessToken) {
      const url = new URL(env.FACEBOOK_USERINFO_URL);
      if (!url.searchParams.has('fields')) url.searchParams.set('fields', 'id,email,first_name,last_name');
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`facebook userinfo: ${response.status}`);
      const body = (await response.json()) as Record<string, unknown>;
      const subject = str(body.id) ?? str(body.sub);
      if (!subject) throw new Error('facebook userinfo: no id');
      // Facebook hands out an e-mail only once its owner has confirmed it (decision 145).
      return {
        subject,
        email: str(body.email),
        emailVerified: str(body.email) !== null,
        givenName: str(body.first_name) ?? str(body.given_name),
        familyName: str(body.last_name) ?? str(body.family_name),
      };
    },
  };
}

export function createSocialAuth(
  env: Env,
  log: (message: string) => void = () => {},
): StorefrontSocial | null {
  const setups: Partial<Record<SocialProvider, ProviderSetup>> = {};
  const google = googleSetup(env);
  if (google) setups.google = google;
  const facebook = facebookSetup(env);
  if (facebook) setups.facebook = facebook;
  const providers = Object.keys(setups) as SocialProvider[];
  if (providers.length === 0) return null;
  const setupOf = (provider: SocialProvider) => {
    const setup = setups[provider];
    if (!setup) throw new Error(`social sign-in: ${provider} is not configured`);
    return setup;
  };

  return {
    providers,
    async start(provider, redirectUri, next) {
      const config = await setupOf(provider).config();
      const checks: SocialChecks = {
        provider,
        state: client.randomState(),
        verifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
        next,
      };
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        scope: SCOPES[provider],
        state: checks.state,
        code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
        code_challenge_method: 'S256',
      };
      if (provider === 'google') parameters.nonce = checks.nonce;
      return { url: client.buildAuthorizationUrl(config, parameters).href, checks };
    },
    async finish(provider, callbackUrl, checks) {
      if (checks.provider !== provider) return null;
      try {
        const config = await setupOf(provider).config();
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: checks.state,
          pkceCodeVerifier: checks.verifier,
          ...(provider === 'google' ? { expectedNonce: checks.nonce, idTokenExpected: true } : {}),
        });
        return tokens.access_token;
      } catch (error) {
        log(`social sign-in (${provider}) refused: ${String(error)}`);
        return null;
      }
    },
    async verifyIdentity(provider, accessToken) {
      const setup = setups[provider];
      if (!setup) return null;
      try {
        const config = await setup.config();
        if (!(await setup.issuedToUs(config, accessToken))) {
          log(`social sign-in (${provider}) refused: the token was not issued to this shop`);
          return null;
        }
        return await setup.userinfo(config, accessToken);
      } catch (error) {
        log(`social sign-in (${provider}) userinfo refused: ${String(error)}`);
        return null;
      }
    },
  };
}

/** The browser leg's checks travel in this cookie, for ten minutes, only to /auth. */
export const SOCIAL_COOKIE = 'ty_social';

export function encodeChecks(checks: SocialChecks): string {
  return Buffer.from(JSON.stringify(checks)).toString('base64url');
}

export function decodeChecks(value: string | undefined): SocialChecks | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Partial<SocialChecks>;
    const fields = [parsed.provider, parsed.state, parsed.verifier, parsed.nonce, parsed.next];
    return fields.every((field) => typeof field === 'string') ? (parsed as SocialChecks) : null;
  } catch {
    return null;
  }
}
