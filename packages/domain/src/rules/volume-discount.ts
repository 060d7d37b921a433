/**
 * Volume discounts (spec 001 §9): 3 items 5 %, 5 items 10 %, 10 items 15 %. Live tiers come from
 * cart discounts; these are the documented defaults.
 */

export interface VolumeDiscountTier {
  /** Smallest quantity the tier applies to. */
  readonly volume: number;
  readonly percent: number;
}

export const VOLUME_DISCOUNT_TIERS: readonly VolumeDiscountTier[] = [
  { volume: 3, percent: 5 },
  { volume: 5, percent: 10 },
  { volume: 10, percent: 15 },
];

/** Default volume-discount group key and its value as the spec gives them. */
export const DEFAULT_VOLUME_DISCOUNT = { key: 'volume_discount_default', value: 3 } as const;

/** Percent of the highest tier the quantity reaches; 0 below every tier or for bad input. */
export function volumeDiscountPercentFrom(tiers: readonly VolumeDiscountTier[], quantity: number): number {
  if (!Number.isFinite(quantity)) return 0;
  let best: VolumeDiscountTier | undefined;
  for (const tier of tiers) if (quantity >= tier.volume && (!best || tier.volume > best.volume)) best = tier;
  return best?.percent ?? 0;
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
  return { volume, percent: permyriad / 100 };
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
