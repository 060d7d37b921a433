import { z } from 'zod';
import { text } from '../validation/text.ts';

export const PRODUCT_SORTS = ['price-up', 'price-down', 'latest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const productQuerySchema = z
  .object({
    slug: text().min(1).max(300).optional(),
    id: text().min(1).max(100).optional(),
    ids: z.array(text().min(1).max(100)).max(500).optional(),
    key: text().min(1).max(40).optional(),
    skus: z.array(text().min(1).max(40)).max(500).optional(),
    categoryId: text().min(1).max(100).optional(),
    /** Attribute filters, joined with OR: brand, tags, family, model, volumeDiscountGroup or any attribute. */
    attributes: z
      .array(z.object({ name: text().min(1).max(60), values: z.array(text().max(200)).min(1).max(50) }))
      .max(20)
      .optional(),
    isOnStock: z.boolean().optional(),
    sort: z.enum(PRODUCT_SORTS).optional(),
    limit: z.number().int().min(1).max(100).default(24),
    offset: z.number().int().min(0).max(100_000).default(0),
  })
  .strict();

export type ProductQuery = z.input<typeof productQuerySchema>;
