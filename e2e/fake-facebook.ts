/**
 * A stand-in for Facebook's OAuth 2.0 endpoints on 127.0.0.1, speaking the same HTTP as the real
 * ones (Graph API v19.0): the login dialog (/v19.0/dialog/oauth, a page with one button per
 * account), the code exchange (/v19.0/oauth/access_token, client secret and PKCE checked) and
 * /v19.0/me (bearer token, `fields` honoured) and /v19.0/debug_token (whose app a token is, asked
 * with the app token). The shop reaches it only through the FACEBOOK_*
 * URLs, as it would reach Facebook.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeFacebookAccount {
  id: string;
  name: string;
  /** Absent: the person declined the e-mail permission (or has no confirmed address). */
  email?: string;
  firstName: string;
  lastName: string;
}

export interface FakeFacebook {
  origin: string;
  clientId: string;
  clientSecret: string;
  /** The query of every login dialog opened, oldest first. */
  dialogs: URLSearchParams[];
  /** The form of every code exchange, oldest first. */
  exchanges: URLSearchParams[];
  env: Record<string, string>;
  close(): Promise<void>;
}

interface Grant {
  accountId: string;
  redirectUri: string;
  challenge: string;
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeFacebook(accounts: FakeFacebookAccount[]): Promise<FakeFacebook> {
  const clientId = '1234567890123456';
  const clientSecret = randomBytes(16).toString('hex');
  const grants = new Map<string, Grant>();
  const tokens = new Map<string, string>();
  const dialogs: URLSearchParams[] = [];
  const exchanges: URLSearchParams[] = [];
  const byId = new Map(accounts.map((account) => [account.id, account]));

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/v19.0/dialog/oauth') {
      dialogs.push(url.searchParams);
      const query = url.searchParams;
      if (query.get('client_id') !== clientId || query.get('response_type') !== 'code') {
        return json(400, { error: { message: 'Invalid client_id or response_type' } });
      }
      const buttons = accounts
        .map(
          (account) =>
            `<form method="post" action="/v19.0/dialog/oauth/continue?${escapeHtml(query.toString())}">` +
            `<input type="hidden" name="account" value="${escapeHtml(account.id)}">` +
            `<button type="submit">Continue as ${escapeHtml(account.name)}</button></form>`,
        )
        .join('');
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><title>Log in with Facebook</title>${buttons}`);
    }
    if (request.method === 'POST' && url.pathname === '/v19.0/dialog/oauth/continue') {
      const form = new URLSearchParams(await readBody(request));
      const accountId = form.get('account') ?? '';
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      const code = randomBytes(16).toString('hex');
      grants.set(code, { accountId, redirectUri, challenge: url.searchParams.get('code_challenge') ?? '' });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/v19.0/oauth/access_token') {
      const form = new URLSearchParams(await readBody(request));
      exchanges.push(form);
      const basic = request.headers.authorization?.match(/^Basic (.+)$/)?.[1];
      const [id, secret] = basic
        ? Buffer.from(basic, 'base64').toString('utf8').split(':').map(decodeURIComponent)
        : [form.get('client_id'), form.get('client_secret')];
      if (id !== clientId || secret !== clientSecret) return json(401, { error: { message: 'bad client' } });
      const grant = grants.get(form.get('code') ?? '');
      grants.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.redirectUri !== form.get('redirect_uri') || grant.challenge !== challenge) {
        return json(400, { error: { message: 'Invalid verification code', type: 'OAuthException' } });
      }
      const token = randomBytes(24).toString('hex');
      tokens.set(token, grant.accountId);
      return json(200, { access_token: token, token_type: 'bearer', expires_in: 5_183_944 });
    }
    if (request.method === 'GET' && url.pathname === '/v19.0/debug_token') {
      // Asked with the app token; says whom the inspected token was issued to (decision 251).
      if (url.searchParams.get('access_token') !== `${clientId}|${clientSecret}`) {
        return json(400, { error: { message: 'Invalid OAuth access token signature.', code: 190 } });
      }
      const accountId = tokens.get(url.searchParams.get('input_token') ?? '');
      return json(200, {
        data: accountId
          ? { app_id: clientId, type: 'USER', application: 'Toolyard', is_valid: true, user_id: accountId }
          : { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' } },
      });
    }
    if (request.method === 'GET' && url.pathname === '/v19.0/me') {
      const token = request.headers.authorization?.match(/^Bearer (.+)$/i)?.[1] ?? '';
      const account = byId.get(tokens.get(token) ?? '');
      if (!account) return json(401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      const all: Record<string, string | undefined> = {
        id: account.id,
        name: account.name,
        email: account.email,
        first_name: account.firstName,
        last_name: account.lastName,
      };
      const fields = (url.searchParams.get('fields') ?? 'id,name').split(',');
      return json(
        200,
        Object.fromEntries(fields.filter((f) => all[f] !== undefined).map((f) => [f, all[f]])),
      );
    }
    json(404, { error: { message: 'Unknown path' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    clientId,
    clientSecret,
    dialogs,
    exchanges,
    env: {
      FACEBOOK_CLIENT_ID: clientId,
      FACEBOOK_CLIENT_SECRET: clientSecret,
      FACEBOOK_AUTHORIZATION_URL: `${origin}/v19.0/dialog/oauth`,
      FACEBOOK_TOKEN_URL: `${origin}/v19.0/oauth/access_token`,
      FACEBOOK_USERINFO_URL: `${origin}/v19.0/me`,
      FACEBOOK_DEBUG_TOKEN_URL: `${origin}/v19.0/debug_token`,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
