/** Spec 001 §8: the add-review error texts, verbatim. */
export const REVIEW_ERRORS = {
  'not-purchased': "You haven't purchased this particular SKU",
  duplicate: 'You have already submitted review for your purchase for SKU',
  unexpected: 'Something went wrong on our side. Please try again or contact support',
} as const;

export type ReviewErrorCode =
  | keyof typeof REVIEW_ERRORS
  | 'invalid-input'
  | 'consent-required'
  | 'not-signed-in'
  | 'unknown-product';

export interface ReviewError {
  code: ReviewErrorCode;
  message: string;
}
