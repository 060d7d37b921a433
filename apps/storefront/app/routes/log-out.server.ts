import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { accountOf, checkLanguage, prefixOf, redirectWith } from '../account/forms.server.ts';
import { SHIPPING_CHOICE_COOKIE } from '../checkout/address-form.ts';

export function logOutLoader({ params, context }: LoaderFunctionArgs) {
  checkLanguage(params, context.shell);
  return null;
}

/**
 * Ends the session (API logout clears the cookie) and goes home — also without a session. The
 * checkout's shipping address type returns to same-as-billing on logout (000 §4).
 */
export async function logOutAction({ params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  const result = await accountOf(shell).call('logout', {});
  return redirectWith(prefixOf(shell) || '/', [
    ...result.setCookies,
    `${SHIPPING_CHOICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`,
  ]);
}
