/** The trust-review carousel's reviews for the home page (only where the header shows a rating). */
import { hasTrustScore } from '@toolyard/domain';
import type { StoreReviews } from '../components/blocks/environment.tsx';
import { fallbackTo, type ShellContext, type StoreReviewCard } from '../shell/context.ts';

/** How many reviews the carousel shows. */
export const TRUST_REVIEW_COUNT = 6;

export async function loadStoreReviews(shell: ShellContext): Promise<StoreReviewCard[]> {
  const read = shell.catalog?.storeReviews;
  if (!read || !hasTrustScore(shell.language)) return [];
  return read(TRUST_REVIEW_COUNT).catch((error: Error) => {
    console.warn(`trust reviews: not read: ${error.message}`);
    shell.degraded?.();
    return [];
  });
}

/** The TrustReviewCarousel block's data: the header's figures and the newest reviews they count. */
export async function loadStoreReviewFigures(shell: ShellContext): Promise<StoreReviews | null> {
  if (!shell.catalog || !hasTrustScore(shell.language)) return null;
  const [figures, reviews] = await Promise.all([
    shell.catalog.storeRating().catch(fallbackTo(shell, null)),
    loadStoreReviews(shell),
  ]);
  if (!figures || figures.count === 0) return null;
  return { average: figures.average, count: figures.count, reviews };
}
