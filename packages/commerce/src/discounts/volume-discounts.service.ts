import { discountSummaryValue } from '@toolyard/domain';
import type { RequestContext } from '../context.ts';
import type { CatalogReader } from '../ports/index.ts';

/** Spec 000 §3: a volume discount yields volume and discountPercentage (permyriad / 100). */
export interface VolumeDiscountView {
  id: string;
  key: string;
  isActive: true;
  value: { type: 'relative'; permyriad: number };
  volume: number;
  discountPercentage: number;
}

export interface VolumeDiscountService {
  forGroup(ctx: RequestContext, group: string): Promise<VolumeDiscountView[]>;
}

export function createVolumeDiscountService(reader: CatalogReader): VolumeDiscountService {
  return {
    async forGroup(ctx, group) {
      const tiers = await reader.volumeDiscounts(ctx, group);
      return [...tiers]
        .sort((a, b) => a.volume - b.volume)
        .map((tier) => ({
          id: tier.id,
          key: tier.key,
          isActive: true,
          value: { type: 'relative', permyriad: tier.permyriad },
          volume: tier.volume,
          discountPercentage: discountSummaryValue({ type: 'relative', permyriad: tier.permyriad }) ?? 0,
        }));
    },
  };
}
