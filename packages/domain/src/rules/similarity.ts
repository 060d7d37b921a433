/**
 * Our own recommendation ranking (spec 001 §7 "Recommendation", types similar products and cart
 * recommendation), in place of the vendor's engine: similar products share the level-2/3
 * categories and attributes of the source; cart recommendations are products bought together with
 * the cart's products.
 */

export const SIMILARITY = {
  /** A shared level-3 category (the narrower one) says more than a shared level-2 category. */
  level3Weight: 4,
  level2Weight: 2,
  /** Each shared attribute value (brand, family, …). */
  attributeWeight: 1,
  /** Products a rail shows. */
  limit: 8,
  /** Candidates read before ranking. */
  fetchLimit: 60,
} as const;

export interface SimilarityProfile {
  /** Category ids at level 2 (depth 1 of the main tree). */
  readonly level2: readonly string[];
  /** Category ids at level 3 (depth 2 of the main tree). */
  readonly level3: readonly string[];
  /** Comparable attribute values; only scalars count. */
  readonly attributes: Readonly<Record<string, unknown>>;
}

const scalar = (value: unknown): value is string | number | boolean =>
  (typeof value === 'string' && value !== '') || typeof value === 'number' || typeof value === 'boolean';

/** How alike a candidate is to the source: weighted shared categories and attribute values. */
export function similarityScore(source: SimilarityProfile, candidate: SimilarityProfile): number {
  const shared = (a: readonly string[], b: readonly string[]) => a.filter((id) => b.includes(id)).length;
  let attributes = 0;
  for (const [name, value] of Object.entries(source.attributes)) {
    if (scalar(value) && candidate.attributes[name] === value) attributes += 1;
  }
  return (
    shared(source.level3, candidate.level3) * SIMILARITY.level3Weight +
    shared(source.level2, candidate.level2) * SIMILARITY.level2Weight +
    attributes * SIMILARITY.attributeWeight
  );
}

/**
 * The most similar candidates, best first; a candidate sharing nothing is left out, and ties keep
 * the candidates' order (newest first as read), which the stable sort guarantees.
 */
export function rankSimilar<T extends { profile: SimilarityProfile }>(
  source: SimilarityProfile,
  candidates: readonly T[],
  limit: number = SIMILARITY.limit,
): T[] {
  return candidates
    .map((candidate) => ({ candidate, score: similarityScore(source, candidate.profile) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((entry) => entry.candidate);
}

/**
 * Co-purchase ranking: products ordered together with the cart's products, by how many orders
 * hold them together, most first (ties by SKU for a stable answer); the cart's own SKUs are out.
 */
export function rankCoPurchased(
  orders: readonly (readonly string[])[],
  cartSkus: readonly string[],
  limit: number = SIMILARITY.limit,
): string[] {
  const inCart = new Set(cartSkus);
  const counts = new Map<string, number>();
  for (const skus of orders) {
    if (!skus.some((sku) => inCart.has(sku))) continue;
    for (const sku of new Set(skus)) {
      if (!inCart.has(sku)) counts.set(sku, (counts.get(sku) ?? 0) + 1);
    }
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, limit)
    .map(([sku]) => sku);
}
