/**
 * Shipping details and billing details (issue 11, docs/decisions/130): the customer's addresses
 * of one kind — add, change, remove, make default. The domain's address rules are the API's
 * (postal code per country, a digit in the street number except PL/RO, phone); its refusal names
 * every failing field, shown at the field.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import type { AccountAddress, AccountCustomerWithBook } from '../account/account-api.ts';
import {
  ADDRESS_FIELDS,
  ADDRESS_NOTICES,
  ADDRESS_RULE_MESSAGES,
  type AddressKind,
} from '../account/addresses.ts';
import {
  accountOf,
  answerFromApi,
  checkLanguage,
  echo,
  type Fields,
  prefixOf,
  readFields,
  redirectWith,
  refused,
  signedInOnly,
} from '../account/forms.server.ts';
import { emptyAnswer, FORM_MESSAGES, type FormAnswer } from '../account/forms.ts';

export function kindOf(request: Request): AddressKind {
  return new URL(request.url).pathname.replace(/\/$/, '').endsWith('/billing-details')
    ? 'billing'
    : 'shipping';
}

async function loadBook(shell: Parameters<typeof accountOf>[0] & { customerId: string | null }) {
  const result = await accountOf(shell).call<{ customer: AccountCustomerWithBook | null }>(
    'loadCustomer',
    {},
  );
  const customer = result.data?.customer;
  if (!customer) throw redirectWith('/', result.setCookies);
  return customer;
}

export async function addressBookLoader({ request, params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const kind = kindOf(request);
  const customer = await loadBook(shell);
  const ids = kind === 'shipping' ? customer.shippingAddressIds : customer.billingAddressIds;
  const defaultId =
    kind === 'shipping' ? customer.defaultShippingAddressId : customer.defaultBillingAddressId;
  const url = new URL(request.url);
  const done = url.searchParams.get('done') as keyof typeof ADDRESS_NOTICES | null;
  const addresses: AccountAddress[] = ids.flatMap((id) => customer.addresses.filter((a) => a.id === id));
  const editId = url.searchParams.get('edit');
  // The store's address autocomplete (decision 260), as at checkout; unknown settings: typed by hand.
  const settings = await shell.checkout?.settings().catch(() => null);
  return {
    kind,
    version: customer.version,
    country: shell.store.country,
    addresses,
    defaultId,
    editing: addresses.find((address) => address.id === editId) ?? null,
    notice: done && done in ADDRESS_NOTICES ? ADDRESS_NOTICES[done] : null,
    autocomplete: settings?.addressAutocomplete ?? false,
  };
}

/** The posted address as the API takes it: filled fields only, the store's country. */
function addressOf(fields: Fields, country: string) {
  const address: Record<string, string> = { country };
  for (const { name } of ADDRESS_FIELDS) if (fields[name]) address[name] = fields[name];
  return address;
}

export async function addressBookAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const kind = kindOf(request);
  const fields = await readFields(request);
  const intent = ['add', 'change', 'remove', 'default'].includes(fields.intent ?? '')
    ? fields.intent!
    : 'add';
  const version = Number(fields.version);
  const addressId = fields.addressId ?? '';
  const account = accountOf(shell);
  const result =
    intent === 'add'
      ? await account.call('addAddress', {
          version,
          kind,
          address: addressOf(fields, shell.store.country),
          ...(fields.makeDefault
            ? { [kind === 'shipping' ? 'defaultShipping' : 'defaultBilling']: true }
            : {}),
        })
      : intent === 'change'
        ? await account.call('updateAddress', {
            version,
            addressId,
            address: addressOf(fields, shell.store.country),
          })
        : intent === 'remove'
          ? await account.call('removeAddress', { version, addressId })
          : await account.call('setDefaultAddress', { version, addressId, kind });
  if (result.error) {
    if (result.error.code === 'invalid_address' && result.error.problems) {
      const fieldErrors: Record<string, string> = {};
      for (const problem of result.error.problems) {
        fieldErrors[problem.field] ??= ADDRESS_RULE_MESSAGES[problem.rule] ?? FORM_MESSAGES.notCorrect;
      }
      return data<FormAnswer>(
        { ...emptyAnswer(), fieldErrors, values: echo(fields), intent },
        { status: 400 },
      );
    }
    // An address removed meanwhile (another tab): the page is stale, a 409 like a version conflict.
    if (result.error.code === 'address_not_found') {
      return data<FormAnswer>(
        { ...emptyAnswer(), formError: FORM_MESSAGES.stale, values: echo(fields), intent },
        { status: 409 },
      );
    }
    return refused({ ...answerFromApi(result.error, fields), intent }, result);
  }
  const done =
    intent === 'add'
      ? 'added'
      : intent === 'change'
        ? 'changed'
        : intent === 'remove'
          ? 'removed'
          : 'default';
  const page = `${prefixOf(shell)}/my-account/${kind}-details`;
  return redirectWith(`${page}?done=${done}`, result.setCookies);
}
