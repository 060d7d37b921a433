/** What an account form's action answers when it does not redirect, and the texts it names. */

export interface FormAnswer {
  /** Field name → message key. */
  fieldErrors: Record<string, string>;
  /** Message key of an error about the whole form (wrong credentials, too many attempts). */
  formError: string | null;
  /** Message key of a success note (profile saved). */
  notice: string | null;
  /** The values typed, to show them again (never passwords). */
  values: Record<string, string>;
  /** Which form of the page answered (profile page: "profile" | "password"). */
  intent: string | null;
}

export function emptyAnswer(): FormAnswer {
  return { fieldErrors: {}, formError: null, notice: null, values: {}, intent: null };
}

/**
 * Every message key an account action may answer with; the browser translates them, so they are
 * listed here, in code the browser also runs (CLIENT_KEYS, keys-in-code.test.ts).
 */
export const FORM_MESSAGES = {
  required: 'form.required',
  email: 'form.email',
  confirmed: 'form.confirmed',
  notCorrect: 'form.not-correct',
  passwordRule: 'form.password-rule',
  tooManyRequests: 'account-security.too-many-requests',
  invalidCredentials: 'account-pages.invalid-credentials',
  emailTaken: 'account-pages.email-taken',
  resetTokenInvalid: 'account-pages.reset-token-invalid',
  stale: 'account-pages.stale',
  unexpected: 'account-pages.unexpected-error',
  vatIdInvalid: 'account-pages.vat-id-invalid',
  currentPasswordWrong: 'account-pages.current-password-wrong',
  profileSaved: 'account-pages.profile-saved',
  passwordSaved: 'account-pages.password-saved',
  /** My profile's VAT check (spec 001 §8 "VAT" texts, decision 175). */
  vatNotValidated: 'vat.not-validated',
  vatTimeout: 'vat.timeout',
  vatTechnical: 'vat.technical-issue',
  /** The registration mail's confirmation link (decision 177). */
  confirmEmailInvalid: 'account-pages.confirm-email-invalid',
  emailConfirmed: 'account-pages.email-confirmed',
  /** A new e-mail in the profile needs the current password (decision 257). */
  emailPasswordRequired: 'account-pages.email-password-required',
  /** The "my orders" link waits for a confirmed e-mail (decision 251). */
  linkNeedsConfirmedEmail: 'account-orders.link-needs-confirmed-email',
} as const;

/** The domain's password problems (decision 083) as message keys. */
export const PASSWORD_MESSAGES = {
  'invalid-characters': 'account-security.password-invalid-characters',
  'too-short': 'account-security.password-too-short',
  'too-long': 'account-security.password-too-long',
  'letter-and-number': 'account-security.password-letter-and-number',
  'equals-email': 'account-security.password-equals-email',
  'too-common': 'account-security.password-too-common',
} as const;
