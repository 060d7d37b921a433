/**
 * /my-account/my-data (GDPR, decision 146): ask for a copy of everything we hold or for the
 * account's deletion; both are confirmed by a single-use link mailed to the customer, which leads
 * back here with `?confirm=<export|delete>&token=…`.
 */
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from 'react-router';
import {
  accountOf,
  checkLanguage,
  prefixOf,
  readFields,
  redirectWith,
  signedInOnly,
} from '../account/forms.server.ts';

export type MyDataAnswer = { kind: 'mailed'; purpose: 'export' | 'delete' } | { kind: 'invalid-token' };

export function myDataLoader({ request, params, context }: LoaderFunctionArgs) {
  checkLanguage(params, context.shell);
  signedInOnly(context.shell);
  const search = new URL(request.url).searchParams;
  const confirm = search.get('confirm');
  const token = search.get('token') ?? '';
  return {
    confirm: confirm === 'export' || confirm === 'delete' ? confirm : null,
    token: token.length >= 10 && token.length <= 200 ? token : '',
  };
}

export async function myDataAction({ request, params, context }: ActionFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const fields = await readFields(request);
  const account = accountOf(shell);
  if (fields.intent === 'request-export' || fields.intent === 'request-delete') {
    const purpose = fields.intent === 'request-export' ? 'export' : 'delete';
    const result = await account.call('requestCustomerData', { purpose });
    if (result.error) throw data(result.error.message, { status: result.status });
    return { kind: 'mailed', purpose } satisfies MyDataAnswer;
  }
  if (fields.intent === 'delete') {
    const result = await account.call('deleteCustomer', { token: fields.token ?? '' });
    if (result.error) return { kind: 'invalid-token' } satisfies MyDataAnswer;
    return redirectWith(`${prefixOf(shell) || ''}/?account-deleted=1`, result.setCookies);
  }
  throw data('Unknown intent', { status: 400 });
}

/** The export as a file: a plain form post, so the browser saves the answer. */
export async function myDataDownloadAction({ request, context }: ActionFunctionArgs) {
  const { shell } = context;
  signedInOnly(shell);
  const fields = await readFields(request);
  const result = await accountOf(shell).call<{ data: unknown }>('exportCustomerData', {
    token: fields.token ?? '',
  });
  if (result.error || !result.data) {
    return redirectWith(`${prefixOf(shell)}/my-account/my-data?invalid-token=1`, []);
  }
  return new Response(JSON.stringify(result.data.data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="toolyard-my-data.json"',
      'cache-control': 'no-store',
    },
  });
}
