/**
 * Volume-discount progress of one discount group (spec 001 §9: 3 items 5 %, 5 items 10 %, 10 items
 * 15 %; tiers come from data): the tier reached and how many more items reach the next one.
 */
export interface VolumeProgress {
  group: string;
  count: number;
  /** The percent saved now; 0 below the first tier. */
  currentPercent: number;
  next: { volume: number; percent: number; missing: number } | null;
}

export function volumeProgress(
  group: string,
  count: number,
  tiers: ReadonlyArray<{ volume: number; discountPercentage: number }>,
): VolumeProgress | null {
  if (tiers.length === 0) return null;
  const sorted = [...tiers].sort((a, b) => a.volume - b.volume);
  const reached = sorted.filter((tier) => tier.volume <= count).at(-1);
  const upcoming = sorted.find((tier) => tier.volume > count);
  return {
    group,
    count,
    currentPercent: reached?.discountPercentage ?? 0,
    next: upcoming
      ? { volume: upcoming.volume, percent: upcoming.discountPercentage, missing: upcoming.volume - count }
      : null,
  };
}
