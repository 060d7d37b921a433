import type { LoaderFunctionArgs } from 'react-router';
import { thankYouLoader } from '../checkout/payment.server.ts';

export const loader = ({ request, params, context }: LoaderFunctionArgs) =>
  thankYouLoader(request, params, context.shell);
