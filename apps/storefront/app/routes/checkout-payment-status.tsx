/**
 * GET <prefix>/checkout/payment/status/?sessionId=…: JSON for the pending payment page, which
 * asks it until the order is placed (decision 267). A resource route: no page of its own.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { paymentStatusLoader } from '../checkout/payment.server.ts';

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  paymentStatusLoader(request, params, context.shell);
