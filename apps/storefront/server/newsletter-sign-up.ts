/**
 * One newsletter sign-up with its double opt-in mail (000 §4, decision 245): the newsletter form,
 * the checkout's box on the return page, and the box of an order the payment webhook placed
 * (decision 264), where no shopper's request is there to do it.
 */
import type { NewsletterService } from '@toolyard/commerce';
import { normalizeCountryCode } from '@toolyard/domain';
import type { Mailer } from '@toolyard/integrations';
import { type DomainMap, languagePrefix, storeOfCountry, storeOrigin } from '../app/store/domain-map.ts';
import { sendNewsletterConfirmation } from './mail.ts';
import type { NewsletterConsentOfOrder } from './payments.ts';

/** The `hash` query of a confirmation link: base64url JSON with the token (and optionally redirect_to). */
export function consentHash(token: string, redirectTo?: string): string {
  const payload = { email_token: token, ...(redirectTo ? { redirect_to: redirectTo } : {}) };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

export interface NewsletterSignUpInput {
  email: string;
  storeKey: string;
  /** The store variant, e.g. `nl-be`. */
  locale: string;
  /** Origin and language prefix of the store the confirmation link opens. */
  origin: string;
  prefix: string;
  source: string;
}

export type NewsletterSignUpOutcome = 'pending' | 'confirmed' | 'invalid-email';

export function createNewsletterSignUp(deps: {
  newsletter: NewsletterService;
  mailer: Mailer | null;
  log: (line: string) => void;
}) {
  return async function signUp(input: NewsletterSignUpInput): Promise<NewsletterSignUpOutcome> {
    const { email, storeKey, locale, source } = input;
    const result = await deps.newsletter.subscribe({ email, storeKey, locale, source });
    if (!result.ok) return 'invalid-email';
    if (result.confirmToken) {
      const link = `${input.origin}${input.prefix}/exConsents/confirm?hash=${consentHash(result.confirmToken)}`;
      if (deps.mailer) await sendNewsletterConfirmation(deps.mailer, { email, locale, link });
      else deps.log(`newsletter: confirmation mail (${locale}) with link ${link}`);
    }
    return result.status === 'confirmed' ? 'confirmed' : 'pending';
  };
}

/**
 * The sign-up of an order's newsletter box in the order's store and language, for the payment
 * webhook: `requestHost` is the host the provider called, which names the shop's domains.
 */
export function newsletterOfOrder(
  signUp: ReturnType<typeof createNewsletterSignUp>,
  domainMap: DomainMap,
  requestHost: () => string | undefined,
) {
  return async ({ email, country, locale }: NewsletterConsentOfOrder): Promise<void> => {
    const code = normalizeCountryCode(country);
    if (!code) throw new Error(`unknown store country ${country}`);
    const store = storeOfCountry(code);
    const language = locale.split('-')[0]?.toLowerCase() || store.defaultLanguage;
    await signUp({
      email,
      storeKey: store.storeKey,
      locale: `${language}-${code.toLowerCase()}`,
      origin: storeOrigin(code, domainMap, requestHost() ?? 'localhost'),
      prefix: languagePrefix(store, language),
      source: 'checkout',
    });
  };
}
