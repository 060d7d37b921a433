/**
 * A real OpenID provider (oidc-provider) on a free localhost port, standing in for Google in tests
 * of social sign-in (decision 145). Its development login page accepts any of `accounts` by id
 * (any password); the consent page grants what was asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalAccount {
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * An access token for `accountId` as the code flow would give it, for engine-level tests; with
   * `OTHER_APP_CLIENT_ID`, one issued to another app the same person signed in to.
   */
  accessTokenFor(accountId: string, clientId?: string): Promise<string>;
  close(): Promise<void>;
}

/** A second registered client: an app that is not the shop. */
export const OTHER_APP_CLIENT_ID = 'some-other-app';

export async function startLocalOidcProvider(options: {
  accounts: Record<string, LocalAccount>;
  redirectUris: string[];
}): Promise<LocalOidcProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const clientId = 'toolyard-test';
  const clientSecret = 'toolyard-test-secret-that-is-long-enough-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        token_endpoint_auth_method: 'client_secret_post',
      },
      {
        client_id: OTHER_APP_CLIENT_ID,
        client_secret: 'some-other-app-secret-that-is-long-enough-0123456789',
        redirect_uris: ['http://localhost/other-app/callback'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // RFC 7662: how the shop asks a standard issuer whom a token was issued to (decision 251).
    features: { introspection: { enabled: true } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    cookies: { keys: ['local-oidc-provider-test-cookie-key'] },
    async findAccount(_ctx, sub) {
      const account = options.accounts[sub];
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified,
          given_name: account.givenName,
          family_name: account.familyName,
        }),
      };
    },
  });
  // Silence the development-mode warnings about the built-in login page and keys.
  provider.on('server_error', () => {});
  server.on('request', provider.callback());

  return {
    issuer,
    clientId,
    clientSecret,
    async accessTokenFor(accountId, forClient = clientId) {
      const client = await provider.Client.find(forClient);
      if (!client) throw new Error('local OpenID provider: test client missing');
      const grant = new provider.Grant({ accountId, clientId: forClient });
      grant.addOIDCScope('openid email profile');
      const grantId = await grant.save();
      const token = new provider.AccessToken({
        accountId,
        client,
        grantId,
        gty: 'authorization_code',
        scope: 'openid email profile',
      });
      return token.save();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
