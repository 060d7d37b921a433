import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paymentPageAction, paymentPageLoader } from '../checkout/payment.server.ts';

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  paymentPageLoader(request, params, context.shell);
export const action = ({ request, params, context }: ActionFunctionArgs) =>
  paymentPageAction(request, params, context.shell);
