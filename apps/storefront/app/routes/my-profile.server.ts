/**
 * My profile: e-mail, first and last name, the VAT ID (checked through the VAT port before it is
 * saved, decision 175), and the password (needs the current one).
 */

import { normalizeEmail } from '@toolyard/commerce';
import { isValidVatIdFormat, normalizeVatId } from '@toolyard/domain';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import type { AccountCustomer } from '../account/account-api.ts';
import {
  accountOf,
  answerFromApi,
  checkLanguage,
  checkNewPassword,
  echo,
  invalid,
  readFields,
  redirectWith,
  refused,
  requireEmail,
  signedInOnly,
} from '../account/forms.server.ts';
import { emptyAnswer, FORM_MESSAGES } from '../account/forms.ts';
import type { ShellContext } from '../shell/context.ts';

export async function myProfileLoader({ params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const result = await accountOf(shell).call<{ customer: AccountCustomer | null }>('loadCustomer', {});
  const customer = result.data?.customer;
  if (!customer) throw redirectWith('/', result.setCookies);
  return {
    customer: {
      version: customer.version,
      email: customer.email,
      firstName: customer.firstName ?? '',
      lastName: customer.lastName ?? '',
      vatId: customer.vatId ?? '',
    },
    vatCountry: shell.store.country,
  };
}

type VatAnswer = { vatId: string | null } | { error: string };

/**
 * An empty field clears the VAT ID, and the ID already on the account is kept as it is (checked
 * when it was saved; registration checks the format only). A new ID is checked as the store checks
 * it: by its format where VAT validation is off (001 §5: "It runs only if VAT validation is enabled
 * for the store"), else only an ID the service confirms is kept — 'invalid' and 'could not
 * validate' are both refused with the spec's text, and posting again is the "Validate my VAT ID"
 * retry (decision 175).
 */
async function checkedVatId(shell: ShellContext, input: string, saved: string | null): Promise<VatAnswer> {
  const country = shell.store.country;
  const typed = input ? normalizeVatId(country, input) : '';
  if (!typed) return { vatId: null };
  if (saved && normalizeVatId(country, saved) === typed) return { vatId: saved };
  const settings = await shell.checkout?.settings().catch(() => null);
  if (settings && !settings.vatValidation) {
    return isValidVatIdFormat(country, input) ? { vatId: typed } : { error: FORM_MESSAGES.vatIdInvalid };
  }
  if (!shell.vat) return { error: FORM_MESSAGES.vatTechnical };
  let answer: Awaited<ReturnType<NonNullable<ShellContext['vat']>['check']>>;
  try {
    answer = await shell.vat.check({ country, vatId: input });
  } catch {
    return { error: FORM_MESSAGES.vatTechnical };
  }
  if (!answer.ok) return { error: FORM_MESSAGES.vatIdInvalid };
  if (answer.outcome === 'valid') return { vatId: answer.vatId };
  if (answer.outcome === 'invalid') return { error: FORM_MESSAGES.vatNotValidated };
  return { error: answer.timedOut ? FORM_MESSAGES.vatTimeout : FORM_MESSAGES.vatTechnical };
}

export async function myProfileAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const fields = await readFields(request);
  const intent = fields.intent === 'password' ? 'password' : 'profile';
  const version = Number(fields.version);
  const errors: Record<string, string> = {};
  if (intent === 'profile') {
    requireEmail(fields, errors);
    if (!fields.firstName) errors.firstName = FORM_MESSAGES.required;
    if (!fields.lastName) errors.lastName = FORM_MESSAGES.required;
  } else {
    if (!fields.currentPassword) errors.currentPassword = FORM_MESSAGES.required;
    checkNewPassword(
      fields,
      errors,
      { password: 'newPassword', confirmation: 'newPasswordConfirmation' },
      null,
    );
  }
  if (Object.keys(errors).length > 0) return invalid(fields, errors, intent);
  let vatId: string | null = null;
  const account = accountOf(shell);
  let emailChanges = false;
  if (intent === 'profile') {
    const saved = await account.call<{ customer: AccountCustomer | null }>('loadCustomer', {});
    // The engine's own comparison, asked here first so the VAT check does not run for nothing.
    emailChanges = normalizeEmail(fields.email ?? '') !== normalizeEmail(saved.data?.customer?.email ?? '');
    if (emailChanges && !fields.currentPassword) {
      return invalid(fields, { currentPassword: FORM_MESSAGES.emailPasswordRequired }, intent);
    }
    const vat = await checkedVatId(shell, fields.vatId ?? '', saved.data?.customer?.vatId ?? null);
    if ('error' in vat) return invalid(fields, { vatId: vat.error }, intent);
    vatId = vat.vatId;
  }
  const result =
    intent === 'profile'
      ? await account.call('updateCustomer', {
          version,
          email: fields.email,
          firstName: fields.firstName,
          lastName: fields.lastName,
          vatId,
          ...(emailChanges ? { currentPassword: fields.currentPassword } : {}),
        })
      : await account.call('changePassword', {
          version,
          currentPassword: fields.currentPassword,
          newPassword: fields.newPassword,
        });
  if (result.error) {
    const answer = answerFromApi(result.error, fields);
    const wrongCurrent = result.error.code === 'invalid_credentials';
    return refused(
      wrongCurrent
        ? {
            ...answer,
            formError: null,
            fieldErrors: { currentPassword: FORM_MESSAGES.currentPasswordWrong },
            intent,
          }
        : { ...answer, intent },
      result,
    );
  }
  if (intent === 'profile' && shell.customerId) {
    await shell.track?.({ event: 'customer-update', user_id: shell.customerId }, { email: fields.email });
  }
  const notice = intent === 'profile' ? FORM_MESSAGES.profileSaved : FORM_MESSAGES.passwordSaved;
  // The ID as the service checked it (prefix added, spaces gone) is what the form shows again.
  const values = intent === 'profile' ? { ...echo(fields), vatId: vatId ?? '' } : echo(fields);
  return data({ ...emptyAnswer(), notice, intent, values });
}
