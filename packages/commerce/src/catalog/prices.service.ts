/**
 * Operator-side price changes (a back office or a price import calls this): one SKU's gross price in
 * one country, in minor units of that country's currency. The write commits, then every node hears
 * of it through the notifier and drops the product from its caches (decision 073).
 */
import { countryOf } from '@toolyard/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { prices, variants } from '../db/schema/index.ts';
import { type Notifier, publishProductChanges } from '../notifier/index.ts';

/** Gross prices above 10^12 minor units (10 billion in any currency) are a typo, not a tool. */
export const MAX_PRICE_MINOR_UNITS = 1_000_000_000_000;

export const setPriceSchema = z.object({
  sku: z.string().trim().min(1).max(40),
  country: z.string().length(2).toUpperCase(),
  centAmount: z.number().int().min(0).max(MAX_PRICE_MINOR_UNITS),
  netCentAmount: z.number().int().min(0).max(MAX_PRICE_MINOR_UNITS).nullable().optional(),
});
export type SetPriceInput = z.input<typeof setPriceSchema>;

export type SetPriceResult =
  | { ok: true; value: { sku: string; country: string; currency: string; centAmount: number } }
  | { ok: false; error: { code: 'invalid-input' | 'unknown-price'; message: string } };

export interface PriceService {
  setPrice(ctx: RequestContext, input: SetPriceInput): Promise<SetPriceResult>;
}

export function createPriceService(db: Database, deps: { notifier?: Notifier } = {}): PriceService {
  return {
    async setPrice(_ctx, input) {
      const parsed = setPriceSchema.safeParse(input);
      if (!parsed.success) {
        const message = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
        return { ok: false, error: { code: 'invalid-input', message } };
      }
      const { sku, country, centAmount, netCentAmount } = parsed.data;
      if (!countryOf(country))
        return { ok: false, error: { code: 'invalid-input', message: `country: no store for ${country}` } };
      const [updated] = await db
        .update(prices)
        .set({ centAmount, ...(netCentAmount !== undefined ? { netCentAmount } : {}) })
        .where(and(eq(prices.sku, sku), eq(prices.country, country)))
        .returning({ currency: prices.currency });
      if (!updated)
        return {
          ok: false,
          error: { code: 'unknown-price', message: `SKU ${sku} has no price in ${country} to change` },
        };
      const [variant] = await db
        .select({ productId: variants.productId })
        .from(variants)
        .where(eq(variants.sku, sku));
      if (deps.notifier && variant) await publishProductChanges(deps.notifier, [variant.productId], 'price');
      return { ok: true, value: { sku, country, currency: updated.currency, centAmount } };
    },
  };
}
