/** Server side of the account forms: reading the post, mapping API errors to fields, answering. */
import { isValidEmail, passwordProblem } from '@toolyard/domain';
import { data, redirect } from 'react-router';
import { languagePrefix } from '../store/domain-map.ts';
import type { AccountAnswer, AccountApi, AccountApiError } from './account-api.ts';
import { emptyAnswer, FORM_MESSAGES, type FormAnswer, PASSWORD_MESSAGES } from './forms.ts';

export type Fields = Record<string, string>;

/** The posted fields as trimmed strings (passwords untrimmed: a space may be part of one). */
export async function readFields(request: Request): Promise<Fields> {
  const form = await request.formData();
  const fields: Fields = {};
  for (const [name, value] of form) {
    if (typeof value !== 'string') continue;
    fields[name] = /password/i.test(name) ? value : value.trim();
  }
  return fields;
}

/** The values to show again: everything except passwords and the reset token. */
export function echo(fields: Fields): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !/password|token/i.test(name)));
}

export function requireEmail(fields: Fields, errors: Record<string, string>, name = 'email') {
  const value = fields[name] ?? '';
  if (!value) errors[name] = FORM_MESSAGES.required;
  else if (!isValidEmail(value)) errors[name] = FORM_MESSAGES.email;
}

/** The domain's rule for a new password (the API adds the common-password list). */
export function checkNewPassword(
  fields: Fields,
  errors: Record<string, string>,
  names: { password: string; confirmation: string },
  email: string | null,
) {
  const password = fields[names.password] ?? '';
  if (!password) {
    errors[names.password] = FORM_MESSAGES.required;
    return;
  }
  const problem = passwordProblem(password, { email });
  if (problem) errors[names.password] = PASSWORD_MESSAGES[problem];
  else if (password !== (fields[names.confirmation] ?? ''))
    errors[names.confirmation] = FORM_MESSAGES.confirmed;
}

/** The API's refusal as a form answer; `fieldOf` maps API field names to form field names. */
export function answerFromApi(
  error: AccountApiError,
  fields: Fields,
  fieldOf: Record<string, string> = {},
): FormAnswer {
  const answer = { ...emptyAnswer(), values: echo(fields) };
  const field = error.field ? (fieldOf[error.field] ?? error.field) : null;
  switch (error.code) {
    case 'too_many_requests':
      return { ...answer, formError: FORM_MESSAGES.tooManyRequests };
    case 'invalid_credentials':
      return { ...answer, formError: FORM_MESSAGES.invalidCredentials };
    case 'email_taken':
      return { ...answer, fieldErrors: { [field ?? 'email']: FORM_MESSAGES.emailTaken } };
    case 'weak_password':
      return {
        ...answer,
        fieldErrors: { [field ?? 'password']: error.messageKey ?? FORM_MESSAGES.passwordRule },
      };
    case 'invalid_reset_token':
      return { ...answer, formError: FORM_MESSAGES.resetTokenInvalid };
    case 'current_password_required':
      return { ...answer, fieldErrors: { currentPassword: FORM_MESSAGES.emailPasswordRequired } };
    case 'email_not_confirmed':
      return { ...answer, formError: FORM_MESSAGES.linkNeedsConfirmedEmail };
    case 'concurrent_modification':
      return { ...answer, formError: FORM_MESSAGES.stale };
    case 'bad_request':
      return field && field in fields
        ? { ...answer, fieldErrors: { [field]: FORM_MESSAGES.notCorrect } }
        : { ...answer, formError: FORM_MESSAGES.unexpected };
    default:
      return { ...answer, formError: FORM_MESSAGES.unexpected };
  }
}

/** HTTP status of a refused form: the API's (429 keeps its Retry-After), 400 for our own checks. */
export function refused(answer: FormAnswer, result?: AccountAnswer<unknown>) {
  const headers = new Headers();
  if (result?.error?.retryAfter !== undefined) headers.set('retry-after', String(result.error.retryAfter));
  const status = result ? (result.status >= 500 ? 500 : result.status) : 400;
  return data(answer, { status, headers });
}

export function invalid(fields: Fields, fieldErrors: Record<string, string>, intent: string | null = null) {
  return data<FormAnswer>({ ...emptyAnswer(), fieldErrors, values: echo(fields), intent }, { status: 400 });
}

/** A redirect carrying the API's Set-Cookie lines (the rotated or cleared session). */
export function redirectWith(location: string, setCookies: readonly string[]) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return redirect(location, { status: 303, headers });
}

interface AccountShell {
  account: AccountApi | null;
  customerId: string | null;
  store: Parameters<typeof languagePrefix>[0];
  language: Parameters<typeof languagePrefix>[1];
}

/** The page prefix of the request's language ('' for the store's default). */
export function prefixOf(shell: AccountShell): string {
  return languagePrefix(shell.store, shell.language);
}

/** The account API, or a 503 when no engine is plugged in (shell tests). */
export function accountOf(shell: AccountShell): AccountApi {
  if (!shell.account) throw data('Accounts are not available', { status: 503 });
  return shell.account;
}

/**
 * Posts skip the page guards (they run for reads), so the actions apply them: guest-only forms
 * send a signed-in customer home, account forms send a visitor without a session to /.
 */
export function guestOnly(shell: AccountShell, status: 302 | 303 = 303) {
  if (shell.customerId) throw redirect(prefixOf(shell) || '/', status);
}

export function signedInOnly(shell: AccountShell): string {
  if (!shell.customerId) throw redirect('/', 303);
  return shell.customerId;
}

/** A language segment the store does not have is no page (the prefix-checker redirects reads). */
export function checkLanguage(params: { lang?: string }, shell: AccountShell) {
  if (params.lang !== undefined && `/${params.lang}` !== prefixOf(shell)) throw data(null, { status: 404 });
}

/**
 * The start every guest-only form action shares (login, create account, password reset): the
 * page's language, the guest guard, the posted fields and an empty error map to fill.
 */
export async function openGuestForm(request: Request, params: { lang?: string }, shell: AccountShell) {
  checkLanguage(params, shell);
  guestOnly(shell);
  return { fields: await readFields(request), errors: {} as Record<string, string> };
}
