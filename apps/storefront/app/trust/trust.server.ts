/** The trust-review carousel's reviews for the home page (only where the header shows a rating). */
import { hasTrustScore } from '@toolyard/domain';
import type { ShellContext, StoreReviewCard } from '../shell/context.ts';

/** How many reviews the carousel shows. */
export const TRUST_REVIEW_COUNT = 6;

export async function loadStoreReviews(shell: ShellContext): Promise<StoreReviewCard[]> {
  const read = shell.catalog?.storeReviews;
  if (!read || !hasTrustScore(shell.language)) return [];
  return read(TRUST_REVIEW_COUNT).catch((error: Error) => {
    console.warn(`trust reviews: not read: ${error.message}`);
    return [];
  });
}
