/** Spec 001 §9: comparison score +3 on stock, +2 tagged Popular, +1 tagged Sale; sorted descending. */
import { COMPARISON, COMPARISON_TAGS } from '@toolyard/domain';

export function comparisonScore(product: {
  availability: { isOnStock: boolean };
  tags: readonly string[];
}): number {
  return (
    (product.availability.isOnStock ? 3 : 0) +
    (product.tags.includes(COMPARISON_TAGS.popular) ? 2 : 0) +
    (product.tags.includes(COMPARISON_TAGS.sale) ? 1 : 0)
  );
}

/** Stable: equal scores keep the fetch order. Returns at most the display limit (5). */
export function rankForComparison<
  T extends { availability: { isOnStock: boolean }; tags: readonly string[] },
>(candidates: readonly T[], limit: number = COMPARISON.displayLimit): T[] {
  return candidates
    .map((product, index) => ({ product, index, score: comparisonScore(product) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.product);
}
