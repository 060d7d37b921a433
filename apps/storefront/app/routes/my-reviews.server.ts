/**
 * My reviews (spec 000 §2.1 /my-account/my-reviews, decision 176): the customer's reviews and the
 * bought products still waiting for one, from the account API's getMyReviews.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { accountOf, checkLanguage, signedInOnly } from '../account/forms.server.ts';

interface ApiReview {
  id: string;
  sku: string;
  productName: string | null;
  productSlug: string | null;
  rating: number;
  title: string;
  text: string;
  createdAt: string;
}

interface ApiAwaiting {
  sku: string;
  productName: string | null;
  productSlug: string | null;
  orderedAt: string;
}

export async function myReviewsLoader({ params, context }: LoaderFunctionArgs) {
  const { shell } = context;
  checkLanguage(params, shell);
  signedInOnly(shell);
  const result = await accountOf(shell).call<{ reviews: ApiReview[]; awaiting: ApiAwaiting[] }>(
    'getMyReviews',
    {},
  );
  if (!result.data) throw data(null, { status: result.status === 401 ? 401 : 500 });
  return { reviews: result.data.reviews, awaiting: result.data.awaiting };
}
