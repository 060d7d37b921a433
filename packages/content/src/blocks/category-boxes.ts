import { z } from 'zod';
import { categoryKeySchema, imageSchema } from './common.ts';

/** Tiles of categories; the title is the CMS label, the link comes from the catalog by key. */
export const categoryBoxesSchema = z.object({
  title: z.string().min(1),
  items: z
    .array(
      z.object({ categoryKey: categoryKeySchema, title: z.string().min(1), image: imageSchema.optional() }),
    )
    .min(1)
    .max(24),
});

export type CategoryBoxesProps = z.infer<typeof categoryBoxesSchema>;
