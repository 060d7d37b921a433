import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { accountOf, checkLanguage, prefixOf, redirectWith } from '../account/forms.server.ts';

export function logOutLoader({ params, context }: LoaderFunctionArgs) {
  checkLanguage(params, context.shell);
  return null;
}

/** Ends the session (API logout clears the cookie) and goes home — also without a session. */
export async function logOutAction({ params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  const result = await accountOf(shell).call('logout', {});
  return redirectWith(prefixOf(shell) || '/', result.setCookies);
}
