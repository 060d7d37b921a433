import type { LoaderFunctionArgs } from 'react-router';
import { paymentReturnLoader } from '../checkout/payment.server.ts';

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  paymentReturnLoader(request, params, context.shell);
