/**
 * Outgoing mail for the composition root: SMTP_URL when set, otherwise an embedded SMTP server on a
 * free port of 127.0.0.1 that stores every mail in PostgreSQL for the development mailbox
 * (docs/decisions/093-mail-port-and-dev-mailbox.md).
 */
import {
  DATA_TOKEN_TTL_MS,
  type Database,
  RESET_TOKEN_TTL_MS,
  type RequestContext,
} from '@toolyard/commerce';
import { type CountryCode, normalizeCountryCode } from '@toolyard/domain';
import { composeMail, createSmtpMailer, type Mailer, startEmbeddedSmtpServer } from '@toolyard/integrations';
import { languagePrefix, storeOfCountry } from '../app/store/domain-map.ts';
import type { Env } from './env.ts';

export interface MailSetup {
  mailer: Mailer;
  stop(): Promise<void>;
}

export async function startMail(
  env: Pick<Env, 'SMTP_URL' | 'MAIL_FROM'>,
  db: Database,
  log: (line: string) => void,
): Promise<MailSetup> {
  if (env.SMTP_URL) {
    const mailer = createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM });
    return { mailer, stop: async () => mailer.close() };
  }
  const server = await startEmbeddedSmtpServer({ db, log });
  log(`mail: no SMTP_URL, mails go to the embedded SMTP server on ${server.url}`);
  const mailer = createSmtpMailer({ url: server.url, from: env.MAIL_FROM });
  return {
    mailer,
    async stop() {
      mailer.close();
      await server.stop();
    },
  };
}

/** The newsletter's double-opt-in mail (decision 055) in the language of the store variant. */
export async function sendNewsletterConfirmation(
  mailer: Mailer,
  input: { email: string; locale: string; link: string },
): Promise<void> {
  await mailer.send(composeMail('newsletter-confirmation', input.email, input.locale, { link: input.link }));
}

/**
 * The engine's `onPasswordResetRequested` hook: mails the single-use token as a link to
 * `<store origin><language prefix>/password-reset/change-password?token=…` in the shopper's
 * language. `originOf` gives the origin of a country's store for the current request.
 */
export function passwordResetMailHook(
  mailer: Mailer,
  originOf: (country: CountryCode) => string,
): (ctx: RequestContext, email: string, token: string) => Promise<void> {
  return async (ctx, email, token) => {
    const country = normalizeCountryCode(ctx.country);
    if (!country) throw new Error(`password reset mail: unknown store country ${ctx.country}`);
    const prefix = languagePrefix(storeOfCountry(country), ctx.language);
    const link = `${originOf(country)}${prefix}/password-reset/change-password?token=${encodeURIComponent(token)}`;
    const minutes = Math.round(RESET_TOKEN_TTL_MS / 60_000);
    await mailer.send(composeMail('password-reset', email, ctx.language, { link, values: { minutes } }));
  };
}

/** Where the GDPR confirmation links lead (decision 146). */
export const MY_DATA_PATH = '/my-account/my-data';

/**
 * The engine's `onCustomerDataRequested` hook: mails the single-use export or deletion token as a
 * link to `<store origin><prefix>/my-account/my-data?confirm=<purpose>&token=…`.
 */
export function customerDataMailHook(
  mailer: Mailer,
  originOf: (country: CountryCode) => string,
): (ctx: RequestContext, email: string, purpose: 'export' | 'delete', token: string) => Promise<void> {
  return async (ctx, email, purpose, token) => {
    const country = normalizeCountryCode(ctx.country);
    if (!country) throw new Error(`customer data mail: unknown store country ${ctx.country}`);
    const prefix = languagePrefix(storeOfCountry(country), ctx.language);
    const query = new URLSearchParams({ confirm: purpose, token });
    const link = `${originOf(country)}${prefix}${MY_DATA_PATH}?${query}`;
    const minutes = Math.round(DATA_TOKEN_TTL_MS / 60_000);
    const kind = purpose === 'export' ? 'data-export' : 'account-deletion';
    await mailer.send(composeMail(kind, email, ctx.language, { link, values: { minutes } }));
  };
}

/**
 * Where the e-mail confirmation link leads (decision 177): a page with a button, so a mail
 * scanner that opens the link confirms nothing. Not a guarded page: the link works signed in or not.
 */
export const CONFIRM_EMAIL_PATH = '/create-account/confirm-email/';

/** The engine's `onEmailConfirmationRequested` hook: mails the single-use confirmation link. */
export function emailConfirmationMailHook(
  mailer: Mailer,
  originOf: (country: CountryCode) => string,
): (ctx: RequestContext, email: string, token: string, reason: 'registration' | 'again') => Promise<void> {
  return async (ctx, email, token, reason) => {
    const country = normalizeCountryCode(ctx.country);
    if (!country) throw new Error(`e-mail confirmation mail: unknown store country ${ctx.country}`);
    const prefix = languagePrefix(storeOfCountry(country), ctx.language);
    const link = `${originOf(country)}${prefix}${CONFIRM_EMAIL_PATH}?token=${encodeURIComponent(token)}`;
    const kind = reason === 'again' ? 'email-confirmation-again' : 'email-confirmation';
    await mailer.send(composeMail(kind, email, ctx.language, { link }));
  };
}

/** The JSON API's account mails (password reset, data requests, e-mail confirmation), linking `originOf`. */
export function apiMailHooks(mailer: Mailer, originOf: (country: CountryCode) => string) {
  return {
    onPasswordResetRequested: passwordResetMailHook(mailer, originOf),
    onCustomerDataRequested: customerDataMailHook(mailer, originOf),
    onEmailConfirmationRequested: emailConfirmationMailHook(mailer, originOf),
  };
}
