/**
 * /auth/<provider> starts Google or Facebook sign-in; /auth/<provider>/callback finishes it and
 * hands the access token to the engine's authSync (decision 145). Failures land on /login with
 * `?social-error=<provider>`, which the page explains.
 */
import type { SocialProvider } from '@toolyard/commerce';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { decodeChecks, encodeChecks, SOCIAL_COOKIE } from '../../server/social-auth.ts';
import { accountOf, prefixOf, redirectWith } from '../account/forms.server.ts';
import { afterSignIn } from '../account/return-to.ts';
import { parseCookies } from '../store/cookies.ts';

const CHECKS_MAX_AGE_SECONDS = 600;

function checksCookie(value: string, maxAge: number, secure: boolean): string {
  // Lax: the provider sends the browser back with a top-level GET, which must carry it.
  const attributes = [
    `${SOCIAL_COOKIE}=${value}`,
    'Path=/auth',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${maxAge}`,
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

function providerOf(args: LoaderFunctionArgs): SocialProvider {
  const social = args.context.shell.social;
  const provider = args.params.provider as SocialProvider;
  if (!social?.providers.includes(provider)) throw data('Not found', { status: 404 });
  return provider;
}

const callbackUri = (origin: string, provider: SocialProvider) => `${origin}/auth/${provider}/callback/`;

export async function socialStartLoader(args: LoaderFunctionArgs) {
  const provider = providerOf(args);
  const { shell } = args.context;
  const requested = new URL(args.request.url).searchParams.get('redirect');
  const next = afterSignIn(requested, prefixOf(shell));
  const { url, checks } = await shell.social!.start(provider, callbackUri(shell.origin, provider), next);
  const secure = shell.origin.startsWith('https:');
  return redirect(url, {
    status: 303,
    headers: { 'set-cookie': checksCookie(encodeChecks(checks), CHECKS_MAX_AGE_SECONDS, secure) },
  });
}

export async function socialCallbackLoader(args: LoaderFunctionArgs) {
  const provider = providerOf(args);
  const { shell } = args.context;
  const secure = shell.origin.startsWith('https:');
  const cleared = checksCookie('', 0, secure);
  const failed = redirectWith(`${prefixOf(shell)}/login?social-error=${provider}`, [cleared]);
  const checks = decodeChecks(parseCookies(args.request.headers.get('cookie'))[SOCIAL_COOKIE]);
  if (!checks) return failed;
  // The redirect_uri of the token request must be the one the provider saw, whatever proxy is in front.
  const callbackUrl = new URL(callbackUri(shell.origin, provider));
  callbackUrl.search = new URL(args.request.url).search;
  const accessToken = await shell.social!.finish(provider, callbackUrl, checks);
  if (!accessToken) return failed;
  const result = await accountOf(shell).call('authSync', {
    accessToken,
    tokenType: 'Bearer',
    provider,
    sessionTtl: 86_400,
  });
  if (result.error) {
    const reason = result.error.code === 'unverified_email' ? '&reason=unverified-email' : '';
    return redirectWith(`${prefixOf(shell)}/login?social-error=${provider}${reason}`, [cleared]);
  }
  return redirectWith(afterSignIn(checks.next, prefixOf(shell)), [...result.setCookies, cleared]);
}
