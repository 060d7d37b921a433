import { z } from 'zod';
import { categoryKeySchema, linkSchema } from './common.ts';

export const productGroupSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tag'), tag: z.enum(['new', 'bestseller', 'on-sale', 'bware', 'topRated']) }),
  z.object({ kind: z.literal('category'), categoryKey: categoryKeySchema }),
  z.object({ kind: z.literal('skus'), skus: z.array(z.string().min(1)).min(1).max(24) }),
]);

/** Product rows in tabs ("Bestsellers", "New arrivals" …); spec slider: 3 to 6 visible, 225px items. */
export const productGroupsSliderSchema = z.object({
  title: z.string().min(1),
  groups: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z0-9-]+$/),
        label: z.string().min(1),
        source: productGroupSourceSchema,
        limit: z.number().int().min(3).max(24).default(12),
        more: linkSchema.optional(),
      }),
    )
    .min(1)
    .max(4),
});

export type ProductGroupsSliderProps = z.infer<typeof productGroupsSliderSchema>;
export type ProductGroupSource = z.infer<typeof productGroupSourceSchema>;
