import type { LoaderFunctionArgs } from 'react-router';
import { checkLanguage, errorCodeOf } from '../checkout/payment.server.ts';
import { languagePrefix } from '../store/domain-map.ts';

export const loader = ({ request, params, context }: LoaderFunctionArgs) => {
  checkLanguage(params, context.shell);
  return {
    code: errorCodeOf(new URL(request.url).searchParams.get('error')) ?? 'payment-error',
    prefix: languagePrefix(context.shell.store, context.shell.language),
  };
};
