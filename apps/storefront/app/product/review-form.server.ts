/**
 * The product page's add-review form (spec 000 §3 Review, 001 §7 add-review, §8 review errors): a
 * plain form POST to the product's own URL, sent on to the JSON API's add-review method with the
 * visitor's cookie (the same path the API's browser callers take, with its rate limit). The
 * consent checkbox exists only in the review-consent countries (spec 001 §9: CZ).
 */
import { COUNTRIES, type CountryCode, isValidRating } from '@toolyard/domain';
import { data } from 'react-router';
import type { ShellContext } from '../shell/context.ts';
import { REVIEW_ANSWERS, type ReviewFormAnswer, type ReviewFormFields } from './product-extras.ts';

export const REVIEW_INTENT = 'add-review';

/** The spec's three answers by the API's error code; anything else is 'Something went wrong …'. */
const API_MESSAGES: Record<string, string> = {
  not_purchased: REVIEW_ANSWERS.notPurchased,
  duplicate: REVIEW_ANSWERS.duplicate,
  not_logged_in: REVIEW_ANSWERS.signIn,
  not_signed_in: REVIEW_ANSWERS.signIn,
  too_many_requests: REVIEW_ANSWERS.tooMany,
  consent_required: REVIEW_ANSWERS.consentRequired,
};

export function asksReviewConsent(country: string): boolean {
  return COUNTRIES[country as CountryCode]?.asksReviewConsent === true;
}

const field = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max);

export async function reviewAction(request: Request, shell: ShellContext) {
  const form = await request.formData();
  if (form.get('intent') !== REVIEW_INTENT) throw data('Unknown form', { status: 400 });
  const fields: ReviewFormFields = {
    // The whole value: cut to one character first, "10" would have passed as 1 star.
    rating: field(form, 'rating', 16),
    title: field(form, 'title', 200),
    text: field(form, 'text', 5000),
    authorName: field(form, 'authorName', 100),
  };
  const answer = (status: number, message: string, errors: ReviewFormAnswer['errors'] = {}) =>
    data<{ review: ReviewFormAnswer }>(
      { review: { ok: status === 200, message, fields: status === 200 ? emptyFields : fields, errors } },
      { status },
    );
  if (!shell.customerId || !shell.account) return answer(401, REVIEW_ANSWERS.signIn);
  const errors: ReviewFormAnswer['errors'] = {};
  const rating = /^\d+$/.test(fields.rating) ? Number(fields.rating) : Number.NaN;
  if (!isValidRating(rating)) errors.rating = REVIEW_ANSWERS.ratingRequired;
  if (!fields.authorName) errors.authorName = REVIEW_ANSWERS.required;
  const asksConsent = asksReviewConsent(shell.store.country);
  if (asksConsent && form.get('consent') !== 'yes') errors.consent = REVIEW_ANSWERS.consentRequired;
  if (Object.keys(errors).length > 0) return answer(400, REVIEW_ANSWERS.checkFields, errors);
  const result = await shell.account.call('add-review', {
    sku: field(form, 'sku', 40),
    rating,
    title: fields.title,
    text: fields.text,
    authorName: fields.authorName,
    // Stored with the review by the engine (decision 182); only sent where the form asks for it.
    ...(asksConsent ? { consent: true } : {}),
  });
  if (result.error) return answer(result.status, API_MESSAGES[result.error.code] ?? REVIEW_ANSWERS.other);
  return answer(200, REVIEW_ANSWERS.thanks);
}

const emptyFields: ReviewFormFields = { rating: '', title: '', text: '', authorName: '' };
