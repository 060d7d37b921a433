import { withConfirmationFlag } from '../confirmation/confirmation-flag.ts';
import { splitLanguagePrefix } from '../store/paths.ts';
import { sameOriginPath } from '../store/safe-location.ts';
import { type Middleware, NEXT, redirectTo, TEMPORARY_REDIRECT_STATUS } from './types.ts';

const CONFIRM = /\/exconsents\/confirm\/?$/i;
const MANAGE = /\/exconsents\/managesubscriptions\/?$/i;

/** Decodes the `hash` query: base64 (or base64url) JSON; null when it is anything else. */
export function decodeConsentHash(hash: string | null): Record<string, unknown> | null {
  if (!hash) return null;
  try {
    const json = Buffer.from(hash.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * …/exConsents/confirm?hash=<base64 JSON> records the newsletter consent and redirects to the
 * language prefix plus redirect_to, or to /. …/exConsents/manageSubscriptions redirects to /.
 */
export const isExConsentRequest: Middleware = async ({ request, services }) => {
  const { pathname, searchParams } = request.url;
  if (MANAGE.test(pathname)) return redirectTo('/', TEMPORARY_REDIRECT_STATUS);
  if (!CONFIRM.test(pathname)) return NEXT;
  const { prefix } = splitLanguagePrefix(pathname);
  const consent = decodeConsentHash(searchParams.get('hash'));
  if (!consent) {
    services.warn('exConsents confirm without a readable hash');
    return redirectTo('/', TEMPORARY_REDIRECT_STATUS);
  }
  let recorded = false;
  try {
    await services.recordNewsletterConsent(consent, request);
    recorded = true;
  } catch (error) {
    services.warn(`newsletter consent not recorded: ${(error as Error).message}`);
  }
  // Same-origin paths only ("/\t/evil.example", "//x", schemes, control characters → home).
  const languagePart = prefix ? `/${prefix}` : '';
  const target =
    sameOriginPath(consent.redirect_to) && sameOriginPath(`${languagePart}${consent.redirect_to}`);
  const location = target || languagePart || '/';
  // A recorded consent is confirmed to the shopper by the confirmation popup (decision 174).
  return redirectTo(
    recorded ? withConfirmationFlag(location, 'newsletter') : location,
    TEMPORARY_REDIRECT_STATUS,
  );
};
