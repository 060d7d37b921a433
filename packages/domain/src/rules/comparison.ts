/** Product comparison ranking (spec 001 §7 "Comparison", §9). */
import { COMPARISON } from '../limits.ts';
import { COMPARISON_TAGS } from '../product-codes.ts';

export interface ComparisonCandidate {
  readonly isOnStock: boolean;
  readonly tags: readonly string[];
}

/** +3 in stock, +2 tagged Popular, +1 tagged Sale. */
export function comparisonScore(product: ComparisonCandidate): number {
  return (
    (product.isOnStock ? 3 : 0) +
    (product.tags.includes(COMPARISON_TAGS.popular) ? 2 : 0) +
    (product.tags.includes(COMPARISON_TAGS.sale) ? 1 : 0)
  );
}

/**
 * Of at most 30 fetched candidates, the 5 best by score; ties keep the fetch order (the
 * platform's relevance), which Array.prototype.sort guarantees by being stable.
 */
export function rankComparisonProducts<T extends ComparisonCandidate>(candidates: readonly T[]): T[] {
  return candidates
    .slice(0, COMPARISON.fetchLimit)
    .map((product) => ({ product, score: comparisonScore(product) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, COMPARISON.displayLimit)
    .map(({ product }) => product);
}

/** The first five attribute names to compare. */
export function comparisonAttributeNames(names: readonly string[]): string[] {
  return names.slice(0, COMPARISON.attributeLimit);
}

/** A comparison cell: the value, or '-' where the product lacks it. */
export function comparisonCell(value: unknown): string {
  if (value === null || value === undefined) return COMPARISON.missingValue;
  const text = String(value).trim();
  return text === '' ? COMPARISON.missingValue : text;
}
