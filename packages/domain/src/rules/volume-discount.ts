/**
 * Volume discounts (spec 001 §9): 3 items 5 %, 5 items 10 %, 10 items 15 %. Live tiers come from
 * cart discounts; these are the documented defaults.
 */

/**
 * One volume tier: the only tier type (the engine's catalog tiers extend it with id and key).
 * Relative value in permyriad, as the platform's cart discounts carry it (5 % → 500).
 */
export interface VolumeDiscountTier {
  /** Smallest quantity the tier applies to. */
  readonly volume: number;
  readonly permyriad: number;
}

export const VOLUME_DISCOUNT_TIERS: readonly VolumeDiscountTier[] = [
  { volume: 3, permyriad: 500 },
  { volume: 5, permyriad: 1000 },
  { volume: 10, permyriad: 1500 },
];

/** Default volume-discount group key and its value as the spec gives them. */
export const DEFAULT_VOLUME_DISCOUNT = { key: 'volume_discount_default', value: 3 } as const;

/** The tier with the highest volume the quantity reaches, in any order of tiers; null below every tier. */
export function volumeDiscountTierFor<T extends VolumeDiscountTier>(
  tiers: readonly T[],
  quantity: number,
): T | null {
  if (!Number.isFinite(quantity)) return null;
  let best: T | null = null;
  for (const tier of tiers) if (quantity >= tier.volume && (!best || tier.volume > best.volume)) best = tier;
  return best;
}

/** Percent of the highest tier the quantity reaches; 0 below every tier or for bad input. */
export function volumeDiscountPercentFrom(tiers: readonly VolumeDiscountTier[], quantity: number): number {
  return (volumeDiscountTierFor(tiers, quantity)?.permyriad ?? 0) / 100;
}

/** 0 below 3; 5 at 3–4; 10 at 5–9; 15 at 10 and more. */
export function volumeDiscountPercent(quantity: number): number {
  return volumeDiscountPercentFrom(VOLUME_DISCOUNT_TIERS, quantity);
}

/** A platform cart discount (relative, in permyriad) as a tier. */
export function tierFromCartDiscount({
  volume,
  permyriad,
}: {
  volume: number;
  permyriad: number;
}): VolumeDiscountTier {
  return { volume, permyriad };
}

/**
 * Discount summary value for display: relative discounts are permyriad / 100 (a percent),
 * absolute and fixed ones cents / 100 (a major-unit amount); gift line items have none.
 */
export function discountSummaryValue(
  discount:
    | { readonly type: 'relative'; readonly permyriad: number }
    | { readonly type: 'absolute' | 'fixed'; readonly centAmount: number }
    | { readonly type: 'giftLineItem' },
): number | null {
  switch (discount.type) {
    case 'relative':
      return discount.permyriad / 100;
    case 'absolute':
    case 'fixed':
      return discount.centAmount / 100;
    case 'giftLineItem':
      return null;
  }
}
